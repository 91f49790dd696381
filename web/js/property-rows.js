// @ts-check
// An animation group's properties on the timeline, one row each: the value over the run in
// real units (sampled frames from frame-sampler.js), the group's keyframes at their times, and
// the value at the playhead (read off the frame on screen). The rows sit in the timeline's
// lane, so a drag on a row's graph scrubs like anywhere else on it.

import { fitCanvas, h } from "./dom.js";
import { keyTimeMoments } from "./curve-samples.js";
import { formatValue, parseProperty, PROPERTY_ROWS, rowMatters, rowValues, shownComponents } from "./property-values.js";

/** @typedef {import("./types.js").Scene} Scene */
/** @typedef {import("./types.js").SceneCurve} SceneCurve */
/** @typedef {import("./types.js").Frame} Frame */
/**
 * @typedef {object} Row  one drawn row: a kind of number of one layer's property
 * @property {HTMLElement} el
 * @property {HTMLCanvasElement} canvas
 * @property {HTMLElement} value
 * @property {import("./property-values.js").PropertyRow} def
 * @property {number} id
 * @property {string} name
 * @property {(number[] | null)[] | null} series  its values at the sampled times
 * @property {number[]} shown  the components drawn
 */

const LINE_COLORS = ["#5ea0ff", "#f5b942", "#46d39a", "#ff6bcb"];

/**
 * The run times of a group's keyframes: its key times, or its start and end.
 * @param {SceneCurve} curve
 * @returns {number[]}
 */
export function keyframeTimes(curve) {
  if (curve.keyTimes?.length) return keyTimeMoments(curve).map((k) => k.time);
  return [curve.begin, curve.begin + curve.duration];
}

export class PropertyRows {
  /**
   * @param {HTMLElement} container
   * @param {SceneCurve} curve
   * @param {Scene} scene
   * @param {string} color
   */
  constructor(container, curve, scene, color) {
    this.container = container;
    this.curve = curve;
    this.scene = scene;
    this.color = color;
    /** @type {Row[]} */
    this.rows = [];
    /** @type {{ times: number[], frames: Frame[] } | null} */
    this.samples = null;
    /** @type {Frame | null} */
    this.frame = null;
    this.resize = new ResizeObserver(() => this.drawAll());
    this.build();
  }

  /** One row per (layer, property, kind of number); before samples, one per property. */
  build() {
    const { curve, scene } = this;
    this.rows = [];
    /** @type {HTMLElement[]} */
    const items = [];
    const seen = new Set();
    for (const text of curve.properties || []) {
      if (seen.has(text)) continue;
      seen.add(text);
      const { id, name } = parseProperty(text);
      const role = scene.roleById?.get(id) || `#${id}`;
      // A Core Animation key path into a property (`transform.scale`, `position.y`) reads the
      // whole property's rows off the frame.
      const defs = PROPERTY_ROWS[name] ?? PROPERTY_ROWS[name.split(".")[0]];
      if (!defs) {
        items.push(h("div", { class: "prop-row unknown", "data-property": text },
          h("span", { class: "prop-label" }, `${role}.${name}`, h("span", { class: "prop-value muted" }, " — not in the frame message"))));
        continue;
      }
      for (const def of defs) {
        const series = this.samples ? this.samples.frames.map((f) => rowValues(def, f, id)) : null;
        if (series && def.unit === "°") unwrap(series);
        if (series && !rowMatters(def, series)) continue;
        const shown = series ? shownComponents(def, series) : def.components.map((_, i) => i);
        const canvas = h("canvas", { class: "prop-graph", "aria-hidden": "true" });
        const value = h("span", { class: "prop-value" });
        const label = h("span", { class: "prop-label", title: `${role} #${id} ${name}${def.note ? ` (${def.note})` : ""}` },
          h("span", { class: "prop-name" }, `${role}.${name}`), def.title !== name ? ` ${def.title}` : "", def.unit ? ` (${def.unit})` : "", value);
        const el = h("div", { class: "prop-row", "data-property": text, "data-kind": def.title }, canvas, label);
        this.rows.push({ el, canvas, value, def, id, name, series, shown });
        this.resize.observe(canvas);
        items.push(el);
      }
    }
    if (!this.samples) items.push(h("div", { class: "prop-row pending muted" }, "sampling the run's frames…"));
    this.container.replaceChildren(...items);
    this.updateValues();
  }

  /**
   * `samples`: {times, frames} of this scene's run.
   * @param {{ times: number[], frames: Frame[] }} samples
   */
  setSamples(samples) {
    this.samples = samples;
    this.resize.disconnect();
    this.build();
    this.drawAll();
  }

  /**
   * @param {Frame | null} frame
   */
  setFrame(frame) {
    if (frame === this.frame) return;
    this.frame = frame;
    this.updateValues();
  }

  /** The values at the playhead, from the frame on screen (exact numbers in data-values). */
  updateValues() {
    for (const row of this.rows) {
      const values = rowValues(row.def, this.frame, row.id);
      row.el.dataset.values = JSON.stringify(values ? row.shown.map((c) => values[c]) : null);
      row.el.dataset.components = JSON.stringify(row.shown.map((c) => row.def.components[c]));
      row.value.textContent = values
        ? `  ${row.shown.map((c) => `${row.def.components.length > 1 ? `${row.def.components[c]} ` : ""}${formatValue(values[c], row.def)}`).join("  ")}`
        : "  not on screen";
    }
  }

  drawAll() { for (const row of this.rows) this.draw(row); }

  /**
   * @param {Row} row
   */
  draw(row) {
    const { canvas, series, shown } = row;
    if (!series || !this.samples) return;
    const fitted = fitCanvas(canvas);
    if (!fitted) return;
    const { ctx, cw, ch } = fitted;
    ctx.clearRect(0, 0, cw, ch);
    const times = this.samples.times;
    const end = times[times.length - 1] || 1;
    let lo = Infinity, hi = -Infinity;
    for (const v of series) if (v) for (const c of shown) { lo = Math.min(lo, v[c]); hi = Math.max(hi, v[c]); }
    if (!Number.isFinite(lo)) return;
    if (hi - lo < 1e-9) { lo -= 1; hi += 1; }
    const top = 14, bottom = 3; // the label sits over the top of the graph
    /**
     * @param {number} t
     */
    const X = (t) => (t / end) * cw;
    /**
     * @param {number} v
     */
    const Y = (v) => top + ((hi - v) / (hi - lo)) * (ch - top - bottom);
    const styles = getComputedStyle(canvas);
    ctx.font = "9px system-ui, sans-serif";
    ctx.fillStyle = styles.getPropertyValue("--muted").trim() || "#888";
    ctx.textAlign = "right";
    ctx.textBaseline = "top";
    ctx.fillText(formatValue(hi, row.def), cw - 2, 1);
    ctx.textBaseline = "bottom";
    ctx.fillText(formatValue(lo, row.def), cw - 2, ch);
    shown.forEach((c, n) => {
      ctx.strokeStyle = shown.length > 1 ? LINE_COLORS[n % LINE_COLORS.length] : this.color;
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      let drawing = false;
      series.forEach((v, i) => {
        if (!v) { drawing = false; return; }
        const x = X(times[i]), y = Y(v[c]);
        if (drawing) ctx.lineTo(x, y); else ctx.moveTo(x, y);
        drawing = true;
      });
      ctx.stroke();
      // Keyframes: a diamond where the line is at each of the group's keyframe times.
      ctx.fillStyle = ctx.strokeStyle;
      for (const t of keyframeTimes(this.curve)) {
        const v = valueAt(series, times, t, c);
        if (v == null) continue;
        const x = X(t), y = Y(v);
        ctx.beginPath(); ctx.moveTo(x, y - 4); ctx.lineTo(x + 4, y); ctx.lineTo(x, y + 4); ctx.lineTo(x - 4, y); ctx.closePath(); ctx.fill();
      }
    });
  }

  dispose() { this.resize.disconnect(); }
}

/**
 * Angles drawn without a jump where they cross ±180° (each sample within half a turn of the last).
 * @param {(number[] | null)[]} series
 */
function unwrap(series) {
  /** @type {number[] | null} */
  let previous = null;
  for (const v of series) {
    if (!v) continue;
    if (previous) for (let c = 0; c < v.length; c++) v[c] += 360 * Math.round((previous[c] - v[c]) / 360);
    previous = v;
  }
}

/**
 * A component's value at time t, linear between the two samples around it.
 * @param {(number[] | null)[]} series
 * @param {number[]} times
 * @param {number} t
 * @param {number} c
 * @returns {number | null}
 */
function valueAt(series, times, t, c) {
  let i = times.findIndex((x) => x >= t - 1e-9);
  if (i < 0) i = times.length - 1;
  const b = series[i];
  if (!b) return null;
  if (i === 0 || Math.abs(times[i] - t) < 1e-9) return b[c];
  const a = series[i - 1];
  if (!a) return b[c];
  const f = (t - times[i - 1]) / (times[i] - times[i - 1]);
  return a[c] + (b[c] - a[c]) * f;
}
