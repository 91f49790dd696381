// @ts-check
// The transport bar: step back, play/pause, step forward, loop, rate, and the readouts
// (time, progress, frame at 60 fps, phase).

import { h, icon, seconds } from "./dom.js";
import { clampRate, RATE_RANGE, RATES, rateFromSlider, sliderFromRate } from "./state.js";

/**
 * @typedef {object} TransportActions
 * @property {(frames: number) => void} step
 * @property {() => void} togglePlay
 * @property {() => void} toggleLoop
 * @property {(rate: number, options?: { dragging?: boolean }) => void} setRate
 * @property {(text: string) => void} [clamped]  a typed rate was out of range
 */

export class Transport {
  /**
   * @param {HTMLElement} root
   * @param {TransportActions} actions
   */
  constructor(root, actions) {
    this.root = root;
    /**
     * @param {string} name
     * @param {string} label
     * @param {() => void} onclick
     * @param {Record<string, string>} [extra]
     */
    const button = (name, label, onclick, extra = {}) =>
      h("button", { type: "button", class: "btn icon-btn", "aria-label": label, title: label, onclick, ...extra }, icon(name, 18));
    this.back = button("stepBack", "Step back one frame (←)", () => actions.step(-1));
    this.playButton = button("play", "Play (Space)", () => actions.togglePlay(), { class: "btn icon-btn play" });
    this.forward = button("stepForward", "Step forward one frame (→)", () => actions.step(1));
    this.loopButton = button("loop", "Loop (L)", () => actions.toggleLoop(), { "aria-pressed": "false" });
    this.rates = RATES.map((r) => {
      const b = h("button", { type: "button", class: "rate", "data-rate": r, "aria-pressed": "false", title: `Playback rate ${r}× ([ / ])` }, `${r}×`);
      b.addEventListener("click", () => actions.setRate(r));
      return b;
    });
    this.rateInput = h("input", {
      type: "number", class: "rate-input", min: String(RATE_RANGE[0]), max: String(RATE_RANGE[1]), step: "0.05", value: "1",
      "aria-label": `Playback rate, any from ${RATE_RANGE[0]}× to ${RATE_RANGE[1]}×`, title: `Any rate from ${RATE_RANGE[0]}× to ${RATE_RANGE[1]}×`,
    });
    this.rateInput.addEventListener("change", () => {
      const typed = Number(this.rateInput.value), rate = clampRate(typed);
      if (rate == null) return;
      if (typed < RATE_RANGE[0] || typed > RATE_RANGE[1]) actions.clamped?.(`${typed}× is outside ${RATE_RANGE[0]}× … ${RATE_RANGE[1]}×: the rate is ${rate}×.`);
      actions.setRate(rate);
    });
    // Any rate by feel: a logarithmic slider over the same range (state.js rateFromSlider).
    this.rateSlider = h("input", {
      type: "range", class: "rate-slider", min: "0", max: "1000", step: "1", value: String(Math.round(sliderFromRate(1) * 1000)),
      "aria-label": `Playback rate slider, ${RATE_RANGE[0]}× to ${RATE_RANGE[1]}×`, title: `Playback rate: ${RATE_RANGE[0]}× … ${RATE_RANGE[1]}×`,
    });
    this.rateSlider.addEventListener("input", () => {
      const rate = rateFromSlider(Number(this.rateSlider.value) / 1000);
      this.rateInput.value = String(rate);
      actions.setRate(rate, { dragging: true });
    });
    this.rateSlider.addEventListener("change", () => actions.setRate(rateFromSlider(Number(this.rateSlider.value) / 1000)));
    this.time = h("span", { class: "readout time" }, "0.000 s");
    this.end = h("span", { class: "readout end" }, "/ 0.000 s");
    this.progress = h("span", { class: "readout progress" }, "0.0 %");
    this.frame = h("span", { class: "readout frame" }, "frame 0");
    this.phase = h("span", { class: "phase-pill" }, "idle");
    // What just happened (a gesture's outcome, the connection): beside the readouts, never
    // over the device, and in a row whose height does not change when it shows.
    this.status = h("span", { class: "banner", role: "status", hidden: true });
    root.append(
      h("div", { class: "transport-buttons" }, this.back, this.playButton, this.forward, this.loopButton),
      h("div", { class: "rates", role: "group", "aria-label": "Playback rate" }, this.rates, this.rateInput, this.rateSlider),
      // The engine's phase ends the first row, where there is room at every width, so the
      // second row keeps its room for the readouts, the shortcuts and the gesture's hint.
      this.phase,
      // The second row: the readouts, then what just happened — a row of its own at a fixed
      // height, so a status appearing never wraps or moves anything.
      h("div", { class: "transport-row" },
        h("div", { class: "readouts", "aria-live": "off" }, this.time, this.end, this.progress, this.frame),
        this.statusLine = h("div", { class: "status-line" }, this.status)));
  }

  /**
   * The readouts. During a live gesture the run grows as the finger moves and the frame on
   * screen can be ahead of the scene's last `endTime`: the run is then as long as that frame, so
   * no time is past the end and no frame past the last.
   * @param {number} time
   * @param {number} progress
   * @param {number} endTime
   */
  setTime(time, progress, endTime) {
    const end = Math.max(endTime, time);
    this.time.textContent = seconds(time);
    this.end.textContent = `/ ${seconds(end)}`;
    this.progress.textContent = `${(progress * 100).toFixed(1)} %`;
    this.frame.textContent = `frame ${Math.round(time * 60)} / ${Math.round(end * 60)}`;
  }

  /**
   * @param {import("./types.js").PlaybackState} playback
   */
  setPlayback({ state, phase, rate, loop }) {
    const playing = state === "running";
    this.playButton.replaceChildren(icon(playing ? "pause" : "play", 18));
    this.playButton.setAttribute("aria-label", playing ? "Pause (Space)" : "Play (Space)");
    this.playButton.title = playing ? "Pause (Space)" : "Play (Space)";
    this.playButton.classList.toggle("playing", playing);
    this.loopButton.setAttribute("aria-pressed", String(!!loop));
    this.loopButton.classList.toggle("on", !!loop);
    for (const b of this.rates) {
      const on = Number(b.dataset.rate) === rate;
      b.classList.toggle("on", on);
      b.setAttribute("aria-pressed", String(on));
    }
    if (document.activeElement !== this.rateInput) this.rateInput.value = String(rate);
    if (document.activeElement !== this.rateSlider) this.rateSlider.value = String(Math.round(sliderFromRate(rate) * 1000));
    this.phase.textContent = state === "running" ? `playing · ${phase}` : state || "idle";
    this.phase.dataset.state = state || "idle";
    this.phase.title = this.phase.textContent;
  }

  /**
   * @param {boolean} enabled
   */
  setEnabled(enabled) {
    for (const b of [this.back, this.playButton, this.forward]) b.disabled = !enabled;
  }
}
