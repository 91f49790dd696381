// @ts-check
// The catalog sidebar: every entry with its title, summary and operations (interactive ones
// marked); a filter; clicking an entry or one of its operations selects it.

import { h, icon } from "./dom.js";

export class CatalogList {
  /**
   * @param {HTMLElement} root
   * @param {{ onSelect: (entryId: string, operation?: string) => void }} handlers
   */
  constructor(root, { onSelect }) {
    this.root = root;
    this.onSelect = onSelect;
    this.filter = h("input", { type: "search", class: "filter", placeholder: "Filter transitions", "aria-label": "Filter transitions" });
    this.list = h("ul", { class: "entries", role: "list" });
    this.count = h("span", { class: "count" });
    root.append(
      h("div", { class: "catalog-head" }, h("h2", {}, "Catalog"), this.count),
      h("label", { class: "filter-wrap" }, icon("search", 14), this.filter),
      this.list);
    this.filter.addEventListener("input", () => this.applyFilter());
    /** @type {{ entry: import("./types.js").Entry, li: HTMLElement, main: HTMLElement }[]} */
    this.items = [];
  }

  /**
   * @param {import("./types.js").Entry[]} entries
   */
  render(entries) {
    this.items = entries.map((entry) => {
      const ops = entry.operations.map((op) => {
        const interactive = entry.interactiveOperations.includes(op);
        const chip = h("button", { type: "button", class: `op-chip${interactive ? " interactive" : ""}`, "data-op": op,
          title: interactive ? `${op} — interactive: drag on the canvas` : op },
          interactive ? icon("hand", 11) : null, op);
        chip.addEventListener("click", (e) => { e.stopPropagation(); this.onSelect(entry.id, op); });
        return chip;
      });
      const main = h("button", { type: "button", class: "entry-main", "data-entry": entry.id },
        // Cut with an ellipsis in a narrow column: the whole text is the tooltip.
        h("span", { class: "entry-title", title: entry.title }, entry.title),
        h("span", { class: "entry-summary", title: entry.summary }, entry.summary));
      main.addEventListener("click", () => this.onSelect(entry.id, null));
      const li = h("li", { class: "entry", "data-entry": entry.id, title: entry.origin || "" }, main, h("div", { class: "entry-ops" }, ops));
      return { entry, li, main };
    });
    this.list.replaceChildren(...this.items.map((i) => i.li));
    this.count.textContent = String(entries.length);
    this.applyFilter();
  }

  applyFilter() {
    const q = this.filter.value.trim().toLowerCase();
    for (const { entry, li } of this.items) {
      li.hidden = !!q && !`${entry.id} ${entry.title} ${entry.summary}`.toLowerCase().includes(q);
    }
  }

  /**
   * @param {string} entryId
   * @param {string} operation
   */
  setCurrent(entryId, operation) {
    for (const { entry, li, main } of this.items) {
      const current = entry.id === entryId;
      li.classList.toggle("current", current);
      if (current) main.setAttribute("aria-current", "true"); else main.removeAttribute("aria-current");
      for (const chip of li.querySelectorAll(/** @type {"button"} */ (".op-chip"))) chip.classList.toggle("current", current && chip.dataset.op === operation);
    }
  }
}
