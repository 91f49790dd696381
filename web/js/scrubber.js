// @ts-check
// The scrubber — the page's timeline panel under the stage (not the engine's `Timeline`, the
// virtual world a run records into): a ruler in seconds (with 60 fps frame ticks for short runs), the scene's
// markers, one track per animation (its span, its curve, its keyframes), and the playhead.
// Dragging anywhere on it scrubs: `onScrub(progress)` fires on every pointer move. Two
// handles on the ruler set the in/out range playback loops within (`onRange({in, out})` in
// seconds; a double click on one clears it). A group's ▸ expands it into one row per animated
// property with its value over the run (property-rows.js; `onExpand()` asks for the sampled
// frames, which come back through `setSamples`).

import { h, seconds } from "./dom.js";
import { CURVE_COLORS, curveLabel } from "./curves.js";
import { PropertyRows } from "./property-rows.js";

/** @typedef {import("./types.js").Scene} Scene */
/** @typedef {import("./types.js").Frame} Frame */
/** @typedef {import("./types.js").Range} Range */
/** @typedef {{ times: number[], frames: Frame[] }} Samples  the run's frames at a series of times */
/**
 * @typedef {object} ScrubberHandlers
 * @property {(progress: number) => void} onScrub  on every pointer move of a scrub
 * @property {(progress: number) => void} [onScrubEnd]
 * @property {(range: Range | null, options?: { dragging?: boolean }) => void} onRange
 * @property {() => void} [onExpand]  a group was expanded: the rows want samples
 */

/** @type {Record<string, string>} */
const MARKER_TITLES = {
  animationStart: "animation starts",
  animationEnd: "animation ends",
  keyframe: "keyframe",
  interactionEnd: "gesture released",
  completion: "completeTransition",
  animator: "property animator",
};

/**
 * @param {number} span
 * @param {number} target
 * @returns {number}
 */
function niceStep(span, target) {
  const raw = span / target;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * power >= raw) return m * power;
  return 10 * power;
}

/**
 * Each track's label: the curve's own, and where two tracks would read the same, what tells them
 * apart — their span in the run ("0–0.35 s") and, if that is shared too, their place ("#2").
 * @param {Scene} scene
 * @returns {string[]}
 */
export function trackLabels(scene) {
  const curves = scene.curves || [];
  const base = curves.map((curve) => curveLabel(curve, scene));
  /**
   * @param {string[]} list
   * @param {string} x
   */
  const count = (list, x) => list.filter((y) => y === x).length;
  /**
   * @param {import("./types.js").SceneCurve} c
   */
  const span = (c) => `${+c.begin.toFixed(3)}–${+(c.begin + c.duration).toFixed(3)} s`;
  const spanned = base.map((label, i) => (count(base, label) > 1 ? `${label} · ${span(curves[i])}` : label));
  return spanned.map((label, i) => (count(spanned, label) > 1 ? `${label} #${spanned.slice(0, i + 1).filter((x) => x === label).length}` : label));
}

export class Scrubber {
  /**
   * @param {HTMLElement} root
   * @param {ScrubberHandlers} handlers
   */
  constructor(root, { onScrub, onScrubEnd, onRange, onExpand }) {
    this.root = root;
    this.onExpand = onExpand;
    /** @type {Set<number>} */
    this.expanded = new Set();  // indices of the expanded groups (kept while entry and operation stay)
    this.sceneKey = "";
    /** @type {Map<number, PropertyRows>} */
    this.propertyRows = new Map(); // group index → PropertyRows
    /** @type {Samples | null} */
    this.samples = null;
    /** @type {Frame | null} */
    this.frame = null;
    /** @type {Scene | null} */
    this.scene = null;
    /** @type {{ flag: HTMLElement, marker: import("./types.js").Marker, at: number } | null} the release marker */
    this.releaseFlag = null;
    this.onScrub = onScrub;
    this.onScrubEnd = onScrubEnd;
    this.onRange = onRange;
    /** @type {Range | null} */
    this.range = null;
    this.endTime = 0;
    this.progress = 0;
    this.scrubbing = false;
    this.ruler = h("div", { class: "ruler" });
    this.markers = h("div", { class: "markers" });
    this.tracks = h("div", { class: "tracks" });
    this.playhead = h("div", { class: "playhead" }, h("div", { class: "playhead-knob" }), h("div", { class: "playhead-line" }));
    this.liveBadge = h("div", { class: "timeline-live", hidden: true }, "gesture in progress — the timeline grows as you drag");
    this.lane = h("div", {
      class: "lane", role: "slider", tabindex: "0", "aria-label": "Playhead",
      "aria-valuemin": "0", "aria-valuemax": "1", "aria-valuenow": "0",
    }, this.ruler, this.markers, this.tracks, this.playhead);
    this.shadeBefore = h("div", { class: "range-shade before" });
    this.shadeAfter = h("div", { class: "range-shade after" });
    this.inHandle = this.rangeHandle("in");
    this.outHandle = this.rangeHandle("out");
    // The handles live on a strip of their own above the ruler (After Effects' work area
    // bar), so a press anywhere on the ruler still scrubs, even at its very ends.
    this.rangeSpan = h("div", { class: "range-span" });
    this.rangeBar = h("div", { class: "range-bar", title: "Loop range: drag its ends (B / N at the playhead)" }, this.rangeSpan, this.inHandle, this.outHandle);
    this.lane.prepend(this.rangeBar);
    this.lane.append(this.shadeBefore, this.shadeAfter);
    this.setRange(null);
    root.append(this.lane, this.liveBadge);
    this.lane.addEventListener("pointerdown", (e) => this.pointerDown(e));
    this.lane.addEventListener("pointermove", (e) => this.pointerMove(e));
    this.lane.addEventListener("pointerup", (e) => this.pointerUp(e));
    this.lane.addEventListener("pointercancel", (e) => this.pointerUp(e));
    this.lane.addEventListener("lostpointercapture", () => { if (this.scrubbing) this.endScrub(); });
  }

  /**
   * A draggable in or out point on the ruler (its pointer events never reach the lane's scrub).
   * @param {"in" | "out"} which
   * @returns {HTMLElement}
   */
  rangeHandle(which) {
    const label = which === "in" ? "Loop range in point (B): drag; double-click clears the range" : "Loop range out point (N): drag; double-click clears the range";
    const handle = h("div", { class: `range-handle range-${which}`, role: "slider", tabindex: "-1", "aria-label": label, title: label });
    let dragging = false;
    handle.addEventListener("pointerdown", (e) => {
      if (e.button !== 0 || this.endTime <= 0) return;
      e.preventDefault();
      e.stopPropagation();
      handle.setPointerCapture(e.pointerId);
      dragging = true;
    });
    handle.addEventListener("pointermove", (e) => {
      if (!dragging) return;
      e.stopPropagation();
      const t = this.progressAt(e.clientX) * this.endTime;
      const current = this.range || { in: 0, out: this.endTime };
      this.onRange(which === "in" ? { in: Math.min(t, current.out - 1 / 60), out: current.out } : { in: current.in, out: Math.max(t, current.in + 1 / 60) }, { dragging: true });
    });
    /**
     * @param {PointerEvent} e
     */
    const end = (e) => {
      if (!dragging) return;
      dragging = false;
      e.stopPropagation();
      if (handle.hasPointerCapture(e.pointerId)) handle.releasePointerCapture(e.pointerId);
      this.onRange(this.range); // let go: the hash and playback take the range now
    };
    handle.addEventListener("pointerup", end);
    handle.addEventListener("pointercancel", end);
    handle.addEventListener("dblclick", (e) => { e.stopPropagation(); this.onRange(null); });
    return handle;
  }

  /**
   * Shows the in/out range (seconds), or the whole run when null.
   * @param {Range | null} range
   */
  setRange(range) {
    this.range = range;
    const end = this.endTime;
    const a = range && end > 0 ? range.in / end : 0, b = range && end > 0 ? range.out / end : 1;
    this.inHandle.style.left = `${a * 100}%`;
    this.outHandle.style.left = `${b * 100}%`;
    this.shadeBefore.style.width = `${a * 100}%`;
    this.rangeSpan.style.left = `${a * 100}%`;
    this.rangeSpan.style.width = `${(b - a) * 100}%`;
    this.shadeAfter.style.left = `${b * 100}%`;
    this.shadeAfter.style.width = `${(1 - b) * 100}%`;
    this.root.classList.toggle("has-range", !!range);
    this.inHandle.setAttribute("aria-valuenow", String(range ? range.in : 0));
    this.outHandle.setAttribute("aria-valuenow", String(range ? range.out : end));
  }

  /**
   * @param {number} clientX
   * @returns {number}
   */
  progressAt(clientX) {
    const rect = this.ruler.getBoundingClientRect();
    return Math.min(1, Math.max(0, (clientX - rect.left) / Math.max(1, rect.width)));
  }

  /**
   * @param {PointerEvent} e
   */
  pointerDown(e) {
    if (e.button !== 0 || this.endTime <= 0) return;
    e.preventDefault();
    this.lane.focus({ preventScroll: true });
    this.lane.setPointerCapture(e.pointerId);
    this.scrubbing = true;
    this.root.classList.add("scrubbing");
    this.scrubTo(this.progressAt(e.clientX));
  }

  /**
   * @param {PointerEvent} e
   */
  pointerMove(e) {
    if (!this.scrubbing) return;
    // Coalesced events are already folded into one per animation frame by the browser.
    this.scrubTo(this.progressAt(e.clientX));
  }

  /**
   * @param {PointerEvent} e
   */
  pointerUp(e) {
    if (!this.scrubbing) return;
    if (this.lane.hasPointerCapture(e.pointerId)) this.lane.releasePointerCapture(e.pointerId);
    this.endScrub();
  }

  endScrub() {
    this.scrubbing = false;
    this.root.classList.remove("scrubbing");
    this.onScrubEnd?.(this.progress);
  }

  /**
   * @param {number} p
   */
  scrubTo(p) {
    this.setProgress(p);
    this.onScrub(p);
  }

  /**
   * Moves the playhead (no event).
   * @param {number} p
   */
  setProgress(p) {
    this.progress = p;
    this.playhead.style.left = `${p * 100}%`;
    this.lane.setAttribute("aria-valuenow", p.toFixed(4));
    this.lane.setAttribute("aria-valuetext", `${seconds(p * this.endTime)}, ${(p * 100).toFixed(1)} %`);
  }

  /**
   * @param {boolean} live
   */
  setLive(live) {
    this.root.classList.toggle("live", live);
    this.liveBadge.hidden = !live;
  }

  /**
   * Rebuilds ruler, markers and tracks for a scene.
   * @param {Scene} scene
   */
  setScene(scene) {
    const end = scene.endTime || 0;
    this.endTime = end;
    this.ruler.replaceChildren();
    this.markers.replaceChildren();
    this.tracks.replaceChildren();
    for (const rows of this.propertyRows.values()) rows.dispose();
    this.propertyRows.clear();
    this.samples = null;
    const key = `${scene.entry}/${scene.operation}`;
    if (key !== this.sceneKey) { this.sceneKey = key; this.expanded.clear(); }
    this.scene = scene;
    if (end <= 0) return;
    /**
     * @param {number} t
     */
    const at = (t) => `${(t / end) * 100}%`;
    // Frame ticks (60 fps) for runs short enough to see them.
    if (end <= 1.5) {
      for (let f = 0; f <= Math.floor(end * 60 + 1e-6); f++) {
        const tick = h("span", { class: "tick frame" });
        tick.style.left = at(f / 60);
        this.ruler.append(tick);
      }
    }
    const step = niceStep(end, 8);
    for (let t = 0; t <= end + 1e-9; t += step) {
      const tick = h("span", { class: "tick major" }, h("span", { class: "tick-label" }, `${+t.toFixed(3)}s`));
      tick.style.left = at(t);
      this.ruler.append(tick);
    }
    this.releaseFlag = null;
    for (const marker of scene.markers || []) {
      const flag = h("span", {
        class: `marker marker-${marker.kind}`,
        title: `${marker.label} — ${seconds(marker.time)}`,
        "aria-label": `${MARKER_TITLES[marker.kind] || marker.kind} at ${seconds(marker.time)}`,
      }, h("span", { class: "marker-label" }, marker.label));
      flag.style.left = at(marker.time);
      this.markers.append(flag);
      if (marker.kind === "interactionEnd") {
        this.releaseFlag = { flag, marker, at: marker.time / end };
      }
    }
    const labels = trackLabels(scene);
    (scene.curves || []).forEach((curve, i) => {
      const color = CURVE_COLORS[i % CURVE_COLORS.length];
      const bar = h("div", { class: "track-bar", title: labels[i] }, h("span", { class: "track-label" }, labels[i]));
      bar.style.left = at(curve.begin);
      bar.style.width = `${(Math.min(curve.duration, Math.max(0, end - curve.begin)) / end) * 100}%`;
      bar.style.setProperty("--track", color);
      for (const k of curve.keyTimes || []) {
        const diamond = h("span", { class: "keyframe", title: `key time ${+k.toFixed(4)}` });
        diamond.style.left = `${k * 100}%`;
        bar.append(diamond);
      }
      const rows = h("div", { class: "prop-rows", hidden: true });
      rows.style.setProperty("--track", color);
      const toggle = h("button", {
        type: "button", class: "track-toggle", "aria-expanded": "false",
        "aria-label": `Show the properties of ${labels[i]}`, title: "One row per property, with its value over the run",
      }, "▸");
      toggle.addEventListener("pointerdown", (e) => e.stopPropagation()); // a press here never scrubs
      toggle.addEventListener("click", () => this.toggleGroup(i));
      bar.prepend(toggle);
      this.tracks.append(h("div", { class: "track-group", "data-index": String(i) }, h("div", { class: "track" }, bar), rows));
      if (this.expanded.has(i)) this.showGroup(i, true);
    });
    this.tracks.classList.toggle("grown", this.expanded.size > 0);
    if (this.expanded.size) this.onExpand?.();
  }

  /**
   * The release marker's numbers (translation, velocity): written beside the marker and in its
   * label, so the timeline says what the finger did where the app decided. null removes them.
   * @param {string | null} note
   */
  setReleaseNote(note) {
    this.markers.querySelector(".release-note")?.remove();
    const r = this.releaseFlag;
    if (!r) return;
    const text = note ? `${r.marker.label} · ${note}` : r.marker.label;
    r.flag.title = `${text} — ${seconds(r.marker.time)}`;
    r.flag.querySelector(".marker-label").textContent = text;
    if (!note) return;
    const label = h("span", { class: "release-note", title: r.flag.title }, text);
    label.style.left = `${r.at * 100}%`;
    label.classList.toggle("leftward", r.at > 0.5);
    this.markers.append(label);
  }

  /**
   * @param {number} i
   */
  toggleGroup(i) {
    const open = !this.expanded.has(i);
    if (open) this.expanded.add(i); else this.expanded.delete(i);
    this.showGroup(i, open);
    this.tracks.classList.toggle("grown", this.expanded.size > 0); // the track area grows with its rows
    if (open) this.onExpand?.();
  }

  /**
   * @param {number} i
   * @param {boolean} open
   */
  showGroup(i, open) {
    const group = this.tracks.querySelector(`.track-group[data-index="${i}"]`);
    if (!group) return;
    const toggle = /** @type {HTMLElement} */ (group.querySelector(".track-toggle"));
    toggle.textContent = open ? "▾" : "▸";
    toggle.setAttribute("aria-expanded", String(open));
    const container = /** @type {HTMLElement} */ (group.querySelector(".prop-rows"));
    container.hidden = !open;
    if (open && !this.propertyRows.has(i)) {
      const color = CURVE_COLORS[i % CURVE_COLORS.length];
      const rows = new PropertyRows(container, this.scene.curves[i], this.scene, color);
      if (this.samples) rows.setSamples(this.samples);
      rows.setFrame(this.frame);
      this.propertyRows.set(i, rows);
    }
  }

  /**
   * The run's frames at a series of times ({times, frames}) for the current scene.
   * @param {Samples} samples
   */
  setSamples(samples) {
    this.samples = samples;
    for (const rows of this.propertyRows.values()) rows.setSamples(samples);
  }

  /**
   * The frame on screen: the rows' values at the playhead.
   * @param {Frame} frame
   */
  setFrame(frame) {
    this.frame = frame;
    for (const rows of this.propertyRows.values()) rows.setFrame(frame);
  }
}
