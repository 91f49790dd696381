// @ts-check
// Where the exploded view puts each layer: its depth in the view tree (the scene's, or an
// estimate from paint order when the scene has none) and the plane that depth lifts it to.

import { mapQuad, pointInPolygon } from "./perspective.js";
import { DEFAULT_CAMERA, planeAffine } from "./camera.js";

/** @typedef {import("./types.js").Scene} Scene */
/** @typedef {import("./types.js").FrameLayer} FrameLayer */
/**
 * @typedef {object} PaintView  how a frame is laid out on a canvas
 * @property {number[]} base  viewport points → canvas pixels (canvas-order affine)
 * @property {boolean} exploded
 * @property {Map<number, number> | null} [depths]  tree depth by layer id (exploded view)
 * @property {number[]} [viewport]
 * @property {number} [spacing]  points between depth levels
 * @property {import("./camera.js").Camera} [camera]
 */

/**
 * Tree depth of each layer from the scene (the server sends each layer's `depth`), or null
 * when the scene has none for some layer of the frame.
 * @param {Scene | null} scene
 * @param {FrameLayer[]} layers
 * @returns {Map<number, number> | null}
 */
export function sceneDepths(scene, layers) {
  if (!scene || !scene.layers) return null;
  const known = new Map();
  for (const layer of scene.layers) if (typeof layer.depth === "number") known.set(layer.id, layer.depth);
  const depths = new Map();
  for (const layer of layers) {
    if (!known.has(layer.id)) return null;
    depths.set(layer.id, known.get(layer.id));
  }
  return depths;
}

/**
 * Tree depth of each layer, estimated from paint order (wire frames carry no parent): a layer
 * is the child of the nearest earlier layer whose quad contains it, never above its deepest
 * clipping ancestor (the `clip` ids are exact ancestors).
 * @param {FrameLayer[]} layers
 * @returns {Map<number, number>}
 */
export function estimateDepths(layers) {
  const depths = new Map();
  /** @type {{ id: number, quad: number[] }[]} */
  const stack = [];
  /**
   * @param {number[]} outer
   * @param {number[]} inner
   */
  const inside = (outer, inner) => {
    for (let i = 0; i < 8; i += 2) {
      const x = inner[i], y = inner[i + 1];
      if (!pointInPolygon(outer, x, y)) {
        // on the edge counts as inside
        const [cx, cy] = [(inner[0] + inner[4]) / 2, (inner[1] + inner[5]) / 2];
        const nx = x + (cx - x) * 0.002, ny = y + (cy - y) * 0.002;
        if (!pointInPolygon(outer, nx, ny)) return false;
      }
    }
    return true;
  };
  for (const layer of layers) {
    const clip = layer.clip || [];
    const keep = clip.length ? stack.findIndex((s) => s.id === clip[clip.length - 1]) : -1;
    while (stack.length > keep + 1 && !inside(stack[stack.length - 1].quad, layer.quad)) stack.pop();
    depths.set(layer.id, stack.length);
    stack.push({ id: layer.id, quad: layer.quad });
  }
  return depths;
}

/**
 * The exploded view's map of a viewport point at a tree depth (camera.js): the screen turned
 * and tipped by the camera (by default about 60° and seen a little from above), each level
 * lifted `spacing` points towards the viewer.
 * @param {number[]} viewport
 * @param {number} depth
 * @param {number} [spacing]
 * @param {import("./camera.js").Camera} [camera]
 * @returns {import("./types.js").Affine}
 */
export function explodedAffine(viewport, depth, spacing = 26, camera = DEFAULT_CAMERA) {
  return planeAffine(viewport, depth, spacing, camera);
}

/**
 * A layer's quad in the exploded view at its depth, or as the frame has it in the plain view.
 * @param {FrameLayer} layer
 * @param {number} depth
 * @param {PaintView} view
 * @returns {number[]}
 */
export function placedQuad(layer, depth, view) {
  return view.exploded ? mapQuad(explodedAffine(view.viewport, depth, view.spacing, view.camera), layer.quad) : layer.quad;
}
