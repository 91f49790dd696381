// Wiring: builds the page's parts and hands them, with the state and the connection, to the
// modules that do the work — the selection and session flow (session.js), the playhead
// (playback.js), the canvas as a touch surface (gesture-tools.js), exports (page-exports.js) —
// and draws the newest frame once per animation frame.

import { Connection } from "./connection.js";
import * as P from "./protocol.js";
import { createState, formatHash, hashWriter, parseHash } from "./state.js";
import { Stage } from "./stage.js";
import { Timeline } from "./timeline.js";
import { Transport } from "./transport.js";
import { CatalogList } from "./catalog.js";
import { Controls } from "./controls.js";
import { CurveGraph } from "./curves.js";
import { Inspector } from "./inspector.js";
import { Toasts } from "./toast.js";
import { helpDialog, installShortcuts, shortcutHints } from "./keyboard.js";
import { $, h, icon } from "./dom.js";
import { Welcome } from "./welcome.js";
import { createSession } from "./session.js";
import { createPlayback } from "./playback.js";
import { createGestureTools } from "./gesture-tools.js";
import { createExports } from "./page-exports.js";
import { installTestHook } from "./test-hook.js";
import { createExplodedTools } from "./exploded-tools.js";
import { createCompare } from "./compare.js";
import { traceToLink } from "./trace-link.js";
import { installLiveReload } from "./live-reload.js";
import { createPropertyTimeline } from "./property-timeline.js";
import { ReleaseReadout } from "./release-readout.js";
import { createLayout } from "./layout.js";
import { createPanelTabs } from "./panel-tabs.js";
import { createStageZoom } from "./stage-zoom.js";
import { createGestureScale } from "./gesture-scale.js";
import { createTitle } from "./title.js";

const state = createState();
let drawPending = false;
const hash = hashWriter();
const toasts = new Toasts($("#toasts"));

/** The page's shared context: each module reads what it needs from here when it runs. */
const app = { state, toasts, requestDraw, writeHash, selectLayer };

// ---------------------------------------------------------------------------------------
// Parts of the page

const canvas = $("#preview");
const stage = new Stage(canvas, () => requestDraw());
const catalog = new CatalogList($("#catalog"), { onSelect: (entry, op) => app.session.chooseEntry(entry, op) });

const title = createTitle($("#stage-title"));
const opSwitch = h("div", { class: "segmented", role: "radiogroup", "aria-label": "Operation (O)" });
const deviceSelect = h("select", { class: "device-select", "aria-label": "Device" });
const hint = h("span", { class: "hint", hidden: true }, icon("hand", 13), h("span", {}, ""));
const welcome = new Welcome({ onEnd: () => app.session.endWelcome() });
title.showWelcome(welcome.line); // in the title's second line: the layout never moves when it goes
const exploded = createExplodedTools({ state, stage, canvas, requestDraw });
const layout = createLayout({ root: $("#app"), tracks: $("#timeline"), handle: $("#timeline-resize"), storage: localStorage, onChange: () => requestDraw() });
const zoom = createStageZoom({ stage, canvas, canPan: () => !state.exploded, onChange: () => requestDraw() });
const gestureScale = createGestureScale({ stage, storage: localStorage, onChange: () => requestDraw() });
const compareButton = h("button", { type: "button", class: "btn small toggle", "aria-pressed": "false", title: "Compare A and B: side by side, A over B, or the trail of earlier frames", onclick: () => { layout.setOpen("panel", true); tabs.show("sec-compare"); } }, "Compare");
$("#stage").append(exploded.group, h("div", { class: "stage-corner" }, gestureScale.element, zoom.element)); // over the stage, so the toolbar never wraps
deviceSelect.addEventListener("change", () => app.session.chooseDevice(deviceSelect.value));

const transport = new Transport($("#transport-bar"), {
  step: (n) => app.playback.step(n), togglePlay: () => app.playback.togglePlay(),
  toggleLoop: () => app.playback.toggleLoop(), setRate: (r, o) => app.playback.setRate(r, o),
  clamped: (text) => toasts.show(text, { kind: "warning", key: "clamped", title: "Out of range" }),
});
const banner = transport.status;
// The gesture hint shares the status line's row, so an interactive operation never wraps the
// toolbar and moves the stage.
transport.statusLine.prepend(hint);
// The main shortcuts in the readouts' row, where a status or the gesture's hint takes their
// place while it shows.
transport.statusLine.before(shortcutHints(() => showHelp()));
const timeline = new Timeline($("#timeline"), {
  onScrub: (p) => app.playback.scrub(p),
  onScrubEnd: (p) => { state.progress = p; writeHash(); },
  onRange: (range, options) => app.playback.setRange(range, options),
  onExpand: () => app.properties.ensure(),
});

const panel = $("#panel");
const paramsBody = h("div");
const compareBody = h("div", { class: "compare-body" });
const curvesBody = h("div", { class: "curves" });
const inspectBody = h("div", { class: "inspector-details" });
const layersBody = h("div", { class: "layers" }, h("h2", { class: "pane-heading" }, "Layers"));
const gestureBody = h("div", { class: "gesture-tools" });
const tabs = createPanelTabs(panel, [
  { id: "sec-params", title: "Parameters", body: paramsBody },
  { id: "sec-compare", title: "Compare", body: compareBody },
  { id: "sec-timing", title: "Timing", body: curvesBody },
  { id: "sec-inspector", title: "Inspector", body: [inspectBody, layersBody] },
  { id: "sec-gesture", title: "Gesture", body: gestureBody },
]);
const controls = new Controls(paramsBody, { onSet: (values) => app.session.setParameters(values), onStatus: (text) => toasts.show(text, { key: "ab", timeout: 1800 }),
  onClamped: (text) => toasts.show(text, { kind: "warning", key: "clamped", title: "Out of range" }) });
const curves = new CurveGraph(curvesBody);
const inspector = new Inspector(inspectBody, layersBody, {
  onSelect: (id, { toggle } = {}) => selectLayer(toggle && state.selectedId === id ? null : id),
  // A row only highlights its layer on the canvas: showing its facts above the list would
  // resize the inspector and move the rows under the pointer.
  onHover: (id) => { state.hoverId = id; state.hoverFromList = id != null; requestDraw(); },
});

// Top bar: connection status, exports, shortcuts.
const statusDot = h("span", { class: "dot" });
const statusText = h("span", { class: "status-text" }, "Connecting…");
const retryButton = h("button", { type: "button", class: "link", hidden: true, onclick: () => connection.retryNow() }, "Retry now");
const statusPill = h("div", { class: "status", "data-state": "connecting", role: "status", "aria-live": "polite" }, statusDot, statusText, retryButton);
const helpButton = h("button", { type: "button", class: "btn small help-button", title: "Keyboard shortcuts (?)", "aria-label": "Keyboard shortcuts", onclick: () => showHelp() }, h("span", { class: "help-key", "aria-hidden": "true" }, "?"), "Shortcuts");
let dialog = null;
function showHelp() { dialog = dialog || helpDialog(); if (!dialog.open) dialog.showModal(); }

// ---------------------------------------------------------------------------------------
// Connection

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
  onOpen: (reconnect) => app.session.start(reconnect),
  onMessage: (message) => P.dispatch(message, app.session.handlers),
});

Object.assign(app, {
  connection, stage, canvas, stageElement: $("#stage"), catalog, title, opSwitch, deviceSelect, hint, welcome,
  transport, banner, timeline, controls, curves, inspector, tabs, gestureScale, zoom, layout,
});
app.session = createSession(app);
app.compare = createCompare(app);
$("#stage").prepend(app.compare.canvasA);
$("#stage").append(app.compare.captionA, app.compare.captionB);
compareBody.append(
  h("p", { class: "muted small" }, "Pin a parameter set as A in Parameters (P), change B, then look at both at once:"),
  app.compare.group);
// `serve --watch`: the catalog swapped in under an open page (live-reload.js).
app.liveReload = installLiveReload({
  connection, handlers: app.session.handlers, state, toasts, stageRoot: $("#stage"),
  applySelection: (target) => app.session.applySelection(target),
});
app.playback = createPlayback(app);
app.gestureTools = createGestureTools(app, gestureBody);
app.properties = createPropertyTimeline(app);
app.release = new ReleaseReadout(gestureBody, banner);
const pageExports = createExports(app);
$("#stage-toolbar").append(layout.catalogButton,
  h("div", { class: "toolbar-controls" }, opSwitch, deviceSelect, exploded.button, compareButton, pageExports.copySwiftButton),
  layout.panelButton);
$("#topbar-actions").append(statusPill, pageExports.group, helpButton);

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
  // While a finger drives the gesture, nothing of the inspector's is drawn over the device.
  const dragging = app.gestureTools.active;
  stage.hoverId = dragging ? null : state.hoverId;
  stage.touch = gestureScale.touch;
  stage.selectedId = state.selectedId;
  app.compare.beforeDraw();
  stage.draw(scene, frame);
  app.compare.afterDraw();
  zoom.update();
  gestureScale.update(!!scene?.interactive && !state.exploded);
  compareButton.classList.toggle("on", app.compare.mode !== "off");
  compareButton.setAttribute("aria-pressed", String(app.compare.mode !== "off"));
  const box = stage.deviceBox();
  app.stageElement.style.setProperty("--device-left", `${Math.max(0, box.left)}px`);
  state.drawnSeq = frame ? frame.seq : null;
  if (frame && scene) {
    const end = scene.endTime || 0;
    if (!timeline.scrubbing) timeline.setProgress(frame.progress);
    timeline.setFrame(frame);
    transport.setTime(frame.time, frame.progress, end || frame.time);
    curves.setTime(frame.time);
    inspector.update(scene, frame, state.selectedId, state.hoverId, state.hoverFromList);
    writeHash(); // throttled inside
  }
}

function writeHash(now = false) {
  if (!state.entry || state.restoring) return;
  hash.write(formatHash({
    entry: state.entry, operation: state.operation, device: state.device, progress: state.progress,
    parameters: state.parameters, rate: state.playback.rate, loop: state.playback.loop, range: state.range, selectedId: state.selectedId,
    trace: traceToLink(state.replayTrace),
  }));
  if (now) hash.flushNow();
}

window.addEventListener("hashchange", () => {
  if (hash.isOwn(location.hash) || !state.catalog) return;
  const f = parseHash(location.hash);
  app.session.applySelection({ entry: f.entry, operation: f.op, device: f.device, parameters: f.params, progress: f.p ?? 0, gesture: app.session.linkedTrace(f) });
});

// ---------------------------------------------------------------------------------------
// View actions

function selectLayer(id) {
  state.selectedId = id;
  writeHash(true);
  requestDraw();
}

installShortcuts({
  togglePlay: () => app.playback.togglePlay(),
  step: (n) => app.playback.step(n),
  jump: (p) => app.playback.jump(p),
  toggleLoop: () => app.playback.toggleLoop(),
  markIn: () => app.playback.markAtPlayhead("in"),
  markOut: () => app.playback.markAtPlayhead("out"),
  clearRange: () => app.playback.setRange(null),
  switchOperation: () => app.session.switchOperation(),
  toggleExploded: () => exploded.toggle(),
  rate: (d) => app.playback.changeRate(d),
  flipAB: () => controls.flip(),
  pinA: () => controls.pin(),
  escape: () => selectLayer(null), // an open dialog closes itself (keyboard.js leaves Esc to it)
  help: () => showHelp(),
});

installTestHook(app);
connection.connect();
