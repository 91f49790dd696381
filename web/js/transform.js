// @ts-check
// A layer's own CATransform3D in words a UIKit developer reads: rotation about each axis,
// scale, translation and perspective, plus the matrix itself. Pure: no DOM.
//
// The frame's `transform` is 16 numbers m11 … m44 in Core Animation's row-vector order (a
// point is the row [x y z 1] times the matrix), so translation is m41–m43, m34 the
// perspective term, and CATransform3DMakeRotation(θ, 0, 1, 0) has m11 = cos θ, m13 = −sin θ.

const EPSILON = 1e-9;
/**
 * @param {number} x
 * @param {number} digits
 */
const round = (x, digits) => {
  const r = Math.round(x * 10 ** digits) / 10 ** digits;
  return Object.is(r, -0) ? "0" : String(r);
};

export const IDENTITY = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];

/**
 * @param {number[] | null | undefined} m
 * @returns {boolean}
 */
export function isIdentity(m) {
  return !m || m.every((x, i) => Math.abs(x - IDENTITY[i]) < EPSILON);
}

/**
 * { rotation: [x, y, z] degrees, scale: [x, y, z], translation: [x, y, z], perspective: [m14, m24, m34] }
 * for M = scale · rotation (Rx, then Ry, then Rz on a row vector) · translation — the order
 * UIKit code builds them in (CATransform3DRotate on a scaled transform and so on). A
 * mirrored (negative determinant) matrix gets a negative x scale.
 * @param {number[]} m
 * @returns {{ rotation: number[], scale: number[], translation: number[], perspective: number[] }}
 */
export function decompose(m) {
  const rows = [[m[0], m[1], m[2]], [m[4], m[5], m[6]], [m[8], m[9], m[10]]];
  const scale = rows.map((r) => Math.hypot(...r));
  const det = rows[0][0] * (rows[1][1] * rows[2][2] - rows[1][2] * rows[2][1])
    - rows[0][1] * (rows[1][0] * rows[2][2] - rows[1][2] * rows[2][0])
    + rows[0][2] * (rows[1][0] * rows[2][1] - rows[1][1] * rows[2][0]);
  if (det < 0) scale[0] = -scale[0];
  const r = rows.map((row, i) => row.map((x) => (scale[i] ? x / scale[i] : 0)));
  // r is the rotation's row form; its transpose is the column form Rz·Ry·Rx.
  const y = Math.asin(Math.max(-1, Math.min(1, -r[0][2])));
  let x, z;
  if (Math.abs(Math.cos(y)) > 1e-6) {
    x = Math.atan2(r[1][2], r[2][2]);
    z = Math.atan2(r[0][1], r[0][0]);
  } else { // gimbal lock: put it all in x
    x = Math.atan2(-r[2][1], r[1][1]);
    z = 0;
  }
  /**
   * @param {number} a
   */
  const degrees = (a) => (a * 180) / Math.PI;
  return {
    rotation: [degrees(x), degrees(y), degrees(z)],
    scale,
    translation: [m[12], m[13], m[14]],
    perspective: [m[3], m[7], m[11]],
  };
}

/**
 * Lines such as "rotate y −40°", "scale 1.5 × 1.5", "translate 10, 20", "m34 −0.002".
 * @param {number[] | null | undefined} m
 * @returns {string[]}
 */
export function describeTransform(m) {
  if (isIdentity(m)) return ["identity"];
  const { rotation, scale, translation, perspective } = decompose(m);
  /** @type {string[]} */
  const lines = [];
  const angles = ["x", "y", "z"].map((axis, i) => /** @type {[string, number]} */ ([axis, rotation[i]])).filter(([, a]) => Math.abs(a) > 1e-4);
  if (angles.length) lines.push(`rotate ${angles.map(([axis, a]) => `${axis} ${round(a, 1)}°`).join(", ")}`);
  if (scale.some((s) => Math.abs(s - 1) > 1e-6)) {
    lines.push(`scale ${Math.abs(scale[2] - 1) > 1e-6 ? scale.map((s) => round(s, 3)).join(" × ") : `${round(scale[0], 3)} × ${round(scale[1], 3)}`}`);
  }
  if (translation.some((t) => Math.abs(t) > 1e-6)) {
    lines.push(`translate ${(Math.abs(translation[2]) > 1e-6 ? translation : translation.slice(0, 2)).map((t) => round(t, 1)).join(", ")}`);
  }
  ["m14", "m24", "m34"].forEach((name, i) => {
    if (Math.abs(perspective[i]) > EPSILON) lines.push(`${name} ${round(perspective[i], 5)}`);
  });
  return lines.length ? lines : ["identity"];
}

/**
 * The matrix as four rows of four numbers, for the inspector.
 * @param {number[]} m
 * @returns {string[]}
 */
export function matrixRows(m) {
  const cells = m.map((x) => round(x, 4));
  const width = Math.max(...cells.map((c) => c.length));
  return [0, 1, 2, 3].map((row) => cells.slice(row * 4, row * 4 + 4).map((c) => c.padStart(width)).join(" "));
}
