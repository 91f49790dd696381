// @ts-check
// Exports of what is on screen: a PNG of the current frame (device frame included, 2×) and
// the frames as JSON in the shape of `transitions export --format json`; the painting that the
// whole-run exports (run-export.js: WebM, animated PNG) share.

import { clipToScreen, deviceFrame, paintDevice } from "./device-frame.js";
import { paintLayers } from "./layer-painter.js";

/** @typedef {import("./types.js").Device} Device */
/** @typedef {import("./types.js").Scene} Scene */
/** @typedef {import("./types.js").Frame} Frame */
/**
 * @typedef {object} FramesFile  `transitions export --format json`'s file
 * @property {string} entry
 * @property {string} operation
 * @property {string} device
 * @property {import("./types.js").ParameterValues} parameters
 * @property {number} fps
 * @property {object} scene
 * @property {{ time: number, progress: number, viewport: number[], layers: object[] }[]} frames
 */
/** @typedef {HTMLCanvasElement & { base: number[] }} FramedCanvas  with its viewport → canvas pixels map */

/**
 * @param {Blob} blob
 * @param {string} name
 */
export function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A canvas sized for the device at `scale` canvas pixels per point, with a small margin.
 * @param {Device} device
 * @param {number} scale
 * @param {HTMLCanvasElement} [canvas]
 * @returns {FramedCanvas}
 */
export function framedCanvas(device, scale, canvas = document.createElement("canvas")) {
  const [t, r, b, l] = deviceFrame(device).insets;
  const m = 12;
  const framed = /** @type {FramedCanvas} */ (canvas);
  canvas.width = Math.round((device.width + l + r + 2 * m) * scale);
  canvas.height = Math.round((device.height + t + b + 2 * m) * scale);
  framed.base = [scale, 0, 0, scale, (l + m) * scale, (t + m) * scale];
  return framed;
}

/**
 * Paints a frame inside its device onto a canvas made by framedCanvas.
 * @param {FramedCanvas} canvas
 * @param {Device} device
 * @param {Scene | null} scene
 * @param {Frame | null} frame
 * @param {string | null} [background]
 */
export function paintFramed(canvas, device, scene, frame, background = null) {
  const ctx = canvas.getContext("2d");
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  if (background) { ctx.fillStyle = background; ctx.fillRect(0, 0, canvas.width, canvas.height); }
  paintDevice(ctx, device, canvas.base);
  if (scene && frame) {
    ctx.save();
    clipToScreen(ctx, device, canvas.base);
    paintLayers(ctx, scene, frame, { base: canvas.base, exploded: false });
    ctx.restore();
  }
}

/**
 * @param {Device} device
 * @param {Scene} scene
 * @param {Frame} frame
 * @returns {Promise<Blob>}
 */
export function exportPNG(device, scene, frame) {
  const canvas = framedCanvas(device, 2);
  paintFramed(canvas, device, scene, frame);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (!blob) { reject(new Error("the browser could not encode the PNG")); return; }
      download(blob, `${scene.entry}-${scene.operation}-${scene.device}-t${frame.time.toFixed(3)}.png`);
      resolve(blob);
    }, "image/png");
  });
}

/**
 * Frames JSON in the CLI's shape (`transitions export --format json`), at the times the CLI
 * samples and with the defaults the wire leaves out filled in — both from the scene's
 * `export` (protocol.md), so the page keeps no copy of either. `role` comes from the scene;
 * wire frames carry no `parent` or `depth`, and the fill-in's identity `transform` only where
 * the wire left it out (see docs/page.md).
 * `fetchFrame(time)` resolves with the frame message at that time.
 * @param {Scene} scene
 * @param {(time: number) => Promise<Frame>} fetchFrame
 * @param {(fraction: number) => void} [onProgress]
 * @returns {Promise<FramesFile>}
 */
export async function framesJSON(scene, fetchFrame, onProgress = () => {}) {
  const { fps, times, layerDefaults } = scene.export;
  const frames = [];
  for (let i = 0; i < times.length; i++) {
    const frame = await fetchFrame(times[i]);
    frames.push({
      time: frame.time,
      progress: frame.progress,
      viewport: scene.viewport,
      layers: frame.layers.map((layer) => {
        /** @type {Record<string, unknown>} */
        const out = { id: layer.id, role: scene.roleById.get(layer.id) ?? null, quad: layer.quad, opacity: layer.opacity, size: layer.size };
        for (const [key, value] of Object.entries(layerDefaults)) out[key] = /** @type {Record<string, unknown>} */ (layer)[key] ?? value;
        return out;
      }),
    });
    onProgress((i + 1) / times.length);
  }
  return {
    entry: scene.entry,
    operation: scene.operation,
    device: scene.device,
    parameters: scene.parameters,
    fps,
    scene: {
      viewport: scene.viewport, duration: scene.duration, endTime: scene.endTime, state: scene.state,
      layers: scene.layers, markers: scene.markers, curves: scene.curves,
    },
    frames,
  };
}
