// @ts-check
// Protocol v1 (docs/protocol.md): builders for every client message, and the dispatch of
// server messages by `type` to handlers.

/** @typedef {import("./types.js").Message} Message */
/** @typedef {import("./types.js").GestureSample} GestureSample */
/** @typedef {import("./types.js").ParameterValues} ParameterValues */
/**
 * @typedef {object} Selection  what `select` selects (unset fields are left out)
 * @property {string} entry
 * @property {string} [operation]
 * @property {string} [device]
 * @property {ParameterValues} [parameters]
 * @property {GestureSample[] | null} [gesture]
 * @property {boolean} [reduceMotion]  the device's Reduce Motion setting (sent only when on)
 */

export const VERSION = 1;
export const FPS = 60;

export const hello = () => ({ type: "hello", version: VERSION });

/**
 * select {entry, operation, device, parameters, gesture?} — unset fields are left out.
 * @param {Selection} selection
 * @returns {Message}
 */
export function select({ entry, operation, device, parameters, gesture, reduceMotion }) {
  /** @type {Message} */
  const message = { type: "select", entry };
  if (operation) message.operation = operation;
  if (device) message.device = device;
  if (parameters && Object.keys(parameters).length) message.parameters = parameters;
  if (gesture && gesture.length) message.gesture = gesture;
  if (reduceMotion) message.reduceMotion = true;
  return message;
}

/**
 * @param {number} progress
 */
export const seekProgress = (progress) => ({ type: "seek", progress: clamp01(progress) });
/**
 * @param {number} time
 */
export const seekTime = (time) => ({ type: "seek", time: Math.max(0, time) });
/**
 * @param {{ rate: number, loop: boolean, fps?: number }} options
 */
export const play = ({ rate, loop, fps = FPS }) => ({ type: "play", rate, loop, fps });
export const pause = () => ({ type: "pause" });
/**
 * @param {ParameterValues} parameters
 */
export const set = (parameters) => ({ type: "set", parameters });
export const ping = () => ({ type: "ping" });

/**
 * A tap on the app at the playhead, in device points.
 * @param {number} x
 * @param {number} y
 */
export const tap = (x, y) => ({ type: "tap", x: round(x), y: round(y) });

/**
 * One live gesture sample: device points, the page's clock in seconds; `second`, the second
 * finger of a two-finger drag (`x2`, `y2`), or null.
 * @param {GestureSample["phase"]} phase
 * @param {number} x
 * @param {number} y
 * @param {number} t
 * @param {{ x: number, y: number } | null} [second]
 * @returns {{ type: "gesture", phase: GestureSample["phase"], x: number, y: number, t: number, x2?: number, y2?: number }}
 */
export function gesture(phase, x, y, t, second = null) {
  const message = { type: /** @type {const} */ ("gesture"), phase, x: round(x), y: round(y), t: Math.round(t * 1e6) / 1e6 };
  return second ? { ...message, x2: round(second.x), y2: round(second.y) } : message;
}

/**
 * @param {unknown} x
 * @returns {number}
 */
function clamp01(x) { return Math.min(1, Math.max(0, Number(x) || 0)); }
/**
 * @param {number} x
 * @returns {number}
 */
function round(x) { return Math.round(x * 1000) / 1000; }

/**
 * Calls the handler for the message's type; an unknown type goes to `unknown`.
 * @param {Message} message
 * @param {Record<string, (message: any) => void>} handlers
 * @returns {void}
 */
export function dispatch(message, handlers) {
  switch (message.type) {
    case "catalog": return handlers.catalog(message);
    case "scene": return handlers.scene(message);
    case "frame": return handlers.frame(message);
    case "state": return handlers.state(message);
    case "error": return handlers.error(message);
    case "pong": return handlers.pong(message);
    // Messages a feature adds to `handlers` (live-reload.js: build-started, build-failed,
    // catalog-changed) go to their own handler.
    default: return (Object.hasOwn(handlers, message.type) ? handlers[message.type] : handlers.unknown)(message);
  }
}
