// @ts-check
// `window.__preview`: a read-only view of the page for the browser tests and benchmarks, so they
// assert on what the page knows (scene, frame, selection, draw times) instead of scraping pixels
// or the DOM where a number is what matters.

import * as P from "./protocol.js";
import { DEVICE_COLORS } from "./device-frame.js";
import { paintPhotoFresh, photoCanvas, photoSamples } from "./images.js";
import { tabIconGlyphs } from "./icons.js";

/**
 * @typedef {object} HookParts
 * @property {import("./types.js").PageState} state
 * @property {import("./stage.js").Stage} stage
 * @property {import("./types.js").Connection} connection
 * @property {ReturnType<typeof import("./gesture-scale.js").createGestureScale>} gestureScale
 * @property {ReturnType<typeof import("./compare.js").createCompare>} compare
 * @property {import("./scrubber.js").Scrubber} timeline
 * @property {import("./curves.js").CurveGraph} curves
 * @property {import("./welcome.js").Welcome} welcome
 * @property {import("./live-reload.js").LiveReload} liveReload
 */

/**
 * Everything it reads is passed in: the state and the parts whose numbers tests check.
 * @param {HookParts} parts
 */
export function installTestHook({ state, stage, connection, gestureScale, compare, timeline, curves, welcome, liveReload }) {
  Object.defineProperty(window, "__preview", {
    value: Object.freeze({
      get scene() { return state.scene; },
      get frame() { return state.frame; },
      get playback() { return state.playback; },
      get catalog() { return state.catalog; },
      get connection() { return state.connection.state; },
      get selection() { return { entry: state.entry, operation: state.operation, device: state.device, parameters: { ...state.parameters }, progress: state.progress }; },
      get drawnSeq() { return state.drawnSeq ?? null; },
      get drawTimes() { return stage.drawTimes.slice(); },
      get lastDrawMs() { return stage.lastDrawMs; },
      get triangles() { return stage.triangles; },
      get selectedId() { return state.selectedId; },
      get hoverId() { return state.hoverId; },
      get exploded() { return state.exploded; },
      /** The exploded view's camera {yaw, pitch, zoom, panX, panY} and the stack's fitted box (canvas px). */
      get camera() { return { ...stage.camera }; },
      get fitBox() { return stage.fitBox; },
      /** The exploded view's names written on planes: [{id, text, x, y}] (canvas px). */
      get planeNames() { return stage.planeNames.slice(); },
      /** What the stage outlines now: the hovered and selected layers' ids (null when none). */
      get outlined() { return { hover: stage.hoverId ?? null, selected: stage.selectedId ?? null }; },
      /** The plain view's scale (CSS px per point), the zoom ("fit" or a scale) and the device's box (CSS px of the canvas). */
      get view() { return { scale: stage.scale, zoom: stage.zoom, deviceBox: stage.deviceBox(), gesturePointsPerPixel: gestureScale.pointsPerPixel(), gestureAtDeviceSize: gestureScale.deviceSize }; },
      /** The touch dot's device point during a drag at device size, or null. */
      get touch() { return stage.touch; },
      /** The two fingers drawn during an Alt (two-finger) drag, in device points, or null. */
      get fingers() { return stage.fingers; },
      /** A | B: the mode, A's session (scene, frame, the seq on A's stage, the onion skin's seq). */
      get compare() { return { mode: compare.mode, ...compare.a }; },
      /** Device point → A's canvas backing-store pixel (side by side). */
      toCanvasA: (/** @type {number} */ x, /** @type {number} */ y) => compare.toCanvasA(x, y),
      /** Each drawn layer's quad in canvas backing-store pixels, in paint order: {id, quad}. */
      get placedQuads() {
        const b = stage.base;
        return stage.placed.map((g) => ({ id: g.id, quad: g.quad.map((v, i) => (i % 2 ? b[1] * g.quad[i - 1] + b[3] * v + b[5] : b[0] * v + b[2] * g.quad[i + 1] + b[4])) }));
      },
      get lastTrace() { return state.lastTrace; },
      /** The in/out range {in, out} in seconds playback stays within, or null. */
      get range() { return state.range ? { ...state.range } : null; },
      /** The frames the timeline's property rows were drawn from: {times, frames}, or null. */
      get propertySamples() { return timeline.samples; },
      /** The Timing tab's line of each scene curve, as drawn: [[time, progress], …] per curve. */
      get curvePoints() { return curves.points ?? []; },
      /** Where the Timing tab draws (time, progress): its canvas's backing-store pixel {x, y}. */
      curveToCanvas: (/** @type {number} */ t, /** @type {number} */ v) => curves.toCanvas(t, v),
      /** The trace the current scene replays (a live gesture's, a file's or the link's), or null. */
      get replayTrace() { return state.replayTrace; },
      get welcoming() { return welcome.active; },
      get dpr() { return stage.dpr; },
      get liveReload() {
        const live = liveReload;
        return { builds: live.builds, reloadedAt: live.reloadedAt, overlay: live.overlay.visible ? live.overlay.kind : null };
      },
      colors: Object.freeze({ bezel: DEVICE_COLORS.bezel, screen: DEVICE_COLORS.screen }),
      /** Device point → canvas backing-store pixel {x, y}. */
      toCanvas: (/** @type {number} */ x, /** @type {number} */ y) => stage.toCanvas(x, y),
      /** The photo texture sampled (images.js photoSamples): [[r, g, b, a, spread], …] 0…255. */
      photoSamples: (/** @type {Parameters<typeof photoSamples>[0]} */ requests) => photoSamples(requests),
      /**
       * Facts about a photo's texture: size, distinct colours (at 5 bits a channel), the
       * luminance's standard deviation, and digests of the cached and of a freshly painted copy.
       */
      photoStats: (/** @type {import("./types.js").ImageContent} */ content) => {
        const stats = (/** @type {HTMLCanvasElement} */ canvas) => {
          const d = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
          const colours = new Set();
          let sum = 0, sum2 = 0, digest = 0x811c9dc5;
          for (let i = 0; i < d.length; i += 4) {
            colours.add(((d[i] >> 3) << 10) | ((d[i + 1] >> 3) << 5) | (d[i + 2] >> 3));
            const y = 0.2126 * d[i] + 0.7152 * d[i + 1] + 0.0722 * d[i + 2];
            sum += y; sum2 += y * y;
            for (let c = 0; c < 4; c++) digest = Math.imul(digest ^ d[i + c], 0x01000193) >>> 0;
          }
          const n = d.length / 4;
          return { width: canvas.width, height: canvas.height, colours: colours.size, stdev: Math.sqrt(Math.max(0, sum2 / n - (sum / n) ** 2)), digest };
        };
        const cached = stats(photoCanvas(content));
        return { ...cached, freshDigest: stats(paintPhotoFresh(content)).digest };
      },
      /** The glyph each tab icon of the current frame is drawn with (icons.js). */
      get tabGlyphs() { return state.scene && state.frame ? Object.fromEntries(tabIconGlyphs(state.scene, state.frame)) : {}; },
      /** Draws the current frame now (benchmarks); returns the milliseconds it took. */
      drawNow: () => stage.draw(state.scene, state.frame),
      /** Canvas CSS pixel → device point. */
      toDevice: (/** @type {number} */ cx, /** @type {number} */ cy) => stage.cssToDevice(cx, cy),
      /** The device the stage shows (its frame and screen, as the renderer takes it). */
      get device() { return stage.device; },
      /** Moves the playhead to run time `t`; resolves with the server's frame there (export tests). */
      frameAt: (/** @type {number} */ t) => connection.request(P.seekTime(t)),
    }),
    enumerable: false,
  });
}
