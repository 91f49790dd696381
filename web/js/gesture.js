// @ts-check
// Live gestures on the canvas with Pointer Events (mouse, touch, pen; pointer capture): a drag
// becomes `gesture` samples in device points with t = performance.now() / 1000; a press that
// does not move is a tap on an operation a tap starts (canTap), otherwise a click (layer
// selection); moving without a button is hover. Holding Alt (Option) when the press goes down
// makes the drag two fingers (pinch and rotation): the pointer is one finger and the second is
// its mirror image through the device screen's centre (`mirror`), so the pair turns and spreads
// about that centre, which stays their centroid; samples then carry `x2`, `y2`.
// Also reads and writes gesture traces in the CLI's format: [{"t", "phase", "x", "y"}] (and
// "x2", "y2" for a two-finger gesture).

/** @typedef {import("./types.js").GestureSample} GestureSample */
/** @typedef {GestureSample["phase"]} Phase */
/**
 * @typedef {object} GestureOptions
 * @property {(cx: number, cy: number, phase: Phase) => { x: number, y: number }} toDevice
 * @property {() => boolean} canDrag
 * @property {() => boolean} [canTap]
 * @property {(p: { x: number, y: number }) => { x: number, y: number }} [mirror]  the second finger of a two-finger drag, for the first at device point p
 * @property {(phase: Phase, x: number, y: number, t: number, second: { x: number, y: number } | null) => void} send
 * @property {(cx: number, cy: number, downT: number, upT: number) => void} onTap
 * @property {(cx: number, cy: number) => void} onClick
 * @property {(cx: number | null, cy?: number) => void} onHover
 * @property {(trace: GestureSample[], phase: Phase) => void} onEnd
 */

const SLOP = 4; // CSS px a press may move and still be a click

export class GestureInput {
  /**
   * options: toDevice(cssX, cssY, phase) → {x, y} (a drag's samples, "began" first); canDrag() → bool; canTap() → bool;
   * send(phase, x, y, t); onTap(cssX, cssY, downT, upT); onClick(cssX, cssY);
   * onHover(cssX, cssY | null); onEnd(trace, phase).
   * @param {HTMLCanvasElement} canvas
   * @param {GestureOptions} options
   */
  constructor(canvas, options) {
    this.canvas = canvas;
    this.o = options;
    /** @type {{ id: number, cx: number, cy: number, t: number, drag: boolean, tap: boolean, started: boolean, two: boolean } | null} */
    this.down = null;
    /** @type {{ x: number, y: number }[] | null} the two fingers' device points during a two-finger drag */
    this.fingers = null;
    /** @type {GestureSample[]} */
    this.samples = [];
    this.lastT = 0;
    canvas.addEventListener("pointerdown", (e) => this.pointerDown(e));
    canvas.addEventListener("pointermove", (e) => this.pointerMove(e));
    canvas.addEventListener("pointerup", (e) => this.pointerUp(e, "ended"));
    canvas.addEventListener("pointercancel", (e) => this.pointerUp(e, "cancelled"));
    canvas.addEventListener("pointerleave", (e) => { if (!this.down && e.pointerType === "mouse") this.o.onHover(null); });
  }

  /**
   * @param {MouseEvent} e
   * @returns {{ cx: number, cy: number }}
   */
  local(e) {
    const rect = this.canvas.getBoundingClientRect();
    return { cx: e.clientX - rect.left, cy: e.clientY - rect.top };
  }

  now() {
    // The server refuses time that goes back; performance.now() is monotonic, keep it so.
    this.lastT = Math.max(this.lastT, performance.now() / 1000);
    return this.lastT;
  }

  /**
   * @param {PointerEvent} e
   */
  pointerDown(e) {
    if (this.down || (e.pointerType === "mouse" && e.button !== 0)) return;
    const { cx, cy } = this.local(e);
    const drag = this.o.canDrag();
    const two = drag && e.altKey && !!this.o.mirror;
    this.down = { id: e.pointerId, cx, cy, t: this.now(), drag, tap: !two && !!this.o.canTap?.(), started: false, two };
    this.canvas.setPointerCapture(e.pointerId);
    if (this.down.drag) e.preventDefault();
  }

  /**
   * @param {PointerEvent} e
   */
  pointerMove(e) {
    const { cx, cy } = this.local(e);
    if (!this.down) { if (e.pointerType === "mouse") this.o.onHover(cx, cy); return; }
    if (e.pointerId !== this.down.id || !this.down.drag) return;
    if (!this.down.started) {
      if (Math.hypot(cx - this.down.cx, cy - this.down.cy) < SLOP) return;
      this.down.started = true;
      this.samples = [];
      this.canvas.classList.add("dragging");
      this.emit("began", this.down.cx, this.down.cy, this.down.t, this.down.two);
    }
    this.emit("changed", cx, cy, this.now(), this.down.two);
  }

  /**
   * @param {PointerEvent} e
   * @param {"ended" | "cancelled"} phase
   */
  pointerUp(e, phase) {
    if (!this.down || e.pointerId !== this.down.id) return;
    const { cx, cy } = this.local(e);
    const down = this.down;
    this.down = null;
    this.canvas.classList.remove("dragging");
    if (this.canvas.hasPointerCapture(e.pointerId)) this.canvas.releasePointerCapture(e.pointerId);
    if (down.started) {
      this.emit(phase, cx, cy, this.now(), down.two);
      this.o.onEnd(toTrace(this.samples), phase);
    } else if (phase === "ended" && down.tap && down.drag) {
      this.o.onTap(down.cx, down.cy, down.t, this.now());
    } else if (phase === "ended" && Math.hypot(cx - down.cx, cy - down.cy) < SLOP) {
      // A press that moved is not a click (in the exploded view it orbited the camera).
      this.o.onClick(cx, cy);
    }
  }

  /**
   * @param {Phase} phase
   * @param {number} cx
   * @param {number} cy
   * @param {number} t
   * @param {boolean} two  a two-finger drag: the second finger is `mirror(p)`
   */
  emit(phase, cx, cy, t, two) {
    const p = this.o.toDevice(cx, cy, phase);
    const second = two && this.o.mirror ? this.o.mirror(p) : null;
    this.samples.push(second ? { t, phase, x: p.x, y: p.y, x2: second.x, y2: second.y } : { t, phase, x: p.x, y: p.y });
    this.fingers = second && phase !== "ended" && phase !== "cancelled" ? [p, second] : null;
    this.o.send(phase, p.x, p.y, t, second);
  }

  get active() { return !!(this.down && this.down.started); }
}

/**
 * @param {number} x
 * @param {number} d
 */
const round = (x, d) => Math.round(x * 10 ** d) / 10 ** d;

/**
 * Samples → the CLI's trace: t relative to the first sample, rounded.
 * @param {GestureSample[]} samples
 * @returns {GestureSample[]}
 */
export function toTrace(samples) {
  if (!samples.length) return [];
  const t0 = samples[0].t;
  return samples.map((s) => {
    /** @type {GestureSample} */
    const out = { t: round(s.t - t0, 6), phase: s.phase, x: round(s.x, 3), y: round(s.y, 3) };
    if (s.x2 != null && s.y2 != null) { out.x2 = round(s.x2, 3); out.y2 = round(s.y2, 3); }
    return out;
  });
}

/**
 * Parses and checks a trace file's text; throws an Error with a readable message.
 * @param {string} text
 * @returns {GestureSample[]}
 */
export function parseTrace(text) {
  let data;
  try { data = JSON.parse(text); } catch (error) { throw new Error(`not JSON: ${error.message}`); }
  if (!Array.isArray(data) || !data.length) throw new Error("a trace is a non-empty JSON array of {t, phase, x, y}");
  const phases = new Set(["began", "changed", "ended", "cancelled"]);
  const firstHasSecond = data[0]?.x2 != null;
  data.forEach((/** @type {any} */ s, /** @type {number} */ i) => {
    if (!s || typeof s !== "object") throw new Error(`sample ${i + 1} is not an object`);
    for (const k of ["t", "x", "y"]) if (!Number.isFinite(s[k])) throw new Error(`sample ${i + 1}: "${k}" must be a number`);
    if (!phases.has(s.phase)) throw new Error(`sample ${i + 1}: phase must be began, changed, ended or cancelled`);
    // A second finger: both numbers or neither, and on every sample or none.
    if ((s.x2 == null) !== (s.y2 == null)) throw new Error(`sample ${i + 1}: a second finger needs both "x2" and "y2"`);
    for (const k of ["x2", "y2"]) if (s[k] != null && !Number.isFinite(s[k])) throw new Error(`sample ${i + 1}: "${k}" must be a number`);
    if ((s.x2 != null) !== firstHasSecond) throw new Error(`sample ${i + 1}: a gesture keeps the fingers it began with (x2/y2 on every sample or none)`);
  });
  return data.map((/** @type {GestureSample} */ { t, phase, x, y, x2, y2 }) => (x2 != null && y2 != null ? { t, phase, x, y, x2, y2 } : { t, phase, x, y }));
}
