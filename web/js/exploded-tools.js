// @ts-check
// The exploded view's controls: the toggle (E), a labelled layer-spacing slider, a reset-view
// button and the one-line how-to, plus orbit and zoom on the canvas (camera.js) while the view
// is exploded. Hover and click keep working: they hit-test the planes as drawn.

import { installOrbit, DEFAULT_CAMERA } from "./camera.js";
import { h, icon } from "./dom.js";

/**
 * @param {{ state: import("./types.js").PageState, stage: import("./stage.js").Stage, canvas: HTMLCanvasElement, requestDraw: () => void }} parts
 */
export function createExplodedTools({ state, stage, canvas, requestDraw }) {
  const button = h("button", { type: "button", class: "btn small toggle", "aria-pressed": "false", title: "Exploded 3D view (E)" }, icon("cube", 15), "Exploded");
  const slider = h("input", { type: "range", min: "8", max: "120", step: "2", value: String(stage.spacing), class: "spread", id: "exploded-spacing" });
  const label = h("label", { class: "spread-label small", for: "exploded-spacing", title: "Distance between tree levels, in points" }, "Spacing", slider);
  const reset = h("button", { type: "button", class: "btn small", title: "Reset the camera (double-click the stage)" }, "Reset view");
  const how = h("span", { class: "muted small exploded-how" }, "Drag to orbit · wheel to zoom");
  const group = h("div", { class: "exploded-controls", hidden: true }, label, reset, how);

  slider.addEventListener("input", () => { stage.spacing = Number(slider.value); requestDraw(); });
  reset.addEventListener("click", () => { Object.assign(stage.camera, DEFAULT_CAMERA); requestDraw(); });
  button.addEventListener("click", () => toggle());
  installOrbit(canvas, stage.camera, { enabled: () => state.exploded, onChange: () => requestDraw() });

  function toggle() {
    state.exploded = !state.exploded;
    button.setAttribute("aria-pressed", String(state.exploded));
    button.classList.toggle("on", state.exploded);
    canvas.classList.toggle("exploded", state.exploded);
    group.hidden = !state.exploded;
    requestDraw();
  }

  return { button, group, toggle };
}
