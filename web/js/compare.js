// @ts-check
// A | B compared by looking at both at once. A is the pinned parameter set (controls.js), B the
// working set the page's own session shows. A's frames come from a second WebSocket session
// (the protocol gives each connection its own run): it selects the same entry, operation,
// device and replayed gesture with A's parameters, and follows B's playhead — every time B's
// frame changes, A seeks to the same time (clamped to A's own run when A's is shorter); the
// server's latest-wins seeks keep it cheap while B plays. Nothing is rendered twice on the
// page's side and no clock is shared: A simply shows its run at B's time.
//
// Modes: "split" draws A in a second stage on the left (A | B), "onion" lays A's frame over B's
// at 45 % (an onion skin of where A is at this moment), "trail" is the animator's onion skin —
// B's own frames 1/15, 2/15 and 3/15 s earlier as fading ghosts (the second session then runs
// B's parameters and fetches those frames one after another), "off" closes the second session.

import { Connection } from "./connection.js";
import * as P from "./protocol.js";
import { indexScene } from "./state.js";
import { Stage } from "./stage.js";
import { h } from "./dom.js";

/** @typedef {import("./types.js").PageState} PageState */
/** @typedef {import("./types.js").Toasts} Toasts */
/** @typedef {import("./types.js").Scene} Scene */
/** @typedef {import("./types.js").Frame} Frame */
/** @typedef {import("./types.js").GestureSample} GestureSample */

export const ONION_ALPHA = 0.45;
/** The trail: ghosts this far apart (s), nearest first, and their opacities. */
export const TRAIL = Object.freeze({ step: 1 / 15, alphas: [0.4, 0.25, 0.14] });
const MODES = [["off", "Off"], ["split", "Side by side"], ["onion", "A over B"], ["trail", "Trail"]];
const NEEDS_A = new Set(["split", "onion"]);

/**
 * `stage` is B's (the page's own); `stageElement` holds both stages; `controls` has the pinned
 * set A. `events`: `requestDraw()`, and `onOpen()` when the toolbar's Compare button is pressed.
 * @param {{ state: PageState, stage: import("./stage.js").Stage, toasts: Toasts, stageElement: HTMLElement, controls: import("./controls.js").Controls }} parts
 * @param {{ requestDraw: () => void, onOpen: () => void }} events
 */
export function createCompare({ state, stage, toasts, stageElement, controls }, events) {
  let mode = "off";
  /** @type {Connection | null} the second session's connection */
  let connection = null;
  /**
   * A's session: its scene and frame, what it selected (`key`, `trace`), the time it was asked
   * for, and the seq drawn on A's stage.
   * @type {{ scene: Scene | null, frame: Frame | null, key: string | null, trace: GestureSample[] | null | undefined, selecting: boolean, askedTime: number | null, ready: boolean, drawnSeq?: number | null }}
   */
  const a = { scene: null, frame: null, key: null, trace: undefined, selecting: false, askedTime: null, ready: false };
  /** @type {{ frames: Frame[], forTime: number | null, busy: boolean }} */
  const trail = { frames: [], forTime: null, busy: false };

  const canvasA = h("canvas", { id: "preview-a", "aria-label": "A: the pinned parameters at the same time as B" });
  canvasA.hidden = true;
  const stageA = new Stage(canvasA, () => events.requestDraw());
  const captionA = h("div", { class: "stage-caption caption-a", hidden: true });
  const captionB = h("div", { class: "stage-caption caption-b", hidden: true });
  const buttons = MODES.map(([value, title]) => {
    const b = h("button", { type: "button", role: "radio", "data-mode": value, "aria-checked": String(value === mode), class: value === mode ? "on" : "" }, title);
    b.addEventListener("click", () => setMode(value));
    return b;
  });
  const button = h("button", { type: "button", class: "btn small toggle", "aria-pressed": "false", title: "Compare A and B: side by side, A over B, or the trail of earlier frames", onclick: () => events.onOpen() }, "Compare");
  const group = h("div", { class: "compare-controls", role: "radiogroup", "aria-label": "Compare A and B", title: "Pin A in Parameters, change B, then compare them side by side or as an onion skin" },
    h("span", { class: "small compare-label" }, "A | B"), h("div", { class: "segmented" }, ...buttons));

  /**
   * @param {string} value
   */
  function setMode(value) {
    if (NEEDS_A.has(value) && !controls.pinned) {
      toasts.show("Pin a parameter set as A first (Pin A in Parameters, or P).", { kind: "warning", key: "ab" });
      return;
    }
    mode = value;
    for (const b of buttons) { const on = b.dataset.mode === mode; b.classList.toggle("on", on); b.setAttribute("aria-checked", String(on)); }
    button.classList.toggle("on", mode !== "off");
    button.setAttribute("aria-pressed", String(mode !== "off"));
    stageElement.classList.toggle("split", mode === "split");
    canvasA.hidden = captionA.hidden = captionB.hidden = mode !== "split";
    if (mode === "off") stop();
    events.requestDraw();
  }

  function stop() {
    if (connection) connection.close();
    connection = null;
    Object.assign(a, { scene: null, frame: null, key: null, trace: undefined, selecting: false, askedTime: null, ready: false });
    Object.assign(trail, { frames: [], forTime: null, busy: false });
    stage.ghosts = [];
  }

  function connect() {
    connection = new Connection({
      onOpen: async () => {
        a.ready = false;
        a.key = null;
        try { await connection.request(P.hello()); } catch { return; }
        a.ready = true;
        events.requestDraw();
      },
      onMessage: (message) => {
        if (message.type === "scene") { a.scene = indexScene(/** @type {import("./types.js").SceneMessage} */ (message)); events.requestDraw(); }
        else if (message.type === "frame") { a.frame = /** @type {Frame} */ (message); events.requestDraw(); }
        else if (message.type === "error") toasts.show(message.message, { kind: "error", title: `A: ${message.code}`, key: "ab-error" });
      },
      onStatus: () => {},
    });
    connection.connect();
  }

  /**
   * Keeps the second session on B's selection — with A's parameters, at B's time; or, for the
   * trail, with B's own, at the trail's times. Called before each draw.
   */
  function sync() {
    const pinned = controls.pinned;
    if (NEEDS_A.has(mode) && !pinned) setMode("off");
    if (mode === "off" || !state.scene || !state.entry) return;
    if (!connection) connect();
    if (!connection.isOpen || !a.ready || a.selecting) return;
    const parameters = mode === "trail" ? state.parameters : pinned;
    const key = JSON.stringify([state.entry, state.operation, state.device, parameters]);
    if (key !== a.key || a.trace !== state.replayTrace) {
      a.key = key;
      a.trace = state.replayTrace;
      a.selecting = true;
      a.askedTime = null;
      const trace = state.replayTrace;
      Object.assign(trail, { frames: [], forTime: null });
      connection.request(P.select({ entry: state.entry, operation: state.operation, device: state.device, parameters, gesture: trace }))
        .catch(() => { /* shown by onMessage */ })
        .finally(() => { a.selecting = false; events.requestDraw(); });
      return;
    }
    if (!a.scene || !state.frame) return;
    if (mode === "trail") {
      if (!trail.busy && trail.forTime !== state.frame.time) fetchTrail(state.frame.time);
      return;
    }
    const t = Math.min(state.frame.time, a.scene.endTime ?? state.frame.time);
    if (a.askedTime !== t) { a.askedTime = t; connection.send(P.seekTime(t)); }
  }

  /**
   * B's frames before `t`, nearest first, one request at a time; dropped if B moves meanwhile.
   * @param {number} t
   * @returns {Promise<void>}
   */
  async function fetchTrail(t) {
    trail.busy = true;
    /** @type {Frame[]} */
    const frames = [];
    try {
      for (let k = 1; k <= TRAIL.alphas.length; k++) {
        const at = t - k * TRAIL.step;
        if (at < -1e-9) break;
        frames.push(await connection.request(P.seekTime(Math.max(0, at))));
        if (!state.frame || state.frame.time !== t || mode !== "trail") return;
      }
      trail.frames = frames;
      trail.forTime = t;
    } catch { /* closed or replaced: the next draw asks again */ } finally {
      trail.busy = false;
      events.requestDraw();
    }
  }

  /** The text under each half: the parameters where A and B differ. */
  function captions() {
    const pinned = controls.pinned || {}, current = state.parameters || {};
    const differ = Object.keys(pinned).filter((k) => pinned[k] !== current[k]);
    const list = (/** @type {import("./types.js").ParameterValues} */ values) => differ.map((k) => `${k} ${values[k]}`).join(", ");
    captionA.textContent = `A · pinned${differ.length ? ` · ${list(pinned)}` : ""}`;
    captionB.textContent = `B · current${differ.length ? ` · ${list(current)}` : " (same as A)"}`;
    captionA.title = captionA.textContent;
    captionB.title = captionB.textContent;
  }

  /** Called by the page's draw before the main stage draws (the onion skin) … */
  function beforeDraw() {
    sync();
    const ready = a.frame && a.scene && a.scene.entry === state.entry && a.scene.operation === state.operation;
    if (mode === "onion") stage.ghosts = ready ? [{ scene: a.scene, frame: a.frame, alpha: ONION_ALPHA }] : [];
    else if (mode === "trail" && ready && state.frame && trail.forTime === state.frame.time) {
      // Only the trail of the frame on screen (while B plays, frames outrun the requests and no
      // stale trail is shown). Farthest (faintest) first, so the nearest ghost lies on top.
      stage.ghosts = trail.frames.map((frame, i) => ({ scene: a.scene, frame, alpha: TRAIL.alphas[i] })).reverse();
    } else stage.ghosts = [];
  }

  /** … and after it (A's own stage, side by side). */
  function afterDraw() {
    if (mode !== "split") return;
    captions();
    stageA.setDevice(stage.device);
    stageA.roles = a.scene ? a.scene.roleById : new Map();
    stageA.exploded = stage.exploded;
    stageA.spacing = stage.spacing;
    stageA.camera = stage.camera;
    stageA.zoom = stage.zoom;
    stageA.pan = stage.pan;
    stageA.selectedId = stage.selectedId;
    stageA.draw(a.scene, a.frame);
    a.drawnSeq = a.frame ? a.frame.seq : null;
  }

  return {
    button, group, canvasA, captionA, captionB, beforeDraw, afterDraw, setMode,
    get mode() { return mode; },
    /** For the test hook: A's scene and frame, the seq drawn on A's stage, the onion skin's seq. */
    get a() {
      return { scene: a.scene, frame: a.frame, drawnSeq: a.drawnSeq ?? null, ghostSeqs: stage.ghostSeqs.slice(),
               trail: trail.frames.map((f) => ({ time: f.time, seq: f.seq })), trailFor: trail.forTime };
    },
    /** Device point → A's canvas backing-store pixel (side by side). */
    toCanvasA: (/** @type {number} */ x, /** @type {number} */ y) => stageA.toCanvas(x, y),
  };
}
