// @ts-check
// Toasts: short messages over the stage (errors stay until dismissed or replaced).

import { h, icon } from "./dom.js";

/** @typedef {{ el: HTMLElement, dismiss: () => void, update: (text: string) => void }} Toast */

export class Toasts {
  /**
   * @param {HTMLElement} root
   */
  constructor(root) {
    this.root = root;
    /** @type {Map<string, Toast>} */
    this.byKey = new Map();
  }

  /**
   * kind: info | success | warning | error. A `key` replaces the earlier toast with that key.
   * @param {string} message
   * @param {{ kind?: string, title?: string | null, timeout?: number, key?: string | null }} options
   * @returns {Toast}
   */
  show(message, { kind = "info", title = null, timeout = kind === "error" ? 9000 : 3500, key = null } = {}) {
    if (key && this.byKey.has(key)) this.byKey.get(key).dismiss();
    const close = h("button", { class: "toast-close", type: "button", "aria-label": "Dismiss" }, icon("close", 14));
    const el = h("div", { class: `toast toast-${kind}`, role: kind === "error" ? "alert" : "status" },
      h("div", { class: "toast-body" }, title ? h("strong", {}, title) : null, h("span", {}, message)), close);
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    const dismiss = () => {
      clearTimeout(timer);
      if (key && this.byKey.get(key)?.el === el) this.byKey.delete(key);
      el.classList.add("leaving");
      setTimeout(() => el.remove(), 180);
    };
    close.addEventListener("click", dismiss);
    this.root.append(el);
    while (this.root.children.length > 4) this.root.firstElementChild.remove();
    if (timeout) timer = setTimeout(dismiss, timeout);
    const handle = { el, dismiss, update: (/** @type {string} */ text) => { el.querySelector(".toast-body span").textContent = text; } };
    if (key) this.byKey.set(key, handle);
    return handle;
  }
}
