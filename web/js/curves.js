// @ts-check
// The Timing tab: the scene's timing curves over the run (drawn through the samples the
// engine sends, curve-samples.js), their names and numbers, and the playhead's value on each.

import { fitCanvas, h } from "./dom.js";
import { curvePoints, curveValue, keyTimeMoments } from "./curve-samples.js";
import { parseProperty } from "./property-values.js";

/** @typedef {import("./types.js").Scene} Scene */
/** @typedef {import("./types.js").SceneCurve} SceneCurve */

export const CURVE_COLORS = ["#5ea0ff", "#46d39a", "#f5b942", "#ff6bcb", "#a98bff", "#4fd6e8", "#ff8a5b"];

/**
 * @param {number} x
 * @param {number} [d]
 */
const nf = (x, d = 2) => (Number.isInteger(x) ? String(x) : (+x).toFixed(d).replace(/\.?0+$/, ""));

/**
 * @param {SceneCurve} curve
 * @param {Scene | null} scene
 * @returns {string}
 */
function propertyText(curve, scene) {
  const names = (curve.properties || []).map((p) => {
    const { id, name } = parseProperty(p);
    const role = scene?.roleById?.get(id);
    return role ? `${role}.${name}` : p;
  });
  return names.length > 2 ? `${names.slice(0, 2).join(", ")} +${names.length - 2}` : names.join(", ");
}

/**
 * @param {SceneCurve} curve
 * @returns {string}
 */
export function timingText(curve) {
  if (curve.timing === "spring") return `spring ζ ${nf(curve.dampingRatio)}`;
  const name = curve.name || `bezier(${(curve.controlPoints || []).map((x) => nf(x)).join(", ")})`;
  return curve.kind === "keyframes" ? `keyframes ${curve.calculationMode} · ${name}` : name;
}

/**
 * @param {SceneCurve} curve
 * @param {Scene | null} scene
 * @returns {string}
 */
export function curveLabel(curve, scene) {
  return `${timingText(curve)} — ${propertyText(curve, scene)}`;
}

/**
 * The curve's numbers for the legend.
 * @param {SceneCurve} curve
 * @returns {string[]}
 */
export function curveFacts(curve) {
  const facts = [`${nf(curve.begin, 3)}–${nf(curve.begin + curve.duration, 3)} s`];
  if (curve.timing === "spring") {
    facts.push(`stiffness ${nf(curve.stiffness, 2)}`, `damping ${nf(curve.damping, 2)}`, `mass ${nf(curve.mass)}`,
      `velocity ${nf(curve.initialVelocity)}`, `settles ${nf(curve.settlingDuration, 3)} s`);
    if (curve.overshoot) facts.push(`overshoot ${nf(curve.overshoot * 100, 2)} %`);
  } else {
    facts.push(`(${(curve.controlPoints || []).map((x) => nf(x, 3)).join(", ")})`);
    if (curve.keyTimes) facts.push(`keyTimes ${curve.keyTimes.map((k) => nf(k, 3)).join(", ")}`);
  }
  return facts;
}

export class CurveGraph {
  /**
   * @param {HTMLElement} root
   */
  constructor(root) {
    this.root = root;
    this.canvas = h("canvas", { class: "curve-canvas", role: "img", "aria-label": "Timing curves over the run" });
    this.legend = h("ul", { class: "curve-legend" });
    this.empty = h("p", { class: "muted small" }, "No animations in this run.");
    root.append(this.canvas, this.legend, this.empty);
    /** @type {Scene | null} */
    this.scene = null;
    this.time = 0;
    /** @type {[number, number][][]} each curve's line: [time, progress] points */
    this.points = [];
    /** @type {[number, number]} the progress axis's range */
    this.range = [0, 1];
    /** @type {(t: number, v: number) => { x: number, y: number }} where (time, progress) is drawn, in backing-store pixels */
    this.toCanvas = () => ({ x: NaN, y: NaN });
    new ResizeObserver(() => this.draw()).observe(this.canvas);
  }

  /**
   * @param {Scene} scene
   */
  setScene(scene) {
    this.scene = scene;
    const curves = scene.curves || [];
    this.empty.hidden = curves.length > 0;
    this.canvas.hidden = curves.length === 0;
    this.legend.replaceChildren(...curves.map((curve, i) => {
      const swatch = h("span", { class: "swatch" });
      swatch.style.background = CURVE_COLORS[i % CURVE_COLORS.length];
      return h("li", {}, swatch, h("div", {},
        h("div", { class: "curve-name" }, timingText(curve)),
        h("div", { class: "curve-props" }, propertyText(curve, scene)),
        h("div", { class: "curve-facts" }, curveFacts(curve).join(" · "))));
    }));
    // The line of every curve through the engine's samples, and the vertical range they need.
    const end = this.endTime();
    this.points = curves.map((curve) => curvePoints(curve, end));
    let lo = 0, hi = 1;
    for (const pts of this.points) for (const [, v] of pts) { lo = Math.min(lo, v); hi = Math.max(hi, v); }
    this.range = [lo - 0.06, hi + 0.06];
    this.draw();
  }

  /**
   * @returns {number}
   */
  endTime() {
    const s = this.scene;
    if (!s) return 1;
    let end = s.endTime || 0;
    for (const c of s.curves || []) end = Math.max(end, c.begin + c.duration);
    return end || 1;
  }

  /**
   * @param {number} t
   */
  setTime(t) {
    if (t === this.time) return;
    this.time = t;
    this.draw();
  }

  draw() {
    const canvas = this.canvas, scene = this.scene;
    if (!scene || canvas.hidden) return;
    const fitted = fitCanvas(canvas);
    if (!fitted) return;
    const { ctx, cw, ch } = fitted;
    const styles = getComputedStyle(this.root);
    const grid = styles.getPropertyValue("--grid").trim() || "#333";
    const muted = styles.getPropertyValue("--muted").trim() || "#888";
    ctx.clearRect(0, 0, cw, ch);
    const pad = { l: 26, r: 8, t: 8, b: 18 };
    const end = this.endTime();
    const [lo, hi] = this.range;
    const X = (/** @type {number} */ t) => pad.l + (t / end) * (cw - pad.l - pad.r);
    const Y = (/** @type {number} */ v) => pad.t + ((hi - v) / (hi - lo)) * (ch - pad.t - pad.b);
    /** Where (time, progress) is drawn, in the canvas's backing-store pixels (for tests). */
    this.toCanvas = (t, v) => ({ x: X(t) * fitted.dpr, y: Y(v) * fitted.dpr });
    ctx.font = "10px system-ui, sans-serif";
    ctx.fillStyle = muted;
    ctx.strokeStyle = grid;
    ctx.lineWidth = 1;
    for (const v of [0, 1]) {
      ctx.beginPath(); ctx.moveTo(pad.l, Math.round(Y(v)) + 0.5); ctx.lineTo(cw - pad.r, Math.round(Y(v)) + 0.5); ctx.stroke();
      ctx.textAlign = "right"; ctx.textBaseline = "middle"; ctx.fillText(String(v), pad.l - 6, Y(v));
    }
    ctx.textAlign = "center"; ctx.textBaseline = "top";
    ctx.fillText("0", X(0), ch - pad.b + 4);
    ctx.fillText(`${+end.toFixed(3)} s`, X(end) - 14, ch - pad.b + 4);
    (scene.curves || []).forEach((curve, i) => {
      const color = CURVE_COLORS[i % CURVE_COLORS.length];
      ctx.strokeStyle = color;
      ctx.lineWidth = 1.75;
      ctx.beginPath();
      this.points[i].forEach(([t, v], n) => (n ? ctx.lineTo(X(t), Y(v)) : ctx.moveTo(X(t), Y(v))));
      ctx.stroke();
      ctx.fillStyle = color;
      for (const { key, time } of keyTimeMoments(curve)) {
        const x = X(time), y = Y(key);
        ctx.beginPath(); ctx.moveTo(x, y - 4); ctx.lineTo(x + 4, y); ctx.lineTo(x, y + 4); ctx.lineTo(x - 4, y); ctx.closePath(); ctx.fill();
      }
      if (curve.timing === "spring" && curve.settlingDuration) {
        const x = X(curve.begin + curve.settlingDuration);
        ctx.setLineDash([2, 3]); ctx.lineWidth = 1;
        ctx.beginPath(); ctx.moveTo(x, pad.t); ctx.lineTo(x, ch - pad.b); ctx.stroke();
        ctx.setLineDash([]);
      }
    });
    // Playhead and the value of each curve there.
    const x = X(Math.min(end, this.time));
    ctx.strokeStyle = styles.getPropertyValue("--accent").trim() || "#fff";
    ctx.lineWidth = 1;
    ctx.beginPath(); ctx.moveTo(Math.round(x) + 0.5, pad.t); ctx.lineTo(Math.round(x) + 0.5, ch - pad.b); ctx.stroke();
    (scene.curves || []).forEach((curve, i) => {
      ctx.fillStyle = CURVE_COLORS[i % CURVE_COLORS.length];
      ctx.beginPath(); ctx.arc(x, Y(curveValue(curve, this.time)), 3.5, 0, Math.PI * 2); ctx.fill();
    });
  }
}
