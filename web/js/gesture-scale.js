// @ts-check
// How a drag on the canvas becomes device points. By default the touch stays under the pointer
// (a point of the drawing is that point of the device), so a drag moves 1 / scale points per CSS
// pixel; the page says which scale that is. "Gesture at device size" maps the pointer's motion
// one CSS pixel to one point whatever the drawing scale, so the same hand movement gives the
// same translation and velocity at every window size; the touch then leaves the dragged view,
// so the stage draws where it is on the device (`touch`).

import { h } from "./dom.js";
import { percent } from "./stage-zoom.js";

const KEY = "transitions.gestureAtDeviceSize";

/**
 * `stage`: the Stage (cssToDevice, scale); `storage`: localStorage or a stand-in.
 * @param {{ stage: import("./stage.js").Stage, storage: Storage | null, onChange?: () => void }} parts
 */
export function createGestureScale({ stage, storage, onChange }) {
  let deviceSize = storage?.getItem(KEY) === "1";
  /** @type {{ cx: number, cy: number, p: { x: number, y: number } } | null} */
  let anchor = null; // {cx, cy, p}: where the drag went down, on the canvas and on the device
  /** @type {{ x: number, y: number } | null} */
  let touch = null;  // the touch's device point while a drag at device size is on
  const box = h("input", { type: "checkbox", id: "gesture-device-size", checked: deviceSize });
  const note = h("span", { class: "gesture-scale-note" });
  const label = h("label", { for: "gesture-device-size", class: "gesture-scale-option",
    title: "One CSS pixel of pointer motion is one point on the device, whatever the drawing scale: the same hand movement gives the same gesture at every window size (a dot shows where the touch is)" },
  box, "Gesture at device size");
  const element = h("div", { class: "gesture-scale", hidden: true }, note, label);
  box.addEventListener("change", () => {
    deviceSize = box.checked;
    try { storage?.setItem(KEY, deviceSize ? "1" : "0"); } catch { /* private mode: not remembered */ }
    update();
    onChange?.();
  });

  /**
   * The device point of a pointer position in a drag (`phase` "began" anchors it).
   * @param {number} cx
   * @param {number} cy
   * @param {string} phase
   * @returns {{ x: number, y: number }}
   */
  function toDevice(cx, cy, phase) {
    if (phase === "began" || !anchor) anchor = { cx, cy, p: stage.cssToDevice(cx, cy) };
    const p = deviceSize ? { x: anchor.p.x + (cx - anchor.cx), y: anchor.p.y + (cy - anchor.cy) } : stage.cssToDevice(cx, cy);
    touch = deviceSize && phase !== "ended" && phase !== "cancelled" ? p : null;
    if (phase === "ended" || phase === "cancelled") anchor = null;
    return p;
  }

  /** Points per CSS pixel of pointer motion in a drag now. */
  const pointsPerPixel = () => (deviceSize ? 1 : 1 / stage.scale);

  function update(interactive = !element.hidden) {
    element.hidden = !interactive;
    const k = pointsPerPixel();
    note.textContent = Math.abs(k - 1) < 5e-3 ? "Drag 1:1 · 1 px = 1 pt" : `Drag at ${percent(1 / k)} · 1 px = ${k.toFixed(2)} pt`;
  }

  return {
    element, toDevice, update, pointsPerPixel,
    get deviceSize() { return deviceSize; },
    /** The touch's device point during a drag at device size, else null. */
    get touch() { return touch; },
  };
}
