// @ts-check
// The URL hash in step with what is on screen (state.js has the format): written as things
// change (throttled, without history entries), and read back when the person edits it.

import { formatHash, hashWriter, parseHash } from "./state.js";
import { traceToLink } from "./trace-link.js";

/**
 * `onEdited(fields)` when the hash changes to one this page did not write (parseHash's fields),
 * once a catalog is here to resolve it against. Returns `write(now)`: `now` skips the throttle.
 * @param {{ state: import("./types.js").PageState, onEdited: (fields: import("./state.js").HashFields) => void }} parts
 */
export function createHashSync({ state, onEdited }) {
  const hash = hashWriter();

  /**
   * @param {boolean} [now]
   */
  function write(now = false) {
    if (!state.entry || state.restoring) return;
    hash.write(formatHash({
      entry: state.entry, operation: state.operation, device: state.device, reduceMotion: state.reduceMotion, progress: state.progress,
      parameters: state.parameters, rate: state.playback.rate, loop: state.playback.loop, range: state.range, selectedId: state.selectedId,
      trace: traceToLink(state.replayTrace),
    }));
    if (now) hash.flushNow();
  }

  window.addEventListener("hashchange", () => {
    if (hash.isOwn(location.hash)) return;
    hash.adopt(location.hash);
    if (state.catalog) onEdited(parseHash(location.hash));
  });

  return { write };
}
