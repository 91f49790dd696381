// @ts-check
// Keyboard shortcuts: one table drives both the handling and the help dialog.

import { h } from "./dom.js";

export const SHORTCUTS = [
  { keys: ["Space"], action: "togglePlay", text: "Play / pause" },
  { keys: ["←", "→"], action: "step", text: "Step one frame (1/60 s) back / forward; with Shift, ten" },
  { keys: ["Home", "End"], action: "jump", text: "Go to the start / end" },
  { keys: ["[", "]"], action: "rate", text: "Slower / faster (0.1× … 2×; any rate from 0.05× to 4× in the box or with the slider)" },
  { keys: ["L"], action: "toggleLoop", text: "Loop on / off" },
  { keys: ["B", "N"], action: "markIn", text: "Set the loop range's in / out point at the playhead (After Effects' work area keys); Shift+B clears it" },
  { keys: ["O"], action: "switchOperation", text: "Switch operation (present ⇄ dismiss, push ⇄ pop)" },
  { keys: ["A"], action: "flipAB", text: "Flip between parameter sets A and B" },
  { keys: ["P"], action: "pinA", text: "Pin the current parameters as A" },
  { keys: ["E"], action: "toggleExploded", text: "Exploded 3D view of the layers" },
  { keys: ["Alt", "drag"], action: "twoFingerDrag", text: "Two fingers on an interactive entry (Option on a Mac): the second finger mirrors the pointer through the screen's centre, for the app's pinch and rotation" },
  { keys: ["Esc"], action: "escape", text: "Close this dialog / clear the layer selection" },
  { keys: ["?"], action: "help", text: "Show these shortcuts" },
];

/**
 * @param {EventTarget | null} target
 * @returns {boolean}
 */
function typing(target) {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  if (target instanceof HTMLInputElement) return !["checkbox", "radio", "button", "range"].includes(target.type);
  return false;
}

/**
 * Installs the handler; `actions` maps action names to functions.
 * @param {Record<string, (argument?: any) => void>} actions
 */
export function installShortcuts(actions) {
  document.addEventListener("keydown", (e) => {
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
    if (typing(e.target)) return;
    const onRange = e.target instanceof HTMLInputElement && e.target.type === "range";
    let handled = true;
    switch (e.key) {
      case " ": case "Spacebar": actions.togglePlay(); break;
      case "ArrowLeft": if (onRange) return; actions.step(e.shiftKey ? -10 : -1); break;
      case "ArrowRight": if (onRange) return; actions.step(e.shiftKey ? 10 : 1); break;
      case "Home": if (onRange) return; actions.jump(0); break;
      case "End": if (onRange) return; actions.jump(1); break;
      case "[": actions.rate(-1); break;
      case "]": actions.rate(1); break;
      case "l": case "L": actions.toggleLoop(); break;
      case "b": case "B": if (e.shiftKey) actions.clearRange(); else actions.markIn(); break;
      case "n": case "N": actions.markOut(); break;
      case "o": case "O": actions.switchOperation(); break;
      case "a": case "A": actions.flipAB(); break;
      case "p": case "P": actions.pinA(); break;
      case "e": case "E": actions.toggleExploded(); break;
      // An open dialog closes itself on Esc (its native `cancel`): never prevent that.
      case "Escape": if (document.querySelector("dialog[open]")) return; actions.escape(); break;
      case "?": actions.help(); break;
      default: handled = false;
    }
    if (handled) e.preventDefault();
  });
}

/** The dialog listing every shortcut, added to the page (closed). */
export function helpDialog() {
  const rows = SHORTCUTS.map((s) => h("tr", {},
    h("td", {}, s.keys.map((k) => h("kbd", {}, k))), h("td", {}, s.text)));
  const close = h("button", { class: "btn", type: "button", value: "close" }, "Close");
  const dialog = h("dialog", { class: "help", "aria-label": "Keyboard shortcuts" },
    h("form", { method: "dialog" },
      h("h2", {}, "Keyboard shortcuts"),
      h("table", {}, h("tbody", {}, rows)),
      h("p", { class: "muted small" }, "Drag on the canvas of an interactive entry to drive its gesture (hold Alt as the press goes down for two fingers); click a layer to inspect it."),
      h("div", { class: "dialog-actions" }, close)));
  document.body.append(dialog);
  return dialog;
}

/**
 * The main shortcuts, always on screen beside the transport; the "?" opens them all.
 * @param {() => void} showHelp
 * @returns {HTMLElement}
 */
export function shortcutHints(showHelp) {
  /**
   * @param {string[]} keys
   * @param {string} text
   */
  // In a narrow row the words go (`keepShortcutsWhole`): the keys stay, and the title says what
  // they do.
  const hint = (keys, text) => h("span", { class: "shortcut", title: `${keys.join(" ")}: ${text}` },
    keys.map((k) => h("kbd", {}, k)), h("span", { class: "shortcut-label" }, text));
  return h("div", { class: "shortcut-hints", "aria-label": "Main keyboard shortcuts" },
    hint(["Space"], "play"), hint(["←", "→"], "frame"),
    h("button", { type: "button", class: "link shortcut-more", onclick: showHelp, title: "Every keyboard shortcut (?)" },
      h("kbd", {}, "?"), h("span", { class: "shortcut-label" }, "all keys")));
}

/**
 * Keeps the shortcut hints whole: when their words do not fit beside the readouts and the
 * gesture's hint (1280 × 657 with both side columns open, or a long hint), they show their
 * keys only (class `compact`); `watched` are the boxes whose size changes the room (the row,
 * the gesture's hint). Measured a frame after a change, so the observer never loops.
 * @param {HTMLElement} hints
 * @param {HTMLElement[]} watched
 */
export function keepShortcutsWhole(hints, watched) {
  let pending = false;
  const fit = () => {
    pending = false;
    hints.classList.remove("compact");
    if (hints.scrollWidth > hints.clientWidth) hints.classList.add("compact");
  };
  const observer = new ResizeObserver(() => {
    if (!pending) requestAnimationFrame(fit);
    pending = true;
  });
  for (const element of [hints, ...watched]) observer.observe(element);
}
