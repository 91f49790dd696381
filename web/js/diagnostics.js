// @ts-check
// The diagnostics overlay of `serve --watch`: the compiler's errors after a broken save,
// where an entry's code crashed, or the NaN its values produced, over the stage (the last good frame stays visible behind it).
// Grouped by file; each shows line, column, message and the source line with a caret; a click
// copies `file:line` for the editor's "go to".

import { h } from "./dom.js";

/** @typedef {import("./types.js").Diagnostic} Diagnostic */

export class DiagnosticsOverlay {
  /**
   * @param {HTMLElement} root
   */
  constructor(root) {
    this.el = h("section", { class: "diagnostics", hidden: true, role: "alert", "aria-live": "assertive" });
    root.append(this.el);
    /** @type {string | null} */
    this.kind = null;
  }

  /**
   * A `build-failed` message.
   * @param {{ build: number, diagnostics: Diagnostic[], output?: string }} message
   */
  showBuild(message) {
    const errors = message.diagnostics.filter((d) => d.severity === "error").length;
    const files = new Set(message.diagnostics.map((d) => d.file)).size;
    const title = message.diagnostics.length
      ? `Build ${message.build} failed — ${plural(errors, "error")} in ${plural(files, "file")}`
      : `Build ${message.build} failed`;
    this.show("build", title, "Still showing the last good build; save a fix to rebuild.", message.diagnostics, message.output);
  }

  /**
   * An `error` with code `entry-crashed` or `entry-timed-out`.
   * @param {{ code: string, message: string, diagnostics?: Diagnostic[] }} message
   */
  showRuntime(message) {
    const title = message.code === "entry-timed-out" ? "The entry’s code did not finish"
      : message.code === "entry-crashed" ? "The entry’s code crashed" : `The entry’s code broke the contract (${message.code})`;
    this.show("runtime", title, message.message, message.diagnostics || [], "");
  }

  /**
   * A `scene` whose run has a NaN or ±∞ (`nonFinite`: {time, layer, role}).
   * @param {{ time: number, layer: number, role: string }} where
   */
  showNonFinite({ time, layer, role }) {
    this.show("runtime", "The entry’s code produced a value that is not a number",
      `First at ${Number(time.toFixed(4))} s: layer ${layer} (${role}) has a NaN or infinite position, size, transform or opacity, `
      + "so the canvas leaves it out. Look for 0 / 0 or a division by a zero duration, size or distance in the animation’s values.", [], "");
    this.el.dataset.nonFinite = String(layer);
  }

  /**
   * A `scene`'s contract-check `findings` ({code, time, view, message, file, line}).
   * @param {string} entry
   * @param {import("./types.js").Finding[]} findings
   */
  showFindings(entry, findings) {
    const diagnostics = findings.map((f) => ({
      file: f.file ?? `${entry} (no call site)`, line: f.line ?? 0, column: 0, severity: "warning",
      message: `${f.code} at ${Number(f.time.toFixed(4))} s${f.view ? ` [${f.view}]` : ""}: ${f.message}`, source: null,
    }));
    const count = findings.length;
    this.show("runtime", `The entry’s code broke UIKit’s transition contract (${count} finding${count === 1 ? "" : "s"})`,
      "What transitions check reports for this run; the frames show what the code did.", diagnostics, "");
  }

  /**
   * @param {string | null} [kind]
   */
  clear(kind = null) {
    if (kind && this.kind !== kind) return;
    this.kind = null;
    this.el.hidden = true;
    delete this.el.dataset.nonFinite;
    this.el.replaceChildren();
  }

  get visible() { return !this.el.hidden; }

  /**
   * @param {string} kind
   * @param {string} title
   * @param {string} note
   * @param {Diagnostic[]} diagnostics
   * @param {string} [output]
   */
  show(kind, title, note, diagnostics, output) {
    this.kind = kind;
    delete this.el.dataset.nonFinite;
    this.el.dataset.kind = kind;
    /** @type {Map<string, Diagnostic[]>} */
    const groups = new Map();
    for (const d of diagnostics) {
      if (!groups.has(d.file)) groups.set(d.file, []);
      groups.get(d.file).push(d);
    }
    const close = h("button", { type: "button", class: "diagnostics-close", "aria-label": "Hide (the next build shows it again)", title: "Hide" }, "×");
    close.addEventListener("click", () => { this.el.hidden = true; });
    this.el.replaceChildren(
      h("header", {}, h("strong", { class: "diagnostics-title" }, title), close),
      h("p", { class: "diagnostics-note" }, note),
      ...[...groups].map(([file, items]) => h("div", { class: "diagnostics-file", "data-file": file },
        h("h3", {}, file),
        ...items.map((d) => this.item(d)))),
      output ? h("pre", { class: "diagnostics-output" }, output) : null,
    );
    this.el.hidden = false;
  }

  /**
   * @param {Diagnostic} d
   * @returns {HTMLElement}
   */
  item(d) {
    const where = !d.line ? "—" : d.column ? `${d.line}:${d.column}` : `${d.line}`;
    /** @type {HTMLElement[]} */
    const code = [];
    if (d.source != null) {
      code.push(h("code", { class: "source" }, d.source));
      if (d.column > 0) code.push(h("code", { class: "caret" }, caretLine(d.source, d.column)));
    }
    const button = h("button", { type: "button", class: `diagnostic diagnostic-${d.severity}`, title: `Copy ${d.file}:${d.line}`,
      "data-location": `${d.file}:${d.line}` },
      h("span", { class: "where" }, where),
      h("span", { class: "severity" }, d.severity),
      h("span", { class: "message" }, d.message),
      code.length ? h("pre", {}, ...code.flatMap((c, i) => (i ? ["\n", c] : [c]))) : null);
    button.addEventListener("click", () => copy(`${d.file}:${d.line}`, button));
    return button;
  }
}

/**
 * Spaces (tabs kept, so the caret lines up) up to the 1-based column, then `^`.
 * @param {string} source
 * @param {number} column
 * @returns {string}
 */
export function caretLine(source, column) {
  let pad = "";
  for (let i = 0; i < column - 1; i++) pad += source[i] === "\t" ? "\t" : " ";
  return pad + "^";
}

/**
 * @param {number} n
 * @param {string} word
 * @returns {string}
 */
function plural(n, word) { return `${n} ${word}${n === 1 ? "" : "s"}`; }

/**
 * @param {string} text
 * @param {HTMLElement} button
 * @returns {Promise<void>}
 */
async function copy(text, button) {
  button.dataset.copied = text;
  try {
    await navigator.clipboard.writeText(text);
    button.classList.add("copied");
    setTimeout(() => button.classList.remove("copied"), 1200);
  } catch { /* no clipboard permission (an http page on another host): data-copied still says it */ }
}
