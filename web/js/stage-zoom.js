// @ts-check
// The stage's zoom: Fit (the whole device in the stage), 100 % (one point is one CSS pixel) and
// steps in between or beyond, with the scale the device is drawn at always shown. At a zoom
// where the device is larger than the stage, the wheel (or a trackpad) pans it. It also says
// at what scale a drag reaches the app (gesture-scale.js decides the mapping).

import { h } from "./dom.js";

export const ZOOM_STEPS = [0.25, 0.33, 0.5, 0.67, 0.75, 1, 1.25, 1.5, 2, 3];

/**
 * The step after `scale` in `direction` (+1 larger, −1 smaller), or the end of the list.
 * @param {number} scale
 * @param {number} direction
 * @returns {number}
 */
export function nextZoom(scale, direction) {
  if (direction > 0) return ZOOM_STEPS.find((z) => z > scale + 1e-3) ?? ZOOM_STEPS[ZOOM_STEPS.length - 1];
  return [...ZOOM_STEPS].reverse().find((z) => z < scale - 1e-3) ?? ZOOM_STEPS[0];
}

/**
 * @param {number} scale
 */
export const percent = (scale) => `${Math.round(scale * 100)} %`;

/**
 * `stage`: the Stage (zoom, pan, scale); `canvas`; `canPan()`: whether the wheel may pan now
 * (the exploded view uses it to zoom its camera); `onChange()` after each change. Returns the
 * overlay's element, `update()` (call after each draw) and `set(zoom)`.
 * @param {{ stage: import("./stage.js").Stage, canvas: HTMLCanvasElement, canPan: () => boolean, onChange: () => void }} parts
 */
export function createStageZoom({ stage, canvas, canPan, onChange }) {
  /**
   * @param {string} text
   * @param {string} label
   * @param {() => void} onclick
   */
  const button = (text, label, onclick) => h("button", { type: "button", class: "btn small", title: label, "aria-label": label, onclick }, text);
  const out = button("−", "Zoom out", () => set(nextZoom(stage.scale, -1)));
  const into = button("+", "Zoom in", () => set(nextZoom(stage.scale, 1)));
  const fit = button("Fit", "Fit the device in the stage", () => set("fit"));
  const actual = button("100 %", "Actual size: one point is one CSS pixel (the wheel pans)", () => set(1));
  const readout = h("output", { class: "zoom-readout", "aria-live": "off", title: "The scale the device is drawn at (CSS px per point)" }, "100 %");
  const element = h("div", { class: "zoom-controls", role: "group", "aria-label": "Zoom" }, out, readout, into, fit, actual);

  canvas.addEventListener("wheel", (e) => {
    if (!canPan() || stage.zoom === "fit") return;
    e.preventDefault();
    const k = e.deltaMode === 1 ? 33 : 1;
    if (stage.panBy((e.shiftKey && !e.deltaX ? e.deltaY : e.deltaX) * k, (e.shiftKey ? 0 : e.deltaY) * k)) onChange();
  }, { passive: false });

  /**
   * @param {number | "fit"} zoom
   */
  function set(zoom) {
    stage.zoom = zoom === "fit" || Math.abs(zoom - stage.fitScale()) < 1e-3 ? "fit" : zoom;
    stage.pan.x = 0;
    stage.pan.y = 0;
    onChange();
    update();
  }

  function update() {
    const s = stage.scale;
    readout.textContent = percent(s);
    fit.classList.toggle("on", stage.zoom === "fit");
    fit.setAttribute("aria-pressed", String(stage.zoom === "fit"));
    actual.classList.toggle("on", stage.zoom === 1);
    actual.setAttribute("aria-pressed", String(stage.zoom === 1));
    out.disabled = s <= ZOOM_STEPS[0] + 1e-3;
    into.disabled = s >= ZOOM_STEPS[ZOOM_STEPS.length - 1] - 1e-3;
    canvas.classList.toggle("pannable", stage.zoom !== "fit");
  }

  return { element, update, set };
}
