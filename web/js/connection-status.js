// @ts-check
// The connection's state in the top bar (a pill: connected, connecting, offline with a
// countdown to the next try and "Retry now") and, while a scene is on screen, in the status
// line under the stage: the last frame stays, and the line says why nothing moves.

import { h } from "./dom.js";

/**
 * `banner`: the status line; `hasScene()` whether a scene is on screen; `onRetry()` for the
 * pill's button. Returns the pill and `show(status)` for the connection's status callback.
 * @param {{ banner: HTMLElement, hasScene: () => boolean, onRetry: () => void }} parts
 */
export function createConnectionStatus({ banner, hasScene, onRetry }) {
  const dot = h("span", { class: "dot" });
  const text = h("span", { class: "status-text" }, "Connecting…");
  const retry = h("button", { type: "button", class: "link", hidden: true, onclick: () => onRetry() }, "Retry now");
  const element = h("div", { class: "status", "data-state": "connecting", role: "status", "aria-live": "polite" }, dot, text, retry);
  /** @type {ReturnType<typeof setInterval> | undefined} */
  let countdown;

  /**
   * `state`: "connecting", "open" or "waiting" (`retryIn` ms until the next try).
   * @param {{ state: string, retryIn: number }} status
   */
  function show({ state, retryIn }) {
    element.dataset.state = state;
    clearInterval(countdown);
    if (state === "waiting") {
      const until = performance.now() + retryIn;
      const tick = () => { text.textContent = `Offline — retrying in ${Math.max(0, (until - performance.now()) / 1000).toFixed(1)} s`; };
      tick();
      countdown = setInterval(tick, 100);
    } else {
      text.textContent = state === "open" ? "Connected" : "Connecting…";
    }
    retry.hidden = state !== "waiting";
    document.body.classList.toggle("offline", state !== "open");
    if (state === "open") banner.hidden = true;
    else if (hasScene()) { banner.hidden = false; banner.textContent = state === "connecting" ? "Reconnecting to the preview server…" : "Connection lost — the last frame stays on screen; reconnecting…"; }
  }

  return { element, show };
}
