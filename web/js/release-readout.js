// @ts-check
// The gesture's decision, shown: while a finger drags and after it lets go, the translation and
// velocity the app's pan recognizer measures (computed here from the very samples the page
// sent, by the engine's rule — docs/bring-your-own.md, "Gestures"), the release's time and the
// decision the app's interaction controller took (the `state` messages' transitionWasCancelled
// and the scene's `released: finish|cancel` marker), with the rule it applies as the catalog
// states it (`releaseRules`, the entry's `releaseRule(for:)`) and the current values of the
// entry's parameters that shape it. One announcement per event goes to the status line under the stage (never
// over the device); the numbers stay in the Gesture panel and on the timeline's release marker.
// A two-finger (Alt) drag shows what the app's pinch and rotation recognizers measure instead:
// scale, rotation and the scale's velocity, by the engine's rules.

import { h } from "./dom.js";

/** @typedef {import("./types.js").GestureSample} GestureSample */
/** @typedef {import("./types.js").Entry} Entry */
/** @typedef {import("./types.js").ParameterValues} ParameterValues */
/** @typedef {{ x: number, y: number }} Vector */

/** UIPanGestureRecognizer's velocity window in the engine (PanGestureRecognizer.velocityWindow). */
export const VELOCITY_WINDOW = 0.1;

/**
 * Where the velocity window of `times` starts (PanGestureRecognizer.windowStart): the earliest
 * time within 100 ms of the last, or the one before the last when that is older.
 * @param {number[]} times
 * @returns {number}
 */
function windowStart(times) {
  const lastIndex = times.length - 1, last = times[lastIndex];
  let start = lastIndex;
  while (start > 0 && last - times[start - 1] <= VELOCITY_WINDOW) start--;
  return start === lastIndex ? Math.max(0, start - 1) : start;
}

/**
 * Velocity (pt/s) at the last sample: the displacement over the samples of the last 100 ms
 * (at least the last two) divided by their time span, as the engine's pan recognizer computes
 * `velocity(in:)`; zero when the window holds one instant.
 * @param {GestureSample[]} samples
 * @returns {Vector}
 */
export function velocityOf(samples) {
  if (!samples.length) return { x: 0, y: 0 };
  const last = samples[samples.length - 1];
  const first = samples[windowStart(samples.map((s) => s.t))];
  const dt = last.t - first.t;
  if (!(dt > 0)) return { x: 0, y: 0 };
  return { x: (last.x - first.x) / dt, y: (last.y - first.y) / dt };
}

/**
 * Translation (pt) from where the touch went down, as `translation(in:)` measures it.
 * @param {GestureSample[]} samples
 * @returns {Vector}
 */
export function translationOf(samples) {
  if (!samples.length) return { x: 0, y: 0 };
  const a = samples[0], b = samples[samples.length - 1];
  return { x: b.x - a.x, y: b.y - a.y };
}

/**
 * The two fingers' distance and unwrapped angle (radians) at each sample that has both.
 * @param {GestureSample[]} samples
 * @returns {{ t: number, distance: number, angle: number }[]}
 */
function twoFingerTrack(samples) {
  /** @type {{ t: number, distance: number, angle: number }[]} */
  const track = [];
  for (const s of samples) {
    if (s.x2 == null || s.y2 == null) return [];
    const dx = s.x2 - s.x, dy = s.y2 - s.y, raw = Math.atan2(dy, dx);
    const previous = track[track.length - 1];
    // Each step adds the change in (−π, π], as the engine's rotation recognizer unwraps it.
    const step = previous ? raw - previous.angle - 2 * Math.PI * Math.round((raw - previous.angle) / (2 * Math.PI)) : 0;
    track.push({ t: s.t, distance: Math.hypot(dx, dy), angle: previous ? previous.angle + step : raw });
  }
  return track;
}

/**
 * What UIPinchGestureRecognizer and UIRotationGestureRecognizer report for a two-finger drag
 * (docs/bring-your-own.md, "Gestures"): scale (distance over the first distance, a distance
 * under 1 pt counting as 1), rotation (radians since the fingers went down) and the scale's
 * velocity per second over the last 100 ms; null for a one-finger drag.
 * @param {GestureSample[]} samples
 * @returns {{ scale: number, rotation: number, scaleVelocity: number } | null}
 */
export function twoFingerNumbers(samples) {
  const track = twoFingerTrack(samples);
  if (!track.length) return null;
  const d0 = Math.max(track[0].distance, 1), last = track[track.length - 1];
  const scaleAt = (/** @type {{ distance: number }} */ s) => Math.max(s.distance, 1) / d0;
  const first = track[windowStart(track.map((s) => s.t))];
  const dt = last.t - first.t;
  return { scale: scaleAt(last), rotation: last.angle - track[0].angle, scaleVelocity: dt > 0 ? (scaleAt(last) - scaleAt(first)) / dt : 0 };
}

/**
 * The entry's parameters that say how a release is decided (their help or title talks about
 * the release, a throw or a flick: "Released past this fraction…"). The page knows no entry's
 * rule by name; this is what the catalog tells it.
 * @param {Entry | null | undefined} entry
 * @param {ParameterValues | undefined} values
 * @returns {{ key: string, title: string, value: unknown, unit: string, help: string }[]}
 */
export function releaseParameters(entry, values) {
  return (entry?.parameters || [])
    .filter((p) => p.type === "number" && /\breleas|\bthrow|\bflick/i.test(`${p.title} ${p.help || ""}`))
    .map((p) => ({ key: p.key, title: p.title, value: values?.[p.key] ?? p.default, unit: p.unit || "", help: p.help || "" }));
}

/**
 * @param {number} x
 * @param {number} [d]
 */
const n = (x, d = 1) => { const r = Math.round(x * 10 ** d) / 10 ** d; return (Object.is(r, -0) ? 0 : r).toString(); };
/**
 * @param {Vector} v
 * @param {number} [d]
 */
const vec = (v, d = 1) => `${n(v.x, d)}, ${n(v.y, d)}`;
/**
 * @param {Vector} v
 */
const direction = (v) => {
  if (Math.hypot(v.x, v.y) < 1) return "";
  return Math.abs(v.y) >= Math.abs(v.x) ? (v.y > 0 ? " down" : " up") : (v.x > 0 ? " right" : " left");
};

/**
 * "translation 0, 27 pt · velocity 12, 340 pt/s" for the banner and the marker; for two
 * fingers, "scale ×0.62 · rotation 4° · scale velocity -1.35/s".
 * @param {{ translation: Vector, velocity: Vector, two?: { scale: number, rotation: number, scaleVelocity: number } | null }} numbers
 * @returns {string}
 */
export function numbersText({ translation, velocity, two }) {
  if (two) return `scale ×${n(two.scale, 2)} · rotation ${n((two.rotation * 180) / Math.PI, 0)}° · scale velocity ${n(two.scaleVelocity, 2)}/s`;
  return `translation ${vec(translation)} pt · velocity ${vec(velocity, 0)} pt/s${direction(velocity)}`;
}

export class ReleaseReadout {
  /**
   * `body`: the Gesture panel's body; `banner`: the status line's announcement.
   * @param {HTMLElement} body
   * @param {HTMLElement} banner
   */
  constructor(body, banner) {
    this.banner = banner;
    /** @type {GestureSample[]} */
    this.samples = [];
    /** @type {string | null} the release's phase: ended or cancelled */
    this.releasePhase = null;
    /** @type {number | null} */
    this.releaseTime = null;
    /** @type {Entry | null} */
    this.entry = null;
    /** @type {ParameterValues} */
    this.parameters = {};
    this.operation = "";
    this.phase = "idle"; // idle · dragging · released · decided
    /** @type {"finish" | "cancel" | null} */
    this.decision = null;
    this.facts = h("dl", { class: "facts release-facts", hidden: true, "aria-label": "The last gesture's release" });
    this.rule = h("p", { class: "muted small release-rule", hidden: true });
    body.prepend(this.facts, this.rule);
  }

  /**
   * A sample as the protocol sent it ({phase, x, y, t}).
   * @param {GestureSample} sample
   */
  sample({ phase, x, y, t, x2, y2 }) {
    if (phase === "began") { this.samples = []; this.decision = null; this.releaseTime = null; }
    this.samples.push(x2 != null && y2 != null ? { phase, x, y, t, x2, y2 } : { phase, x, y, t });
    this.phase = phase === "ended" || phase === "cancelled" ? "released" : "dragging";
    this.releasePhase = phase;
    this.render();
  }

  /** A tap, or nothing to show: hides the readout. */
  clear() {
    this.samples = [];
    this.phase = "idle";
    this.decision = null;
    this.releaseTime = null;
    this.facts.hidden = true;
    this.rule.hidden = true;
  }

  /** The numbers of the drag so far (at the release, the release's). */
  numbers() {
    return { translation: translationOf(this.samples), velocity: velocityOf(this.samples), two: twoFingerNumbers(this.samples) };
  }

  /**
   * A recorded trace the scene replays (CLI format): its numbers, the server's decision.
   * @param {GestureSample[]} trace
   */
  showTrace(trace) {
    this.samples = trace.map(({ phase, x, y, t, x2, y2 }) => (x2 != null && y2 != null ? { phase, x, y, t, x2, y2 } : { phase, x, y, t }));
    this.phase = "released";
    this.releasePhase = this.samples[this.samples.length - 1]?.phase;
    this.decision = null;
    this.render();
  }

  /**
   * The scene's release marker ({time, label: "released: finish|cancel"}) decides.
   * @param {import("./types.js").Marker} marker
   * @param {Entry | null} entry
   * @param {ParameterValues} parameters
   * @param {string} operation
   */
  sceneMarker(marker, entry, parameters, operation) {
    this.entry = entry;
    this.parameters = parameters;
    this.operation = operation;
    if (!marker || !this.samples.length) return;
    this.releaseTime = marker.time;
    this.decision = /cancel/.test(marker.label) ? "cancel" : "finish";
    this.phase = "decided";
    this.render();
  }

  /**
   * A `state` message after the release: transitionWasCancelled is the decision.
   * @param {import("./types.js").PlaybackState} message
   */
  stateMessage(message) {
    if (this.phase !== "released" && this.phase !== "decided") return;
    if (message.state === "running" || message.state === "finished" || message.state === "cancelled") {
      this.decision = message.transitionWasCancelled || message.phase === "cancelling" || message.state === "cancelled" ? "cancel" : "finish";
      this.phase = "decided";
      this.render();
    }
  }

  /** The text of the release marker's label: the decision with its numbers. */
  markerNote() {
    if (!this.samples.length || this.phase === "dragging") return null;
    return numbersText(this.numbers());
  }

  render() {
    const { translation, velocity, two } = this.numbers();
    const speed = Math.hypot(velocity.x, velocity.y);
    const rows = two ? [
      ["Scale", `×${n(two.scale, 3)} (the pinch's scale)`],
      ["Rotation", `${n(two.rotation, 3)} rad (${n((two.rotation * 180) / Math.PI, 0)}°)`],
      ["Scale velocity", `${n(two.scaleVelocity, 2)} per second`],
    ] : [
      ["Translation", `${vec(translation)} pt`],
      ["Velocity", `${vec(velocity, 0)} pt/s${direction(velocity)} (${n(speed, 0)} pt/s)`],
    ];
    rows.push(
      ["Duration", `${n(this.samples.length ? this.samples[this.samples.length - 1].t - this.samples[0].t : 0, 3)} s, ${this.samples.length} samples`]);
    if (this.releaseTime != null) rows.push(["Released at", `${n(this.releaseTime, 3)} s of the run`]);
    rows.push(["Decision", this.phase === "dragging" ? "— (still dragging)"
      : this.decision ? `${this.decision}${this.releasePhase === "cancelled" ? " (the touch was cancelled)" : ""}` : "— (waiting for the app)"]);
    this.facts.hidden = false;
    this.facts.dataset.translation = JSON.stringify([translation.x, translation.y]);
    this.facts.dataset.velocity = JSON.stringify([velocity.x, velocity.y]);
    this.facts.dataset.decision = this.decision || "";
    this.facts.dataset.phase = this.phase;
    this.facts.dataset.scale = two ? String(two.scale) : "";
    this.facts.replaceChildren(...rows.flatMap(([k, v]) => [h("dt", {}, k), h("dd", {}, v)]));
    const params = releaseParameters(this.entry, this.parameters);
    const stated = this.entry?.releaseRules?.[this.operation];
    const values = params.map((p) => `${p.title} ${p.value}${p.unit ? ` ${p.unit}` : ""}`).join(", ");
    this.rule.hidden = this.phase !== "decided";
    this.rule.dataset.rule = stated || "";
    this.rule.textContent = stated
      ? `Rule: ${stated}${values ? ` (now: ${values})` : ""}`
      : params.length
        ? `The app's interaction controller decides on release; this entry's rule parameters: ${params.map((p) => `${p.title} ${p.value}${p.unit ? ` ${p.unit}` : ""} (${p.help})`).join("; ")}.`
        : "The app's interaction controller decides on release from the translation and velocity (its own rule; the catalog does not state it).";
  }

  /** The status line while dragging: the live numbers (one announcement, updated in place). */
  announceDrag() {
    const b = this.banner;
    b.hidden = false;
    b.dataset.kind = "live";
    b.textContent = `Gesture in progress — ${numbersText(this.numbers())}`;
    b.title = `${b.textContent}; release to let the app finish or cancel`;
  }
}
