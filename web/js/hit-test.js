// @ts-check
// Which layer is under a point of the canvas, as the layers were painted (placed geometry from
// layer-painter.js), in the plain view and the exploded one.

import { invert, unproject } from "./perspective.js";

/** @typedef {import("./types.js").PlacedLayer} PlacedLayer */
/** @typedef {import("./types.js").Frame} Frame */

/**
 * Topmost placed layer under a canvas-pixel point (respecting its clips), or null.
 * @param {PlacedLayer[]} placed
 * @param {Frame} frame
 * @param {number[]} base
 * @param {number} x
 * @param {number} y
 * @param {boolean} [exploded]
 * @returns {PlacedLayer | null}
 */
export function hitTest(placed, frame, base, x, y, exploded = false) {
  const inv = invert([base[0], base[2], base[4], base[1], base[3], base[5], 0, 0, 1]);
  const px = inv[0] * x + inv[1] * y + inv[2], py = inv[3] * x + inv[4] * y + inv[5];
  const byId = new Map(frame.layers.map((l) => [l.id, l]));
  const placedById = new Map(placed.map((g) => [g.id, g]));
  /**
   * @param {PlacedLayer} g
   */
  const inside = (g) => {
    const i = invert(g.H);
    if (!i) return false;
    const p = unproject(i, g.H, px, py);
    return !!p && p[0] >= 0 && p[1] >= 0 && p[0] <= g.w && p[1] <= g.h;
  };
  for (let n = placed.length - 1; n >= 0; n--) {
    const g = placed[n], layer = byId.get(g.id);
    if (!layer || !(layer.opacity > 0.001) || !inside(g)) continue;
    // In the exploded view a clip ancestor sits on another plane: only the layer's own quad counts.
    const clipped = !exploded && (layer.clip || []).some((id) => placedById.has(id) && !inside(placedById.get(id)));
    if (!clipped) return g;
  }
  return null;
}
