// @ts-check
// Procedural photos: the scene's `content.kind == "image"` carries a 64-bit `seed` and two
// colours; the page paints a photo-like picture from them — a sky, a landscape or flowers,
// chosen and laid out by a PRNG seeded from the seed (photo-art.js), tinted by the colours —
// once per seed into an offscreen canvas with the image's aspect ratio, then placed in the
// layer's bounds by its contentMode. Same seed, same pixels (in a given browser); no assets.

import { paintPhoto } from "./photo-art.js";

/** @typedef {import("./types.js").ImageContent} ImageContent */

const LONGEST_SIDE = 256; // soft shapes and gradients: more pixels would buy nothing on screen
/** @type {Map<string, HTMLCanvasElement>} */
const photos = new Map();

/**
 * @param {number[]} color
 * @returns {string}
 */
export function cssColor(color) {
  const [r, g, b, a] = color;
  /**
   * @param {number} x
   */
  const c = (x) => Math.round(Math.min(1, Math.max(0, x)) * 255);
  return `rgba(${c(r)}, ${c(g)}, ${c(b)}, ${Math.min(1, Math.max(0, a))})`;
}

/**
 * @param {number} width
 * @param {number} height
 * @returns {HTMLCanvasElement}
 */
function makeCanvas(width, height) {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/**
 * @param {ImageContent} content
 */
const photoKey = (content) => `${content.seed}:${content.pixelSize.join("x")}:${content.colors.flat().join(",")}`;

/**
 * The photo's pixels (cached by seed): a canvas whose aspect ratio is the image's.
 * @param {ImageContent} content
 * @returns {HTMLCanvasElement}
 */
export function photoCanvas(content) {
  const key = photoKey(content);
  let canvas = photos.get(key);
  if (canvas) return canvas;
  const [pw, ph] = content.pixelSize[0] > 0 ? content.pixelSize : content.size;
  const k = LONGEST_SIDE / Math.max(pw, ph, 1);
  const w = Math.max(1, Math.round(pw * k)), h = Math.max(1, Math.round(ph * k));
  canvas = makeCanvas(w, h);
  paintPhoto(canvas.getContext("2d"), w, h, content);
  photos.set(key, canvas);
  return canvas;
}

/**
 * Where UIKit puts an image of `size` (points) in a w × h view for a contentMode:
 * [x, y, width, height] in the view's points.
 * @param {string} mode
 * @param {number[]} size
 * @param {number} w
 * @param {number} h
 * @returns {[number, number, number, number]}
 */
export function contentRect(mode, size, w, h) {
  const [iw, ih] = size;
  if (!(iw > 0 && ih > 0)) return [0, 0, w, h];
  switch (mode) {
    case "scaleAspectFit":
    case "scaleAspectFill": {
      const s = mode === "scaleAspectFit" ? Math.min(w / iw, h / ih) : Math.max(w / iw, h / ih);
      return [(w - iw * s) / 2, (h - ih * s) / 2, iw * s, ih * s];
    }
    case "center":
      return [(w - iw) / 2, (h - ih) / 2, iw, ih];
    case "scaleToFill":
    default:
      return [0, 0, w, h];
  }
}

/**
 * The photo's texture sampled for the tests' independent reading of the canvas (test-hook.js):
 * for each {content, s, t, radius} (s, t in 0…1 of the image; radius in texels) the bilinear
 * colour at that point, 0…255 RGBA, and the largest per-channel range of the texels within the
 * radius (where a filter's footprint could see different colours).
 * @param {{ content: ImageContent, s: number, t: number, radius: number }[]} requests
 * @returns {number[][]}
 */
export function photoSamples(requests) {
  /** @type {Map<string, Uint8ClampedArray>} */
  const data = new Map();
  return requests.map(({ content, s, t, radius }) => {
    const canvas = photoCanvas(content);
    const key = photoKey(content);
    let pixels = data.get(key);
    if (!pixels) { pixels = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data; data.set(key, pixels); }
    const W = canvas.width, H = canvas.height;
    /**
     * @param {number} x
     * @param {number} y
     * @param {number} c
     */
    const at = (x, y, c) => pixels[(Math.min(H - 1, Math.max(0, y)) * W + Math.min(W - 1, Math.max(0, x))) * 4 + c];
    const fx = s * W - 0.5, fy = t * H - 0.5, x0 = Math.floor(fx), y0 = Math.floor(fy), ax = fx - x0, ay = fy - y0;
    const colour = [0, 1, 2, 3].map((c) => (at(x0, y0, c) * (1 - ax) + at(x0 + 1, y0, c) * ax) * (1 - ay) + (at(x0, y0 + 1, c) * (1 - ax) + at(x0 + 1, y0 + 1, c) * ax) * ay);
    const r = Math.ceil(radius);
    let spread = 0;
    for (let c = 0; c < 3; c++) {
      let lo = 255, hi = 0;
      for (let y = y0 - r + 1; y <= y0 + r; y++) for (let x = x0 - r + 1; x <= x0 + r; x++) { const v = at(x, y, c); lo = Math.min(lo, v); hi = Math.max(hi, v); }
      spread = Math.max(spread, hi - lo);
    }
    return [...colour, spread];
  });
}

/**
 * A freshly painted photo (not the cached one): determinism checks.
 * @param {ImageContent} content
 * @returns {HTMLCanvasElement}
 */
export function paintPhotoFresh(content) {
  const cached = photoCanvas(content);
  const canvas = makeCanvas(cached.width, cached.height);
  paintPhoto(canvas.getContext("2d"), canvas.width, canvas.height, content);
  return canvas;
}
