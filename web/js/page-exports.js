// @ts-check
// The page's export actions: the current frame as PNG, the whole run as WebM or animated PNG
// (frame by frame from the server, run-export.js), every frame as JSON, and the run's
// animations as Swift. Whole-run exports pause playback and put the playhead back after.

import * as P from "./protocol.js";
import { entryById } from "./state.js";
import { download, exportPNG, framesJSON } from "./export.js";
import { canEncodeVideo, exportAPNG, exportWebM } from "./run-export.js";
import { presentSwift, swiftCode } from "./swift-code.js";
import { h, icon } from "./dom.js";

/**
 * Returns the top bar's export button group and the Parameters panel's Copy-as-Swift button.
 * `stage` has the device to frame; `canExport()` says whether the playhead may move (whole-run
 * exports seek through the run).
 * @param {{ state: import("./types.js").PageState, connection: import("./types.js").Connection, toasts: import("./types.js").Toasts, stage: import("./stage.js").Stage, canExport: () => boolean }} parts
 */
export function createExports({ state, connection, toasts, stage, canExport }) {
  const video = canEncodeVideo();
  /**
   * @param {string} name
   * @param {string} text
   * @param {string} label
   * @param {() => void} onclick
   */
  const button = (name, text, label, onclick) => h("button", { type: "button", class: "btn small", title: label, "aria-label": label, onclick }, icon(name, 15), h("span", { class: "btn-text" }, text));
  const pngButton = button("image", "PNG", "Save the current frame as PNG", () => savePNG());
  const videoButton = button("film", "WebM", video ? "Save the whole transition as a WebM video at 60 fps, at the chosen rate" : "This browser cannot encode video frame by frame (no WebCodecs VideoEncoder)", () => saveRun("webm"));
  videoButton.disabled = !video;
  const apngButton = button("film", "APNG", "Save the whole transition as an animated PNG at 30 fps, at the chosen rate (for pull requests and docs)", () => saveRun("apng"));
  const jsonButton = button("code", "JSON", "Export every frame (60 fps) as JSON", () => saveJSON());
  const group = h("div", { class: "exports", role: "group", "aria-label": "Export" }, pngButton, videoButton, apngButton, jsonButton);
  const copySwiftButton = h("button", { class: "btn small", type: "button", title: "The run's animations with these values, as the UIKit calls that make them", onclick: () => copySwift() }, icon("code", 14), "Copy as Swift");

  async function savePNG() {
    if (!state.frame || !state.scene) return;
    try { await exportPNG(stage.device, state.scene, state.frame); } catch (error) { toasts.show(error.message, { kind: "error", title: "PNG" }); }
  }

  /**
   * A whole-run export, frame by frame from the server (run-export.js); the playhead is put back.
   * @param {"webm" | "apng"} format
   * @returns {Promise<void>}
   */
  async function saveRun(format) {
    if (!canExport() || state.exporting) return;
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
    if (!canExport()) return;
    if (state.playback.state === "running") connection.send(P.pause());
    const progress = state.progress, scene = state.scene;
    const note = toasts.show("Fetching frames…", { timeout: 0, key: "json" });
    try {
      const data = await framesJSON(scene, (t) => connection.request(P.seekTime(t)), (f) => note.update(`Fetching frames… ${Math.round(f * 100)} %`));
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

  return { group, copySwiftButton };
}
