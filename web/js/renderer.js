// Canvas drawing of frames: every layer at its quad (a projective map of its size rectangle),
// with rounded corners, ancestor clips, opacity, background, border and content; the device
// frame around the screen; hover/selection outlines; the exploded view. No networking: it is
// handed a scene and a frame and draws them.

import { affineOf, drawColumns, drawTextured, gridFor, homography, isAffine, mapQuad, project, roundedRectOutline, visibleRect, pointInPolygon, invert, unproject } from "./perspective.js";
import { contentRect, cssColor, photoCanvas } from "./images.js";
import { drawText, inkRect } from "./text.js";
import { DEFAULT_CAMERA, planeAffine } from "./camera.js";
import { drawGlyph, tabIconGlyphs } from "./icons.js";

export const COLORS = Object.freeze({
  bezel: [7, 7, 9],          // the black glass around the screen
  band: ["#9a9ea8", "#5d616b"], // the metal edge, top to bottom: light enough to show on the dark stage
  screen: [0, 0, 0],         // where no layer is
  hover: "#4aa8ff",
  selected: "#ff9f1a",
});

/** Bezel geometry in device points: insets [top, right, bottom, left], outer corner radius. */
export function deviceFrame(device) {
  if (!device) return { insets: [14, 14, 14, 14], radius: 20, band: 3, home: false };
  const r = device.cornerRadius || 0;
  if (device.name === "ipad" || device.width >= 700) return { insets: [24, 24, 24, 24], radius: r + 24, band: 3, home: false };
  if (r === 0) return { insets: [78, 18, 78, 18], radius: 52, band: 3, home: true };
  return { insets: [14, 14, 14, 14], radius: r + 14, band: 3, home: false };
}

// ---------------------------------------------------------------------------------------
// Paths

function roundRectPath(ctx, x, y, w, h, r) {
  r = Math.max(0, Math.min(r, w / 2, h / 2));
  ctx.moveTo(x + r, y);
  ctx.lineTo(x + w - r, y);
  if (r) ctx.arc(x + w - r, y + r, r, -Math.PI / 2, 0);
  ctx.lineTo(x + w, y + h - r);
  if (r) ctx.arc(x + w - r, y + h - r, r, 0, Math.PI / 2);
  ctx.lineTo(x + r, y + h);
  if (r) ctx.arc(x + r, y + h - r, r, Math.PI / 2, Math.PI);
  ctx.lineTo(x, y + r);
  if (r) ctx.arc(x + r, y + r, r, Math.PI, Math.PI * 1.5);
  ctx.closePath();
}

/** Adds the layer's rounded bounds (inset by `inset`) to the path, exactly, in perspective too. */
function shapePath(ctx, g, base, inset = 0) {
  const { w, h, H, affine } = g;
  const r = Math.max(0, g.radius - inset);
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
// Geometry of one layer in one frame

function geometry(layer, quad) {
  const [w, h] = layer.size;
  const H = homography(w, h, quad);
  if (!H) return null;
  const len = (i, j) => Math.hypot(quad[i] - quad[j], quad[i + 1] - quad[j + 1]);
  const magnification = Math.max(len(0, 2), len(6, 4)) / w || 0, magV = Math.max(len(0, 6), len(2, 4)) / h || 0;
  return { w, h, H, affine: isAffine(H, w, h), radius: layer.cornerRadius || 0, quad, magnification: Math.max(magnification, magV) };
}

/**
 * Tree depth of each layer from the scene (the server sends each layer's `depth`), or null
 * when the scene has none for some layer of the frame.
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
 */
export function estimateDepths(layers) {
  const depths = new Map(), stack = [];
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
 */
export function explodedAffine(viewport, depth, spacing = 26, camera = DEFAULT_CAMERA) {
  return planeAffine(viewport, depth, spacing, camera);
}

// ---------------------------------------------------------------------------------------
// Textures for content drawn in perspective

const textTextures = new Map();
const patterns = new WeakMap();

function patternFor(ctx, canvas) {
  let byCtx = patterns.get(canvas);
  if (!byCtx) { byCtx = new WeakMap(); patterns.set(canvas, byCtx); }
  let pattern = byCtx.get(ctx);
  if (!pattern) { pattern = ctx.createPattern(canvas, "no-repeat"); byCtx.set(ctx, pattern); }
  return pattern;
}

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

let scratch = null;
function scratchFor(canvas) {
  if (!scratch) scratch = document.createElement("canvas");
  if (scratch.width !== canvas.width || scratch.height !== canvas.height) {
    scratch.width = canvas.width;
    scratch.height = canvas.height;
  }
  return scratch;
}

function quadBounds(quad, base) {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (let i = 0; i < 8; i += 2) {
    const x = base[0] * quad[i] + base[2] * quad[i + 1] + base[4], y = base[1] * quad[i] + base[3] * quad[i + 1] + base[5];
    x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
  }
  return [Math.floor(x0) - 2, Math.floor(y0) - 2, Math.ceil(x1) + 2, Math.ceil(y1) + 2];
}

function drawContentAffine(ctx, content, g, base, masks) {
  const m = affineOf(g.H);
  ctx.setTransform(base[0], base[1], base[2], base[3], base[4], base[5]);
  ctx.transform(m[0], m[1], m[2], m[3], m[4], m[5]);
  if (masks) { ctx.beginPath(); roundRectPath(ctx, 0, 0, g.w, g.h, g.radius); ctx.clip(); }
  if (content.kind === "image") {
    const [x, y, w, h] = contentRect(content.contentMode, content.size, g.w, g.h);
    ctx.drawImage(photoCanvas(content), x, y, w, h);
  } else if (content.kind === "text") {
    drawText(ctx, content, g.w, g.h);
  }
}

function drawContentProjected(ctx, content, g, base, pixelsPerPoint, clipQuads, opacity) {
  let texture, region;
  if (content.kind === "image") {
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
 */
export function paintLayers(ctx, scene, frame, view) {
  const base = view.base;
  const pixelsPerPoint = Math.hypot(base[0], base[1]);
  const contents = scene ? scene.contentById : new Map();
  const byId = new Map();
  for (const layer of frame.layers) byId.set(layer.id, layer);
  const placed = [];
  let triangles = 0;
  const glyphs = scene ? tabIconGlyphs(scene, frame) : new Map();
  const quadAt = (layer, depth) => (view.exploded ? mapQuad(explodedAffine(view.viewport, depth, view.spacing, view.camera), layer.quad) : layer.quad);
  for (const layer of frame.layers) {
    const depth = view.depths ? view.depths.get(layer.id) ?? 0 : 0;
    const g = geometry(layer, quadAt(layer, depth));
    if (!g) continue;
    g.id = layer.id;
    g.depth = depth;
    placed.push(g);
    if (!(layer.opacity > 0.001)) continue;
    ctx.save();
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
    const content = layer.content ? contents.get(layer.id) : null;
    if (content) {
      ctx.save();
      if (g.affine) {
        drawContentAffine(ctx, content, g, base, layer.masksToBounds);
      } else {
        if (layer.masksToBounds) { ctx.beginPath(); shapePath(ctx, g, base); ctx.clip(); clipQuads.push(g.quad); }
        triangles += drawContentProjected(ctx, content, g, base, pixelsPerPoint, clipQuads, layer.opacity);
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

/** The device around the screen: metal band, black bezel, screen glass, home button. */
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
  band.addColorStop(0, COLORS.band[0]);
  band.addColorStop(1, COLORS.band[1]);
  ctx.fillStyle = band;
  ctx.beginPath(); roundRectPath(ctx, -l, -t, W + l + r, H + t + b, f.radius); ctx.fill();
  // Bezel.
  ctx.fillStyle = cssColor([...COLORS.bezel.map((c) => c / 255), 1]);
  ctx.beginPath(); roundRectPath(ctx, -l + f.band, -t + f.band, W + l + r - 2 * f.band, H + t + b - 2 * f.band, Math.max(0, f.radius - f.band)); ctx.fill();
  if (f.home) {
    ctx.strokeStyle = "#34363c";
    ctx.lineWidth = 2;
    ctx.beginPath(); ctx.arc(W / 2, H + b / 2, 20, 0, Math.PI * 2); ctx.stroke();
    ctx.fillStyle = "#1c1d21";
    ctx.beginPath(); roundRectPath(ctx, W / 2 - 26, -t / 2 - 3, 52, 6, 3); ctx.fill();
  }
  // Screen.
  ctx.fillStyle = cssColor([...COLORS.screen.map((c) => c / 255), 1]);
  ctx.beginPath(); roundRectPath(ctx, 0, 0, W, H, device.cornerRadius || 0); ctx.fill();
  ctx.restore();
}

/** Clips to the device's screen (rounded corners). */
/** Where a touch is on the device (a drag at device size): a finger-sized ring at canvas pixel `at`. */
export function paintTouch(ctx, at, dpr) {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.beginPath();
  ctx.arc(at.x, at.y, 11 * dpr, 0, Math.PI * 2);
  ctx.fillStyle = "rgba(255, 255, 255, 0.35)";
  ctx.fill();
  ctx.lineWidth = 2 * dpr;
  ctx.strokeStyle = "rgba(20, 24, 32, 0.8)";
  ctx.stroke();
  ctx.restore();
}

export function clipToScreen(ctx, device, base) {
  ctx.setTransform(base[0], base[1], base[2], base[3], base[4], base[5]);
  ctx.beginPath();
  roundRectPath(ctx, 0, 0, device.width, device.height, device.cornerRadius || 0);
  ctx.clip();
}

/** Outline of a placed layer's quad, with a tag, in canvas pixels. */
export function outlineLayer(ctx, g, base, color, label, dpr) {
  ctx.save();
  ctx.beginPath();
  shapePath(ctx, { ...g, radius: g.radius }, base);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.lineWidth = 2 * dpr;
  ctx.strokeStyle = color;
  ctx.stroke();
  ctx.globalAlpha = 0.12;
  ctx.fillStyle = color;
  ctx.fill();
  ctx.globalAlpha = 1;
  if (label) {
    const [x, y] = [base[0] * g.quad[0] + base[2] * g.quad[1] + base[4], base[1] * g.quad[0] + base[3] * g.quad[1] + base[5]];
    ctx.font = `600 ${11 * dpr}px system-ui, sans-serif`;
    const w = ctx.measureText(label).width + 10 * dpr, h = 18 * dpr;
    const tx = Math.max(2 * dpr, Math.min(ctx.canvas.width - w - 2 * dpr, x)), ty = Math.max(2 * dpr, y - h - 3 * dpr);
    ctx.fillStyle = color;
    ctx.beginPath(); roundRectPath(ctx, tx, ty, w, h, 4 * dpr); ctx.fill();
    ctx.fillStyle = "#0b0d12";
    ctx.textBaseline = "middle";
    ctx.fillText(label, tx + 5 * dpr, ty + h / 2 + 0.5 * dpr);
  }
  ctx.restore();
}

/** Topmost placed layer under a canvas-pixel point (respecting its clips), or null. */
export function hitTest(placed, frame, base, x, y, exploded = false) {
  const inv = invert([base[0], base[2], base[4], base[1], base[3], base[5], 0, 0, 1]);
  const px = inv[0] * x + inv[1] * y + inv[2], py = inv[3] * x + inv[4] * y + inv[5];
  const byId = new Map(frame.layers.map((l) => [l.id, l]));
  const placedById = new Map(placed.map((g) => [g.id, g]));
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
