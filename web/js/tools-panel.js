// @ts-check
// The tools panel: its tabs (Parameters, Compare, Timing, Inspector, Gesture) and the parts that
// live in them — the parameter controls, the Timing tab's curves, the inspector and the
// gesture's release readout. The Compare and Gesture tabs' bodies are handed back for their
// own modules (compare.js, gesture-tools.js) to fill.

import { h } from "./dom.js";
import { createPanelTabs } from "./panel-tabs.js";
import { Controls } from "./controls.js";
import { CurveGraph } from "./curves.js";
import { Inspector } from "./inspector.js";
import { ReleaseReadout } from "./release-readout.js";

/**
 * @typedef {object} ToolsPanelEvents
 * @property {(values: import("./types.js").ParameterValues) => void} onSetParameters
 * @property {(id: number, options?: { toggle?: boolean }) => void} onSelectLayer  a row of the layer list was clicked
 * @property {(id: number | null) => void} onHoverLayer  a row of the layer list is hovered (null: none)
 */

/**
 * `panel`: the panel's element; `banner`: the status line the release readout announces in.
 * @param {{ panel: HTMLElement, toasts: import("./types.js").Toasts, banner: HTMLElement }} parts
 * @param {ToolsPanelEvents} events
 */
export function createToolsPanel({ panel, toasts, banner }, events) {
  const paramsList = h("div");
  // Below the entry's parameters, the device's own settings (Reduce Motion), which main.js fills.
  const deviceSettings = h("div", { class: "device-settings" });
  const paramsBody = h("div", {}, paramsList, deviceSettings);
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
  const controls = new Controls(paramsList, {
    onSet: (values) => events.onSetParameters(values),
    onStatus: (text) => toasts.show(text, { key: "ab", timeout: 1800 }),
    onClamped: (text) => toasts.show(text, { kind: "warning", key: "clamped", title: "Out of range" }),
  });
  const curves = new CurveGraph(curvesBody);
  // A row only highlights its layer on the canvas: showing its facts above the list would
  // resize the inspector and move the rows under the pointer.
  const inspector = new Inspector(inspectBody, layersBody, { onSelect: events.onSelectLayer, onHover: events.onHoverLayer });
  const release = new ReleaseReadout(gestureBody, banner);
  return { tabs, controls, curves, inspector, release, compareBody, gestureBody, deviceSettings };
}
