// @ts-check
// What an animated property's value is in a frame, in real units: the scene's curves name
// their properties as "<layer id>.<name>" (Core Animation's key paths: position, bounds,
// opacity, transform, cornerRadius …) and the frame carries each layer's quad, size,
// opacity, corner radius, transform and colours — so every value here is read off the frame
// the server sent, never modelled on the page. Pure: no DOM.

import { homography, project } from "./perspective.js";
import { decompose, IDENTITY } from "./transform.js";

/** @typedef {import("./types.js").Frame} Frame */
/** @typedef {import("./types.js").FrameLayer} FrameLayer */
/**
 * @typedef {object} PropertyRow  one kind of number of an animated property
 * @property {string} title
 * @property {string} unit
 * @property {number} [digits]
 * @property {string[]} components
 * @property {(layer: FrameLayer) => number[]} read
 * @property {string} [note]
 */

/**
 * @param {number[] | undefined} c
 */
const rgba = (c) => (c ? c.slice(0, 4) : [0, 0, 0, 0]);

/**
 * Per property name, its rows: each a title, a unit and components read from a frame layer.
 * A property with several kinds of number (a transform's rotation, scale, translation) has
 * one row per kind, so each row's axis is in one unit.
 * @type {Record<string, PropertyRow[]>}
 */
export const PROPERTY_ROWS = {
  position: [{
    title: "center", unit: "pt", components: ["x", "y"],
    // The centre of the layer's bounds in the window: where the quad puts it (the wire has no
    // anchor point, so this is `position` for the default anchor, in window points).
    read: (layer) => {
      const H = homography(layer.size[0], layer.size[1], layer.quad);
      if (H) return project(H, layer.size[0] / 2, layer.size[1] / 2);
      const q = layer.quad;
      return [(q[0] + q[2] + q[4] + q[6]) / 4, (q[1] + q[3] + q[5] + q[7]) / 4];
    },
  }],
  bounds: [{ title: "size", unit: "pt", components: ["width", "height"], read: (layer) => [layer.size[0], layer.size[1]] }],
  opacity: [{ title: "opacity", unit: "", digits: 3, components: ["opacity"], read: (layer) => [layer.opacity], note: "as drawn: multiplied through the ancestors" }],
  cornerRadius: [{ title: "corner radius", unit: "pt", components: ["radius"], read: (layer) => [layer.cornerRadius || 0] }],
  borderWidth: [{ title: "border width", unit: "pt", components: ["width"], read: (layer) => [layer.borderWidth || 0] }],
  transform: [
    { title: "rotation", unit: "°", digits: 1, components: ["x", "y", "z"], read: (layer) => rotation(layer.transform || IDENTITY) },
    { title: "scale", unit: "×", digits: 3, components: ["x", "y"], read: (layer) => decompose(layer.transform || IDENTITY).scale.slice(0, 2) },
    { title: "translation", unit: "pt", components: ["x", "y", "z"], read: (layer) => decompose(layer.transform || IDENTITY).translation },
  ],
  backgroundColor: [{ title: "background", unit: "", digits: 3, components: ["r", "g", "b", "a"], read: (layer) => rgba(layer.background) }],
  borderColor: [{ title: "border colour", unit: "", digits: 3, components: ["r", "g", "b", "a"], read: (layer) => rgba(layer.borderColor) }],
};

/**
 * Rotation about x, y and z in degrees. A turn about one axis (the flip's card about y) is read
 * over the whole circle, −180°…180°, so a half turn reads 180° about y rather than the Euler
 * form's equivalent x 180°, y 0°, z 180°; anything else is transform.js's decomposition.
 * @param {number[]} m
 * @returns {number[]}
 */
export function rotation(m) {
  const { rotation: euler, scale } = decompose(m);
  const [sx, sy, sz] = scale.map((s) => s || 1);
  /**
   * @param {number} i
   * @param {number} j
   */
  const r = (i, j) => m[i * 4 + j] / [sx, sy, sz][i];
  /**
   * @param {[number, number][]} pairs
   */
  const off = (pairs) => pairs.every(([i, j]) => Math.abs(r(i, j)) < 1e-6);
  /**
   * @param {number} a
   */
  const deg = (a) => (a * 180) / Math.PI;
  if (off([[0, 1], [1, 0], [1, 2], [2, 1]]) && Math.abs(r(1, 1) - 1) < 1e-6) return [0, deg(Math.atan2(-r(0, 2), r(0, 0))), 0];
  if (off([[0, 1], [1, 0], [0, 2], [2, 0]]) && Math.abs(r(0, 0) - 1) < 1e-6) return [deg(Math.atan2(r(1, 2), r(1, 1))), 0, 0];
  if (off([[0, 2], [2, 0], [1, 2], [2, 1]]) && Math.abs(r(2, 2) - 1) < 1e-6) return [0, 0, deg(Math.atan2(r(0, 1), r(0, 0)))];
  return euler;
}

/**
 * "40.position" → {id: 40, name: "position"}.
 * @param {string} text
 * @returns {{ id: number, name: string }}
 */
export function parseProperty(text) {
  const dot = String(text).indexOf(".");
  return { id: Number(String(text).slice(0, dot)), name: String(text).slice(dot + 1) };
}

/**
 * The row's values for a layer of a frame (null when the layer is not on screen).
 * @param {PropertyRow} row
 * @param {Frame | null} frame
 * @param {number} id
 * @returns {number[] | null}
 */
export function rowValues(row, frame, id) {
  const layer = frame?.layers.find((l) => l.id === id);
  return layer ? row.read(layer).map(Number) : null;
}

/**
 * Which components of a row to show, given its sampled values over the run: those that
 * change, else those away from their rest value (a constant rotation), else the first.
 * @param {PropertyRow} row
 * @param {(number[] | null)[]} series
 * @returns {number[]}
 */
export function shownComponents(row, series) {
  const n = row.components.length;
  /** @type {number[]} */
  const varies = [];
  /** @type {number[]} */
  const set = [];
  for (let c = 0; c < n; c++) {
    let lo = Infinity, hi = -Infinity;
    for (const v of series) if (v) { lo = Math.min(lo, v[c]); hi = Math.max(hi, v[c]); }
    if (hi - lo > 1e-4) varies.push(c);
    else if (Number.isFinite(lo) && Math.abs(lo - (row.unit === "×" ? 1 : 0)) > 1e-4) set.push(c);
  }
  return varies.length ? varies : set.length ? set : [0];
}

/**
 * Whether a transform row is worth a line: some component changes or is not at rest.
 * @param {PropertyRow} row
 * @param {(number[] | null)[]} series
 * @returns {boolean}
 */
export function rowMatters(row, series) {
  if (!row.title || !["rotation", "scale", "translation"].includes(row.title)) return true;
  const rest = row.unit === "×" ? 1 : 0;
  return series.some((v, i) => v && row.components.some((_, c) => Math.abs(v[c] - rest) > 1e-4 || (series[0] && Math.abs(v[c] - series[0][c]) > 1e-4)));
}

/**
 * @param {number} x
 * @param {PropertyRow} row
 * @returns {string}
 */
export function formatValue(x, row) {
  const d = row.digits ?? 2;
  const r = Math.round(x * 10 ** d) / 10 ** d;
  return (Object.is(r, -0) ? 0 : r).toString();
}
