// The selection and session flow: what happens after (re)connecting, how a selection (entry,
// operation, device, parameters, playhead, replayed gesture) reaches the server and comes back
// as a scene, and how the server's messages update the page. Everything a selection touches on
// screen goes through onScene, so a link, a click and a reconnection all end up the same way.

import * as P from "./protocol.js";
import { defaultParameters, deviceByName, entryById, indexScene, parseHash } from "./state.js";
import { h, icon } from "./dom.js";
import { featuredEntry, WELCOME_RATE } from "./welcome.js";
import { traceFromLink } from "./trace-link.js";

/**
 * `app` is the page's shared context (main.js): state, connection, the parts, and the
 * callbacks `requestDraw` and `writeHash`. Returns the flow's entry points and the message
 * handlers for `P.dispatch`.
 */
export function createSession(app) {
  const { state, connection, toasts } = app;
  let selectToken = 0;

  const handlers = {
    catalog: (message) => {
      state.catalog = { entries: message.entries, devices: message.devices };
      app.catalog.render(message.entries);
      app.deviceSelect.replaceChildren(...message.devices.map((d) => h("option", { value: d.name, title: `${d.title} — ${d.width}×${d.height} pt` }, d.title)));
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

  /** After (re)connecting: hello → catalog → restore or pick the selection → seek. */
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
      : { entry: fromHash.entry, operation: fromHash.op, device: fromHash.device, parameters: fromHash.params, progress: fromHash.p ?? 0, gesture: linkedTrace(fromHash) };
    if (!reconnect) {
      if (fromHash.rate) state.playback.rate = fromHash.rate;
      if (fromHash.loop) state.playback.loop = true;
      if (fromHash.in != null && fromHash.out != null) state.range = { in: fromHash.in, out: fromHash.out }; // clamped by the scene
      if (fromHash.layer != null && /^\d+$/.test(fromHash.layer)) state.selectedId = Number(fromHash.layer);
      app.transport.setPlayback(state.playback);
    }
    const firstVisit = !reconnect && !fromHash.entry;
    if (firstVisit) target.entry = featuredEntry(state.catalog?.entries || []);
    await applySelection(target);
    if (reconnect) toasts.show("Reconnected; the session is restored.", { kind: "success", key: "conn" });
    if (firstVisit && state.entry === target.entry && connection.isOpen) startWelcome();
  }

  /** The gesture trace a link carries (`trace=`, trace-link.js), or null; a bad one is reported. */
  function linkedTrace(fields) {
    if (!fields.trace) return null;
    const { trace, error } = traceFromLink(fields.trace);
    if (error) toasts.show(error, { kind: "warning", key: "trace-link" });
    return trace ?? null;
  }

  /** Plays the featured entry slowly in a loop until the person touches something. */
  function startWelcome() {
    state.playback = { ...state.playback, rate: WELCOME_RATE, loop: true };
    app.transport.setPlayback(state.playback);
    connection.send(P.play({ rate: WELCOME_RATE, loop: true }));
    app.welcome.start();
  }

  /**
   * The welcome ends (a touch, a key, the wheel): only its line goes. Playback stays as the
   * transport shows it (0.5×, loop, playing), so the touch does what it says — Space pauses,
   * a press on the timeline scrubs — and nothing changes behind the person's back.
   */
  function endWelcome() {
    app.writeHash(true);
  }

  /** Selects (entry, operation, device, parameters) on the server and seeks to `progress`. */
  async function applySelection({ entry, operation, device, parameters, progress = 0, gesture = null }) {
    const entries = state.catalog?.entries || [];
    if (!entries.length) return;
    let e = entryById(state, entry);
    if (entry && !e) toasts.show(`No entry “${entry}” in the catalog; showing ${entries[0].id}.`, { kind: "warning" });
    e = e || entries[0];
    const op = e.operations.includes(operation) ? operation : e.operations[0];
    if (operation && op !== operation) toasts.show(`“${e.id}” has no operation “${operation}”; showing ${op}.`, { kind: "warning" });
    const dev = deviceByName(state, device) ? device : (state.catalog.devices.find((d) => d.default) || state.catalog.devices[0]).name;
    if (device && dev !== device) toasts.show(`No device “${device}”; showing ${dev}.`, { kind: "warning" });
    const params = {};
    for (const p of e.parameters) if (parameters && p.key in parameters) params[p.key] = parameters[p.key];
    const token = ++selectToken;
    app.playback.stopRangePlay();
    state.stepTarget = null;
    state.holdFrames = progress > 0; // don't flash frame 0 before the seek lands
    state.restoring = true;          // the hash keeps the target until it is on screen
    state.progress = progress;
    state.replayTrace = gesture && gesture.length ? gesture : null;
    app.stage.setDevice(deviceByName(state, dev));
    try {
      await connection.request(P.select({ entry: e.id, operation: op, device: dev, parameters: params, gesture: state.replayTrace }));
    } catch (error) {
      state.holdFrames = false;
      if (token === selectToken) state.restoring = false;
      if (error.code === "closed" || token !== selectToken) return;
      // A bad parameter from an old link: fall back to the defaults.
      if (Object.keys(params).length) return applySelection({ entry: e.id, operation: op, device: dev, parameters: {}, progress });
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
    app.writeHash(true);
  }

  function onScene(scene) {
    indexScene(scene);
    const entryChanged = state.entry !== scene.entry || state.operation !== scene.operation;
    const previous = state.scene;
    state.scene = scene;
    state.entry = scene.entry;
    state.operation = scene.operation;
    state.device = scene.device;
    state.parameters = { ...scene.parameters };
    if (entryChanged && previous) { state.selectedId = null; state.hoverId = null; }
    const entry = entryById(state, scene.entry);
    app.stage.setDevice(deviceByName(state, scene.device));
    app.stage.roles = scene.roleById;
    app.catalog.setCurrent(scene.entry, scene.operation);
    app.deviceSelect.value = scene.device;
    app.title.set(entry ? entry.title : scene.entry, entry ? entry.origin : "");
    app.opSwitch.replaceChildren(...(entry ? entry.operations : [scene.operation]).map((op) => {
      const b = h("button", { type: "button", role: "radio", "aria-checked": String(op === scene.operation), class: op === scene.operation ? "on" : "", title: "Switch operation (O)" },
        entry?.interactiveOperations.includes(op) ? icon("hand", 12) : null, op);
      b.addEventListener("click", () => chooseOperation(op));
      return b;
    }));
    if (entry && (entryChanged || app.controls.entry?.id !== entry.id)) app.controls.setEntry(entry, scene.parameters);
    else app.controls.setValues(scene.parameters);
    app.properties.sceneChanged(scene);
    app.timeline.setScene(scene);
    app.playback.sceneChanged(scene);
    app.timeline.setLive(scene.live && scene.state === "interactive");
    showRelease(scene, entry);
    app.curves.setScene(scene);
    const interactive = scene.interactive;
    app.hint.hidden = !interactive;
    app.hint.lastChild.textContent = entry?.gestureHints?.[scene.operation] ?? "Drag on the screen";
    app.canvas.classList.toggle("interactive", !!interactive);
    if (scene.recorded) app.gestureTools.showReplaying(state.replayTrace);
    app.transport.setEnabled(scene.endTime > 0);
    app.writeHash();
    app.requestDraw();
  }

  /** The release's numbers in the Gesture panel and on the timeline's release marker. */
  function showRelease(scene, entry) {
    const marker = (scene.markers || []).find((m) => m.kind === "interactionEnd");
    if (scene.recorded && !scene.live && state.replayTrace) app.release.showTrace(state.replayTrace);
    if (marker && (scene.live || (scene.recorded && state.replayTrace))) {
      app.release.sceneMarker(marker, entry, scene.parameters, scene.operation);
      app.timeline.setReleaseNote(app.release.markerNote());
    } else {
      app.timeline.setReleaseNote(null);
    }
  }

  function onFrame(frame) {
    if (state.holdFrames && frame.id == null) return;
    if (app.playback.dropsFrame(frame)) return; // past the out point: not drawn
    state.frame = frame;
    if (state.stepTarget != null && Math.abs(frame.time - state.stepTarget) < 1e-6) state.stepTarget = null;
    if (!app.timeline.scrubbing) state.progress = frame.progress;
    app.requestDraw();
  }

  function onState(message) {
    // Rate and loop are the viewer's choices, sent with every play; the rest is the server's.
    state.playback = { ...state.playback, ...message, rate: state.playback.rate, loop: state.playback.loop };
    app.transport.setPlayback(state.playback);
    app.playback.stateChanged(message);
    if (state.released && (message.state === "running" || message.state === "finished" || message.state === "cancelled")) {
      const banner = app.banner;
      const cancelled = message.transitionWasCancelled || message.phase === "cancelling" || message.state === "cancelled";
      const done = message.state !== "running";
      const what = cancelled ? `the ${state.operation} is undone` : `the ${state.operation} completes`;
      banner.hidden = false;
      banner.dataset.kind = cancelled ? "cancelled" : "finished";
      app.release.stateMessage(message);
      const numbers = app.release.markerNote();
      banner.textContent = (done ? `Gesture ${cancelled ? "cancelled" : "finished"} — ${what}` : `Released — ${cancelled ? "cancelling" : "finishing"}…`)
        + (numbers ? ` · ${numbers}` : done ? "." : "");
      banner.title = banner.textContent;
      if (done) {
        state.released = false;
        clearTimeout(state.bannerTimer);
        state.bannerTimer = setTimeout(() => { if (state.connection.state === "open") banner.hidden = true; }, 4000);
      }
    }
    if (message.state !== "running") app.writeHash(true);
  }

  function onError(message) {
    if (app.gestureTools?.tapMissed(message)) return;
    const where = message.request ? ` (${message.request})` : "";
    toasts.show(message.message, { kind: "error", title: `${message.code}${where}`, key: `error-${message.code}` });
  }

  // Choices the person makes: each becomes a selection.

  function chooseEntry(entryId, op) {
    const entry = entryById(state, entryId);
    if (!entry) return;
    const operation = op || (entryId === state.entry ? state.operation : entry.operations[0]);
    state.selectedId = null;
    if (entryId !== state.entry || operation !== state.operation) state.range = null;
    applySelection({ entry: entryId, operation, device: state.device, parameters: entryId === state.entry ? state.parameters : defaultParameters(entry), progress: 0 });
  }

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

  function chooseDevice(name) {
    if (!state.entry || name === state.device) return;
    applySelection({ entry: state.entry, operation: state.operation, device: name, parameters: state.parameters, progress: state.progress });
  }

  let setInFlight = false, setQueued = null;
  /** One `set` in flight at a time; a slider dragged meanwhile sends only its latest values. */
  async function setParameters(values) {
    if (!state.entry) return;
    app.playback.stopRangePlay();
    if (setInFlight) { setQueued = values; return; }
    setInFlight = true;
    try {
      await connection.request(P.set(values));
    } catch { /* shown by the error handler */ }
    setInFlight = false;
    if (setQueued) { const next = setQueued; setQueued = null; setParameters(next); }
  }

  return { handlers, start, linkedTrace, endWelcome, applySelection, chooseEntry, chooseOperation, switchOperation, chooseDevice, setParameters };
}
