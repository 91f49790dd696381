// @ts-check
// Quad → homography, projection, and the subdivision that draws a texture in perspective with
// affine-only canvas transforms. Pure geometry: no DOM, no canvas state of its own.
//
// A layer's `size` rectangle (0…w × 0…h, layer points) maps onto its `quad` (viewport points,
// corners TL, TR, BR, BL) by a projective map H: (u, v) ↦ ((a u + b v + c) / W, (d u + e v + f) / W)
// with W = g u + h v + 1. Canvas 2D can only apply affine maps, so a textured layer in
// perspective is drawn as a grid of triangles, each with the affine map that is exact at its
// three corners; the grid is refined until the largest deviation from H is below a tolerance.

/** @typedef {{ u0: number, v0: number, u1: number, v1: number }} Rect  a rectangle in layer points */
/** @typedef {import("./types.js").Affine} Affine */

/**
 * H as [a, b, c, d, e, f, g, h, 1], or null for a degenerate quad. (Heckbert's square → quad.)
 * @param {number} w
 * @param {number} h
 * @param {number[]} quad
 * @returns {number[] | null}
 */
export function homography(w, h, quad) {
  if (!(w > 0 && h > 0)) return null;
  const [x0, y0, x1, y1, x2, y2, x3, y3] = quad;
  const sx = x0 - x1 + x2 - x3, sy = y0 - y1 + y2 - y3;
  let a, b, c, d, e, f, g, k;
  if (Math.abs(sx) < 1e-9 && Math.abs(sy) < 1e-9) {
    a = x1 - x0; b = x3 - x0; c = x0;
    d = y1 - y0; e = y3 - y0; f = y0;
    g = 0; k = 0;
  } else {
    const dx1 = x1 - x2, dx2 = x3 - x2, dy1 = y1 - y2, dy2 = y3 - y2;
    const den = dx1 * dy2 - dx2 * dy1;
    if (Math.abs(den) < 1e-12) return null;
    g = (sx * dy2 - dx2 * sy) / den;
    k = (dx1 * sy - sx * dy1) / den;
    a = x1 - x0 + g * x1; b = x3 - x0 + k * x3; c = x0;
    d = y1 - y0 + g * y1; e = y3 - y0 + k * y3; f = y0;
  }
  const m = [a / w, b / h, c, d / w, e / h, f, g / w, k / h, 1];
  return m.every(Number.isFinite) ? m : null;
}

/**
 * True when H has no projective part over the w × h rectangle (draw it with one transform).
 * @param {number[]} H
 * @param {number} w
 * @param {number} h
 * @returns {boolean}
 */
export function isAffine(H, w, h) {
  return Math.abs(H[6]) * w + Math.abs(H[7]) * h < 1e-9;
}

/**
 * Layer point (u, v) → viewport point.
 * @param {number[]} H
 * @param {number} u
 * @param {number} v
 * @returns {[number, number]}
 */
export function project(H, u, v) {
  const W = H[6] * u + H[7] * v + 1;
  return [(H[0] * u + H[1] * v + H[2]) / W, (H[3] * u + H[4] * v + H[5]) / W];
}

/**
 * The inverse map (viewport → layer), or null.
 * @param {number[]} H
 * @returns {number[] | null}
 */
export function invert(H) {
  const [a, b, c, d, e, f, g, h, i] = H;
  const A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g;
  const det = a * A + b * B + c * C;
  if (Math.abs(det) < 1e-15) return null;
  const r = 1 / det;
  const m = [A * r, -(b * i - c * h) * r, (b * f - c * e) * r,
             B * r, (a * i - c * g) * r, -(a * f - c * d) * r,
             C * r, -(a * h - b * g) * r, (a * e - b * d) * r];
  return m.map((x) => x / m[8]);
}

/**
 * Viewport point → layer point, or null when it maps behind the viewer.
 * @param {number[]} inv
 * @param {number[]} H
 * @param {number} x
 * @param {number} y
 * @returns {[number, number] | null}
 */
export function unproject(inv, H, x, y) {
  const W = inv[6] * x + inv[7] * y + inv[8];
  if (Math.abs(W) < 1e-12) return null;
  const u = (inv[0] * x + inv[1] * y + inv[2]) / W, v = (inv[3] * x + inv[4] * y + inv[5]) / W;
  // The forward map's w must be positive where the layer is visible.
  return H[6] * u + H[7] * v + 1 > 0 ? [u, v] : null;
}

/**
 * The affine [a, b, c, d, e, f] (canvas order) of an affine H.
 * @param {number[]} H
 * @returns {Affine}
 */
export function affineOf(H) {
  return [H[0], H[3], H[1], H[4], H[2], H[5]];
}

/**
 * Applies a 2×3 affine [a, b, c, d, e, f] (canvas order) to every corner of a quad.
 * @param {number[]} m
 * @param {number[]} quad
 * @returns {number[]}
 */
export function mapQuad(m, quad) {
  const out = new Array(8);
  for (let i = 0; i < 8; i += 2) {
    const x = quad[i], y = quad[i + 1];
    out[i] = m[0] * x + m[2] * y + m[4];
    out[i + 1] = m[1] * x + m[3] * y + m[5];
  }
  return out;
}

/**
 * Canvas-order affine that maps triangle (s0, s1, s2) onto (d0, d1, d2); points are [x, y].
 * @param {number[]} s0
 * @param {number[]} s1
 * @param {number[]} s2
 * @param {number[]} d0
 * @param {number[]} d1
 * @param {number[]} d2
 * @returns {Affine | null}
 */
export function triangleAffine(s0, s1, s2, d0, d1, d2) {
  const ux = s1[0] - s0[0], uy = s1[1] - s0[1], vx = s2[0] - s0[0], vy = s2[1] - s0[1];
  const det = ux * vy - vx * uy;
  if (Math.abs(det) < 1e-12) return null;
  const px = d1[0] - d0[0], py = d1[1] - d0[1], qx = d2[0] - d0[0], qy = d2[1] - d0[1];
  const a = (px * vy - qx * uy) / det, c = (qx * ux - px * vx) / det;
  const b = (py * vy - qy * uy) / det, d = (qy * ux - py * vx) / det;
  return [a, b, c, d, d0[0] - a * s0[0] - c * s0[1], d0[1] - b * s0[0] - d * s0[1]];
}

// Largest distance between H and its piecewise-affine stand-in in one grid cell (at the
// midpoints of the four edges and of the TL–BR diagonal the two triangles share), and the
// cell's projected extent across (u) and down (v).
/**
 * @param {number[]} H
 * @param {number} u0
 * @param {number} v0
 * @param {number} u1
 * @param {number} v1
 */
function cell(H, u0, v0, u1, v1) {
  const p00 = project(H, u0, v0), p10 = project(H, u1, v0), p01 = project(H, u0, v1), p11 = project(H, u1, v1);
  const um = (u0 + u1) / 2, vm = (v0 + v1) / 2;
  /**
   * @param {number[]} p
   * @param {number[]} q
   * @param {number} u
   * @param {number} v
   */
  const err = (p, q, u, v) => {
    const t = project(H, u, v);
    return Math.hypot((p[0] + q[0]) / 2 - t[0], (p[1] + q[1]) / 2 - t[1]);
  };
  /**
   * @param {number[]} p
   * @param {number[]} q
   */
  const len = (p, q) => Math.hypot(p[0] - q[0], p[1] - q[1]);
  const area = Math.abs((p11[0] - p00[0]) * (p01[1] - p10[1]) - (p01[0] - p10[0]) * (p11[1] - p00[1])) / 2;
  const longest = Math.max(len(p00, p10), len(p01, p11), len(p00, p01), len(p10, p11));
  return {
    thickness: longest > 0 ? area / longest : 0,
    error: Math.max(err(p00, p10, um, v0), err(p01, p11, um, v1), err(p00, p01, u0, vm), err(p10, p11, u1, vm),
                    err(p00, p11, um, vm)),
    across: Math.max(len(p00, p10), len(p01, p11)),
    down: Math.max(len(p00, p01), len(p10, p11)),
  };
}

/**
 * Grid size [columns, rows, error] for drawing H over the rectangle r = {u0, v0, u1, v1} so that the
 * piecewise-affine drawing is within `tolerance` of H (viewport points). The worst cells of a
 * projective map are at the corners (W is linear in u and v, so the strongest magnification is
 * at a corner). Refining stops once the cells are thinner than `minCell` on screen (a layer
 * seen edge-on is a line: a pixel shows the average of what falls in it), and a direction is
 * not refined past `maxCells`.
 * @param {number[]} H
 * @param {Rect} r
 * @param {number} tolerance
 * @param {number} [minCell]
 * @param {number} [maxCells]
 * @returns {[number, number, number]}
 */
export function gridFor(H, r, tolerance, minCell = 0, maxCells = 64) {
  const w = r.u1 - r.u0, h = r.v1 - r.v0;
  /**
   * @param {number} nu
   * @param {number} nv
   */
  const measure = (nu, nv) => {
    const du = w / nu, dv = h / nv;
    let error = 0, across = 0, down = 0, thickness = 0;
    for (const [a, b] of [[0, 0], [w - du, 0], [0, h - dv], [w - du, h - dv]]) {
      const c = cell(H, r.u0 + a, r.v0 + b, r.u0 + a + du, r.v0 + b + dv);
      error = Math.max(error, c.error); across = Math.max(across, c.across); down = Math.max(down, c.down);
      thickness = Math.max(thickness, c.thickness);
    }
    return { error, across, down, thickness };
  };
  let nu = 1, nv = 1, m = measure(1, 1);
  for (;;) {
    if (m.error <= tolerance || m.thickness < minCell) break;
    const canU = nu < maxCells && m.across > minCell, canV = nv < maxCells && m.down > minCell;
    if (!canU && !canV) break;
    const wider = canU ? measure(nu * 2, nv) : null, taller = canV ? measure(nu, nv * 2) : null;
    if (wider && (!taller || wider.error <= taller.error)) { nu *= 2; m = wider; } else { nv *= 2; m = taller; }
  }
  // [columns, rows, the largest deviation left (viewport points)]
  return [nu, nv, m.error];
}

// A triangle grown outwards by `by` (viewport points) so neighbours overlap instead of leaving
// an antialiased hairline between them: every edge moves out by exactly `by`; a sharp corner
// whose miter would reach further than 3·by is bevelled. Returns a flat polygon.
/**
 * @param {number[]} p0
 * @param {number[]} p1
 * @param {number[]} p2
 * @param {number} by
 * @returns {number[]}
 */
function grown(p0, p1, p2, by) {
  const pts = [p0, p1, p2];
  const area = (p1[0] - p0[0]) * (p2[1] - p0[1]) - (p2[0] - p0[0]) * (p1[1] - p0[1]);
  const sign = area > 0 ? 1 : -1;
  /**
   * @param {number[]} a
   * @param {number[]} b
   */
  const normal = (a, b) => {
    const dx = b[0] - a[0], dy = b[1] - a[1], len = Math.hypot(dx, dy) || 1;
    return [(sign * dy) / len, (-sign * dx) / len];
  };
  const out = [];
  for (let i = 0; i < 3; i++) {
    const prev = pts[(i + 2) % 3], p = pts[i], next = pts[(i + 1) % 3];
    const n1 = normal(prev, p), n2 = normal(p, next);
    const k = 1 + n1[0] * n2[0] + n1[1] * n2[1];
    if (k > 2 / 9) { // the miter, by·√(2/k), is at most 3·by
      out.push(p[0] + ((n1[0] + n2[0]) / k) * by, p[1] + ((n1[1] + n2[1]) / k) * by);
    } else {
      out.push(p[0] + n1[0] * by, p[1] + n1[1] * by, p[0] + n2[0] * by, p[1] + n2[1] * by);
    }
  }
  return out;
}

const scratchMatrix = typeof DOMMatrix === "function" ? new DOMMatrix() : null;

/**
 * Draws a texture mapped through H over the layer rectangle r = {u0, v0, u1, v1}.
 * `pattern` is a no-repeat CanvasPattern of the texture, `texToLayer` the canvas-order affine
 * from texture pixels to layer points. ctx's transform must be `base` (viewport points →
 * canvas pixels) with any clip already set; `pixelsPerPoint` is base's scale.
 * Each triangle is filled with the pattern under the affine map exact at its three corners;
 * triangles overlap by half a pixel so no seam shows. Returns the number of triangles.
 * @param {CanvasRenderingContext2D} ctx
 * @param {number[]} H
 * @param {Rect} r
 * @param {CanvasPattern} pattern
 * @param {number[]} texToLayer
 * @param {number} pixelsPerPoint
 * @param {number} [tolerance]
 * @param {number[] | null} [cells]
 * @returns {number}
 */
export function drawTextured(ctx, H, r, pattern, texToLayer, pixelsPerPoint, tolerance = 0.4, cells = null) {
  const [nu, nv] = cells || gridFor(H, r, tolerance / pixelsPerPoint, 1 / pixelsPerPoint);
  // (cells: a grid already computed by gridFor)
  const du = (r.u1 - r.u0) / nu, dv = (r.v1 - r.v0) / nv;
  const overlap = 0.5 / pixelsPerPoint;
  const grid = [];
  for (let j = 0; j <= nv; j++) {
    const row = [];
    for (let i = 0; i <= nu; i++) row.push(project(H, r.u0 + i * du, r.v0 + j * dv));
    grid.push(row);
  }
  const t = texToLayer;
  let count = 0;
  /**
   * @param {number[]} s0
   * @param {number[]} s1
   * @param {number[]} s2
   * @param {number[]} d0
   * @param {number[]} d1
   * @param {number[]} d2
   */
  const tri = (s0, s1, s2, d0, d1, d2) => {
    const m = triangleAffine(s0, s1, s2, d0, d1, d2);
    if (!m) return;
    // pattern space → layer (t) → viewport (m)
    const a = m[0] * t[0] + m[2] * t[1], b = m[1] * t[0] + m[3] * t[1];
    const c = m[0] * t[2] + m[2] * t[3], d = m[1] * t[2] + m[3] * t[3];
    const e = m[0] * t[4] + m[2] * t[5] + m[4], f = m[1] * t[4] + m[3] * t[5] + m[5];
    if (scratchMatrix) {
      scratchMatrix.a = a; scratchMatrix.b = b; scratchMatrix.c = c; scratchMatrix.d = d; scratchMatrix.e = e; scratchMatrix.f = f;
      pattern.setTransform(scratchMatrix);
    }
    const g = grown(d0, d1, d2, overlap);
    ctx.beginPath();
    ctx.moveTo(g[0], g[1]);
    for (let n = 2; n < g.length; n += 2) ctx.lineTo(g[n], g[n + 1]);
    ctx.closePath();
    ctx.fill();
    count++;
  };
  ctx.fillStyle = pattern;
  for (let j = 0; j < nv; j++) {
    for (let i = 0; i < nu; i++) {
      const u0 = r.u0 + i * du, v0 = r.v0 + j * dv, u1 = u0 + du, v1 = v0 + dv;
      const p = grid[j][i], q = grid[j][i + 1], s = grid[j + 1][i + 1], z = grid[j + 1][i];
      tri([u0, v0], [u1, v0], [u1, v1], p, q, s);
      tri([u0, v0], [u1, v1], [u0, v1], p, s, z);
    }
  }
  return count;
}

/**
 * When a layer is turned about a vertical axis (x depends on u alone and y is linear in v
 * along every column — the 3D flip), each device-pixel column of its quad shows a single
 * texture column. Drawing one axis-aligned slice per column is then exact at the pixel
 * centres and costs one drawImage per column. Returns the number of columns, or -1 when H is
 * not of that kind (or `base` is not a plain scale + translation) and triangles are needed.
 * `texToLayer` must be a scale + translation; `maxColumns` bounds the work.
 * @param {CanvasRenderingContext2D} ctx
 * @param {number[]} H
 * @param {Rect} r
 * @param {CanvasImageSource} image
 * @param {number[]} texToLayer
 * @param {number[]} base
 * @param {number} maxColumns
 * @returns {number}
 */
export function drawColumns(ctx, H, r, image, texToLayer, base, maxColumns) {
  const k = base[0];
  if (base[1] !== 0 || base[2] !== 0 || Math.abs(base[3] - k) > 1e-9 || texToLayer[1] !== 0 || texToLayer[2] !== 0) return -1;
  /**
   * @param {number} u
   * @param {number} v
   * @returns {[number, number]}
   */
  const dev = (u, v) => { const [x, y] = project(H, u, v); return [x * k + base[4], y * k + base[5]]; };
  const vm = (r.v0 + r.v1) / 2;
  for (const u of [r.u0, r.u1]) {
    const a = dev(u, r.v0), b = dev(u, r.v1), m = dev(u, vm);
    if (Math.abs(a[0] - b[0]) > 0.02 || Math.abs(m[0] - a[0]) > 0.02) return -1;
    if (Math.abs(m[1] - (a[1] + b[1]) / 2) > 0.05 || b[1] <= a[1]) return -1;
  }
  const xa = dev(r.u0, r.v0)[0], xb = dev(r.u1, r.v0)[0];
  const lo = Math.min(xa, xb), hi = Math.max(xa, xb);
  const first = Math.floor(lo), last = Math.ceil(hi);
  if (last - first > maxColumns) return -1;
  // u of a device x on the column line v = r.v0: x(u) = (H0 u + H1 v + H2) / (H6 u + H7 v + 1).
  /**
   * @param {number} X
   * @returns {number}
   */
  const uAt = (X) => {
    const x = (X - base[4]) / k, v = r.v0;
    const u = (x * (H[7] * v + 1) - H[1] * v - H[2]) / (H[0] - H[6] * x);
    return Math.min(r.u1, Math.max(r.u0, u));
  };
  const [sx, , , sy, tx, ty] = texToLayer;
  const srcY = (r.v0 - ty) / sy, srcH = (r.v1 - r.v0) / sy;
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  // Each column's ends are flat; the region's true top and bottom edges are slanted lines.
  ctx.beginPath();
  [[r.u0, r.v0], [r.u1, r.v0], [r.u1, r.v1], [r.u0, r.v1]].forEach(([u, v], i) => {
    const [x, y] = dev(u, v);
    if (i) ctx.lineTo(x, y); else ctx.moveTo(x, y);
  });
  ctx.closePath();
  ctx.clip();
  let count = 0;
  for (let X = first; X < last; X++) {
    const x0 = Math.max(X, lo), x1 = Math.min(X + 1, hi);
    if (x1 <= x0) continue;
    let u0 = uAt(x0), u1 = uAt(x1);
    if (u1 < u0) [u0, u1] = [u1, u0];
    if (u1 - u0 <= 0) continue;
    const uc = uAt((x0 + x1) / 2);
    const top = dev(uc, r.v0)[1], bottom = dev(uc, r.v1)[1];
    ctx.drawImage(image, (u0 - tx) / sx, srcY, (u1 - u0) / sx, srcH, x0, top, x1 - x0, bottom - top);
    count++;
  }
  ctx.restore();
  return count;
}

/**
 * The part of the layer rectangle (0…w × 0…h) that can be visible: intersected with the
 * bounding box, in layer points, of each clipping quad (mapped back through H). Null when
 * nothing is left.
 * @param {number[]} H
 * @param {number} w
 * @param {number} h
 * @param {number[][]} clipQuads
 * @returns {Rect | null}
 */
export function visibleRect(H, w, h, clipQuads) {
  let r = { u0: 0, v0: 0, u1: w, v1: h };
  const inv = clipQuads.length ? invert(H) : null;
  for (const q of clipQuads) {
    if (!inv) break;
    let u0 = Infinity, v0 = Infinity, u1 = -Infinity, v1 = -Infinity, ok = true;
    for (let i = 0; i < 8; i += 2) {
      const p = unproject(inv, H, q[i], q[i + 1]);
      if (!p) { ok = false; break; }
      u0 = Math.min(u0, p[0]); v0 = Math.min(v0, p[1]); u1 = Math.max(u1, p[0]); v1 = Math.max(v1, p[1]);
    }
    if (!ok) continue;
    r = { u0: Math.max(r.u0, u0), v0: Math.max(r.v0, v0), u1: Math.min(r.u1, u1), v1: Math.min(r.v1, v1) };
  }
  return r.u1 > r.u0 && r.v1 > r.v0 ? r : null;
}

/**
 * The outline of a w × h rectangle with corner radius r, in layer points, as a polyline
 * (arcs sampled every `step` radians) — to be projected for perspective paths.
 * @param {number} w
 * @param {number} h
 * @param {number} r
 * @param {number} [step]
 * @returns {[number, number][]}
 */
export function roundedRectOutline(w, h, r, step = Math.PI / 16) {
  r = Math.max(0, Math.min(r, w / 2, h / 2));
  if (r === 0) return [[0, 0], [w, 0], [w, h], [0, h]];
  /** @type {[number, number][]} */
  const pts = [];
  /**
   * @param {number} cx
   * @param {number} cy
   * @param {number} from
   */
  const corner = (cx, cy, from) => {
    for (let a = from; a <= from + Math.PI / 2 + 1e-9; a += step) pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  };
  corner(w - r, r, -Math.PI / 2);
  corner(w - r, h - r, 0);
  corner(r, h - r, Math.PI / 2);
  corner(r, r, Math.PI);
  return pts;
}

/**
 * Point-in-convex-or-not polygon test (even–odd), polygon as flat [x0, y0, x1, y1, …].
 * @param {number[]} poly
 * @param {number} x
 * @param {number} y
 * @returns {boolean}
 */
export function pointInPolygon(poly, x, y) {
  let inside = false;
  for (let i = 0, j = poly.length - 2; i < poly.length; j = i, i += 2) {
    const xi = poly[i], yi = poly[i + 1], xj = poly[j], yj = poly[j + 1];
    if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
