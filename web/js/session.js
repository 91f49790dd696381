// @ts-check
// The selection and session flow: what happens after (re)connecting, how a selection (entry,
// operation, device, parameters, playhead, replayed gesture) reaches the server and comes back
// as a scene, and how the server's messages update the page's state. What a message changes
// on screen is the callers' business: the session reports it through `events`, wired in
// main.js, so a link, a click and a reconnection all end up the same way.

import * as P from "./protocol.js";
import { defaultParameters, deviceByName, entryById, indexScene, parseHash } from "./state.js";
import { featuredEntry, WELCOME_RATE } from "./welcome.js";
import { traceFromLink } from "./trace-link.js";

/** @typedef {import("./types.js").PageState} PageState */
/** @typedef {import("./types.js").Connection} Connection */
/** @typedef {import("./types.js").Toasts} Toasts */
/** @typedef {import("./types.js").Selection} Selection */
/** @typedef {import("./types.js").Frame} Frame */
/** @typedef {import("./types.js").GestureSample} GestureSample */
/** @typedef {import("./types.js").ParameterValues} ParameterValues */
/** @typedef {import("./types.js").PlaybackState} PlaybackState */
/** @typedef {import("./types.js").Catalog} Catalog */
/** @typedef {import("./types.js").Scene} Scene */
/** @typedef {import("./types.js").Entry} Entry */
/** @typedef {import("./types.js").Device} Device */
/** @typedef {ReturnType<typeof import("./playback.js").createPlayback>} Playback */
/**
 * @typedef {object} SessionEvents  what the session reports to the page (wired in main.js)
 * @property {(catalog: Catalog) => void} onCatalog
 * @property {(scene: Scene, info: { entry: Entry | null, entryChanged: boolean }) => void} onScene
 * @property {(frame: Frame) => void} onFrame
 * @property {(playback: PlaybackState) => void} onPlayback  the rate, loop and state to show
 * @property {(message: PlaybackState) => void} onState
 * @property {(message: import("./types.js").ErrorMessage) => boolean} onError  true: handled there
 * @property {() => void} onWelcome
 * @property {(device: Device | null) => void} onDevice
 * @property {() => boolean} isScrubbing
 * @property {(now?: boolean) => void} writeHash
 */

/**
 * Returns the flow's entry points and the message handlers for `P.dispatch`.
 * `playback` (playback.js) keeps the playhead inside the in/out range; `events` tell the page
 * what changed: a catalog, a scene (with its catalog entry), a frame to draw, the playback
 * settings to show, a `state`, an `error` (true when it was handled there), the welcome's
 * start, the device the stage shows while a selection is under way, and when to write the
 * hash; `isScrubbing` says whether the person holds the playhead (frames then leave it be).
 * @param {{ state: PageState, connection: Connection, toasts: Toasts, playback: Playback }} parts
 * @param {SessionEvents} events
 */
export function createSession({ state, connection, toasts, playback }, events) {
  let selectToken = 0;

  /** @type {Record<string, (message: any) => void>} */
  const handlers = {
    catalog: (message) => {
      state.catalog = { entries: message.entries, devices: message.devices };
      events.onCatalog(state.catalog);
    },
    scene: (message) => onScene(message),
    frame: (message) => onFrame(message),
    state: (message) => onState(message),
    error: (message) => onError(message),
    pong: () => {},
    unknown: (message) => {
      console.warn("transitions: unknown message type", message.type, message);
      toasts.show(`The server sent a message of unknown type “${message.type}”; it was ignored.`, { kind: "warning", key: "unknown" });
    },
  };

  /**
   * After (re)connecting: hello → catalog → restore or pick the selection → seek.
   * @param {boolean} reconnect
   * @returns {Promise<void>}
   */
  async function start(reconnect) {
    try {
      await connection.request(P.hello());
    } catch (error) {
      toasts.show(error.message, { kind: "error", title: "Handshake failed" });
      return;
    }
    const fromHash = parseHash(location.hash);
    const target = reconnect && state.entry
      ? { entry: state.entry, operation: state.operation, device: state.device, parameters: state.parameters, progress: state.progress, gesture: state.replayTrace }
      : { entry: fromHash.entry, operation: fromHash.op, device: fromHash.device, reduceMotion: fromHash.reduceMotion ?? false, parameters: fromHash.params, progress: fromHash.p ?? 0, gesture: linkedTrace(fromHash) };
    if (!reconnect) {
      if (fromHash.rate) state.playback.rate = fromHash.rate;
      if (fromHash.loop) state.playback.loop = true;
      if (fromHash.in != null && fromHash.out != null) state.range = { in: fromHash.in, out: fromHash.out }; // clamped by the scene
      if (fromHash.layer != null && /^\d+$/.test(fromHash.layer)) state.selectedId = Number(fromHash.layer);
      events.onPlayback(state.playback);
    }
    const firstVisit = !reconnect && !fromHash.entry;
    if (firstVisit) target.entry = featuredEntry(state.catalog?.entries || []);
    await applySelection(target);
    if (reconnect) toasts.show("Reconnected; the session is restored.", { kind: "success", key: "conn" });
    if (firstVisit && state.entry === target.entry && connection.isOpen) startWelcome();
  }

  /**
   * The gesture trace a link carries (`trace=`, trace-link.js), or null; a bad one is reported.
   * @param {import("./state.js").HashFields} fields
   * @returns {GestureSample[] | null}
   */
  function linkedTrace(fields) {
    if (!fields.trace) return null;
    const { trace, error } = traceFromLink(fields.trace);
    if (error) toasts.show(error, { kind: "warning", key: "trace-link" });
    return trace ?? null;
  }

  /** Plays the featured entry slowly in a loop until the person touches something. */
  function startWelcome() {
    state.playback = { ...state.playback, rate: WELCOME_RATE, loop: true };
    events.onPlayback(state.playback);
    connection.send(P.play({ rate: WELCOME_RATE, loop: true }));
    events.onWelcome();
  }

  /**
   * The welcome ends (a touch, a key, the wheel): only its line goes. Playback stays as the
   * transport shows it (0.5×, loop, playing), so the touch does what it says — Space pauses,
   * a press on the timeline scrubs — and nothing changes behind the person's back.
   */
  function endWelcome() {
    events.writeHash(true);
  }

  /**
   * Selects (entry, operation, device, parameters) on the server and seeks to `progress`.
   * @param {Selection} target
   * @returns {Promise<void>}
   */
  async function applySelection({ entry, operation, device, parameters, progress = 0, gesture = null, reduceMotion = state.reduceMotion }) {
    const entries = state.catalog?.entries || [];
    if (!entries.length) return;
    let e = entryById(state, entry);
    if (entry && !e) toasts.show(`No entry “${entry}” in the catalog; showing ${entries[0].id}.`, { kind: "warning" });
    e = e || entries[0];
    const op = e.operations.includes(operation) ? operation : e.operations[0];
    if (operation && op !== operation) toasts.show(`“${e.id}” has no operation “${operation}”; showing ${op}.`, { kind: "warning" });
    const dev = deviceByName(state, device) ? device : (state.catalog.devices.find((d) => d.default) || state.catalog.devices[0]).name;
    if (device && dev !== device) toasts.show(`No device “${device}”; showing ${dev}.`, { kind: "warning" });
    /** @type {ParameterValues} */
    const params = {};
    for (const p of e.parameters) if (parameters && p.key in parameters) params[p.key] = parameters[p.key];
    const token = ++selectToken;
    playback.stopRangePlay();
    state.stepTarget = null;
    state.holdFrames = progress > 0; // don't flash frame 0 before the seek lands
    state.restoring = true;          // the hash keeps the target until it is on screen
    state.progress = progress;
    state.replayTrace = gesture && gesture.length ? gesture : null;
    events.onDevice(deviceByName(state, dev));
    try {
      await connection.request(P.select({ entry: e.id, operation: op, device: dev, parameters: params, gesture: state.replayTrace, reduceMotion }));
    } catch (error) {
      state.holdFrames = false;
      if (token === selectToken) state.restoring = false;
      if (error.code === "closed" || token !== selectToken) return;
      // A bad parameter from an old link: fall back to the defaults.
      if (Object.keys(params).length) return applySelection({ entry: e.id, operation: op, device: dev, parameters: {}, progress, reduceMotion });
      return;
    }
    if (token !== selectToken) return;
    if (progress > 0) {
      try {
        await connection.request(P.seekProgress(progress));
      } catch { /* shown by the error handler */ }
    }
    if (token !== selectToken) return;
    state.holdFrames = false;
    state.restoring = false;
    events.writeHash(true);
  }

  /**
   * @param {import("./types.js").SceneMessage} message
   */
  function onScene(message) {
    const scene = indexScene(message);
    const entryChanged = state.entry !== scene.entry || state.operation !== scene.operation;
    const previous = state.scene;
    state.scene = scene;
    state.entry = scene.entry;
    state.operation = scene.operation;
    state.device = scene.device;
    state.reduceMotion = scene.reduceMotion === true;
    state.parameters = { ...scene.parameters };
    if (entryChanged && previous) { state.selectedId = null; state.hoverId = null; }
    events.onScene(scene, { entry: entryById(state, scene.entry), entryChanged });
    playback.sceneChanged(scene);
    events.writeHash();
  }

  /**
   * @param {Frame} frame
   */
  function onFrame(frame) {
    if (state.holdFrames && frame.id == null) return;
    if (playback.dropsFrame(frame)) return; // past the out point: not drawn
    state.frame = frame;
    if (state.stepTarget != null && Math.abs(frame.time - state.stepTarget) < 1e-6) state.stepTarget = null;
    if (!events.isScrubbing()) state.progress = frame.progress;
    events.onFrame(frame);
  }

  /**
   * @param {PlaybackState} message
   */
  function onState(message) {
    // Rate and loop are the viewer's choices, sent with every play; the rest is the server's.
    state.playback = { ...state.playback, ...message, rate: state.playback.rate, loop: state.playback.loop };
    events.onPlayback(state.playback);
    playback.stateChanged(message);
    events.onState(message);
    if (message.state !== "running") events.writeHash(true);
  }

  /**
   * @param {import("./types.js").ErrorMessage} message
   */
  function onError(message) {
    if (events.onError(message)) return;
    const where = message.request ? ` (${message.request})` : "";
    toasts.show(message.message, { kind: "error", title: `${message.code}${where}`, key: `error-${message.code}` });
  }

  // Choices the person makes: each becomes a selection.

  /**
   * @param {string} entryId
   * @param {string} [op]
   */
  function chooseEntry(entryId, op) {
    const entry = entryById(state, entryId);
    if (!entry) return;
    const operation = op || (entryId === state.entry ? state.operation : entry.operations[0]);
    state.selectedId = null;
    if (entryId !== state.entry || operation !== state.operation) state.range = null;
    applySelection({ entry: entryId, operation, device: state.device, parameters: entryId === state.entry ? state.parameters : defaultParameters(entry), progress: 0 });
  }

  /**
   * @param {string} op
   */
  function chooseOperation(op) {
    if (!state.entry || op === state.operation) return;
    state.range = null;
    applySelection({ entry: state.entry, operation: op, device: state.device, parameters: state.parameters, progress: 0 });
  }

  function switchOperation() {
    const entry = entryById(state, state.entry);
    if (!entry) return;
    const i = entry.operations.indexOf(state.operation);
    chooseOperation(entry.operations[(i + 1) % entry.operations.length]);
  }

  /**
   * @param {string} name
   */
  function chooseDevice(name) {
    if (!state.entry || name === state.device) return;
    applySelection({ entry: state.entry, operation: state.operation, device: name, parameters: state.parameters, progress: state.progress });
  }

  /**
   * Flips the device's Reduce Motion setting: the run is made again on a device set that way,
   * at the same playhead (a setting, like the device, not a parameter of the entry).
   * @param {boolean} on
   */
  function chooseReduceMotion(on) {
    if (!state.entry || on === state.reduceMotion) return;
    applySelection({ entry: state.entry, operation: state.operation, device: state.device, parameters: state.parameters, progress: state.progress, reduceMotion: on });
  }

  /**
   * Replays `trace` on the current entry's first interactive operation.
   * @param {GestureSample[]} trace
   * @param {string} operation
   * @returns {Promise<void>}
   */
  function replayTrace(trace, operation) {
    return applySelection({ entry: state.entry, operation, device: state.device, parameters: state.parameters, gesture: trace });
  }

  let setInFlight = false;
  /** @type {ParameterValues | null} */
  let setQueued = null;
  /**
   * One `set` in flight at a time; a slider dragged meanwhile sends only its latest values.
   * @param {ParameterValues} values
   * @returns {Promise<void>}
   */
  async function setParameters(values) {
    if (!state.entry) return;
    playback.stopRangePlay();
    if (setInFlight) { setQueued = values; return; }
    setInFlight = true;
    try {
      await connection.request(P.set(values));
    } catch { /* shown by the error handler */ }
    setInFlight = false;
    if (setQueued) { const next = setQueued; setQueued = null; setParameters(next); }
  }

  return { handlers, start, linkedTrace, endWelcome, applySelection, chooseEntry, chooseOperation, switchOperation, chooseDevice, chooseReduceMotion, replayTrace, setParameters };
}
