// @ts-check
// Whole-run exports, frame-exact: the page asks the server for the frame at each sample time,
// paints it into an offscreen canvas and encodes it — a WebM through WebCodecs, or an
// animated PNG. Nothing is recorded against the wall clock, so a busy machine, a slow rate
// or a playhead left mid-run cannot drop, repeat or prepend frames (issue 12: recordings
// began with stale frames and the flip's stopped at about 70 %).

import { assembleAPNG } from "./apng.js";
import { framedCanvas, paintFramed } from "./export.js";
import { muxWebM } from "./webm.js";

/** @typedef {import("./types.js").Device} Device */
/** @typedef {import("./types.js").Scene} Scene */
/** @typedef {import("./types.js").Frame} Frame */
/** @typedef {import("./export.js").FramedCanvas} FramedCanvas */
/**
 * @typedef {object} RunExport  a whole-run export's inputs
 * @property {Scene} scene
 * @property {Device} device
 * @property {(time: number) => Promise<Frame>} fetchFrame  the server's frame at a run time
 * @property {number} rate
 * @property {(fraction: number) => void} [onProgress]
 */
/**
 * @typedef {object} RunSteps  the frames to paint
 * @property {Scene} scene
 * @property {Device} device
 * @property {(time: number) => Promise<Frame>} fetchFrame
 * @property {number[]} times
 * @property {number} scale
 * @property {(fraction: number) => void} [onProgress]
 */

/** Canvas pixels per point of the exports, and their background around the device. */
export const VIDEO_SCALE = 1.5;
export const APNG_SCALE = 1;
export const BACKGROUND = "#0b0d12";
export const VIDEO_FPS = 60;
export const APNG_FPS = 30;

/** WebCodecs codecs WebM carries, best supported first (VP8 encodes fastest). */
const CODECS = ["vp8", "vp09.00.10.08", "av01.0.04M.08"];

/**
 * The run's frames at `fps` frames per second of the exported file, played at `rate`: frame i
 * shows the run at time min(i · rate / fps, endTime), and the last frame is the run's end.
 * (The page's own rule for files it plays back; the JSON export takes the CLI's times from the
 * scene instead.) The scene's endTime has the wire's six decimals (28/60 s is 0.466667): a
 * last frame within that rounding of it is the end already.
 * @param {number} endTime
 * @param {number} rate
 * @param {number} fps
 * @returns {number[]}
 */
export function exportTimes(endTime, rate, fps) {
  const length = endTime / rate; // of the file, in seconds
  const count = Math.floor(length * fps + 1e-9);
  const fileTimes = [];
  for (let i = 0; i <= count; i++) fileTimes.push(Math.min(length, i / fps));
  if (fileTimes[fileTimes.length - 1] < length - 1e-6) fileTimes.push(length);
  return fileTimes.map((t) => Math.min(endTime, t * rate));
}

/**
 * The canvas of an export: the device framed, with even sides (video encoders want them).
 * @param {Device} device
 * @param {number} scale
 * @returns {FramedCanvas}
 */
export function exportCanvas(device, scale) {
  const canvas = framedCanvas(device, scale);
  canvas.width += canvas.width % 2;
  canvas.height += canvas.height % 2;
  return canvas;
}

/** Whether this browser encodes video frame by frame (WebCodecs' VideoEncoder). */
export function canEncodeVideo() {
  return typeof VideoEncoder === "function" && typeof VideoFrame === "function";
}

/**
 * @param {number} width
 * @param {number} height
 * @param {number} fps
 * @returns {Promise<VideoEncoderConfig>}
 */
async function supportedConfig(width, height, fps) {
  for (const codec of CODECS) {
    /** @type {VideoEncoderConfig} */
    const config = { codec, width, height, framerate: fps, bitrate: 8_000_000, latencyMode: "quality" };
    try {
      const { supported } = await VideoEncoder.isConfigSupported(config);
      if (supported) return config;
    } catch { /* a codec string this browser does not parse: try the next */ }
  }
  throw new Error("this browser's WebCodecs encodes none of VP8, VP9 or AV1");
}

/**
 * Steps through the run: for each time, fetches the server's frame, paints it and hands the
 * canvas to `take(canvas, index)`. `onProgress(fraction)` after each frame.
 * @param {RunSteps} run
 * @param {(canvas: HTMLCanvasElement, index: number) => Promise<void>} take
 * @returns {Promise<HTMLCanvasElement>}
 */
async function stepRun({ scene, device, fetchFrame, times, scale, onProgress }, take) {
  const canvas = exportCanvas(device, scale);
  for (let i = 0; i < times.length; i++) {
    const frame = await fetchFrame(times[i]);
    paintFramed(canvas, device, scene, frame, BACKGROUND);
    await take(canvas, i);
    onProgress?.((i + 1) / times.length);
  }
  return canvas;
}

/**
 * A WebM of the whole run at `rate` (0.25 → four times as long), every frame at VIDEO_FPS,
 * with its duration in the header. Resolves with {blob, frames, duration}.
 * @param {RunExport} run
 * @returns {Promise<{ blob: Blob, frames: number, duration: number, times: number[] }>}
 */
export async function exportWebM({ scene, device, fetchFrame, rate, onProgress }) {
  const fps = VIDEO_FPS;
  const times = exportTimes(scene.endTime, rate, fps);
  const probe = exportCanvas(device, VIDEO_SCALE);
  const config = await supportedConfig(probe.width, probe.height, fps);
  /** @type {import("./webm.js").Chunk[]} */
  const chunks = [];
  /** @type {Error | null} */
  let failure = null;
  /** @type {VideoColorSpaceInit | null} */
  let colorSpace = null;
  const encoder = new VideoEncoder({
    output: (chunk, metadata) => {
      colorSpace = metadata?.decoderConfig?.colorSpace ?? colorSpace;
      const data = new Uint8Array(chunk.byteLength);
      chunk.copyTo(data);
      chunks.push({ timestampMs: chunk.timestamp / 1000, key: chunk.type === "key", data });
    },
    error: (error) => { failure = error; },
  });
  encoder.configure(config);
  const frameMicros = 1e6 / fps;
  try {
    await stepRun({ scene, device, fetchFrame, times, scale: VIDEO_SCALE, onProgress }, async (canvas, i) => {
      if (failure) throw failure;
      const frame = new VideoFrame(canvas, { timestamp: Math.round(i * frameMicros), duration: Math.round(frameMicros) });
      encoder.encode(frame, { keyFrame: i % fps === 0 });
      frame.close();
      // Keep the encoder's queue short: frames wait here, not in memory.
      while (encoder.encodeQueueSize > 8) await new Promise((r) => setTimeout(r, 1));
    });
    await encoder.flush();
  } finally {
    if (encoder.state !== "closed") encoder.close();
  }
  if (failure) throw failure;
  if (chunks.length !== times.length) throw new Error(`the encoder returned ${chunks.length} of ${times.length} frames`);
  chunks.sort((a, b) => a.timestampMs - b.timestampMs);
  const bytes = muxWebM({ codec: config.codec, width: probe.width, height: probe.height, frameMs: 1000 / fps, chunks, colorSpace });
  return { blob: new Blob([bytes], { type: "video/webm" }), frames: times.length, duration: times.length / fps, times };
}

/**
 * @param {HTMLCanvasElement} canvas
 * @returns {Promise<Uint8Array>}
 */
function pngBytes(canvas) {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => {
    if (!blob) { reject(new Error("the browser could not encode a PNG frame")); return; }
    blob.arrayBuffer().then((buffer) => resolve(new Uint8Array(buffer)), reject);
  }, "image/png"));
}

/**
 * An animated PNG of the whole run at `rate`, APNG_FPS frames per second, looping.
 * @param {RunExport} run
 * @returns {Promise<{ blob: Blob, frames: number, duration: number, times: number[] }>}
 */
export async function exportAPNG({ scene, device, fetchFrame, rate, onProgress }) {
  const fps = APNG_FPS;
  const times = exportTimes(scene.endTime, rate, fps);
  /** @type {Uint8Array[]} */
  const pngs = [];
  await stepRun({ scene, device, fetchFrame, times, scale: APNG_SCALE, onProgress }, async (canvas) => { pngs.push(await pngBytes(canvas)); });
  const bytes = assembleAPNG(pngs, fps);
  return { blob: new Blob([bytes], { type: "image/png" }), frames: times.length, duration: times.length / fps, times };
}
