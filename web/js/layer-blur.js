// @ts-check
// A `UIVisualEffectView`'s blur (docs/protocol.md, "blur"): a backdrop filter of what the page
// has painted behind the layer so far, inside the layer's (rounded) bounds and its ancestors'
// clips and masks, then the style's tint over it. The frame's radius and tint are already
// scaled by the effect's strength (an animated `effect`).
//
// Approximations (docs/page.md): the blur is Canvas 2D's Gaussian `filter = blur(σ)` with σ the
// radius in device pixels (Core Image's blur radius is about one standard deviation); what is
// behind is blurred as painted on screen, so under perspective the blur is uniform on screen.

import { cssColor } from "./images.js";

/** @typedef {import("./types.js").BlurDrawing} BlurDrawing */

/** @type {HTMLCanvasElement | null} */
let backdrop = null;

/**
 * A copy of the canvas as painted so far: the backdrop the blur samples.
 * @param {HTMLCanvasElement} canvas
 * @returns {HTMLCanvasElement}
 */
function backdropOf(canvas) {
  if (!backdrop) backdrop = document.createElement("canvas");
  if (backdrop.width !== canvas.width || backdrop.height !== canvas.height) {
    backdrop.width = canvas.width;
    backdrop.height = canvas.height;
  }
  const b = /** @type {CanvasRenderingContext2D} */ (backdrop.getContext("2d"));
  b.setTransform(1, 0, 0, 1, 0, 0);
  b.clearRect(0, 0, backdrop.width, backdrop.height);
  b.drawImage(canvas, 0, 0);
  return backdrop;
}

/**
 * Paints the blur of what is behind the layer, then its tint, inside `outline`.
 * @param {CanvasRenderingContext2D} ctx  clipped as the layer is; its alpha is the layer's opacity
 * @param {BlurDrawing} blur
 * @param {number} pixelsPerPoint  device pixels per layer point (the view's scale × the layer's magnification)
 * @param {(c: CanvasRenderingContext2D) => void} outline  adds the layer's rounded bounds to the path
 */
export function paintBlur(ctx, blur, pixelsPerPoint, outline) {
  if (!(blur.radius > 0)) return;
  const behind = backdropOf(ctx.canvas);
  ctx.save();
  ctx.beginPath();
  outline(ctx);
  ctx.clip();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.filter = `blur(${blur.radius * pixelsPerPoint}px)`;
  ctx.drawImage(behind, 0, 0);
  ctx.filter = "none";
  ctx.restore();
  if (blur.tint && blur.tint[3] > 0) {
    ctx.beginPath();
    outline(ctx);
    ctx.fillStyle = cssColor(blur.tint);
    ctx.fill();
  }
}
