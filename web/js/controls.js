// @ts-check
// Parameter controls generated from an entry's typed parameters (number → slider with range,
// step, unit and a number field; toggle → switch; choice → select), reset to defaults, and
// A/B: pin the current set as "A" and flip between it and the working set ("B").

import { h, icon } from "./dom.js";

/** @typedef {import("./types.js").Entry} Entry */
/** @typedef {import("./types.js").Parameter} Parameter */
/** @typedef {import("./types.js").ParameterValues} ParameterValues */

/**
 * @param {number} step
 */
const decimals = (step) => Math.max(0, Math.min(6, (String(step).split(".")[1] || "").length));

export class Controls {
  /**
   * onSet(values): the full parameter set to show.
   * @param {HTMLElement} root
   * @param {{ onSet: (values: ParameterValues) => void, onStatus?: (text: string) => void, onClamped?: (text: string) => void }} handlers
   */
  constructor(root, { onSet, onStatus, onClamped }) {
    this.root = root;
    this.onClamped = onClamped;
    this.onSet = onSet;
    this.onStatus = onStatus;
    /** @type {Entry | null} */
    this.entry = null;
    /** @type {ParameterValues} */
    this.values = {};
    /** @type {Map<string, { show: (value: any) => void }>} */
    this.inputs = new Map();
    /** @type {ParameterValues | null} */
    this.pinned = null;      // A
    /** @type {ParameterValues | null} */
    this.other = null;       // the set not shown while flipping
    this.showing = "B";
    this.list = h("div", { class: "params" });
    this.resetButton = h("button", { class: "btn small", type: "button", onclick: () => this.reset(), title: "Reset every parameter to its default" }, icon("reset", 14), "Reset");
    this.pinButton = h("button", { class: "btn small", type: "button", onclick: () => this.pin(), title: "Pin the current parameters as A (P)" }, icon("pin", 14), "Pin A");
    this.abButton = h("button", { class: "btn small ab", type: "button", onclick: () => this.flip(), disabled: true, title: "Flip between A and B (A)", "aria-pressed": "false" },
      h("span", { class: "ab-a" }, "A"), h("span", { class: "ab-b" }, "B"));
    this.abNote = h("p", { class: "ab-note muted small" }, "Pin a set as A, change parameters, then flip A ⇄ B to compare.");
    root.append(this.list, h("div", { class: "param-actions" }, this.resetButton, this.pinButton, this.abButton), this.abNote);
  }

  /**
   * @param {Entry} entry
   * @param {ParameterValues} values
   */
  setEntry(entry, values) {
    const changed = !this.entry || this.entry.id !== entry.id;
    this.entry = entry;
    if (changed) { this.pinned = null; this.other = null; this.showing = "B"; }
    this.values = { ...values };
    this.build();
    this.updateAB();
  }

  /**
   * Values from the server (a scene): shown without sending anything.
   * @param {ParameterValues} values
   */
  setValues(values) {
    this.values = { ...this.values, ...values };
    for (const [key, input] of this.inputs) if (key in this.values) input.show(this.values[key]);
    this.updateAB();
  }

  build() {
    this.inputs.clear();
    const params = this.entry?.parameters || [];
    this.list.replaceChildren(...params.map((p) => this.control(p)));
    if (!params.length) this.list.append(h("p", { class: "muted small" }, "This entry has no parameters."));
    this.resetButton.disabled = this.pinButton.disabled = !params.length;
  }

  /**
   * @param {Parameter} p
   * @returns {HTMLElement}
   */
  control(p) {
    const id = `param-${p.key}`;
    const value = this.values[p.key] ?? p.default;
    const label = h("label", { for: id, class: "param-title" }, p.title || p.key);
    const dirty = h("button", { class: "param-reset", type: "button", title: `Reset to ${p.default}`, "aria-label": `Reset ${p.title} to ${p.default}`, onclick: () => this.change(p.key, p.default) }, icon("reset", 12));
    const help = p.help ? h("p", { class: "param-help" }, p.help) : null;
    /** @type {HTMLElement} */
    let row;
    if (p.type === "number") {
      const digits = decimals(p.step ?? 0.01);
      const slider = h("input", { id, type: "range", min: p.min, max: p.max, step: p.step ?? "any", value, "aria-describedby": help ? `${id}-help` : null });
      const field = h("input", { type: "number", class: "param-number", min: p.min, max: p.max, step: p.step ?? "any", value, "aria-label": `${p.title} value` });
      const unit = h("span", { class: "param-unit" }, p.unit || "");
      slider.addEventListener("input", () => { field.value = Number(slider.value).toFixed(digits); this.change(p.key, Number(slider.value)); });
      field.addEventListener("change", () => {
        const typed = Number(field.value), v = Math.min(p.max, Math.max(p.min, typed));
        if (field.value.trim() === "" || !Number.isFinite(v)) { field.value = Number(this.values[p.key]).toFixed(digits); return; }
        if (v !== typed) this.onClamped?.(`${p.title || p.key}: ${typed} is outside ${p.min} … ${p.max}${p.unit ? ` ${p.unit}` : ""}, so it is ${v.toFixed(digits)}.`);
        field.value = v.toFixed(digits);
        slider.value = String(v);
        this.change(p.key, v);
      });
      this.inputs.set(p.key, {
        show: (/** @type {number} */ v) => { slider.value = String(v); field.value = Number(v).toFixed(digits); dirty.hidden = Math.abs(v - Number(p.default)) < 1e-9; },
      });
      row = h("div", { class: "param param-number-row" }, h("div", { class: "param-head" }, label, dirty, h("span", { class: "param-value" }, field, unit)), slider);
    } else if (p.type === "toggle") {
      const box = h("input", { id, type: "checkbox", class: "switch", role: "switch", checked: !!value });
      box.addEventListener("change", () => this.change(p.key, box.checked));
      this.inputs.set(p.key, { show: (/** @type {boolean} */ v) => { box.checked = !!v; dirty.hidden = !!v === !!p.default; } });
      row = h("div", { class: "param param-toggle-row" }, h("div", { class: "param-head" }, label, dirty, box));
    } else {
      /** @type {{ value: string, title?: string }[]} */
      const options = (p.options || []).map((/** @type {string | { value: string, title?: string }} */ o) => (typeof o === "object" ? o : { value: o, title: o }));
      const select = h("select", { id }, options.map((o) => h("option", { value: o.value }, o.title ?? o.value)));
      select.value = String(value);
      select.addEventListener("change", () => this.change(p.key, select.value));
      this.inputs.set(p.key, { show: (/** @type {string} */ v) => { select.value = v; dirty.hidden = v === p.default; } });
      row = h("div", { class: "param param-choice-row" }, h("div", { class: "param-head" }, label, dirty), select);
    }
    if (help) { help.id = `${id}-help`; row.append(help); }
    this.inputs.get(p.key).show(value);
    return row;
  }

  /**
   * @param {string} key
   * @param {number | boolean | string} value
   */
  change(key, value) {
    this.values = { ...this.values, [key]: value };
    this.inputs.get(key)?.show(value);
    this.onSet({ ...this.values });
    this.updateAB();
  }

  reset() {
    /** @type {ParameterValues} */
    const defaults = {};
    for (const p of this.entry?.parameters || []) defaults[p.key] = p.default;
    this.values = defaults;
    for (const [key, input] of this.inputs) input.show(defaults[key]);
    this.onSet({ ...defaults });
    this.updateAB();
  }

  pin() {
    if (!this.entry) return;
    if (this.showing === "A") { this.other = this.pinned; this.showing = "B"; }
    this.pinned = { ...this.values };
    this.onStatus?.("Pinned the current parameters as A");
    this.updateAB();
  }

  /** Shows A if B is shown and the other way round (the working set is kept). */
  flip() {
    if (!this.pinned) { this.onStatus?.("Pin a parameter set as A first (P)"); return; }
    if (this.showing === "B") {
      this.other = { ...this.values };
      this.showing = "A";
      this.values = { ...this.pinned };
    } else {
      this.pinned = { ...this.values };
      this.showing = "B";
      this.values = { ...(this.other || this.values) };
    }
    for (const [key, input] of this.inputs) input.show(this.values[key]);
    this.onSet({ ...this.values });
    this.onStatus?.(`Showing ${this.showing}`);
    this.updateAB();
  }

  updateAB() {
    this.abButton.disabled = !this.pinned;
    this.abButton.dataset.showing = this.showing;
    this.abButton.setAttribute("aria-pressed", String(this.showing === "A"));
    this.abButton.setAttribute("aria-label", `Showing ${this.showing}; flip A/B`);
    if (!this.pinned) this.abNote.textContent = "Pin a set as A, change parameters, then flip A ⇄ B to compare.";
    else {
      const diff = Object.keys(this.pinned).filter((k) => {
        const other = this.showing === "A" ? this.other : this.values;
        return other && other[k] !== this.pinned?.[k];
      });
      this.abNote.textContent = `Showing ${this.showing}. ${diff.length ? `A and B differ in ${diff.join(", ")}.` : "A and B are the same so far."}`;
    }
  }
}
