// @ts-check
// Snapshot content (`content.kind == "snapshot"`): a layer showing an image of views as they
// were when it was taken — a renderer's image, `drawHierarchy`, `render(in:)`, a cropped
// `CGImage`. The scene sends each captured picture once (`scene.pictures`): its layers are
// frame layers in the picture's own points, painted here exactly as a frame's are, into a
// texture the layer then maps through its quad like a photo. `content.rect` is the part of
// the picture the image keeps, and the layer's `contentsRect` the part of that it draws.

import { contentRect } from "./images.js";

/** @typedef {import("./types.js").Scene} Scene */
/** @typedef {import("./types.js").Frame} Frame */
/** @typedef {import("./types.js").FrameLayer} FrameLayer */
/** @typedef {import("./types.js").SnapshotContent} SnapshotContent */
/** @typedef {import("./types.js").ScenePicture} ScenePicture */
/** @typedef {import("./types.js").PlacedLayer} PlacedLayer */
/** @typedef {import("./layer-depths.js").PaintView} PaintView */
/** @typedef {(ctx: CanvasRenderingContext2D, scene: Scene | null, frame: Frame, view: PaintView) => unknown} Painter */
/** @typedef {{ canvas: HTMLCanvasElement, toLayer: number[] }} Texture */

/** @type {WeakMap<ScenePicture, Map<number, HTMLCanvasElement>>} */
const textures = new WeakMap();
/** @type {WeakMap<ScenePicture, Scene>} */
const pictureScenes = new WeakMap();

/**
 * The picture as a scene of its own, for the painter: its contents by layer id, its parents,
 * and the outer scene's pictures (a snapshot inside a snapshot refers to them).
 * @param {Scene} scene
 * @param {ScenePicture} picture
 * @returns {Scene}
 */
function pictureScene(scene, picture) {
  let own = pictureScenes.get(picture);
  if (!own) {
    const contentById = new Map(picture.contents.map((c) => [c.id, c.content]));
    own = /** @type {Scene} */ (/** @type {unknown} */ ({
      layers: picture.layers.map((l) => ({ id: l.id, role: "", parent: l.parent ?? null, depth: 0, content: null })),
      contentById, roleById: new Map(), pictures: scene.pictures,
    }));
    pictureScenes.set(picture, own);
  }
  return own;
}

/**
 * The picture painted at `k` pixels per point, cached per picture and resolution.
 * @param {Scene} scene
 * @param {ScenePicture} picture
 * @param {number} k
 * @param {Painter} paint
 * @returns {HTMLCanvasElement}
 */
function pictureCanvas(scene, picture, k, paint) {
  let byScale = textures.get(picture);
  if (!byScale) { byScale = new Map(); textures.set(picture, byScale); }
  let canvas = byScale.get(k);
  if (!canvas) {
    canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.ceil(picture.size[0] * k));
    canvas.height = Math.max(1, Math.ceil(picture.size[1] * k));
    const c = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d"));
    paint(c, pictureScene(scene, picture), { type: "frame", seq: 0, time: 0, progress: 0, layers: picture.layers }, { base: [k, 0, 0, k, 0, 0], exploded: false });
    if (byScale.size > 6) byScale.clear();
    byScale.set(k, canvas);
  }
  return canvas;
}

/**
 * The texture and the part of the layer it covers (layer points) for a snapshot content, or
 * null when the scene lacks its picture or the part is empty.
 * @param {Scene | null} scene
 * @param {SnapshotContent} content
 * @param {FrameLayer} layer
 * @param {PlacedLayer} g
 * @param {number} pixelsPerPoint  canvas pixels per viewport point
 * @param {Painter} paint
 * @returns {{ texture: Texture, region: { u0: number, v0: number, u1: number, v1: number } } | null}
 */
export function snapshotTexture(scene, content, layer, g, pixelsPerPoint, paint) {
  const picture = scene?.pictures?.[content.picture];
  if (!scene || !picture) return null;
  const [x, y, w, h] = content.rect;
  const cr = layer.contentsRect || [0, 0, 1, 1];
  const sx = x + cr[0] * w, sy = y + cr[1] * h, sw = cr[2] * w, sh = cr[3] * h;
  if (!(sw > 0 && sh > 0)) return null;
  const [dx, dy, dw, dh] = contentRect(content.contentMode, [sw, sh], g.w, g.h);
  // Pixels per picture point on screen, in steps of 2^(1/4) so textures are reused.
  const wanted = pixelsPerPoint * Math.max(g.magnification, 0.25) * Math.max(dw / sw, dh / sh);
  let k = Math.pow(2, Math.ceil(Math.log2(Math.max(0.25, wanted)) * 4) / 4);
  k = Math.min(k, 4096 / Math.max(picture.size[0], picture.size[1], 1));
  const canvas = pictureCanvas(scene, picture, k, paint);
  return {
    texture: { canvas, toLayer: [dw / (sw * k), 0, 0, dh / (sh * k), dx - sx * dw / sw, dy - sy * dh / sh] },
    region: { u0: dx, v0: dy, u1: dx + dw, v1: dy + dh },
  };
}
