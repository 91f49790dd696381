// @ts-check
// The selected entry's title in the top bar: its name, and one line under it — where it comes
// from, or during the first visit the welcome's line of what to do (the same line's place, so
// the layout does not move when the welcome ends). Long names are cut with an ellipsis and
// given whole in a tooltip.

import { h } from "./dom.js";

/**
 * @param {HTMLElement} root
 */
export function createTitle(root) {
  const name = h("h1", {}, "Transitions");
  const origin = h("p", { class: "origin muted small" }, "Connecting to the preview server…");
  root.append(name, origin);
  return {
    /**
     * @param {string} title
     * @param {string} from
     */
    set(title, from) {
      name.textContent = title;
      name.title = title;
      origin.textContent = from;
      origin.title = from;
    },
    /**
     * Shows `line` (the welcome's, hidden when it ends) in place of the origin while it is shown.
     * @param {HTMLElement} line
     */
    showWelcome(line) { root.insertBefore(line, origin); },
  };
}
