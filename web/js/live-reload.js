// @ts-check
// `serve --watch` in the page (docs/page.md, "Live reload"): when a rebuild swaps the catalog
// in, the page keeps its place — entry, operation, device, the parameters the viewer changed,
// playhead, inspected layer, replayed gesture, playback — by selecting it again on the new
// build; it flashes what was rebuilt; a broken build, a crashed entry, a NaN in its values or
// a broken contract shows the diagnostics overlay instead of a blank canvas.

import * as P from "./protocol.js";
import { DiagnosticsOverlay } from "./diagnostics.js";
import { h } from "./dom.js";

/** @typedef {import("./types.js").PageState} PageState */
/** @typedef {import("./types.js").Entry} Entry */
/** @typedef {import("./types.js").ParameterValues} ParameterValues */
/** @typedef {import("./types.js").Selection} Selection */
/** @typedef {import("./types.js").Connection} Connection */
/** @typedef {import("./types.js").Toasts} Toasts */
/**
 * @typedef {object} LiveReload  what the tests read of it
 * @property {number} builds  catalogs swapped in so far
 * @property {object | null} lastChange  the last catalog-changed message
 * @property {number | null} reloadedAt  performance.now() when the last reload was on screen
 * @property {DiagnosticsOverlay} overlay
 */

/**
 * Adds the live-reload messages to main.js's `handlers` and wraps its `error`, `scene`
 * handlers. `applySelection(target)` is main.js's selection restore.
 * @param {{ connection: Connection, handlers: Record<string, (message: any) => void>, state: PageState, toasts: Toasts, applySelection: (target: Selection) => Promise<void>, stageRoot: HTMLElement }} parts
 * @returns {LiveReload}
 */
export function installLiveReload({ connection, handlers, state, toasts, applySelection, stageRoot }) {
  const overlay = new DiagnosticsOverlay(stageRoot);
  const flash = h("div", { class: "reload-flash", hidden: true, role: "status", "aria-live": "polite" });
  stageRoot.append(flash);
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let flashTimer;
  let reloading = false;
  /** @type {LiveReload} */
  const live = { builds: 0, lastChange: null, reloadedAt: null, overlay };

  /**
   * @param {string} text
   * @param {string} kind
   */
  const show = (text, kind) => {
    flash.textContent = text;
    flash.dataset.kind = kind;
    flash.hidden = false;
    clearTimeout(flashTimer);
    if (kind !== "building") flashTimer = setTimeout(() => { flash.hidden = true; }, 2500);
  };

  handlers["build-started"] = (message) => {
    show(`Rebuilding ${describe(message.files)}…`, "building");
  };

  handlers["build-failed"] = (message) => {
    flash.hidden = true;
    overlay.showBuild(message);
  };

  handlers["catalog-changed"] = async (message) => {
    live.builds++;
    live.lastChange = message;
    overlay.clear();
    reloading = true;
    try {
      await restore(message);
    } finally {
      reloading = false;
    }
  };

  const error = handlers.error;
  handlers.error = (message) => {
    if (message.code === "entry-crashed" || message.code === "entry-timed-out") {
      overlay.showRuntime(message);
      return;
    }
    // The entry's code ran but broke the contract (started no transition, two, the wrong one):
    // shown over the stage too, as well as the usual toast.
    if (message.request === "select" && CONTRACT_CODES.has(message.code)) overlay.showRuntime(message);
    // Requests in flight while the new build's worker had no selection yet: restore re-sends.
    if (reloading && message.code === "no-selection") return;
    error(message);
  };

  const scene = handlers.scene;
  handlers.scene = (message) => {
    overlay.clear("runtime");
    scene(message);
    // A NaN or an infinity in the entry's values (0 / 0, a division by a zero duration): the
    // frames leave that layer out, so say so over the stage instead of letting it vanish.
    if (message.nonFinite && !overlay.visible) overlay.showNonFinite(message.nonFinite);
    // What `transitions check` would say about this very run (completeTransition twice, a
    // view left behind, a call UIKit refuses …), with the app's file and line when known.
    else if (message.findings?.length && !overlay.visible) overlay.showFindings(message.entry, message.findings);
  };

  /**
   * hello → the new catalog → the same selection, with notes for what no longer fits.
   * @param {{ build: number, seconds: number, files: string[] }} message
   * @returns {Promise<void>}
   */
  async function restore(message) {
    const oldEntries = state.catalog?.entries || [];
    const before = {
      entry: state.entry, operation: state.operation, device: state.device,
      parameters: changedParameters(oldEntries.find((e) => e.id === state.entry), state.parameters),
      progress: state.progress, gesture: state.replayTrace,
      playing: state.playback?.state === "running",
    };
    try {
      await connection.request(P.hello());
    } catch (error) {
      toasts.show(error.message, { kind: "error", title: "Reload failed" });
      return;
    }
    const entries = state.catalog?.entries || [];
    const added = entries.filter((e) => !oldEntries.some((o) => o.id === e.id)).map((e) => e.id);
    if (added.length) toasts.show(`New in the catalog: ${added.join(", ")}.`, { kind: "info", key: "reload-added" });
    const now = entries.find((e) => e.id === before.entry);
    if (before.entry && !now && entries.length) {
      toasts.show(`“${before.entry}” is no longer in the catalog (deleted or renamed); showing ${entries[0].id}.`, { kind: "warning", key: "reload-gone" });
    }
    /** @type {ParameterValues} */
    const parameters = {};
    for (const [key, value] of Object.entries(before.parameters)) {
      if (now && !now.parameters.some((p) => p.key === key)) {
        toasts.show(`Parameter “${key}” no longer exists in ${now.id}; dropped.`, { kind: "warning", key: `reload-param-${key}` });
      } else parameters[key] = value;
    }
    if (!before.entry) return;
    await applySelection({
      entry: now ? before.entry : entries[0]?.id, operation: now ? before.operation : undefined, device: before.device,
      parameters: now ? parameters : {}, progress: now ? before.progress : 0, gesture: now ? before.gesture : null,
    });
    if (before.playing && now && connection.isOpen) {
      connection.send(P.play({ rate: state.playback.rate, loop: state.playback.loop }));
    }
    live.reloadedAt = performance.now();
    show(`${describe(message.files, now?.id)} rebuilt in ${message.seconds.toFixed(1)} s`, "done");
  }

  return live;
}

const CONTRACT_CODES = new Set(["no-transition", "several-transitions", "wrong-operation", "started-without-touch", "no-sample-gesture"]);

/**
 * The parameters whose value differs from the entry's default: only those are carried over,
 * so a default edited in the Catalog file shows at once.
 * @param {Entry | undefined} entry
 * @param {ParameterValues} [values]
 * @returns {ParameterValues}
 */
export function changedParameters(entry, values = {}) {
  /** @type {ParameterValues} */
  const changed = {};
  for (const [key, value] of Object.entries(values || {})) {
    const spec = entry?.parameters.find((p) => p.key === key);
    if (!spec || spec.default !== value) changed[key] = value;
  }
  return changed;
}

/**
 * @param {string[]} [files]
 * @param {string} [entry]
 * @returns {string}
 */
function describe(files = [], entry) {
  if (files.length === 1) {
    const name = files[0].split("/").pop();
    return entry && files[0].startsWith("Catalog/") ? `${entry} (${name})` : name;
  }
  return files.length ? `${files.length} files` : entry || "the catalog";
}
