// @ts-check
// `contentsCenter` (docs/protocol.md, "contentsCenter"): a layer's image under the `resize`
// gravity stretched in nine parts. The centre rectangle stretches both ways, the edges beside
// it along it, and the corners keep their natural size (`size`, the image's pixels over the
// layer's contentsScale); when the layer is smaller than two opposite fixed parts they shrink in
// proportion. The nine parts are drawn once into a texture of the layer's size (cached), which
// the painter then maps through the layer's quad like a snapshot's — exactly in perspective too.

import { photoCanvas } from "./images.js";

/** @typedef {import("./types.js").ContentsCenter} ContentsCenter */
/** @typedef {import("./types.js").LayerContent} LayerContent */
/** @typedef {{ canvas: HTMLCanvasElement, toLayer: number[] }} Texture */
/** @typedef {{ texture: Texture, region: { u0: number, v0: number, u1: number, v1: number } }} Prepared */

/** @type {WeakMap<HTMLCanvasElement, Map<string, HTMLCanvasElement>>} */
const cache = new WeakMap();

/**
 * Splits a length into the fixed start, stretched middle and fixed end, on the layer and in the
 * source: `[d0, d1, d2, d3]` in layer points, `[s0, s1, s2, s3]` in source pixels.
 * @param {number} length  the layer's side, points
 * @param {number} natural  the image's side, points
 * @param {number} start  the centre's start, unit
 * @param {number} extent  the centre's extent, unit
 * @param {number} s0  the drawn part's start in the source, pixels
 * @param {number} sLength  its length, pixels
 * @returns {{ d: number[], s: number[] }}
 */
export function ninePartSplit(length, natural, start, extent, s0, sLength) {
  const u0 = Math.min(Math.max(start, 0), 1);
  const u1 = Math.min(Math.max(start + extent, u0), 1);
  let head = u0 * natural, tail = (1 - u1) * natural;
  if (head + tail > length && head + tail > 0) {
    const f = length / (head + tail);
    head *= f;
    tail *= f;
  }
  let s1 = s0 + u0 * sLength, s2 = s0 + u1 * sLength;
  // A centre thinner than a source pixel stretches the pixel at its place.
  if (s2 - s1 < 1) {
    const mid = Math.min(Math.max((s1 + s2) / 2, s0 + 0.5), s0 + sLength - 0.5);
    s1 = mid - 0.5;
    s2 = mid + 0.5;
  }
  return { d: [0, head, length - tail, length], s: [s0, s1, s2, s0 + sLength] };
}

/**
 * The nine-part texture of a layer's content, or null when there is nothing to stretch.
 * `prepared` is a snapshot's texture (its region covers the layer under `resize`); an image is
 * taken from its photo canvas.
 * @param {ContentsCenter} center
 * @param {LayerContent} content
 * @param {Prepared | null} prepared
 * @param {number} w  the layer's width, points
 * @param {number} h  its height
 * @param {number} pixelsPerPoint  canvas pixels per layer point wanted
 * @returns {Prepared | null}
 */
export function ninePartTexture(center, content, prepared, w, h, pixelsPerPoint) {
  /** @type {HTMLCanvasElement} */
  let source;
  /** @type {number[]} */
  let src;
  if (prepared) {
    const t = prepared.texture.toLayer, r = prepared.region;
    source = prepared.texture.canvas;
    src = [(r.u0 - t[4]) / t[0], (r.v0 - t[5]) / t[3], (r.u1 - r.u0) / t[0], (r.v1 - r.v0) / t[3]];
  } else if (content.kind === "image") {
    source = photoCanvas(content);
    src = [0, 0, source.width, source.height];
  } else {
    return null;
  }
  if (!(w > 0 && h > 0 && src[2] > 0 && src[3] > 0)) return null;
  // Pixels per point in steps of 2^(1/4), so a layer scaling up or down reuses textures.
  let k = Math.pow(2, Math.ceil(Math.log2(Math.max(0.25, pixelsPerPoint)) * 4) / 4);
  k = Math.min(k, 4096 / Math.max(w, h));
  const key = [center.rect, center.size, src, w, h, k].join(";");
  let byKey = cache.get(source);
  if (!byKey) { byKey = new Map(); cache.set(source, byKey); }
  let canvas = byKey.get(key);
  if (!canvas) {
    canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.ceil(w * k));
    canvas.height = Math.max(1, Math.ceil(h * k));
    const c = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d"));
    const [cx, cy, cw, ch] = center.rect;
    const across = ninePartSplit(w, center.size[0], cx, cw, src[0], src[2]);
    const down = ninePartSplit(h, center.size[1], cy, ch, src[1], src[3]);
    // Part edges on whole texture pixels, so neighbouring parts meet without a seam.
    const dx = across.d.map((v) => Math.round(v * k)), dy = down.d.map((v) => Math.round(v * k));
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 3; j++) {
        const sw = across.s[i + 1] - across.s[i], sh = down.s[j + 1] - down.s[j];
        const dw = dx[i + 1] - dx[i], dh = dy[j + 1] - dy[j];
        if (sw > 0 && sh > 0 && dw > 0 && dh > 0) {
          c.drawImage(source, across.s[i], down.s[j], sw, sh, dx[i], dy[j], dw, dh);
        }
      }
    }
    if (byKey.size > 8) byKey.clear();
    byKey.set(key, canvas);
  }
  return { texture: { canvas, toLayer: [1 / k, 0, 0, 1 / k, 0, 0] }, region: { u0: 0, v0: 0, u1: w, v1: h } };
}
