// @ts-check
// What a catalog and a scene change on screen: the entry list and the device menu, then for
// each scene the title, the operation switch, the parameter controls, the timeline and the
// Timing tab, the gesture hint and the release's numbers. No state of its own: the session
// (session.js) has updated the page's state when these run.

import { h, icon } from "./dom.js";
import { deviceByName } from "./state.js";

/** @typedef {import("./types.js").Scene} Scene */
/** @typedef {import("./types.js").Entry} Entry */
/** @typedef {import("./types.js").PageState} PageState */
/**
 * @typedef {object} SceneParts
 * @property {PageState} state
 * @property {import("./stage.js").Stage} stage
 * @property {import("./catalog.js").CatalogList} catalogList
 * @property {HTMLSelectElement} deviceSelect
 * @property {ReturnType<typeof import("./title.js").createTitle>} title
 * @property {HTMLElement} opSwitch
 * @property {import("./controls.js").Controls} controls
 * @property {import("./scrubber.js").Scrubber} timeline
 * @property {import("./curves.js").CurveGraph} curves
 * @property {HTMLElement} hint  the gesture hint: an icon and a text
 * @property {HTMLCanvasElement} canvas
 * @property {import("./transport.js").Transport} transport
 * @property {import("./release-readout.js").ReleaseReadout} release
 * @property {ReturnType<typeof import("./gesture-tools.js").createGestureTools>} gestureTools
 * @property {ReturnType<typeof import("./property-timeline.js").createPropertyTimeline>} properties
 */

/**
 * The parts a scene shows in. `events.onOperation(op)` when the operation switch is pressed.
 * @param {SceneParts} parts
 * @param {{ onOperation: (operation: string) => void }} events
 */
export function createSceneView({ state, stage, catalogList, deviceSelect, title, opSwitch, controls, timeline, curves, hint, canvas, transport, release, gestureTools, properties }, events) {
  /**
   * @param {import("./types.js").Catalog} catalog
   */
  function showCatalog(catalog) {
    catalogList.render(catalog.entries);
    deviceSelect.replaceChildren(...catalog.devices.map((d) => h("option", { value: d.name, title: `${d.title} — ${d.width}×${d.height} pt` }, d.title)));
  }

  /**
   * `entry`: the scene's catalog entry (null when the catalog has none by its id).
   * @param {Scene} scene
   * @param {{ entry: Entry | null, entryChanged: boolean }} info
   */
  function showScene(scene, { entry, entryChanged }) {
    stage.setDevice(deviceByName(state, scene.device));
    stage.roles = scene.roleById;
    catalogList.setCurrent(scene.entry, scene.operation);
    deviceSelect.value = scene.device;
    title.set(entry ? entry.title : scene.entry, entry ? entry.origin : "");
    opSwitch.replaceChildren(...(entry ? entry.operations : [scene.operation]).map((op) => {
      const b = h("button", { type: "button", role: "radio", "aria-checked": String(op === scene.operation), class: op === scene.operation ? "on" : "", title: "Switch operation (O)" },
        entry?.interactiveOperations.includes(op) ? icon("hand", 12) : null, op);
      b.addEventListener("click", () => events.onOperation(op));
      return b;
    }));
    if (entry && (entryChanged || controls.entry?.id !== entry.id)) controls.setEntry(entry, scene.parameters);
    else controls.setValues(scene.parameters);
    properties.sceneChanged();
    timeline.setScene(scene);
    timeline.setLive(scene.live && scene.state === "interactive");
    showRelease(scene, entry);
    curves.setScene(scene);
    const interactive = scene.interactive;
    hint.hidden = !interactive;
    hint.lastChild.textContent = entry?.gestureHints?.[scene.operation] ?? "Drag on the screen";
    hint.title = hint.lastChild.textContent;  // whole, where a narrow row ends it in an ellipsis
    canvas.classList.toggle("interactive", !!interactive);
    if (scene.recorded) gestureTools.showReplaying(state.replayTrace);
    transport.setEnabled(scene.endTime > 0);
  }

  /**
   * The release's numbers in the Gesture panel and on the timeline's release marker.
   * @param {Scene} scene
   * @param {Entry | null} entry
   */
  function showRelease(scene, entry) {
    const marker = (scene.markers || []).find((m) => m.kind === "interactionEnd");
    if (scene.recorded && !scene.live && state.replayTrace) release.showTrace(state.replayTrace);
    if (marker && (scene.live || (scene.recorded && state.replayTrace))) {
      release.sceneMarker(marker, entry, scene.parameters, scene.operation);
      timeline.setReleaseNote(release.markerNote());
    } else {
      timeline.setReleaseNote(null);
    }
  }

  return { showCatalog, showScene };
}
