// @ts-check
// What a layer draws beyond background, border and content (docs/protocol.md, "Drawing"): a
// shape layer's path (fill, stroke, dashes, stroke range), a gradient, a shadow, masks
// (nested), and back-face culling for `isDoubleSided = false`. Paths are SVG path data in the
// layer's own points; they are drawn through the layer's map to the viewport — natively when
// that map is affine, flattened and projected point by point in perspective.
//
// Approximations (said in docs/page.md): a mask is a clip (its alpha is 0 or 1: a path
// mask's fill, a plain layer's rounded rect; a gradient mask clips to its frame); a shadow
// without `shadowPath` follows the layer's shape (its path, or its rounded bounds when it has
// a background, content or a gradient), not the composited alpha of its sublayers; under
// perspective the shadow's shape is projected exactly but blurred uniformly on screen, and a
// gradient's end points are projected (its colour steps are affine between them).

import { affineOf, project } from "./perspective.js";
import { cssColor } from "./images.js";

/** @typedef {import("./types.js").PlacedLayer} PlacedLayer */
/** @typedef {import("./types.js").MaskDrawing} MaskDrawing */
/** @typedef {import("./types.js").ShapeDrawing} ShapeDrawing */
/** @typedef {import("./types.js").GradientDrawing} GradientDrawing */
/** @typedef {import("./types.js").ShadowDrawing} ShadowDrawing */
/** @typedef {{ op: string, p: number[] }} PathCommand */
/** @typedef {[number, number][]} Polyline */

/** @type {Map<string, PathCommand[]>} */
const parsed = new Map();

/**
 * SVG path data as the engine writes it (absolute M, L, Q, C, Z) → commands; cached.
 * @param {string} d
 * @returns {PathCommand[]}
 */
export function parsePath(d) {
  let cmds = parsed.get(d);
  if (cmds) return cmds;
  cmds = [];
  const re = /([MLQCZ])([^MLQCZ]*)/g;
  let m;
  while ((m = re.exec(d))) {
    const nums = m[2].trim() ? m[2].trim().split(/[\s,]+/).map(Number) : [];
    cmds.push({ op: m[1], p: nums });
  }
  if (parsed.size > 500) parsed.clear();
  parsed.set(d, cmds);
  return cmds;
}

/**
 * The path as polylines (curves in 24 steps each), in layer points shifted by (dx, dy).
 * @param {PathCommand[]} cmds
 * @param {number} dx
 * @param {number} dy
 * @returns {Polyline[]}
 */
export function flatten(cmds, dx = 0, dy = 0) {
  /** @type {Polyline[]} */
  const lines = [];
  /** @type {Polyline} */
  let line = [];
  let x = 0, y = 0, sx = 0, sy = 0;
  const steps = 24;
  for (const { op, p } of cmds) {
    if (op === "M") {
      if (line.length > 1) lines.push(line);
      x = sx = p[0]; y = sy = p[1];
      line = [[x + dx, y + dy]];
    } else if (op === "L") {
      x = p[0]; y = p[1];
      line.push([x + dx, y + dy]);
    } else if (op === "Q") {
      for (let i = 1; i <= steps; i++) {
        const t = i / steps, u = 1 - t;
        line.push([u * u * x + 2 * u * t * p[0] + t * t * p[2] + dx, u * u * y + 2 * u * t * p[1] + t * t * p[3] + dy]);
      }
      x = p[2]; y = p[3];
    } else if (op === "C") {
      for (let i = 1; i <= steps; i++) {
        const t = i / steps, u = 1 - t;
        const a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, e = t * t * t;
        line.push([a * x + b * p[0] + c * p[2] + e * p[4] + dx, a * y + b * p[1] + c * p[3] + e * p[5] + dy]);
      }
      x = p[4]; y = p[5];
    } else if (op === "Z") {
      line.push([sx + dx, sy + dy]);
      lines.push(line);
      line = [[sx + dx, sy + dy]];
      x = sx; y = sy;
    }
  }
  if (line.length > 1) lines.push(line);
  return lines;
}

/**
 * Adds the path (shifted by dx, dy in layer points) to ctx's current path through the layer's
 * map; leaves the transform at `base`.
 * @param {CanvasRenderingContext2D} ctx
 * @param {PathCommand[]} cmds
 * @param {PlacedLayer} g
 * @param {number[]} base
 * @param {number} [dx]
 * @param {number} [dy]
 */
export function tracePath(ctx, cmds, g, base, dx = 0, dy = 0) {
  ctx.setTransform(base[0], base[1], base[2], base[3], base[4], base[5]);
  if (g.affine) {
    const m = affineOf(g.H);
    ctx.transform(m[0], m[1], m[2], m[3], m[4], m[5]);
    for (const { op, p } of cmds) {
      if (op === "M") ctx.moveTo(p[0] + dx, p[1] + dy);
      else if (op === "L") ctx.lineTo(p[0] + dx, p[1] + dy);
      else if (op === "Q") ctx.quadraticCurveTo(p[0] + dx, p[1] + dy, p[2] + dx, p[3] + dy);
      else if (op === "C") ctx.bezierCurveTo(p[0] + dx, p[1] + dy, p[2] + dx, p[3] + dy, p[4] + dx, p[5] + dy);
      else if (op === "Z") ctx.closePath();
    }
    ctx.setTransform(base[0], base[1], base[2], base[3], base[4], base[5]);
  } else {
    traceLines(ctx, flatten(cmds, dx, dy), g, false);
  }
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {Polyline[]} lines  in layer points
 * @param {PlacedLayer} g
 * @param {boolean} open  leave subpaths open (a stroke range)
 */
function traceLines(ctx, lines, g, open) {
  for (const line of lines) {
    line.forEach(([u, v], i) => {
      const [x, y] = project(g.H, u, v);
      if (i === 0) ctx.moveTo(x, y); else ctx.lineTo(x, y);
    });
    if (!open && line.length > 2) {
      const a = line[0], b = line[line.length - 1];
      if (a[0] === b[0] && a[1] === b[1]) ctx.closePath();
    }
  }
}

/**
 * The stretch of the polylines from fraction `start` to `end` of their total length.
 * @param {Polyline[]} lines
 * @param {number} start
 * @param {number} end
 * @returns {Polyline[]}
 */
export function strokeRange(lines, start, end) {
  let total = 0;
  for (const l of lines) for (let i = 1; i < l.length; i++) total += Math.hypot(l[i][0] - l[i - 1][0], l[i][1] - l[i - 1][1]);
  const from = Math.max(0, start) * total, to = Math.min(1, end) * total;
  /** @type {Polyline[]} */
  const out = [];
  if (!(to > from)) return out;
  let at = 0;
  for (const l of lines) {
    /** @type {Polyline} */
    let piece = [];
    for (let i = 1; i < l.length; i++) {
      const [x0, y0] = l[i - 1], [x1, y1] = l[i];
      const len = Math.hypot(x1 - x0, y1 - y0);
      const a = Math.max(from, at), b = Math.min(to, at + len);
      if (b > a || (len === 0 && at >= from && at <= to)) {
        const ta = len ? (a - at) / len : 0, tb = len ? (b - at) / len : 0;
        const p0 = /** @type {[number, number]} */ ([x0 + (x1 - x0) * ta, y0 + (y1 - y0) * ta]);
        const p1 = /** @type {[number, number]} */ ([x0 + (x1 - x0) * tb, y0 + (y1 - y0) * tb]);
        if (piece.length === 0) piece.push(p0);
        piece.push(p1);
      } else if (piece.length) {
        out.push(piece);
        piece = [];
      }
      at += len;
    }
    if (piece.length > 1) out.push(piece);
  }
  return out;
}

/**
 * Fills and strokes a shape layer's path.
 * @param {CanvasRenderingContext2D} ctx
 * @param {ShapeDrawing} shape
 * @param {PlacedLayer} g
 * @param {number[]} base
 */
export function paintShape(ctx, shape, g, base) {
  const cmds = parsePath(shape.path);
  if (shape.fill && shape.fill[3] > 0) {
    ctx.beginPath();
    tracePath(ctx, cmds, g, base);
    ctx.fillStyle = cssColor(shape.fill);
    ctx.fill(shape.fillRule === "evenOdd" ? "evenodd" : "nonzero");
  }
  if (!shape.stroke || !(shape.stroke[3] > 0) || !((shape.lineWidth ?? 1) > 0)) return;
  const start = shape.strokeStart ?? 0, end = shape.strokeEnd ?? 1;
  const whole = start <= 0 && end >= 1;
  ctx.save();
  ctx.beginPath();
  ctx.setTransform(base[0], base[1], base[2], base[3], base[4], base[5]);
  let scale = 1;
  if (g.affine) {
    const m = affineOf(g.H);
    ctx.transform(m[0], m[1], m[2], m[3], m[4], m[5]);
    if (whole) {
      tracePath(ctx, cmds, g, base);
      ctx.transform(m[0], m[1], m[2], m[3], m[4], m[5]);
    } else {
      for (const line of strokeRange(flatten(cmds), start, end)) line.forEach(([u, v], i) => (i ? ctx.lineTo(u, v) : ctx.moveTo(u, v)));
    }
  } else {
    // In perspective the width and dashes are scaled by the layer's largest magnification.
    scale = g.magnification || 1;
    traceLines(ctx, whole ? flatten(cmds) : strokeRange(flatten(cmds), start, end), g, !whole);
  }
  ctx.lineWidth = (shape.lineWidth ?? 1) * scale;
  ctx.lineCap = /** @type {CanvasLineCap} */ (shape.lineCap ?? "butt");
  ctx.lineJoin = /** @type {CanvasLineJoin} */ (shape.lineJoin ?? "miter");
  if (shape.dash) {
    ctx.setLineDash(shape.dash.map((d) => d * scale));
    ctx.lineDashOffset = (shape.dashPhase ?? 0) * scale;
  }
  ctx.strokeStyle = cssColor(shape.stroke);
  ctx.stroke();
  ctx.restore();
}

/**
 * Fills the layer's current path (already traced by the caller) with its gradient.
 * @param {CanvasRenderingContext2D} ctx
 * @param {GradientDrawing} gradient
 * @param {PlacedLayer} g
 * @param {number[]} base
 */
export function fillGradient(ctx, gradient, g, base) {
  const { w, h } = g;
  const [sx, sy] = [gradient.start[0] * w, gradient.start[1] * h];
  const [ex, ey] = [gradient.end[0] * w, gradient.end[1] * h];
  ctx.save();
  ctx.setTransform(base[0], base[1], base[2], base[3], base[4], base[5]);
  /** @type {CanvasGradient} */
  let fill;
  const affine = g.affine ? affineOf(g.H) : null;
  if (affine) ctx.transform(affine[0], affine[1], affine[2], affine[3], affine[4], affine[5]);
  /**
   * @param {number} u
   * @param {number} v
   * @returns {number[]}
   */
  const at = (u, v) => (affine ? [u, v] : project(g.H, u, v));
  if (gradient.type === "radial") {
    // Core Animation's radial gradient: centred on start, reaching end's distance on each axis.
    const rx = Math.abs(ex - sx) || 1e-6, ry = Math.abs(ey - sy) || 1e-6;
    const [cx, cy] = at(sx, sy);
    const [px, py] = at(sx + rx, sy + ry);
    ctx.translate(cx, cy);
    ctx.scale(Math.abs(px - cx) || 1e-6, Math.abs(py - cy) || 1e-6);
    fill = ctx.createRadialGradient(0, 0, 0, 0, 0, 1);
  } else if (gradient.type === "conic") {
    const [cx, cy] = at(sx, sy), [px, py] = at(ex, ey);
    fill = ctx.createConicGradient(Math.atan2(py - cy, px - cx), cx, cy);
  } else {
    const [x0, y0] = at(sx, sy), [x1, y1] = at(ex, ey);
    fill = ctx.createLinearGradient(x0, y0, x1, y1);
  }
  const n = gradient.colors.length;
  gradient.colors.forEach((color, i) => {
    const stop = gradient.locations ? gradient.locations[i] : n > 1 ? i / (n - 1) : 0;
    fill.addColorStop(Math.min(1, Math.max(0, stop)), cssColor(color));
  });
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.restore();
}

/**
 * Paints a layer's shadow alone: its shape moved by the offset (in the layer's points) and
 * projected, blurred by Canvas's shadow drawn from a copy far off the canvas.
 * @param {CanvasRenderingContext2D} ctx
 * @param {ShadowDrawing} shadow
 * @param {PlacedLayer} g
 * @param {number[]} base
 * @param {(c: CanvasRenderingContext2D, b: number[], dx: number, dy: number) => void} trace  adds the shape
 */
export function paintShadow(ctx, shadow, g, base, trace) {
  const far = 4 * (ctx.canvas.width + ctx.canvas.height) + 1000;
  const shifted = [base[0], base[1], base[2], base[3], base[4] - far, base[5]];
  const [r, gr, b, a] = shadow.color;
  ctx.save();
  ctx.beginPath();
  trace(ctx, shifted, shadow.offset[0], shadow.offset[1]);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.shadowOffsetX = far;
  ctx.shadowOffsetY = 0;
  // Core Animation's radius is about the Gaussian's 2σ, which is what shadowBlur takes.
  ctx.shadowBlur = shadow.radius * (g.magnification || 1) * Math.hypot(base[0], base[1]);
  ctx.shadowColor = cssColor([r, gr, b, a * shadow.opacity]);
  ctx.fillStyle = "#000";
  ctx.fill();
  ctx.restore();
}

/**
 * Clips to a mask (and its nested masks), in the masked layer's points shifted by (ox, oy).
 * @param {CanvasRenderingContext2D} ctx
 * @param {MaskDrawing} mask
 * @param {PlacedLayer} g
 * @param {number[]} base
 * @param {(c: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) => void} rect  adds a rounded rect in layer points
 * @param {number} [ox]
 * @param {number} [oy]
 */
export function clipToMask(ctx, mask, g, base, rect, ox = 0, oy = 0) {
  const [fx, fy, fw, fh] = mask.frame;
  const origin = mask.boundsOrigin || [0, 0];
  const dx = ox + fx - origin[0], dy = oy + fy - origin[1];
  ctx.beginPath();
  const visible = !mask.hidden && (mask.opacity ?? 1) > 0;
  if (visible && mask.shape && mask.shape.fill && mask.shape.fill[3] > 0) {
    tracePath(ctx, parsePath(mask.shape.path), g, base, dx, dy);
    ctx.clip(mask.shape.fillRule === "evenOdd" ? "evenodd" : "nonzero");
  } else {
    if (visible && !mask.shape && ((mask.background && mask.background[3] > 0) || mask.gradient)) rect(ctx, ox + fx, oy + fy, fw, fh, mask.cornerRadius || 0);
    ctx.clip();
  }
  if (mask.mask) clipToMask(ctx, mask.mask, g, base, rect, dx, dy);
}

/**
 * Whether the layer shows its back (its quad's corners turn the other way).
 * @param {number[]} q
 * @returns {boolean}
 */
export function showsBack(q) {
  let area = 0;
  for (let i = 0; i < 8; i += 2) {
    const j = (i + 2) % 8;
    area += q[i] * q[j + 1] - q[j] * q[i + 1];
  }
  return area < 0;
}

/**
 * A rectangle's outline with the corners in `corners` (Core Animation's `maskedCorners` bits:
 * 1 top-left, 2 top-right, 4 bottom-left, 8 bottom-right) rounded by `r`, as path commands
 * (quarter circles as cubic Béziers).
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} r
 * @param {number} [corners]
 * @returns {PathCommand[]}
 */
export function roundedRectCommands(x, y, w, h, r, corners = 15) {
  r = Math.max(0, Math.min(r, w / 2, h / 2));
  const k = 0.5522847498 * r;
  const tl = corners & 1 ? r : 0, tr = corners & 2 ? r : 0, bl = corners & 4 ? r : 0, br = corners & 8 ? r : 0;
  const kk = (/** @type {number} */ c) => (c ? k : 0);
  return [
    { op: "M", p: [x + tl, y] },
    { op: "L", p: [x + w - tr, y] },
    { op: "C", p: [x + w - tr + kk(tr), y, x + w, y + tr - kk(tr), x + w, y + tr] },
    { op: "L", p: [x + w, y + h - br] },
    { op: "C", p: [x + w, y + h - br + kk(br), x + w - br + kk(br), y + h, x + w - br, y + h] },
    { op: "L", p: [x + bl, y + h] },
    { op: "C", p: [x + bl - kk(bl), y + h, x, y + h - bl + kk(bl), x, y + h - bl] },
    { op: "L", p: [x, y + tl] },
    { op: "C", p: [x, y + tl - kk(tl), x + tl - kk(tl), y, x + tl, y] },
    { op: "Z", p: [] },
  ];
}
