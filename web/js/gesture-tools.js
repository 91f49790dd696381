// @ts-check
// The canvas as a touch surface and the Gesture panel: a drag on an interactive operation
// becomes the protocol's touches (the server delivers them to the app's own recognizers), a
// click is a tap on an operation a tap starts (the catalog's tapOperations), a click while
// another run plays taps the app at the playhead (app-tap.js), any other click inspects the
// layer under it; hovering highlights one; the panel saves the last gesture as a trace and
// replays a trace file. A drag that went down with Alt (Option) held is two fingers: the second
// mirrors the pointer through the screen's centre (gesture.js), for the app's pinch and rotation
// recognizers; the stage draws both fingers while it lasts (`fingers`).

import * as P from "./protocol.js";
import { entryById } from "./state.js";
import { GestureInput, parseTrace, toTrace } from "./gesture.js";
import { AppTap } from "./app-tap.js";
import { download } from "./export.js";
import { h, icon } from "./dom.js";

/** @typedef {import("./types.js").PageState} PageState */
/** @typedef {import("./types.js").Connection} Connection */
/** @typedef {import("./types.js").Toasts} Toasts */
/** @typedef {import("./types.js").GestureSample} GestureSample */
/**
 * @typedef {object} GestureParts
 * @property {HTMLElement} body
 * @property {PageState} state
 * @property {Connection} connection
 * @property {Toasts} toasts
 * @property {HTMLCanvasElement} canvas
 * @property {import("./stage.js").Stage} stage
 * @property {ReturnType<typeof import("./gesture-scale.js").createGestureScale>} gestureScale
 * @property {import("./release-readout.js").ReleaseReadout} release
 * @property {import("./welcome.js").Welcome} welcome
 */
/**
 * @typedef {object} GestureEvents
 * @property {() => void} onDragStart
 * @property {(id: number | null) => void} onInspect
 * @property {() => void} onHover
 * @property {(trace: GestureSample[], operation: string) => Promise<void>} onReplay
 */

/**
 * `body`: the Gesture panel's; `release` (release-readout.js) shows a drag's numbers; `welcome`
 * says whether the first visit's loop is on (a click then ends it rather than tapping).
 * `events`: `onDragStart()` when a finger starts driving the run, `onInspect(id)` when a click
 * lands on a layer (null: on none), `onHover()` when the hovered layer changed, `onReplay(trace,
 * operation)` to select a trace file's replay.
 * @param {GestureParts} parts
 * @param {GestureEvents} events
 */
export function createGestureTools({ body, state, connection, toasts, canvas, stage, gestureScale, release, welcome }, events) {

  const traceStatus = h("p", { class: "muted small" }, "No gesture yet. Drag on the canvas of an interactive operation (marked with a hand).");
  const saveTrace = h("button", { type: "button", class: "btn small", disabled: true, onclick: () => saveGesture() }, icon("download", 14), "Save trace");
  const traceFile = h("input", { type: "file", accept: ".json,application/json", class: "visually-hidden", id: "trace-file" });
  const loadTrace = h("label", { class: "btn small", for: "trace-file", tabindex: "0", role: "button" }, icon("upload", 14), "Replay trace…");
  loadTrace.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); traceFile.click(); } });
  traceFile.addEventListener("change", () => replayFile(traceFile.files[0]));
  body.append(traceStatus, h("div", { class: "row" }, saveTrace, loadTrace, traceFile));

  // A click while a run that no drag drives is playing: a tap on the app at the playhead.
  const appTap = new AppTap(canvas, {
    canTap: () => state.playback.state === "running" && !welcome.active && !state.scene?.interactive && !state.exploded
      && connection.isOpen,
    toDevice: (cx, cy) => stage.cssToDevice(cx, cy),
    send: (x, y) => connection.send(P.tap(x, y)),
  });

  const input = new GestureInput(canvas, {
    // Under the pointer, or at device size (gesture-scale.js).
    toDevice: (cx, cy, phase) => gestureScale.toDevice(cx, cy, phase),
    canDrag: () => !!state.scene?.interactive && !state.exploded && connection.isOpen,
    // The second finger of an Alt-drag: the first mirrored through the device screen's centre.
    mirror: (p) => {
      const device = stage.device;
      return device ? { x: device.width - p.x, y: device.height - p.y } : { x: p.x, y: p.y };
    },
    send: (phase, x, y, t, second) => {
      if (phase === "began") {
        events.onDragStart();
        state.hoverId = null;
        if (state.playback.state === "running") connection.send(P.pause());
        state.replayTrace = null;
        state.released = false;
      }
      const message = P.gesture(phase, x, y, t, second);
      connection.send(message);
      release.sample(message); // the numbers the app's recognizer sees, from what was sent
      if (phase === "began" || phase === "changed") release.announceDrag();
      if (phase === "ended" || phase === "cancelled") state.released = true;
    },
    onEnd: (trace) => recordTrace(trace),
    canTap: () => !!entryById(state, state.entry)?.tapOperations?.includes(state.operation),
    // A tap: the touch goes down and up at one point, as `gesture` began and ended. When it
    // starts nothing (it missed what the app's tap recognizers are on), the session calls
    // `tapMissed` and it is a click after all.
    onTap: (cx, cy, t0, t1) => {
      const p = stage.cssToDevice(cx, cy);
      if (state.playback.state === "running") connection.send(P.pause());
      state.replayTrace = null;
      state.tap = { id: connection.freshId(), cx, cy };
      release.clear();
      connection.send(P.gesture("began", p.x, p.y, t0));
      state.released = true;
      connection.send({ ...P.gesture("ended", p.x, p.y, t1), id: state.tap.id });
      recordTrace(toTrace([{ t: t0, phase: "began", x: p.x, y: p.y }, { t: t1, phase: "ended", x: p.x, y: p.y }]));
    },
    onClick: (cx, cy) => { if (!appTap.click(cx, cy)) clickLayer(cx, cy); },
    onHover: (cx, cy) => {
      const id = cx == null ? null : stage.layerAt(cx, cy, state.frame)?.id ?? null;
      if (id !== state.hoverId || state.hoverFromList) { state.hoverId = id; state.hoverFromList = false; events.onHover(); }
    },
  });

  /**
   * The last gesture (a drag's or a tap's), saved and replayable as a trace.
   * @param {GestureSample[]} trace
   */
  function recordTrace(trace) {
    state.lastTrace = trace;
    state.replayTrace = trace;
    saveTrace.disabled = false;
    traceStatus.textContent = `Last gesture: ${trace.length} samples over ${trace[trace.length - 1].t.toFixed(3)} s.`;
  }

  /**
   * @param {number} cx
   * @param {number} cy
   */
  function clickLayer(cx, cy) {
    events.onInspect(stage.layerAt(cx, cy, state.frame)?.id ?? null);
  }

  function saveGesture() {
    if (!state.lastTrace) return;
    const blob = new Blob([JSON.stringify(state.lastTrace, null, 1) + "\n"], { type: "application/json" });
    download(blob, `${state.entry}-${state.operation}-gesture.json`);
  }

  /**
   * @param {File | undefined} file
   * @returns {Promise<void>}
   */
  async function replayFile(file) {
    if (!file) return;
    traceFile.value = "";
    let trace;
    try {
      trace = parseTrace(await file.text());
    } catch (error) {
      toasts.show(error.message, { kind: "error", title: `${file.name} is not a gesture trace` });
      return;
    }
    const entry = entryById(state, state.entry);
    const op = entry?.interactiveOperations[0];
    if (!op) { toasts.show("Pick an interactive operation (marked with a hand) to replay a trace.", { kind: "warning" }); return; }
    await events.onReplay(trace, op);
    toasts.show(`Replaying ${trace.length} samples from ${file.name}.`, { kind: "success" });
  }

  return {
    /** Whether a finger is on the canvas driving the gesture right now. */
    get active() { return input.active; },
    /** The two fingers' device points during a two-finger (Alt) drag, else null. */
    get fingers() { return input.fingers; },
    /**
     * The answer to a tap was `error`: true when it was the tap starting nothing, which then
     * selects the layer under it as a click does (no toast).
     * @param {import("./types.js").ErrorMessage} message
     * @returns {boolean}
     */
    tapMissed(message) {
      if (!state.tap || message.id !== state.tap.id || message.code !== "no-transition") return false;
      const { cx, cy } = state.tap;
      state.tap = null;
      state.released = false;
      clickLayer(cx, cy);
      return true;
    },
    /**
     * @param {GestureSample[] | null} trace
     */
    showReplaying(trace) { traceStatus.textContent = `Replaying a recorded gesture (${trace ? trace.length : "?"} samples).`; },
  };
}
