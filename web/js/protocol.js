// Protocol v1 (docs/protocol.md): builders for every client message, and the dispatch of
// server messages by `type` to handlers.

export const VERSION = 1;
export const FPS = 60;

export const hello = () => ({ type: "hello", version: VERSION });

/** select {entry, operation, device, parameters, gesture?} — unset fields are left out. */
export function select({ entry, operation, device, parameters, gesture }) {
  const message = { type: "select", entry };
  if (operation) message.operation = operation;
  if (device) message.device = device;
  if (parameters && Object.keys(parameters).length) message.parameters = parameters;
  if (gesture && gesture.length) message.gesture = gesture;
  return message;
}

export const seekProgress = (progress) => ({ type: "seek", progress: clamp01(progress) });
export const seekTime = (time) => ({ type: "seek", time: Math.max(0, time) });
export const play = ({ rate, loop, fps = FPS }) => ({ type: "play", rate, loop, fps });
export const pause = () => ({ type: "pause" });
export const set = (parameters) => ({ type: "set", parameters });
export const ping = () => ({ type: "ping" });

/** A tap on the app at the playhead, in device points. */
export const tap = (x, y) => ({ type: "tap", x: round(x), y: round(y) });

/** One live gesture sample: device points, the page's clock in seconds. */
export const gesture = (phase, x, y, t) => ({ type: "gesture", phase, x: round(x), y: round(y), t: Math.round(t * 1e6) / 1e6 });

function clamp01(x) { return Math.min(1, Math.max(0, Number(x) || 0)); }
function round(x) { return Math.round(x * 1000) / 1000; }

/** Calls the handler for the message's type; an unknown type goes to `unknown`. */
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
