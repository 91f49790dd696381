// Procedural photos: the scene's `content.kind == "image"` is a linear gradient between its two
// colours, top-left to bottom-right, drawn once per seed into an offscreen canvas with the
// image's aspect ratio, then placed in the layer's bounds by its contentMode.

const LONGEST_SIDE = 256; // a linear gradient upsamples exactly; more pixels buy nothing
const photos = new Map();

export function cssColor([r, g, b, a]) {
  const c = (x) => Math.round(Math.min(1, Math.max(0, x)) * 255);
  return `rgba(${c(r)}, ${c(g)}, ${c(b)}, ${Math.min(1, Math.max(0, a))})`;
}

function makeCanvas(width, height) {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** The photo's pixels (cached by seed): a canvas whose aspect ratio is the image's. */
export function photoCanvas(content) {
  const key = `${content.seed}:${content.pixelSize.join("x")}`;
  let canvas = photos.get(key);
  if (canvas) return canvas;
  const [pw, ph] = content.pixelSize[0] > 0 ? content.pixelSize : content.size;
  const k = LONGEST_SIDE / Math.max(pw, ph, 1);
  const w = Math.max(1, Math.round(pw * k)), h = Math.max(1, Math.round(ph * k));
  canvas = makeCanvas(w, h);
  const ctx = canvas.getContext("2d");
  const gradient = ctx.createLinearGradient(0, 0, w, h);
  gradient.addColorStop(0, cssColor(content.colors[0]));
  gradient.addColorStop(1, cssColor(content.colors[1]));
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, w, h);
  photos.set(key, canvas);
  return canvas;
}

/**
 * Where UIKit puts an image of `size` (points) in a w × h view for a contentMode:
 * [x, y, width, height] in the view's points.
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
 * The photo's colour at a point of the layer (for tests and the inspector): the gradient's
 * parameter is the projection on the image's diagonal, as in createLinearGradient.
 */
export function photoColorAt(content, w, h, x, y) {
  const [rx, ry, rw, rh] = contentRect(content.contentMode, content.size, w, h);
  const u = (x - rx) / rw, v = (y - ry) / rh;
  if (u < 0 || u > 1 || v < 0 || v > 1) return null;
  // In image pixels the gradient runs from (0, 0) to (W, H): t = (px·W + py·H) / (W² + H²).
  const [W, H] = content.pixelSize;
  const t = Math.min(1, Math.max(0, (u * W * W + v * H * H) / (W * W + H * H)));
  const [a, b] = content.colors;
  return a.map((c, i) => c + (b[i] - c) * t);
}
