// @ts-check
// Wiring, and nothing else: builds the page's parts and gives each module the collaborators it
// uses; what a module reports upward (a choice, a scene, a frame to draw, a layer clicked) comes
// back here as a callback and goes where it is wired. Read top to bottom, this file is the
// page's graph: the selection and session flow (session.js), what a scene shows
// (scene-view.js), the playhead (playback.js), the canvas as a touch surface
// (gesture-tools.js), exports (page-exports.js), the drawing of each frame (draw.js).

import { Connection } from "./connection.js";
import * as P from "./protocol.js";
import { createState } from "./state.js";
import { Stage } from "./stage.js";
import { Scrubber } from "./scrubber.js";
import { Transport } from "./transport.js";
import { CatalogList } from "./catalog.js";
import { Toasts } from "./toast.js";
import { helpDialog, installShortcuts, keepShortcutsWhole, shortcutHints } from "./keyboard.js";
import { $, h, icon } from "./dom.js";
import { Welcome } from "./welcome.js";
import { createSession } from "./session.js";
import { createSceneView } from "./scene-view.js";
import { createPlayback } from "./playback.js";
import { createGestureTools } from "./gesture-tools.js";
import { createExports } from "./page-exports.js";
import { installTestHook } from "./test-hook.js";
import { createExplodedTools } from "./exploded-tools.js";
import { createCompare } from "./compare.js";
import { installLiveReload } from "./live-reload.js";
import { createPropertyTimeline } from "./property-timeline.js";
import { createReleaseBanner } from "./release-banner.js";
import { createLayout } from "./layout.js";
import { createStageZoom } from "./stage-zoom.js";
import { createGestureScale } from "./gesture-scale.js";
import { createTitle } from "./title.js";
import { createToolsPanel } from "./tools-panel.js";
import { createConnectionStatus } from "./connection-status.js";
import { createHashSync } from "./hash-sync.js";
import { createDraw } from "./draw.js";

const state = createState();
const toasts = new Toasts($("#toasts"));
const stageElement = $("#stage");
const canvas = /** @type {HTMLCanvasElement} */ ($("#preview"));
let drawPending = false; // before any part can ask for a draw (the stage does as it sizes itself)

// ---------------------------------------------------------------------------------------
// The stage and its toolbar

const stage = new Stage(canvas, () => requestDraw());
const catalogList = new CatalogList($("#catalog"), { onSelect: (entry, op) => session.chooseEntry(entry, op) });
const title = createTitle($("#stage-title"));
const opSwitch = h("div", { class: "segmented", role: "radiogroup", "aria-label": "Operation (O)" });
const deviceSelect = h("select", { class: "device-select", "aria-label": "Device" });
deviceSelect.addEventListener("change", () => session.chooseDevice(deviceSelect.value));
// The device's Settings › Accessibility › Motion › Reduce Motion: animators branch on it.
const reduceMotionBox = /** @type {HTMLInputElement} */ (h("input", { type: "checkbox", class: "reduce-motion-box" }));
reduceMotionBox.addEventListener("change", () => session.chooseReduceMotion(reduceMotionBox.checked));
const reduceMotionToggle = h("label", { class: "reduce-motion", title: "Run on a device with Reduce Motion on (UIAccessibility.isReduceMotionEnabled)" },
  reduceMotionBox, h("span", {}, "Reduce Motion"));
const hint = h("span", { class: "hint", hidden: true }, icon("hand", 13), h("span", {}, ""));
const welcome = new Welcome({ onEnd: () => session.endWelcome() });
title.showWelcome(welcome.line); // in the title's second line: the layout never moves when it goes
const exploded = createExplodedTools({ state, stage, canvas, requestDraw });
const layout = createLayout({ root: $("#app"), tracks: $("#timeline"), handle: $("#timeline-resize"), storage: localStorage, onChange: () => requestDraw() });
const zoom = createStageZoom({ stage, canvas, canPan: () => !state.exploded, onChange: () => requestDraw() });
const gestureScale = createGestureScale({ stage, storage: localStorage, onChange: () => requestDraw() });
stageElement.append(exploded.group, h("div", { class: "stage-corner" }, gestureScale.element, zoom.element)); // over the stage, so the toolbar never wraps

// ---------------------------------------------------------------------------------------
// The transport and the timeline under the stage

const transport = new Transport($("#transport-bar"), {
  step: (n) => playback.step(n), togglePlay: () => playback.togglePlay(),
  toggleLoop: () => playback.toggleLoop(), setRate: (r, o) => playback.setRate(r, o),
  clamped: (text) => toasts.show(text, { kind: "warning", key: "clamped", title: "Out of range" }),
});
const banner = transport.status;
// The gesture hint shares the status line's row, so an interactive operation never wraps the
// toolbar and moves the stage.
transport.statusLine.prepend(hint);
// The main shortcuts in the readouts' row, where a status or the gesture's hint takes their
// place while it shows.
const hints = shortcutHints(() => showHelp());
transport.statusLine.before(hints);
keepShortcutsWhole(hints, [transport.statusLine, hint]);
const timeline = new Scrubber($("#timeline"), {
  onScrub: (p) => playback.scrub(p),
  onScrubEnd: (p) => { state.progress = p; hash.write(); },
  onRange: (range, options) => playback.setRange(range, options),
  onExpand: () => properties.ensure(),
});

// ---------------------------------------------------------------------------------------
// The tools panel

const { tabs, controls, curves, inspector, release, compareBody, gestureBody, deviceSettings } = createToolsPanel({ panel: $("#panel"), toasts, banner }, {
  onSetParameters: (values) => session.setParameters(values),
  onSelectLayer: (id, { toggle } = {}) => selectLayer(toggle && state.selectedId === id ? null : id),
  onHoverLayer: (id) => { state.hoverId = id; state.hoverFromList = id != null; requestDraw(); },
});
deviceSettings.append(h("h2", { class: "pane-heading" }, "Device settings"), reduceMotionToggle);

// ---------------------------------------------------------------------------------------
// The connection and the modules that talk to the server

const connectionStatus = createConnectionStatus({ banner, hasScene: () => !!state.scene, onRetry: () => connection.retryNow() });
const connection = new Connection({
  onStatus: ({ state: s, retryIn }) => { state.connection = { state: s, retryIn }; connectionStatus.show({ state: s, retryIn }); },
  onOpen: (reconnect) => session.start(reconnect),
  onMessage: (message) => P.dispatch(message, session.handlers),
});
const hash = createHashSync({
  state,
  onEdited: (f) => session.applySelection({ entry: f.entry, operation: f.op, device: f.device, reduceMotion: f.reduceMotion ?? false, parameters: f.params, progress: f.p ?? 0, gesture: session.linkedTrace(f) }),
});
const playback = createPlayback({ state, connection, transport, timeline, toasts }, {
  isDriven: () => gestureTools.active,
  writeHash: (now) => hash.write(now),
});
const gestureTools = createGestureTools({ body: gestureBody, state, connection, toasts, canvas, stage, gestureScale, release, welcome }, {
  onDragStart: () => { playback.stopRangePlay(); tabs.show("sec-gesture"); }, // the Gesture readout in view while dragging
  onInspect: (id) => { selectLayer(id != null && state.selectedId === id ? null : id); if (id != null) tabs.show("sec-inspector"); },
  onHover: () => requestDraw(),
  onReplay: (trace, operation) => session.replayTrace(trace, operation),
});
const properties = createPropertyTimeline({ state, toasts, timeline });
const compare = createCompare({ state, stage, toasts, stageElement, controls }, {
  requestDraw,
  onOpen: () => { layout.setOpen("panel", true); tabs.show("sec-compare"); },
});
stageElement.prepend(compare.canvasA);
stageElement.append(compare.captionA, compare.captionB);
compareBody.append(
  h("p", { class: "muted small" }, "Pin a parameter set as A in Parameters (P), change B, then look at both at once:"),
  compare.group);
const sceneView = createSceneView({ state, stage, catalogList, deviceSelect, title, opSwitch, controls, timeline, curves, hint, canvas, transport, release, gestureTools, properties }, {
  onOperation: (op) => session.chooseOperation(op),
});
const releaseBanner = createReleaseBanner({ state, banner, release });
const session = createSession({ state, connection, toasts, playback }, {
  onCatalog: (catalog) => sceneView.showCatalog(catalog),
  onScene: (scene, info) => { sceneView.showScene(scene, info); reduceMotionBox.checked = state.reduceMotion; requestDraw(); },
  onFrame: () => requestDraw(),
  onPlayback: (settings) => transport.setPlayback(settings),
  onState: (message) => releaseBanner.stateChanged(message),
  onError: (message) => gestureTools.tapMissed(message),
  onWelcome: () => welcome.start(),
  onDevice: (device) => stage.setDevice(device),
  isScrubbing: () => timeline.scrubbing,
  writeHash: (now) => hash.write(now),
});
// `serve --watch`: the catalog swapped in under an open page (live-reload.js).
const liveReload = installLiveReload({
  connection, handlers: session.handlers, state, toasts, stageRoot: stageElement,
  applySelection: (target) => session.applySelection(target),
});
const pageExports = createExports({ state, connection, toasts, stage, canExport: () => playback.canControl() });

// The top bar and the stage's toolbar.
const helpButton = h("button", { type: "button", class: "btn small help-button", title: "Keyboard shortcuts (?)", "aria-label": "Keyboard shortcuts", onclick: () => showHelp() }, h("span", { class: "help-key", "aria-hidden": "true" }, "?"), "Shortcuts");
$("#stage-toolbar").append(layout.catalogButton,
  h("div", { class: "toolbar-controls" }, opSwitch, deviceSelect, exploded.button, compare.button, pageExports.copySwiftButton),
  layout.panelButton);
$("#topbar-actions").append(connectionStatus.element, pageExports.group, helpButton);
/** @type {HTMLDialogElement | null} */
let dialog = null;
function showHelp() { dialog = dialog || helpDialog(); if (!dialog.open) dialog.showModal(); }

// ---------------------------------------------------------------------------------------
// Drawing: only the newest frame, once per animation frame

const draw = createDraw({ state, stage, stageElement, compare, zoom, gestureScale, timeline, transport, curves, inspector }, {
  isDragging: () => gestureTools.active,
  fingers: () => gestureTools.fingers,
  onDrawn: () => hash.write(),
});
/** Asks for a draw at the next animation frame, once however often it is asked. */
function requestDraw() {
  if (drawPending) return;
  drawPending = true;
  requestAnimationFrame(() => { drawPending = false; draw(); });
}

/**
 * Selects a layer for the inspector (null: none); the link keeps it.
 * @param {number | null} id
 */
function selectLayer(id) {
  state.selectedId = id;
  hash.write(true);
  requestDraw();
}

installShortcuts({
  togglePlay: () => playback.togglePlay(),
  step: (n) => playback.step(n),
  jump: (p) => playback.jump(p),
  toggleLoop: () => playback.toggleLoop(),
  markIn: () => playback.markAtPlayhead("in"),
  markOut: () => playback.markAtPlayhead("out"),
  clearRange: () => playback.setRange(null),
  switchOperation: () => session.switchOperation(),
  toggleExploded: () => exploded.toggle(),
  rate: (d) => playback.changeRate(d),
  flipAB: () => controls.flip(),
  pinA: () => controls.pin(),
  escape: () => selectLayer(null), // an open dialog closes itself (keyboard.js leaves Esc to it)
  help: () => showHelp(),
});

installTestHook({ state, stage, connection, gestureScale, compare, timeline, curves, welcome, liveReload });
connection.connect();
