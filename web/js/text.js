// @ts-check
// Labels (`content.kind == "text"`) as UILabel sets them: the system font at a size and weight,
// wrapped by words to the label's width, at most numberOfLines lines (0 = no limit), the last
// one truncated with an ellipsis, the block centred vertically, each line aligned left, centre
// or right. Layout is cached; drawing happens in layer points under any transform.

import { cssColor } from "./images.js";
import { drawChevron } from "./icons.js";

/** @typedef {import("./types.js").TextContent} TextContent */

const FONT_STACK = '-apple-system, "SF Pro Text", system-ui, "Helvetica Neue", "DejaVu Sans", Arial, sans-serif';
/** @type {Record<string, number>} */
const WEIGHTS = { ultraLight: 100, thin: 200, light: 300, regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800, black: 900 };
/** SF's line height is about 1.19 × the point size. */
const LINE_HEIGHT = 1.193;

/** @type {CanvasRenderingContext2D | null} */
let measurer = null;
/** @type {Map<string, { lines: string[], widths: number[], lineHeight: number }>} */
const layouts = new Map();

/**
 * @param {TextContent} content
 * @returns {string}
 */
export function fontFor(content) {
  return `${WEIGHTS[content.weight] ?? 400} ${content.fontSize}px ${FONT_STACK}`;
}

/**
 * @returns {CanvasRenderingContext2D}
 */
function measureContext() {
  if (!measurer) measurer = document.createElement("canvas").getContext("2d");
  return measurer;
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {string} text
 * @param {number} width
 * @returns {string}
 */
function fit(ctx, text, width) {
  if (ctx.measureText(text).width <= width) return text;
  let lo = 0, hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (ctx.measureText(text.slice(0, mid).trimEnd() + "…").width <= width) lo = mid; else hi = mid - 1;
  }
  return text.slice(0, lo).trimEnd() + "…";
}

/**
 * Lines and their widths for a label of width w (cached).
 * @param {TextContent} content
 * @param {number} w
 * @returns {{ lines: string[], widths: number[], lineHeight: number }}
 */
export function layout(content, w) {
  const key = `${content.text}\u0000${fontFor(content)}\u0000${w.toFixed(2)}\u0000${content.numberOfLines}`;
  let result = layouts.get(key);
  if (result) return result;
  const ctx = measureContext();
  ctx.font = fontFor(content);
  const limit = content.numberOfLines > 0 ? content.numberOfLines : Infinity;
  /** @type {string[]} */
  const lines = [];
  for (const paragraph of String(content.text).split("\n")) {
    const words = paragraph.split(/\s+/).filter(Boolean);
    let line = "";
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (!line || ctx.measureText(candidate).width <= w + 0.01) line = candidate;
      else { lines.push(line); line = word; }
    }
    lines.push(line);
  }
  let shown = lines.slice(0, limit);
  if (lines.length > shown.length) shown[shown.length - 1] = fit(ctx, `${shown[shown.length - 1]} ${lines[shown.length]}`, w);
  shown = shown.map((line) => fit(ctx, line, w));
  result = { lines: shown, widths: shown.map((line) => ctx.measureText(line).width), lineHeight: content.fontSize * LINE_HEIGHT };
  if (layouts.size > 2000) layouts.clear();
  layouts.set(key, result);
  return result;
}

/**
 * Where the text's ink is, in layer points: {u0, v0, u1, v1}.
 * @param {TextContent} content
 * @param {number} w
 * @param {number} h
 * @returns {{ u0: number, v0: number, u1: number, v1: number }}
 */
export function inkRect(content, w, h) {
  const { widths, lineHeight, lines } = layout(content, w);
  const total = lines.length * lineHeight, top = (h - total) / 2;
  const widest = Math.max(0, ...widths);
  const x = content.alignment === "center" ? (w - widest) / 2 : content.alignment === "right" ? w - widest : 0;
  const pad = content.fontSize * 0.25;
  return { u0: Math.max(0, x - pad), v0: Math.max(0, top - pad), u1: Math.min(w, x + widest + pad), v1: Math.min(h, top + total + pad) };
}

/**
 * Draws the label in its own coordinates (0…w × 0…h).
 * @param {CanvasRenderingContext2D} ctx
 * @param {TextContent} content
 * @param {number} w
 * @param {number} h
 */
export function drawText(ctx, content, w, h) {
  // A lone "‹" is a navigation bar's back indicator: UIKit draws a chevron, not the glyph.
  if (content.text === "‹") { drawChevron(ctx, w, h, cssColor(content.color), content.fontSize); return; }
  const { lines, lineHeight } = layout(content, w);
  const top = (h - lines.length * lineHeight) / 2;
  ctx.font = fontFor(content);
  ctx.fillStyle = cssColor(content.color);
  ctx.textBaseline = "middle";
  ctx.textAlign = content.alignment === "center" ? "center" : content.alignment === "right" ? "right" : "left";
  const x = content.alignment === "center" ? w / 2 : content.alignment === "right" ? w : 0;
  lines.forEach((line, i) => ctx.fillText(line, x, top + (i + 0.5) * lineHeight));
}
