// @ts-check
// The device around the screen: the bezel's geometry per device, painting it (metal band,
// black glass, side buttons, home button, the empty screen), and the clip to the screen's
// rounded corners that layers are painted inside.

import { roundRectPath } from "./canvas-paths.js";
import { cssColor } from "./images.js";

/** @typedef {import("./types.js").Device} Device */

export const DEVICE_COLORS = Object.freeze({
  bezel: [7, 7, 9],          // the black glass around the screen
  band: ["#9a9ea8", "#5d616b"], // the metal edge, top to bottom: light enough to show on the dark stage
  screen: [0, 0, 0],         // where no layer is
});

/**
 * Bezel geometry in device points: insets [top, right, bottom, left], outer corner radius.
 * @param {Device | null} device
 * @returns {{ insets: number[], radius: number, band: number, home: boolean }}
 */
export function deviceFrame(device) {
  if (!device) return { insets: [14, 14, 14, 14], radius: 20, band: 3, home: false };
  const r = device.cornerRadius || 0;
  if (device.name === "ipad" || device.width >= 700) return { insets: [24, 24, 24, 24], radius: r + 24, band: 3, home: false };
  if (r === 0) return { insets: [78, 18, 78, 18], radius: 52, band: 3, home: true };
  return { insets: [14, 14, 14, 14], radius: r + 14, band: 3, home: false };
}

/**
 * The device around the screen: metal band, black bezel, screen glass, home button.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Device} device
 * @param {number[]} base
 */
export function paintDevice(ctx, device, base) {
  const f = deviceFrame(device);
  const [W, H] = [device.width, device.height];
  const [t, r, b, l] = f.insets;
  ctx.save();
  ctx.setTransform(base[0], base[1], base[2], base[3], base[4], base[5]);
  // Side buttons.
  ctx.fillStyle = "#2a2c31";
  const buttons = device.width >= 700 ? [[W + r - 1, 40, 4, 60]] : [[-l - 3, 150, 4, 30], [-l - 3, 200, 4, 56], [-l - 3, 264, 4, 56], [W + r - 1, 210, 4, 90]];
  for (const [x, y, w, h] of buttons) { ctx.beginPath(); roundRectPath(ctx, x, y, w, h, 1.5); ctx.fill(); }
  // Band.
  const band = ctx.createLinearGradient(0, -t, 0, H + b);
  band.addColorStop(0, DEVICE_COLORS.band[0]);
  band.addColorStop(1, DEVICE_COLORS.band[1]);
  ctx.fillStyle = band;
  ctx.beginPath(); roundRectPath(ctx, -l, -t, W + l + r, H + t + b, f.radius); ctx.fill();
  // Bezel.
  ctx.fillStyle = cssColor([...DEVICE_COLORS.bezel.map((c) => c / 255), 1]);
  ctx.beginPath(); roundRectPath(ctx, -l + f.band, -t + f.band, W + l + r - 2 * f.band, H + t + b - 2 * f.band, Math.max(0, f.radius - f.band)); ctx.fill();
  if (f.home) {
    ctx.strokeStyle = "#34363c";
    ctx.lineWidth = 2;
    ctx.beginPath(); ctx.arc(W / 2, H + b / 2, 20, 0, Math.PI * 2); ctx.stroke();
    ctx.fillStyle = "#1c1d21";
    ctx.beginPath(); roundRectPath(ctx, W / 2 - 26, -t / 2 - 3, 52, 6, 3); ctx.fill();
  }
  // Screen.
  ctx.fillStyle = cssColor([...DEVICE_COLORS.screen.map((c) => c / 255), 1]);
  ctx.beginPath(); roundRectPath(ctx, 0, 0, W, H, device.cornerRadius || 0); ctx.fill();
  ctx.restore();
}

/**
 * Clips to the device's screen (rounded corners).
 * @param {CanvasRenderingContext2D} ctx
 * @param {Device} device
 * @param {number[]} base
 */
export function clipToScreen(ctx, device, base) {
  ctx.setTransform(base[0], base[1], base[2], base[3], base[4], base[5]);
  ctx.beginPath();
  roundRectPath(ctx, 0, 0, device.width, device.height, device.cornerRadius || 0);
  ctx.clip();
}
