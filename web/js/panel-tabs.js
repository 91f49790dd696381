// @ts-check
// The right panel as tabs — Parameters, Compare, Timing, Inspector, Gesture — so every tool is
// one click away and none is below another one's fold. Each tab's body scrolls on its own.

import { h } from "./dom.js";

/**
 * tabs: [{id, title, body}] (ids become the panels' element ids). Returns {tabs, show(id), current}.
 * @param {HTMLElement} panel
 * @param {{ id: string, title: string, body: HTMLElement | HTMLElement[] }[]} tabs
 * @returns {{ show: (id: string) => void, readonly current: string | null }}
 */
export function createPanelTabs(panel, tabs) {
  const strip = h("div", { class: "panel-tabs", role: "tablist", "aria-label": "Tools" });
  /** @type {Map<string, HTMLButtonElement>} */
  const buttons = new Map();
  /** @type {Map<string, HTMLElement>} */
  const panes = new Map();
  for (const { id, title, body } of tabs) {
    const button = h("button", { type: "button", role: "tab", id: `${id}-tab`, class: "panel-tab", "aria-controls": id, "aria-selected": "false", tabindex: "-1" }, title);
    const pane = h("section", { class: "section tab-pane", id, role: "tabpanel", "aria-labelledby": `${id}-tab`, hidden: true }, h("div", { class: "section-body" }, body));
    button.addEventListener("click", () => show(id));
    button.addEventListener("keydown", (e) => {
      const ids = tabs.map((t) => t.id), i = ids.indexOf(id);
      const to = e.key === "ArrowRight" ? ids[(i + 1) % ids.length] : e.key === "ArrowLeft" ? ids[(i + ids.length - 1) % ids.length] : null;
      if (!to) return;
      e.preventDefault();
      e.stopPropagation();
      show(to);
      buttons.get(to).focus();
    });
    strip.append(button);
    buttons.set(id, button);
    panes.set(id, pane);
  }
  panel.append(strip, ...panes.values());
  /** @type {string | null} */
  let current = null;

  /**
   * @param {string} id
   */
  function show(id) {
    if (!panes.has(id)) return;
    current = id;
    for (const [key, button] of buttons) {
      const on = key === id;
      button.setAttribute("aria-selected", String(on));
      button.tabIndex = on ? 0 : -1;
      button.classList.toggle("on", on);
      panes.get(key).hidden = !on;
    }
  }

  show(tabs[0].id);
  return { show, get current() { return current; } };
}
