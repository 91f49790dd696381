// @ts-check
// The exploded view's camera: an orthographic view of the layer stack turned by `yaw` about the
// vertical axis and tipped by `pitch` about the horizontal one, with a zoom and a pan on top of
// the fit that keeps the whole stack in view. Orthographic on purpose: every plane then maps by
// an affine transform, so the renderer draws the exploded planes exactly as it draws the flat
// frame (no perspective texture subdivision needed), and hit testing inverts the same maps.
//
// Pointer input (installOrbit): a drag orbits, the wheel or a two-finger pinch zooms about the
// pointer, a double click resets. Nothing here knows about frames or the network.

const DEG = Math.PI / 180;
// Turned 28° and tipped 12°: the planes still read as the screen they make up (a 60° side view
// made the flip's stack a 42 px-wide slab), with each level's lift plain to see.
/**
 * @typedef {{ yaw: number, pitch: number, zoom: number, panX: number, panY: number }} Camera
 *   degrees, degrees, a factor on the fit, CSS px
 */
/** @typedef {import("./types.js").Affine} Affine */

/** @type {Readonly<Camera>} */
export const DEFAULT_CAMERA = Object.freeze({ yaw: 28, pitch: 12, zoom: 1, panX: 0, panY: 0 });
export const ZOOM_RANGE = [0.25, 8];
export const PITCH_RANGE = [-80, 80];

/** @returns {Camera} */
export function createCamera() { return { ...DEFAULT_CAMERA }; }

/**
 * Viewport point (x, y) on the plane at tree depth `depth` → screen plane of the camera, in
 * points about the viewport's centre: a canvas-order affine [a, b, c, d, e, f]. Each depth
 * level is `spacing` points nearer the viewer before the turn.
 * @param {number[]} viewport
 * @param {number} depth
 * @param {number} spacing
 * @param {Camera} [camera]
 * @returns {Affine}
 */
export function planeAffine(viewport, depth, spacing, camera = DEFAULT_CAMERA) {
  const [W, H] = viewport;
  const cx = W / 2, cy = H / 2;
  const t = camera.yaw * DEG, p = camera.pitch * DEG;
  const z = depth * spacing;
  // Rotate (x, y, z) about y by t, then about x by p, and drop z (orthographic).
  const a = Math.cos(t), b = Math.sin(p) * Math.sin(t), c = 0, d = Math.cos(p);
  const ez = Math.sin(t) * z, fz = -Math.sin(p) * Math.cos(t) * z;
  return [a, b, c, d, -a * cx - c * cy + cx + ez, -b * cx - d * cy + cy + fz];
}

/**
 * @param {number} x
 * @param {number} lo
 * @param {number} hi
 */
const clamp = (x, lo, hi) => Math.min(hi, Math.max(lo, x));

/**
 * Orbit and zoom with the pointer on `canvas` while `enabled()`: drag to turn (0.4° per CSS px),
 * wheel or pinch to zoom about the pointer, double click to reset. `onChange()` after each change.
 * @param {HTMLCanvasElement} canvas
 * @param {Camera} camera
 * @param {{ enabled: () => boolean, onChange: () => void }} options
 */
export function installOrbit(canvas, camera, { enabled, onChange }) {
  const pointers = new Map();
  /** @type {{ distance: number } | null} */
  let pinch = null;
  /**
   * @param {MouseEvent} e
   * @returns {[number, number]}
   */
  const local = (e) => { const r = canvas.getBoundingClientRect(); return [e.clientX - r.left - r.width / 2, e.clientY - r.top - r.height / 2]; };

  /**
   * Zooms by `factor` keeping the point at (px, py) (CSS px from the canvas centre) still.
   * @param {number} factor
   * @param {number} px
   * @param {number} py
   */
  function zoomAbout(factor, px, py) {
    const zoom = clamp(camera.zoom * factor, ZOOM_RANGE[0], ZOOM_RANGE[1]);
    const k = zoom / camera.zoom;
    camera.panX = px - (px - camera.panX) * k;
    camera.panY = py - (py - camera.panY) * k;
    camera.zoom = zoom;
    onChange();
  }

  canvas.addEventListener("pointerdown", (e) => {
    if (!enabled() || (e.pointerType === "mouse" && e.button !== 0)) return;
    pointers.set(e.pointerId, local(e));
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      pinch = { distance: Math.hypot(a[0] - b[0], a[1] - b[1]) || 1 };
    }
  });
  canvas.addEventListener("pointermove", (e) => {
    if (!enabled() || !pointers.has(e.pointerId)) return;
    const was = pointers.get(e.pointerId), now = local(e);
    pointers.set(e.pointerId, now);
    if (pointers.size >= 2 && pinch) {
      const [a, b] = [...pointers.values()];
      const distance = Math.hypot(a[0] - b[0], a[1] - b[1]) || 1;
      zoomAbout(distance / pinch.distance, (a[0] + b[0]) / 2, (a[1] + b[1]) / 2);
      pinch.distance = distance;
      return;
    }
    const dx = now[0] - was[0], dy = now[1] - was[1];
    if (!dx && !dy) return;
    camera.yaw = ((camera.yaw + dx * 0.4 + 540) % 360) - 180;
    camera.pitch = clamp(camera.pitch - dy * 0.4, PITCH_RANGE[0], PITCH_RANGE[1]);
    onChange();
  });
  /**
   * @param {PointerEvent} e
   */
  const up = (e) => { pointers.delete(e.pointerId); if (pointers.size < 2) pinch = null; };
  canvas.addEventListener("pointerup", up);
  canvas.addEventListener("pointercancel", up);
  canvas.addEventListener("wheel", (e) => {
    if (!enabled()) return;
    e.preventDefault();
    const [px, py] = local(e);
    // A pixel-mode wheel notch is ~100 px; trackpads send many small deltas.
    const delta = e.deltaMode === 1 ? e.deltaY * 33 : e.deltaY;
    zoomAbout(Math.exp(-delta * 0.0015), px, py);
  }, { passive: false });
  canvas.addEventListener("dblclick", () => { if (enabled()) { Object.assign(camera, DEFAULT_CAMERA); onChange(); } });
}
