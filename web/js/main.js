// Wiring: builds the page's parts, talks to the server through Connection + protocol, keeps
// state and the URL hash in step, and draws the newest frame once per animation frame.

import { Connection } from "./connection.js";
import * as P from "./protocol.js";
import { createState, defaultParameters, deviceByName, entryById, formatHash, hashWriter, indexScene, parseHash, RATES } from "./state.js";
import { Stage } from "./stage.js";
import { COLORS } from "./renderer.js";
import { Timeline } from "./timeline.js";
import { Transport } from "./transport.js";
import { CatalogList } from "./catalog.js";
import { Controls } from "./controls.js";
import { CurveGraph } from "./curves.js";
import { Inspector } from "./inspector.js";
import { GestureInput, parseTrace } from "./gesture.js";
import { download, exportPNG, framesJSON } from "./export.js";
import { canEncodeVideo, exportAPNG, exportWebM } from "./run-export.js";
import { Toasts } from "./toast.js";
import { presentSwift, swiftCode } from "./swift-code.js";
import { helpDialog, installShortcuts } from "./keyboard.js";
import { $, h, icon } from "./dom.js";
import { featuredEntry, Welcome, WELCOME_RATE } from "./welcome.js";
import { installLiveReload } from "./live-reload.js";

const state = createState();
let drawPending = false;
const hash = hashWriter();
const toasts = new Toasts($("#toasts"));

// ---------------------------------------------------------------------------------------
// Parts of the page

const canvas = $("#preview");
const stage = new Stage(canvas, () => requestDraw());
const catalog = new CatalogList($("#catalog"), { onSelect: (entry, op) => chooseEntry(entry, op) });

const title = h("div", { class: "stage-title" }, h("h1", {}, "Transitions"), h("p", { class: "muted small" }, "Connecting to the preview server…"));
const opSwitch = h("div", { class: "segmented", role: "radiogroup", "aria-label": "Operation (O)" });
const deviceSelect = h("select", { class: "device-select", "aria-label": "Device" });
const explodeButton = h("button", { type: "button", class: "btn small toggle", "aria-pressed": "false", title: "Exploded 3D view (E)" }, icon("cube", 15), "Exploded");
const spread = h("input", { type: "range", min: "8", max: "120", step: "2", value: "40", class: "spread", "aria-label": "Layer spacing in the exploded view", title: "Layer spacing" });
spread.hidden = true;
spread.addEventListener("input", () => { stage.spacing = Number(spread.value); requestDraw(); });
const hint = h("span", { class: "hint", hidden: true }, icon("hand", 13), h("span", {}, ""));
const welcome = new Welcome({ onEnd: () => endWelcome() });
$("#stage-toolbar").append(title, h("div", { class: "toolbar-controls" }, opSwitch, deviceSelect, explodeButton, spread));
$("#stage-toolbar").append(welcome.line);
deviceSelect.addEventListener("change", () => chooseDevice(deviceSelect.value));
explodeButton.addEventListener("click", () => toggleExploded());


const transport = new Transport($("#transport-bar"), {
  step: (n) => step(n), togglePlay: () => togglePlay(), toggleLoop: () => toggleLoop(), setRate: (r) => setRate(r),
});
const banner = transport.status;
// The gesture hint shares the status line's row, so an interactive operation never wraps the
// toolbar and moves the stage.
transport.statusLine.prepend(hint);
const timeline = new Timeline($("#timeline"), {
  onScrub: (p) => scrub(p),
  onScrubEnd: (p) => { state.progress = p; writeHash(); },
});

const panel = $("#panel");
const section = (id, name, ...body) => h("details", { class: "section", id, open: true }, h("summary", {}, name), h("div", { class: "section-body" }, ...body));
const paramsBody = h("div");
const curvesBody = h("div", { class: "curves" });
const inspectBody = h("div", { class: "inspector-details" });
const layersBody = h("div");
const gestureBody = h("div", { class: "gesture-tools" });
panel.append(
  section("sec-params", "Parameters", paramsBody),
  section("sec-timing", "Timing", curvesBody),
  section("sec-inspector", "Inspector", inspectBody),
  section("sec-layers", "Layers", layersBody),
  section("sec-gesture", "Gesture", gestureBody));
const controls = new Controls(paramsBody, { onSet: (values) => setParameters(values), onStatus: (text) => toasts.show(text, { key: "ab", timeout: 1800 }) });
const copySwiftButton = h("button", { class: "btn small", type: "button", title: "The run's animations with these values, as the UIKit calls that make them", onclick: () => copySwift() }, icon("code", 14), "Copy as Swift");
paramsBody.querySelector(".param-actions").append(copySwiftButton);
const curves = new CurveGraph(curvesBody);
const inspector = new Inspector(inspectBody, layersBody, {
  onSelect: (id, { toggle } = {}) => selectLayer(toggle && state.selectedId === id ? null : id),
  // A row only highlights its layer on the canvas: showing its facts above the list would
  // resize the inspector and move the rows under the pointer.
  onHover: (id) => { state.hoverId = id; state.hoverFromList = id != null; requestDraw(); },
});

const traceStatus = h("p", { class: "muted small" }, "No gesture yet. Drag on the canvas of an interactive operation (marked with a hand).");
const saveTrace = h("button", { type: "button", class: "btn small", disabled: true, onclick: () => saveGesture() }, icon("download", 14), "Save trace");
const traceFile = h("input", { type: "file", accept: ".json,application/json", class: "visually-hidden", id: "trace-file" });
const loadTrace = h("label", { class: "btn small", for: "trace-file", tabindex: "0", role: "button" }, icon("upload", 14), "Replay trace…");
loadTrace.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); traceFile.click(); } });
traceFile.addEventListener("change", () => replayFile(traceFile.files[0]));
gestureBody.append(traceStatus, h("div", { class: "row" }, saveTrace, loadTrace, traceFile));

// Top bar: connection status, exports, shortcuts.
const statusDot = h("span", { class: "dot" });
const statusText = h("span", { class: "status-text" }, "Connecting…");
const retryButton = h("button", { type: "button", class: "link", hidden: true, onclick: () => connection.retryNow() }, "Retry now");
const statusPill = h("div", { class: "status", "data-state": "connecting", role: "status", "aria-live": "polite" }, statusDot, statusText, retryButton);
const video = canEncodeVideo();
const exportButton = (name, text, label, onclick) => h("button", { type: "button", class: "btn small", title: label, "aria-label": label, onclick }, icon(name, 15), h("span", { class: "btn-text" }, text));
const pngButton = exportButton("image", "PNG", "Save the current frame as PNG", () => savePNG());
const videoButton = exportButton("film", "WebM", video ? "Save the whole transition as a WebM video at 60 fps, at the chosen rate" : "This browser cannot encode video frame by frame (no WebCodecs VideoEncoder)", () => saveRun("webm"));
videoButton.disabled = !video;
const apngButton = exportButton("film", "APNG", "Save the whole transition as an animated PNG at 30 fps, at the chosen rate (for pull requests and docs)", () => saveRun("apng"));
const jsonButton = exportButton("code", "JSON", "Export every frame (60 fps) as JSON", () => saveJSON());
const helpButton = h("button", { type: "button", class: "btn small icon-only", title: "Keyboard shortcuts (?)", "aria-label": "Keyboard shortcuts", onclick: () => showHelp() }, icon("keyboard", 16));
$("#topbar-actions").append(statusPill, h("div", { class: "exports", role: "group", "aria-label": "Export" }, pngButton, videoButton, apngButton, jsonButton), helpButton);
let dialog = null;
function showHelp() { dialog = dialog || helpDialog(); if (!dialog.open) dialog.showModal(); }

// ---------------------------------------------------------------------------------------
// Connection and messages

let countdown = null;
const connection = new Connection({
  onStatus: ({ state: s, retryIn }) => {
    state.connection = { state: s, retryIn };
    statusPill.dataset.state = s;
    clearInterval(countdown);
    if (s === "waiting") {
      const until = performance.now() + retryIn;
      const show = () => { statusText.textContent = `Offline — retrying in ${Math.max(0, (until - performance.now()) / 1000).toFixed(1)} s`; };
      show();
      countdown = setInterval(show, 100);
    } else {
      statusText.textContent = s === "open" ? "Connected" : "Connecting…";
    }
    retryButton.hidden = s !== "waiting";
    document.body.classList.toggle("offline", s !== "open");
    if (s === "open") banner.hidden = true;
    else if (state.scene) { banner.hidden = false; banner.textContent = s === "connecting" ? "Reconnecting to the preview server…" : "Connection lost — the last frame stays on screen; reconnecting…"; }
  },
  onOpen: (reconnect) => start(reconnect),
  onMessage: (message) => P.dispatch(message, handlers),
});

const handlers = {
  catalog: (message) => {
    state.catalog = { entries: message.entries, devices: message.devices };
    catalog.render(message.entries);
    deviceSelect.replaceChildren(...message.devices.map((d) => h("option", { value: d.name }, `${d.title} — ${d.width}×${d.height}`)));
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

const liveReload = installLiveReload({ connection, handlers, state, toasts, applySelection, stageRoot: $("#stage") });

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
    : { entry: fromHash.entry, operation: fromHash.op, device: fromHash.device, parameters: fromHash.params, progress: fromHash.p ?? 0 };
  if (!reconnect) {
    if (fromHash.rate) state.playback.rate = fromHash.rate;
    if (fromHash.loop) state.playback.loop = true;
    if (fromHash.layer != null && /^\d+$/.test(fromHash.layer)) state.selectedId = Number(fromHash.layer);
    transport.setPlayback(state.playback);
  }
  const firstVisit = !reconnect && !fromHash.entry;
  if (firstVisit) target.entry = featuredEntry(state.catalog?.entries || []);
  await applySelection(target);
  if (reconnect) toasts.show("Reconnected; the session is restored.", { kind: "success", key: "conn" });
  if (firstVisit && state.entry === target.entry && connection.isOpen) startWelcome();
}

/** Plays the featured entry slowly in a loop until the person touches something. */
function startWelcome() {
  state.playback = { ...state.playback, rate: WELCOME_RATE, loop: true };
  transport.setPlayback(state.playback);
  connection.send(P.play({ rate: WELCOME_RATE, loop: true }));
  welcome.start();
}

function endWelcome() {
  state.playback = { ...state.playback, rate: 1, loop: false };
  transport.setPlayback(state.playback);
  if (connection.isOpen) connection.send(P.pause());
  writeHash(true);
}

let selectToken = 0;

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
  state.stepTarget = null;
  state.holdFrames = progress > 0; // don't flash frame 0 before the seek lands
  state.restoring = true;          // the hash keeps the target until it is on screen
  state.progress = progress;
  state.replayTrace = gesture && gesture.length ? gesture : null;
  stage.setDevice(deviceByName(state, dev));
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
  writeHash(true);
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
  const device = deviceByName(state, scene.device);
  stage.setDevice(device);
  stage.roles = scene.roleById;
  catalog.setCurrent(scene.entry, scene.operation);
  deviceSelect.value = scene.device;
  title.replaceChildren(h("h1", {}, entry ? entry.title : scene.entry), h("p", { class: "muted small" }, entry ? entry.origin : ""));
  opSwitch.replaceChildren(...(entry ? entry.operations : [scene.operation]).map((op) => {
    const b = h("button", { type: "button", role: "radio", "aria-checked": String(op === scene.operation), class: op === scene.operation ? "on" : "", title: "Switch operation (O)" },
      entry?.interactiveOperations.includes(op) ? icon("hand", 12) : null, op);
    b.addEventListener("click", () => chooseOperation(op));
    return b;
  }));
  if (entry && (entryChanged || controls.entry?.id !== entry.id)) controls.setEntry(entry, scene.parameters);
  else controls.setValues(scene.parameters);
  const live = scene.live && scene.state === "interactive";
  timeline.setScene(scene);
  timeline.setLive(live);
  curves.setScene(scene);
  const interactive = scene.interactive;
  hint.hidden = !interactive;
  hint.lastChild.textContent = entry?.gestureHints?.[scene.operation] ?? "Drag on the screen";
  canvas.classList.toggle("interactive", !!interactive);
  if (scene.recorded) traceStatus.textContent = `Replaying a recorded gesture (${state.replayTrace ? state.replayTrace.length : "?"} samples).`;
  transport.setEnabled(scene.endTime > 0);
  writeHash();
  requestDraw();
}

function onFrame(frame) {
  if (state.holdFrames && frame.id == null) return;
  state.frame = frame;
  if (state.stepTarget != null && Math.abs(frame.time - state.stepTarget) < 1e-6) state.stepTarget = null;
  if (!timeline.scrubbing) state.progress = frame.progress;
  requestDraw();
}

function onState(message) {
  // Rate and loop are the viewer's choices, sent with every play; the rest is the server's.
  state.playback = { ...state.playback, ...message, rate: state.playback.rate, loop: state.playback.loop };
  transport.setPlayback(state.playback);
  if (state.released && (message.state === "running" || message.state === "finished" || message.state === "cancelled")) {
    const cancelled = message.transitionWasCancelled || message.phase === "cancelling" || message.state === "cancelled";
    const done = message.state !== "running";
    const what = cancelled ? `the ${state.operation} is undone` : `the ${state.operation} completes`;
    banner.hidden = false;
    banner.dataset.kind = cancelled ? "cancelled" : "finished";
    banner.textContent = done ? `Gesture ${cancelled ? "cancelled" : "finished"} — ${what}.` : `Released — ${cancelled ? "cancelling" : "finishing"}…`;
    if (done) {
      state.released = false;
      clearTimeout(state.bannerTimer);
      state.bannerTimer = setTimeout(() => { if (state.connection.state === "open") banner.hidden = true; }, 4000);
    }
  }
  if (message.state !== "running") writeHash(true);
}

function onError(message) {
  const where = message.request ? ` (${message.request})` : "";
  toasts.show(message.message, { kind: "error", title: `${message.code}${where}`, key: `error-${message.code}` });
}

// ---------------------------------------------------------------------------------------
// Drawing: only the newest frame, once per animation frame

function requestDraw() {
  if (drawPending) return;
  drawPending = true;
  requestAnimationFrame(draw);
}

function draw() {
  drawPending = false;
  const { scene, frame } = state;
  stage.exploded = state.exploded;
  stage.hoverId = state.hoverId;
  stage.selectedId = state.selectedId;
  stage.draw(scene, frame);
  state.drawnSeq = frame ? frame.seq : null;
  if (frame && scene) {
    const end = scene.endTime || 0;
    if (!timeline.scrubbing) timeline.setProgress(frame.progress);
    transport.setTime(frame.time, frame.progress, end || frame.time);
    curves.setTime(frame.time);
    inspector.update(scene, frame, state.selectedId, state.hoverId, state.hoverFromList);
    if (state.playback.state !== "running") writeHash();
    else writeHash(); // throttled inside
  }
}

function writeHash(now = false) {
  if (!state.entry || state.restoring) return;
  hash.write(formatHash({
    entry: state.entry, operation: state.operation, device: state.device, progress: state.progress,
    parameters: state.parameters, rate: state.playback.rate, loop: state.playback.loop, selectedId: state.selectedId,
  }));
  if (now) hash.flushNow();
}

window.addEventListener("hashchange", () => {
  if (hash.isOwn(location.hash) || !state.catalog) return;
  const f = parseHash(location.hash);
  applySelection({ entry: f.entry, operation: f.op, device: f.device, parameters: f.params, progress: f.p ?? 0 });
});

// ---------------------------------------------------------------------------------------
// Actions

function chooseEntry(entryId, op) {
  const entry = entryById(state, entryId);
  if (!entry) return;
  const operation = op || (entryId === state.entry ? state.operation : entry.operations[0]);
  state.selectedId = null;
  applySelection({ entry: entryId, operation, device: state.device, parameters: entryId === state.entry ? state.parameters : defaultParameters(entry), progress: 0 });
}

function chooseOperation(op) {
  if (!state.entry || op === state.operation) return;
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
async function setParameters(values) {
  if (!state.entry) return;
  if (setInFlight) { setQueued = values; return; }
  setInFlight = true;
  try {
    await connection.request(P.set(values));
  } catch { /* shown by the error handler */ }
  setInFlight = false;
  if (setQueued) { const next = setQueued; setQueued = null; setParameters(next); }
}

function canControl() { return !!state.scene && connection.isOpen && !gestures.active; }

function togglePlay() {
  if (!canControl()) return;
  state.stepTarget = null;
  if (state.playback.state === "running") connection.send(P.pause());
  else connection.send(P.play({ rate: state.playback.rate, loop: state.playback.loop }));
}

/** Steps from where the last step asked to go until its frame is here, so quick presses add up. */
function step(frames) {
  if (!canControl() || !state.frame) return;
  if (state.playback.state === "running") connection.send(P.pause());
  const end = state.scene.endTime;
  const from = state.stepTarget ?? state.frame.time;
  const t = Math.min(end, Math.max(0, Math.round(from * 60 + frames) / 60));
  state.stepTarget = t;
  connection.send(P.seekTime(t));
  state.progress = end > 0 ? t / end : 0;
}

function jump(p) {
  if (!canControl()) return;
  state.stepTarget = null;
  connection.send(P.seekProgress(p));
  state.progress = p;
}

function scrub(p) {
  if (!canControl()) return;
  state.stepTarget = null;
  state.progress = p;
  connection.send(P.seekProgress(p));
}

function setRate(rate) {
  state.playback = { ...state.playback, rate };
  transport.setPlayback(state.playback);
  if (state.playback.state === "running") connection.send(P.play({ rate, loop: state.playback.loop }));
  writeHash(true);
}

function changeRate(direction) {
  const i = RATES.indexOf(state.playback.rate);
  const next = RATES[Math.min(RATES.length - 1, Math.max(0, (i < 0 ? 3 : i) + direction))];
  setRate(next);
  toasts.show(`Rate ${next}×`, { key: "rate", timeout: 1200 });
}

function toggleLoop() {
  const loop = !state.playback.loop;
  state.playback = { ...state.playback, loop };
  transport.setPlayback(state.playback);
  if (state.playback.state === "running") connection.send(P.play({ rate: state.playback.rate, loop }));
  toasts.show(`Loop ${loop ? "on" : "off"}`, { key: "loop", timeout: 1200 });
  writeHash(true);
}

function toggleExploded() {
  state.exploded = !state.exploded;
  explodeButton.setAttribute("aria-pressed", String(state.exploded));
  explodeButton.classList.toggle("on", state.exploded);
  canvas.classList.toggle("exploded", state.exploded);
  spread.hidden = !state.exploded;
  requestDraw();
}

function selectLayer(id) {
  state.selectedId = id;
  writeHash(true);
  requestDraw();
}

// ---------------------------------------------------------------------------------------
// Canvas input: gestures, hover, click-to-inspect

const gestures = new GestureInput(canvas, {
  toDevice: (cx, cy) => stage.cssToDevice(cx, cy),
  canDrag: () => !!state.scene?.interactive && !state.exploded && connection.isOpen,
  send: (phase, x, y, t) => {
    if (phase === "began") {
      if (state.playback.state === "running") connection.send(P.pause());
      state.replayTrace = null;
      state.released = false;
      banner.hidden = false;
      banner.dataset.kind = "live";
      banner.textContent = "Gesture in progress — release to let the transition finish or cancel";
    }
    connection.send(P.gesture(phase, x, y, t));
    if (phase === "ended" || phase === "cancelled") state.released = true;
  },
  onEnd: (trace) => {
    state.lastTrace = trace;
    state.replayTrace = trace;
    saveTrace.disabled = false;
    traceStatus.textContent = `Last gesture: ${trace.length} samples over ${trace[trace.length - 1].t.toFixed(3)} s.`;
  },
  onClick: (cx, cy) => {
    const g = stage.layerAt(cx, cy, state.frame);
    selectLayer(g ? (state.selectedId === g.id ? null : g.id) : null);
  },
  onHover: (cx, cy) => {
    const id = cx == null ? null : stage.layerAt(cx, cy, state.frame)?.id ?? null;
    if (id !== state.hoverId || state.hoverFromList) { state.hoverId = id; state.hoverFromList = false; requestDraw(); }
  },
});

function saveGesture() {
  if (!state.lastTrace) return;
  const blob = new Blob([JSON.stringify(state.lastTrace, null, 1) + "\n"], { type: "application/json" });
  download(blob, `${state.entry}-${state.operation}-gesture.json`);
}

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
  await applySelection({ entry: state.entry, operation: op, device: state.device, parameters: state.parameters, gesture: trace });
  toasts.show(`Replaying ${trace.length} samples from ${file.name}.`, { kind: "success" });
}

// ---------------------------------------------------------------------------------------
// Exports

async function savePNG() {
  if (!state.frame || !state.scene) return;
  try { await exportPNG(stage.device, state.scene, state.frame); } catch (error) { toasts.show(error.message, { kind: "error", title: "PNG" }); }
}

/** A whole-run export, frame by frame from the server (run-export.js); the playhead is put back. */
async function saveRun(format) {
  if (!canControl() || state.exporting) return;
  if (state.playback.state === "running") connection.send(P.pause());
  const progress = state.progress, scene = state.scene, rate = state.playback.rate;
  const name = format === "webm" ? "WebM" : "APNG";
  state.exporting = true;
  const note = toasts.show(`Encoding ${name}…`, { timeout: 0, key: "export" });
  try {
    const encode = format === "webm" ? exportWebM : exportAPNG;
    const result = await encode({
      scene, device: stage.device, rate, fetchFrame: (t) => connection.request(P.seekTime(t)),
      onProgress: (f) => note.update(`Encoding ${name}… ${Math.round(f * 100)} %`),
    });
    note.dismiss();
    const ext = format === "webm" ? "webm" : "png";
    download(result.blob, `${scene.entry}-${scene.operation}-${scene.device}-${rate}x.${ext}`);
    toasts.show(`Saved ${result.frames} frames (${result.duration.toFixed(2)} s, ${(result.blob.size / 1024).toFixed(0)} KB) as ${name}.`, { kind: "success" });
  } catch (error) {
    note.dismiss();
    toasts.show(error.message, { kind: "error", title: `${name} export` });
  } finally {
    state.exporting = false;
  }
  connection.send(P.seekProgress(progress));
}

async function saveJSON() {
  if (!canControl()) return;
  if (state.playback.state === "running") connection.send(P.pause());
  const progress = state.progress, scene = state.scene;
  const note = toasts.show("Fetching frames…", { timeout: 0, key: "json" });
  try {
    const data = await framesJSON(scene, (t) => connection.request(P.seekTime(t)), 60, (f) => note.update(`Fetching frames… ${Math.round(f * 100)} %`));
    download(new Blob([JSON.stringify(data)], { type: "application/json" }), `${scene.entry}-${scene.operation}-${scene.device}.json`);
    note.dismiss();
    toasts.show(`Exported ${data.frames.length} frames.`, { kind: "success" });
  } catch (error) {
    note.dismiss();
    toasts.show(error.message, { kind: "error", title: "JSON export" });
  }
  connection.send(P.seekProgress(progress));
}

function copySwift() {
  if (!state.scene) return;
  presentSwift(swiftCode(state.scene, entryById(state, state.entry)), h);
}

// ---------------------------------------------------------------------------------------
// Keyboard

installShortcuts({
  togglePlay, step, jump, toggleLoop, switchOperation, toggleExploded,
  rate: (d) => changeRate(d),
  flipAB: () => controls.flip(),
  pinA: () => controls.pin(),
  escape: () => { if (dialog?.open) dialog.close(); else selectLayer(null); },
  help: () => showHelp(),
});

// ---------------------------------------------------------------------------------------
// Read-only hook for tests and benchmarks

Object.defineProperty(window, "__preview", {
  value: Object.freeze({
    get scene() { return state.scene; },
    get frame() { return state.frame; },
    get playback() { return state.playback; },
    get catalog() { return state.catalog; },
    get connection() { return state.connection.state; },
    get selection() { return { entry: state.entry, operation: state.operation, device: state.device, parameters: { ...state.parameters }, progress: state.progress }; },
    get drawnSeq() { return state.drawnSeq ?? null; },
    get drawTimes() { return stage.drawTimes.slice(); },
    get lastDrawMs() { return stage.lastDrawMs; },
    get triangles() { return stage.triangles; },
    get selectedId() { return state.selectedId; },
    get hoverId() { return state.hoverId; },
    get exploded() { return state.exploded; },
    get lastTrace() { return state.lastTrace; },
    get welcoming() { return welcome.active; },
    get dpr() { return stage.dpr; },
    get liveReload() { return { builds: liveReload.builds, reloadedAt: liveReload.reloadedAt, overlay: liveReload.overlay.visible ? liveReload.overlay.kind : null }; },
    colors: Object.freeze({ bezel: COLORS.bezel, screen: COLORS.screen }),
    /** Device point → canvas backing-store pixel {x, y}. */
    toCanvas: (x, y) => stage.toCanvas(x, y),
    /** Draws the current frame now (benchmarks); returns the milliseconds it took. */
    drawNow: () => stage.draw(state.scene, state.frame),
    /** Canvas CSS pixel → device point. */
    toDevice: (cx, cy) => stage.cssToDevice(cx, cy),
    /** The device the stage shows (its frame and screen, as the renderer takes it). */
    get device() { return stage.device; },
    /** Moves the playhead to run time `t`; resolves with the server's frame there (export tests). */
    frameAt: (t) => connection.request(P.seekTime(t)),
  }),
  enumerable: false,
});

connection.connect();
