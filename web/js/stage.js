// @ts-check
// The preview canvas: backing store sized by devicePixelRatio, the device fitted in the
// available space, the newest frame painted with the device frame and overlays. Also maps
// between device points and canvas pixels (gestures, hit testing, tests). No networking.

import { createCamera } from "./camera.js";
import { paintPlaneNames } from "./plane-names.js";
import { clipToScreen, deviceFrame, paintDevice } from "./device-frame.js";
import { estimateDepths, explodedAffine, sceneDepths } from "./layer-depths.js";
import { paintLayers } from "./layer-painter.js";
import { OUTLINE_COLORS, outlineLayer, paintFingers, paintTouch } from "./overlays.js";
import { hitTest } from "./hit-test.js";

/** @typedef {import("./types.js").Device} Device */
/** @typedef {import("./types.js").Scene} Scene */
/** @typedef {import("./types.js").Frame} Frame */
/** @typedef {import("./types.js").FrameLayer} FrameLayer */
/** @typedef {import("./types.js").PlacedLayer} PlacedLayer */
/** @typedef {{ scene: Scene | null, frame: Frame | null, alpha: number }} Ghost  another frame laid over this one */

/** Where the stage fits a device it has not been given yet. */
const FALLBACK_DEVICE = Object.freeze({ name: "", title: "", width: 375, height: 812, cornerRadius: 0 });
const MARGIN = 6; // CSS px around the device when it is fitted
const EXPLODED_CONTROLS = 40; // CSS px the exploded view's controls take at the top

export class Stage {
  /**
   * @param {HTMLCanvasElement} canvas
   * @param {() => void} [onResize]
   */
  constructor(canvas, onResize) {
    this.canvas = canvas;
    this.ctx = canvas.getContext("2d");
    this.dpr = 1;
    /** @type {Device | null} */
    this.device = null;
    /** @type {number[] | null} */
    this.viewport = null;
    this.exploded = false;
    this.spacing = 40;
    this.camera = createCamera(); // the exploded view's (camera.js)
    /** @type {number[] | null} */
    this.fitBox = null;
    /** @type {number | "fit"} */
    this.zoom = "fit";          // "fit", or CSS px per point (1 = 100 %: one point is one CSS pixel)
    this.pan = { x: 0, y: 0 };  // CSS px, when the zoomed device is larger than the stage
    /** @type {Ghost[]} */
    this.ghosts = [];     // onion-skin frames {scene, frame, alpha}, painted in order over the frame (compare.js)
    /** @type {number[]} */
    this.ghostSeqs = [];  // the seqs of the ghosts on screen
    /** @type {number | null} */
    this.hoverId = null;
    /** @type {number | null} */
    this.selectedId = null;
    /** @type {{ x: number, y: number } | null} a device point where a drag at device size touches, drawn as a dot */
    this.touch = null;
    /** @type {{ x: number, y: number }[] | null} the two device points of a two-finger (Alt) drag, drawn as two rings */
    this.fingers = null;
    /** @type {{ id: number, text: string, x: number, y: number }[]} the exploded view's names written on planes */
    this.planeNames = [];
    /** @type {Map<number, string>} */
    this.roles = new Map();
    /** @type {PlacedLayer[]} */
    this.placed = [];
    /** @type {number[]} */
    this.base = [1, 0, 0, 1, 0, 0];
    this.lastDrawMs = 0;
    /** @type {number[]} */
    this.drawTimes = [];
    this.triangles = 0;
    this.onResize = onResize;
    /** @type {HTMLCanvasElement | null} an offscreen canvas the ghosts are painted in */
    this.ghostCanvas = null;
    this.cssWidth = 0;
    this.cssHeight = 0;
    new ResizeObserver(() => this.resize()).observe(canvas);
    this.watchPixelRatio();
    this.resize();
  }

  watchPixelRatio() {
    const query = matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    const changed = () => { this.resize(); this.watchPixelRatio(); };
    if (query.addEventListener) query.addEventListener("change", changed, { once: true });
  }

  resize() {
    const dpr = window.devicePixelRatio || 1;
    const rect = this.canvas.getBoundingClientRect();
    const w = Math.max(1, Math.round(rect.width * dpr)), h = Math.max(1, Math.round(rect.height * dpr));
    this.cssWidth = rect.width;
    this.cssHeight = rect.height;
    if (this.canvas.width !== w || this.canvas.height !== h || this.dpr !== dpr) {
      this.canvas.width = w;
      this.canvas.height = h;
      this.dpr = dpr;
      if (this.onResize) this.onResize();
    }
  }

  /**
   * @param {Device | null} device
   */
  setDevice(device) { this.device = device; }

  /**
   * The scale (CSS px per point) that fits the whole device, bezel included, in the stage.
   * @returns {number}
   */
  fitScale() {
    const device = this.device || FALLBACK_DEVICE;
    const [t, r, b, l] = deviceFrame(device).insets;
    const W = device.width + l + r + 8, H = device.height + t + b; // 8: the side buttons
    return Math.max(0.05, Math.min((this.cssWidth - 2 * MARGIN) / W, (this.cssHeight - 2 * MARGIN) / H, 2));
  }

  /**
   * Scale (CSS px per point) and the screen's origin (CSS px) for the plain view: fitted, or at
   * the chosen zoom, centred and moved by the pan (kept so that the device never leaves the stage).
   * @returns {{ s: number, ox: number, oy: number }}
   */
  fit() {
    const device = this.device || FALLBACK_DEVICE;
    const [t, r, b, l] = deviceFrame(device).insets;
    const s = this.zoom === "fit" ? this.fitScale() : this.zoom;
    let ox = (this.cssWidth - device.width * s) / 2 + ((l - r) * s) / 2;
    let oy = (this.cssHeight - device.height * s) / 2 + ((t - b) * s) / 2;
    if (this.zoom !== "fit") {
      const room = (/** @type {number} */ size, /** @type {number} */ outer) => Math.max(0, (size * s - outer) / 2 + MARGIN);
      const mx = room(device.width + l + r, this.cssWidth), my = room(device.height + t + b, this.cssHeight);
      this.pan.x = Math.min(mx, Math.max(-mx, this.pan.x));
      this.pan.y = Math.min(my, Math.max(-my, this.pan.y));
      ox += this.pan.x;
      oy += this.pan.y;
    }
    return { s, ox, oy };
  }

  /** The scale the plain view draws at now (CSS px per point). */
  get scale() { return this.fit().s; }

  /**
   * Moves a zoomed device by (dx, dy) CSS px (clamped in fit()); false when fitted.
   * @param {number} dx
   * @param {number} dy
   * @returns {boolean}
   */
  panBy(dx, dy) {
    if (this.zoom === "fit") return false;
    this.pan.x -= dx;
    this.pan.y -= dy;
    this.fit();
    return true;
  }

  /**
   * Base transform (viewport points → canvas pixels) for the plain view.
   * @returns {number[]}
   */
  plainBase() {
    const { s, ox, oy } = this.fit();
    const k = s * this.dpr;
    return [k, 0, 0, k, ox * this.dpr, oy * this.dpr];
  }

  /**
   * The exploded view's base transform: every plane fitted in the canvas (the whole stack, each
   * layer's full quad — only layers reaching beyond a viewport's size off screen are cut to
   * that), then the camera's zoom and pan on top. `this.fitBox` keeps the fitted box (canvas
   * pixels) for tests.
   * @param {Map<number, number>} depths
   * @param {FrameLayer[]} layers
   * @returns {number[]}
   */
  explodedBase(depths, layers) {
    const viewport = this.viewport || [this.device.width, this.device.height];
    const [W, H] = viewport;
    const clampX = (/** @type {number} */ x) => Math.min(W * 2, Math.max(-W, x)), clampY = (/** @type {number} */ y) => Math.min(H * 2, Math.max(-H, y));
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    /**
     * @param {number[]} quad
     * @param {number} depth
     */
    const add = (quad, depth) => {
      const m = explodedAffine(viewport, depth, this.spacing, this.camera);
      for (let i = 0; i < 8; i += 2) {
        const x = clampX(quad[i]), y = clampY(quad[i + 1]);
        const px = m[0] * x + m[2] * y + m[4], py = m[1] * x + m[3] * y + m[5];
        x0 = Math.min(x0, px); y0 = Math.min(y0, py); x1 = Math.max(x1, px); y1 = Math.max(y1, py);
      }
    };
    add([0, 0, W, 0, W, H, 0, H], 0);
    for (const layer of layers) add(layer.quad, depths.get(layer.id) ?? 0);
    // The exploded view's controls float over the top of the stage: fit below them.
    const top = EXPLODED_CONTROLS;
    const fit = Math.min((this.cssWidth - 2 * MARGIN) / Math.max(1, x1 - x0), (this.cssHeight - top - 2 * MARGIN) / Math.max(1, y1 - y0), 2);
    const s = fit * this.camera.zoom;
    const ox = this.cssWidth / 2 - ((x0 + x1) / 2) * s + this.camera.panX, oy = top + (this.cssHeight - top) / 2 - ((y0 + y1) / 2) * s + this.camera.panY;
    const k = s * this.dpr;
    this.fitBox = [(x0 * s + ox) * this.dpr, (y0 * s + oy) * this.dpr, (x1 * s + ox) * this.dpr, (y1 * s + oy) * this.dpr];
    return [k, 0, 0, k, ox * this.dpr, oy * this.dpr];
  }

  /**
   * Paints the newest frame; returns the time it took (ms).
   * @param {Scene | null} scene
   * @param {Frame | null} frame
   * @returns {number}
   */
  draw(scene, frame) {
    const start = performance.now();
    const ctx = this.ctx;
    this.resize();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    this.viewport = scene ? scene.viewport : this.viewport;
    if (!this.device) return 0;
    /** @type {number[]} */
    let base;
    /** @type {Map<number, number> | null} */
    let depths = null;
    if (this.exploded && frame) {
      depths = sceneDepths(scene, frame.layers) ?? estimateDepths(frame.layers);
      base = this.explodedBase(depths, frame.layers);
    } else {
      base = this.plainBase();
      paintDevice(ctx, this.device, base);
    }
    this.base = base;
    this.placed = [];
    this.ghostSeqs = [];
    if (frame && scene) {
      ctx.save();
      if (!this.exploded) clipToScreen(ctx, this.device, base);
      const result = paintLayers(ctx, scene, frame, { base, exploded: this.exploded, depths, viewport: this.viewport, spacing: this.spacing, camera: this.camera });
      ctx.restore();
      if (!this.exploded) for (const ghost of this.ghosts) this.paintGhost(ghost, base);
      this.placed = result.placed;
      this.triangles = result.triangles;
      /**
       * @param {number} id
       * @param {string} color
       */
      const mark = (id, color) => {
        const g = this.placed.find((p) => p.id === id);
        if (g) outlineLayer(ctx, g, base, color, `${this.roles.get(id) || "layer"} #${id}`, this.dpr);
      };
      if (this.hoverId != null && this.hoverId !== this.selectedId) mark(this.hoverId, OUTLINE_COLORS.hover);
      if (this.selectedId != null) mark(this.selectedId, OUTLINE_COLORS.selected);
      this.planeNames = this.exploded ? paintPlaneNames(ctx, this.placed, base, this.roles, this.dpr) : [];
      if (this.touch && !this.exploded) paintTouch(ctx, this.toCanvas(this.touch.x, this.touch.y), this.dpr);
      if (this.fingers && !this.exploded) {
        const [a, b] = this.fingers.map((p) => this.toCanvas(p.x, p.y));
        paintFingers(ctx, a, b, this.dpr);
      }
    }
    const ms = performance.now() - start;
    this.lastDrawMs = ms;
    this.drawTimes.push(ms);
    if (this.drawTimes.length > 1000) this.drawTimes.splice(0, this.drawTimes.length - 1000);
    return ms;
  }

  /**
   * An onion-skin ghost: another frame (`ghost.scene`, `ghost.frame`) painted on its own into
   * an offscreen canvas, then laid over this frame at `ghost.alpha`, so overlapping layers of
   * the ghost don't add up and only the ghost's layers (not its black screen) show.
   * @param {Ghost} ghost
   * @param {number[]} base
   */
  paintGhost(ghost, base) {
    if (!ghost.frame || !ghost.scene) return;
    this.ghostSeqs.push(ghost.frame.seq);
    if (!this.ghostCanvas) this.ghostCanvas = document.createElement("canvas");
    const off = this.ghostCanvas;
    if (off.width !== this.canvas.width || off.height !== this.canvas.height) { off.width = this.canvas.width; off.height = this.canvas.height; }
    const g = off.getContext("2d");
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.clearRect(0, 0, off.width, off.height);
    g.save();
    clipToScreen(g, this.device, base);
    paintLayers(g, ghost.scene, ghost.frame, { base, exploded: false, depths: null, viewport: this.viewport, spacing: this.spacing, camera: this.camera });
    g.restore();
    const ctx = this.ctx;
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalAlpha = ghost.alpha;
    ctx.drawImage(off, 0, 0);
    ctx.restore();
  }

  /**
   * Device point → canvas backing-store pixel (plain view).
   * @param {number} x
   * @param {number} y
   * @returns {{ x: number, y: number }}
   */
  toCanvas(x, y) {
    const b = this.plainBase();
    return { x: b[0] * x + b[4], y: b[3] * y + b[5] };
  }

  /**
   * The device with its bezel in CSS px of the canvas (plain view): {left, top, right, bottom}.
   * @returns {{ left: number, top: number, right: number, bottom: number }}
   */
  deviceBox() {
    const device = this.device || FALLBACK_DEVICE;
    const [t, r, b, l] = deviceFrame(device).insets;
    const { s, ox, oy } = this.fit();
    return { left: ox - l * s, top: oy - t * s, right: ox + (device.width + r) * s, bottom: oy + (device.height + b) * s };
  }

  /**
   * Canvas CSS pixel (relative to the canvas) → device point (plain view).
   * @param {number} cx
   * @param {number} cy
   * @returns {{ x: number, y: number }}
   */
  cssToDevice(cx, cy) {
    const { s, ox, oy } = this.fit();
    return { x: (cx - ox) / s, y: (cy - oy) / s };
  }

  /**
   * The topmost layer under a CSS point of the canvas, in whichever view is shown.
   * @param {number} cx
   * @param {number} cy
   * @param {Frame | null} frame
   * @returns {PlacedLayer | null}
   */
  layerAt(cx, cy, frame) {
    if (!frame) return null;
    return hitTest(this.placed, frame, this.base, cx * this.dpr, cy * this.dpr, this.exploded);
  }
}
