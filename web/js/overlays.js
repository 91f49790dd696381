// @ts-check
// What the stage draws over a painted frame: the hovered and selected layers' outlines with
// their tags, the touch of a drag at device size and the two fingers of an Alt (two-finger) drag.

import { roundRectPath } from "./canvas-paths.js";
import { shapePath } from "./layer-painter.js";

export const OUTLINE_COLORS = Object.freeze({ hover: "#4aa8ff", selected: "#ff9f1a" });

/**
 * Outline of a placed layer's quad, with a tag, in canvas pixels.
 * @param {CanvasRenderingContext2D} ctx
 * @param {import("./types.js").PlacedLayer} g
 * @param {number[]} base
 * @param {string} color
 * @param {string} label
 * @param {number} dpr
 */
export function outlineLayer(ctx, g, base, color, label, dpr) {
  ctx.save();
  ctx.beginPath();
  shapePath(ctx, { ...g, radius: g.radius }, base);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.lineWidth = 2 * dpr;
  ctx.strokeStyle = color;
  ctx.stroke();
  ctx.globalAlpha = 0.12;
  ctx.fillStyle = color;
  ctx.fill();
  ctx.globalAlpha = 1;
  if (label) {
    const [x, y] = [base[0] * g.quad[0] + base[2] * g.quad[1] + base[4], base[1] * g.quad[0] + base[3] * g.quad[1] + base[5]];
    ctx.font = `600 ${11 * dpr}px system-ui, sans-serif`;
    const w = ctx.measureText(label).width + 10 * dpr, h = 18 * dpr;
    const tx = Math.max(2 * dpr, Math.min(ctx.canvas.width - w - 2 * dpr, x)), ty = Math.max(2 * dpr, y - h - 3 * dpr);
    ctx.fillStyle = color;
    ctx.beginPath(); roundRectPath(ctx, tx, ty, w, h, 4 * dpr); ctx.fill();
    ctx.fillStyle = "#0b0d12";
    ctx.textBaseline = "middle";
    ctx.fillText(label, tx + 5 * dpr, ty + h / 2 + 0.5 * dpr);
  }
  ctx.restore();
}

/**
 * Where a touch is on the device (a drag at device size): a finger-sized ring at canvas pixel `at`.
 * @param {CanvasRenderingContext2D} ctx
 * @param {{ x: number, y: number }} at
 * @param {number} dpr
 */
export function paintTouch(ctx, at, dpr) {
  paintRing(ctx, at, dpr);
}

/**
 * The two fingers of a two-finger (Alt) drag: a ring at each canvas pixel, a dashed line
 * between them and a cross at their centroid, the point the pinch and rotation turn about.
 * @param {CanvasRenderingContext2D} ctx
 * @param {{ x: number, y: number }} a
 * @param {{ x: number, y: number }} b
 * @param {number} dpr
 */
export function paintFingers(ctx, a, b, dpr) {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.beginPath();
  ctx.moveTo(a.x, a.y);
  ctx.lineTo(b.x, b.y);
  ctx.setLineDash([4 * dpr, 4 * dpr]);
  ctx.lineWidth = 1.5 * dpr;
  ctx.strokeStyle = "rgba(20, 24, 32, 0.6)";
  ctx.stroke();
  const cx = (a.x + b.x) / 2, cy = (a.y + b.y) / 2, r = 5 * dpr;
  ctx.setLineDash([]);
  ctx.beginPath();
  ctx.moveTo(cx - r, cy); ctx.lineTo(cx + r, cy);
  ctx.moveTo(cx, cy - r); ctx.lineTo(cx, cy + r);
  ctx.stroke();
  ctx.restore();
  paintRing(ctx, a, dpr);
  paintRing(ctx, b, dpr);
}

/**
 * A finger-sized ring at canvas pixel `at`.
 * @param {CanvasRenderingContext2D} ctx
 * @param {{ x: number, y: number }} at
 * @param {number} dpr
 */
function paintRing(ctx, at, dpr) {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.beginPath();
  ctx.arc(at.x, at.y, 11 * dpr, 0, Math.PI * 2);
  ctx.fillStyle = "rgba(255, 255, 255, 0.35)";
  ctx.fill();
  ctx.lineWidth = 2 * dpr;
  ctx.strokeStyle = "rgba(20, 24, 32, 0.8)";
  ctx.stroke();
  ctx.restore();
}
