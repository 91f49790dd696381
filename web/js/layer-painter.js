// @ts-check
// Painting a frame's layers (no networking: it is handed a scene and a frame): every layer at
// its quad (a projective map of its size rectangle) with rounded corners, ancestor clips,
// opacity, background, border and content — exactly in perspective too — and, in the
// exploded view, on the plane of its depth.

import { affineOf, drawColumns, drawTextured, gridFor, homography, isAffine, project, roundedRectOutline, visibleRect } from "./perspective.js";
import { contentRect, cssColor, photoCanvas } from "./images.js";
import { drawText, inkRect } from "./text.js";
import { drawGlyph, tabIconGlyphs } from "./icons.js";
import { roundRectPath } from "./canvas-paths.js";
import { placedQuad } from "./layer-depths.js";
import { paintBlur } from "./layer-blur.js";
import { clipToMask, fillGradient, paintShadow, paintShape, parsePath, roundedRectCommands, showsBack, tracePath } from "./layer-drawing.js";
import { snapshotTexture } from "./snapshot-content.js";
import { ninePartTexture } from "./nine-part.js";

/** @typedef {import("./types.js").Scene} Scene */
/** @typedef {import("./types.js").Frame} Frame */
/** @typedef {import("./types.js").FrameLayer} FrameLayer */
/** @typedef {import("./types.js").LayerContent} LayerContent */
/** @typedef {import("./types.js").TextContent} TextContent */
/** @typedef {import("./types.js").PlacedLayer} PlacedLayer */
/** @typedef {import("./layer-depths.js").PaintView} PaintView */
/** @typedef {{ canvas: HTMLCanvasElement, toLayer: number[] }} Texture  texture pixels → layer points */
/** @typedef {{ texture: Texture, region: { u0: number, v0: number, u1: number, v1: number } }} Prepared  a snapshot's texture and the part of the layer it covers */

// ---------------------------------------------------------------------------------------
// Geometry of one layer in one frame

/**
 * @param {FrameLayer} layer
 * @param {number[]} quad
 * @returns {PlacedLayer | null}
 */
function geometry(layer, quad) {
  const [w, h] = layer.size;
  const H = homography(w, h, quad);
  if (!H) return null;
  /**
   * @param {number} i
   * @param {number} j
   */
  const len = (i, j) => Math.hypot(quad[i] - quad[j], quad[i + 1] - quad[j + 1]);
  const magnification = Math.max(len(0, 2), len(6, 4)) / w || 0, magV = Math.max(len(0, 6), len(2, 4)) / h || 0;
  return { id: layer.id, depth: 0, w, h, H, affine: isAffine(H, w, h), radius: layer.cornerRadius || 0, corners: layer.maskedCorners ?? 15, quad, magnification: Math.max(magnification, magV) };
}

/**
 * Adds the layer's rounded bounds (inset by `inset`) to the path, exactly, in perspective too.
 * @param {CanvasRenderingContext2D} ctx
 * @param {PlacedLayer} g
 * @param {number[]} base
 * @param {number} [inset]
 */
export function shapePath(ctx, g, base, inset = 0) {
  const { w, h, H, affine } = g;
  const r = Math.max(0, g.radius - inset);
  if (r > 0 && (g.corners ?? 15) !== 15) {
    // Only some corners rounded (maskedCorners).
    tracePath(ctx, roundedRectCommands(inset, inset, w - 2 * inset, h - 2 * inset, r, g.corners), g, base);
    return;
  }
  if (affine) {
    ctx.setTransform(base[0], base[1], base[2], base[3], base[4], base[5]);
    const m = affineOf(H);
    ctx.transform(m[0], m[1], m[2], m[3], m[4], m[5]);
    roundRectPath(ctx, inset, inset, w - 2 * inset, h - 2 * inset, r);
  } else {
    ctx.setTransform(base[0], base[1], base[2], base[3], base[4], base[5]);
    // Arc steps fine enough for a quarter pixel at the strongest magnification.
    const px = r * g.magnification * Math.hypot(base[0], base[1]);
    const step = px > 0.5 ? Math.max(Math.PI / 64, 2 * Math.acos(Math.max(-1, 1 - 0.25 / px))) : Math.PI / 2;
    const pts = roundedRectOutline(w - 2 * inset, h - 2 * inset, r, step);
    pts.forEach(([u, v], i) => {
      const [x, y] = project(H, u + inset, v + inset);
      if (i === 0) ctx.moveTo(x, y); else ctx.lineTo(x, y);
    });
    ctx.closePath();
  }
  ctx.setTransform(base[0], base[1], base[2], base[3], base[4], base[5]);
}

// ---------------------------------------------------------------------------------------
// Textures for content drawn in perspective

/** @type {Map<string, Texture>} */
const textTextures = new Map();
/** @type {WeakMap<HTMLCanvasElement, WeakMap<CanvasRenderingContext2D, CanvasPattern>>} */
const patterns = new WeakMap();

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {HTMLCanvasElement} canvas
 * @returns {CanvasPattern}
 */
function patternFor(ctx, canvas) {
  let byCtx = patterns.get(canvas);
  if (!byCtx) { byCtx = new WeakMap(); patterns.set(canvas, byCtx); }
  let pattern = byCtx.get(ctx);
  if (!pattern) { pattern = ctx.createPattern(canvas, "no-repeat"); byCtx.set(ctx, pattern); }
  return pattern;
}

/**
 * @param {TextContent} content
 * @param {number} w
 * @param {number} h
 * @param {number} pixelsPerPoint
 * @returns {Texture}
 */
function textTexture(content, w, h, pixelsPerPoint) {
  // Resolution: the strongest on-screen magnification, in steps of 2^(1/4) to reuse textures.
  let k = Math.pow(2, Math.ceil(Math.log2(Math.max(0.25, pixelsPerPoint)) * 4) / 4);
  k = Math.min(k, 2048 / Math.max(w, h, 1));
  const key = `${content.text}|${content.fontSize}|${content.weight}|${content.color}|${content.alignment}|${content.numberOfLines}|${w}x${h}@${k}`;
  let texture = textTextures.get(key);
  if (!texture) {
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.ceil(w * k));
    canvas.height = Math.max(1, Math.ceil(h * k));
    const c = canvas.getContext("2d");
    c.scale(k, k);
    drawText(c, content, w, h);
    texture = { canvas, toLayer: [1 / k, 0, 0, 1 / k, 0, 0] };
    if (textTextures.size > 300) textTextures.clear();
    textTextures.set(key, texture);
  }
  return texture;
}

// ---------------------------------------------------------------------------------------
// Painting

/** @type {HTMLCanvasElement | null} */
let scratch = null;
/**
 * @param {HTMLCanvasElement} canvas
 * @returns {HTMLCanvasElement}
 */
function scratchFor(canvas) {
  if (!scratch) scratch = document.createElement("canvas");
  if (scratch.width !== canvas.width || scratch.height !== canvas.height) {
    scratch.width = canvas.width;
    scratch.height = canvas.height;
  }
  return scratch;
}

/**
 * @param {number[]} quad
 * @param {number[]} base
 * @returns {number[]}
 */
function quadBounds(quad, base) {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (let i = 0; i < 8; i += 2) {
    const x = base[0] * quad[i] + base[2] * quad[i + 1] + base[4], y = base[1] * quad[i] + base[3] * quad[i + 1] + base[5];
    x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
  }
  return [Math.floor(x0) - 2, Math.floor(y0) - 2, Math.ceil(x1) + 2, Math.ceil(y1) + 2];
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {LayerContent} content
 * @param {PlacedLayer} g
 * @param {number[]} base
 * @param {boolean | undefined} masks
 * @param {Prepared | null} prepared  a snapshot's texture
 */
function drawContentAffine(ctx, content, g, base, masks, prepared) {
  const m = affineOf(g.H);
  ctx.setTransform(base[0], base[1], base[2], base[3], base[4], base[5]);
  ctx.transform(m[0], m[1], m[2], m[3], m[4], m[5]);
  if (masks) { ctx.beginPath(); roundRectPath(ctx, 0, 0, g.w, g.h, g.radius); ctx.clip(); }
  if (prepared) {
    const { texture, region } = prepared;
    ctx.beginPath();
    ctx.rect(region.u0, region.v0, region.u1 - region.u0, region.v1 - region.v0);
    ctx.clip();
    const t = texture.toLayer;
    ctx.transform(t[0], t[1], t[2], t[3], t[4], t[5]);
    ctx.drawImage(texture.canvas, 0, 0);
  } else if (content.kind === "image") {
    const [x, y, w, h] = contentRect(content.contentMode, content.size, g.w, g.h);
    ctx.drawImage(photoCanvas(content), x, y, w, h);
  } else if (content.kind === "text") {
    drawText(ctx, content, g.w, g.h);
  }
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {LayerContent} content
 * @param {PlacedLayer} g
 * @param {number[]} base
 * @param {number} pixelsPerPoint
 * @param {number[][]} clipQuads
 * @param {number} opacity
 * @param {Prepared | null} prepared  a snapshot's texture
 * @returns {number}
 */
function drawContentProjected(ctx, content, g, base, pixelsPerPoint, clipQuads, opacity, prepared) {
  /** @type {Texture} */
  let texture;
  /** @type {{ u0: number, v0: number, u1: number, v1: number }} */
  let region;
  if (prepared) {
    ({ texture, region } = prepared);
  } else if (content.kind === "image") {
    const canvas = photoCanvas(content);
    const [x, y, w, h] = contentRect(content.contentMode, content.size, g.w, g.h);
    texture = { canvas, toLayer: [w / canvas.width, 0, 0, h / canvas.height, x, y] };
    region = { u0: x, v0: y, u1: x + w, v1: y + h };
  } else if (content.kind === "text") {
    texture = textTexture(content, g.w, g.h, pixelsPerPoint * g.magnification);
    region = inkRect(content, g.w, g.h);
  } else {
    return 0;
  }
  const visible = visibleRect(g.H, g.w, g.h, clipQuads);
  if (!visible) return 0;
  const r = { u0: Math.max(visible.u0, region.u0), v0: Math.max(visible.v0, region.v0),
              u1: Math.min(visible.u1, region.u1), v1: Math.min(visible.v1, region.v1) };
  if (!(r.u1 > r.u0 && r.v1 > r.v0)) return 0;
  // Triangles fine enough for 0.4 px; but a layer turned about a vertical axis is drawn in
  // per-pixel columns (exact at pixel centres) when the triangles cannot reach that accuracy
  // (a layer seen nearly edge-on) or would be more.
  const tolerance = 0.4 / pixelsPerPoint;
  const [nu, nv, error] = gridFor(g.H, r, tolerance, 1 / pixelsPerPoint);
  const budget = error <= tolerance ? 2 * nu * nv : 4096;
  /**
   * @param {CanvasRenderingContext2D} c
   * @returns {number}
   */
  const paint = (c) => {
    const columns = drawColumns(c, g.H, r, texture.canvas, texture.toLayer, base, budget);
    if (columns >= 0) return columns;
    c.setTransform(base[0], base[1], base[2], base[3], base[4], base[5]);
    return drawTextured(c, g.H, r, patternFor(c, texture.canvas), texture.toLayer, pixelsPerPoint, 0.4, [nu, nv]);
  };
  if (opacity >= 0.999) return paint(ctx);
  // Triangles overlap by half a pixel; at partial opacity the overlaps would show, so draw
  // opaque into a scratch canvas and composite once.
  const s = scratchFor(ctx.canvas), sc = s.getContext("2d");
  const [x0, y0, x1, y1] = quadBounds(g.quad, base);
  sc.setTransform(1, 0, 0, 1, 0, 0);
  sc.clearRect(x0, y0, x1 - x0, y1 - y0);
  sc.save();
  sc.beginPath();
  sc.rect(x0, y0, x1 - x0, y1 - y0);
  sc.clip();
  const n = paint(sc);
  sc.restore();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  const bx = Math.max(0, x0), by = Math.max(0, y0), bw = Math.min(s.width, x1) - bx, bh = Math.min(s.height, y1) - by;
  if (bw > 0 && bh > 0) ctx.drawImage(s, bx, by, bw, bh, bx, by, bw, bh);
  return n;
}

/**
 * Paints a frame's layers. `view.base` maps viewport points to canvas pixels (canvas-order
 * affine); `view.depths`/`view.exploded` place layers in the exploded view. Returns
 * per-layer geometry (for hit testing and outlines) and the triangle count.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Scene | null} scene
 * @param {Frame} frame
 * @param {PaintView} view
 * @returns {{ placed: PlacedLayer[], triangles: number }}
 */
export function paintLayers(ctx, scene, frame, view) {
  const base = view.base;
  const pixelsPerPoint = Math.hypot(base[0], base[1]);
  const contents = scene ? scene.contentById : new Map();
  const byId = new Map();
  for (const layer of frame.layers) byId.set(layer.id, layer);
  /** @type {PlacedLayer[]} */
  const placed = [];
  let triangles = 0;
  const glyphs = scene ? tabIconGlyphs(scene, frame) : new Map();
  // Masks apply to a layer's sublayers too: each layer is clipped by its own and its
  // ancestors' masks (the scene knows the parents).
  /** @type {Map<number, number | null>} */
  const parentOf = new Map();
  if (scene) for (const l of scene.layers) parentOf.set(l.id, l.parent);
  const anyMask = frame.layers.some((l) => l.mask);
  /**
   * @param {FrameLayer} layer
   * @param {number} depth
   */
  const quadAt = (layer, depth) => placedQuad(layer, depth, view);
  for (const layer of frame.layers) {
    const depth = view.depths ? view.depths.get(layer.id) ?? 0 : 0;
    const g = geometry(layer, quadAt(layer, depth));
    if (!g) continue;
    g.depth = depth;
    placed.push(g);
    if (!(layer.opacity > 0.001)) continue;
    if (layer.doubleSided === false && showsBack(g.quad)) continue;
    ctx.save();
    if (anyMask) {
      for (let id = /** @type {number | null | undefined} */ (layer.id); id != null; id = parentOf.get(id)) {
        const owner = byId.get(id);
        if (!owner || !owner.mask) continue;
        const og = owner === layer ? g : geometry(owner, quadAt(owner, depth));
        if (!og) continue;
        const rect = (/** @type {CanvasRenderingContext2D} */ c, /** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ w, /** @type {number} */ h, /** @type {number} */ r) =>
          tracePath(c, roundedRectCommands(x, y, w, h, r), og, base);
        clipToMask(ctx, owner.mask, og, base, rect);
      }
    }
    /** @type {number[][]} */
    const clipQuads = [];
    for (const id of layer.clip || []) {
      const ancestor = byId.get(id);
      if (!ancestor) continue;
      const a = geometry(ancestor, quadAt(ancestor, depth));
      if (!a) continue;
      ctx.beginPath();
      shapePath(ctx, a, base);
      ctx.clip();
      clipQuads.push(a.quad);
    }
    ctx.globalAlpha = Math.min(1, layer.opacity);
    if (layer.shadow && !layer.masksToBounds) {
      const shadow = layer.shadow;
      const path = shadow.path ? parsePath(shadow.path) : layer.shape ? parsePath(layer.shape.path) : null;
      const casts = path || (layer.background && layer.background[3] > 0) || layer.content || layer.gradient;
      if (casts) {
        paintShadow(ctx, shadow, g, base, (c, b, dx, dy) =>
          tracePath(c, path || roundedRectCommands(0, 0, g.w, g.h, g.radius, g.corners), g, b, dx, dy));
      }
    }
    if (layer.blur) {
      paintBlur(ctx, layer.blur, pixelsPerPoint * (g.magnification || 1), (c) => shapePath(c, g, base));
    }
    const glyph = glyphs.get(layer.id);
    if (glyph && g.affine && layer.background) {
      // A tab item's icon: the glyph its title suggests, in the layer's tint (icons.js).
      const m = affineOf(g.H);
      ctx.setTransform(base[0], base[1], base[2], base[3], base[4], base[5]);
      ctx.transform(m[0], m[1], m[2], m[3], m[4], m[5]);
      drawGlyph(ctx, glyph, g.w, g.h, cssColor(layer.background));
    } else if (layer.background && layer.background[3] > 0) {
      ctx.beginPath();
      shapePath(ctx, g, base);
      ctx.fillStyle = cssColor(layer.background);
      ctx.fill();
    }
    if (layer.gradient && layer.gradient.colors.length) {
      ctx.beginPath();
      shapePath(ctx, g, base);
      fillGradient(ctx, layer.gradient, g, base);
    }
    if (layer.shape) paintShape(ctx, layer.shape, g, base);
    // Content that changed during the run names its version; other content is the scene's.
    const content = layer.contentVersion != null ? scene?.contentVersions?.[layer.contentVersion] ?? null
      : layer.content ? contents.get(layer.id) : null;
    let prepared = content?.kind === "snapshot" ? snapshotTexture(scene, content, layer, g, pixelsPerPoint, paintLayers) : null;
    // `contentsCenter`: the image (or the snapshot's texture) stretched in nine parts first.
    if (content && layer.contentsCenter && (content.kind === "image" || prepared)) {
      prepared = ninePartTexture(layer.contentsCenter, content, prepared, g.w, g.h, pixelsPerPoint * Math.max(g.magnification || 1, 0.25)) ?? prepared;
    }
    if (content && (content.kind !== "snapshot" || prepared)) {
      ctx.save();
      if (g.affine) {
        drawContentAffine(ctx, content, g, base, layer.masksToBounds, prepared);
      } else {
        if (layer.masksToBounds) { ctx.beginPath(); shapePath(ctx, g, base); ctx.clip(); clipQuads.push(g.quad); }
        triangles += drawContentProjected(ctx, content, g, base, pixelsPerPoint, clipQuads, layer.opacity, prepared);
      }
      ctx.restore();
    }
    if (layer.borderWidth > 0 && layer.borderColor) {
      ctx.beginPath();
      shapePath(ctx, g, base);
      shapePath(ctx, g, base, Math.min(layer.borderWidth, g.w / 2, g.h / 2));
      ctx.fillStyle = cssColor(layer.borderColor);
      ctx.fill("evenodd");
    }
    if (view.exploded) {
      ctx.globalAlpha = 0.55;
      ctx.beginPath();
      shapePath(ctx, { ...g, radius: 0 }, base);
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.lineWidth = 1;
      ctx.strokeStyle = "rgba(140, 170, 255, 0.9)";
      ctx.stroke();
    }
    ctx.restore();
  }
  return { placed, triangles };
}
