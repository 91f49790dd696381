// @ts-check
// The playhead: play and pause, frame steps, jumps, timeline scrubbing, rate, loop, and the
// in/out range. The server owns the clock (it streams frames while playing); the page asks
// and draws what comes.
//
// The protocol's `play` has no range, so the page keeps playback inside one itself: it plays
// from the in point without the server's loop, drops any streamed frame past the out point
// (or before the in point) instead of drawing it, and then seeks back to the in point and
// plays again (loop on) or stops at the out point (loop off).

import * as P from "./protocol.js";
import { clampRange, RATES } from "./state.js";

/** @typedef {import("./types.js").PageState} PageState */
/** @typedef {import("./types.js").Connection} Connection */
/** @typedef {import("./types.js").Toasts} Toasts */
/** @typedef {import("./types.js").Range} Range */

const EPS = 1e-6;

/**
 * `transport` and `timeline` show the rate, loop and range; `events.isDriven()` is true while a
 * finger drives the gesture (nothing moves the playhead then); `events.writeHash(now)` after a
 * change the link should keep.
 * @param {{ state: PageState, connection: Connection, transport: import("./transport.js").Transport, timeline: import("./scrubber.js").Scrubber, toasts: Toasts }} parts
 * @param {{ isDriven: () => boolean, writeHash: (now?: boolean) => void }} events
 */
export function createPlayback({ state, connection, transport, timeline, toasts }, events) {
  /** True while a play the page started with a range is streaming. */
  let rangePlay = false;
  /** True from a wrap's seek until its play is sent. */
  let wrapping = false;

  /** Nothing moves the playhead while a finger drives the gesture or the server is away. */
  function canControl() { return !!state.scene && connection.isOpen && !events.isDriven(); }

  const serverLoop = () => (state.range ? false : state.playback.loop);

  async function startPlaying() {
    const range = state.range;
    state.stepTarget = null;
    if (range) {
      rangePlay = true;
      const t = state.frame?.time ?? 0;
      if (t < range.in - EPS || t >= range.out - EPS) {
        wrapping = true;
        try { await connection.request(P.seekTime(range.in)); } catch { wrapping = false; rangePlay = false; return; }
        wrapping = false;
        if (!rangePlay) return; // paused meanwhile
      }
    } else {
      rangePlay = false;
    }
    connection.send(P.play({ rate: state.playback.rate, loop: serverLoop() }));
  }

  function stopRangePlay() { rangePlay = false; wrapping = false; }

  function togglePlay() {
    if (!canControl()) return;
    state.stepTarget = null;
    if (state.playback.state === "running" || rangePlay) { stopRangePlay(); connection.send(P.pause()); }
    else startPlaying();
  }

  /**
   * Steps from where the last step asked to go until its frame is here, so quick presses add up.
   * @param {number} frames
   */
  function step(frames) {
    if (!canControl() || !state.frame) return;
    stopRangePlay();
    if (state.playback.state === "running") connection.send(P.pause());
    const end = state.scene.endTime;
    const from = state.stepTarget ?? state.frame.time;
    const t = Math.min(end, Math.max(0, Math.round(from * 60 + frames) / 60));
    state.stepTarget = t;
    connection.send(P.seekTime(t));
    state.progress = end > 0 ? t / end : 0;
  }

  /**
   * @param {number} p
   */
  function jump(p) {
    if (!canControl()) return;
    stopRangePlay();
    state.stepTarget = null;
    connection.send(P.seekProgress(p));
    state.progress = p;
  }

  /**
   * @param {number} p
   */
  function scrub(p) {
    if (!canControl()) return;
    stopRangePlay();
    state.stepTarget = null;
    state.progress = p;
    connection.send(P.seekProgress(p));
  }

  /**
   * `dragging`: the rate slider is moving; the hash is written when it lets go.
   * @param {number} rate
   * @param {{ dragging?: boolean }} options
   */
  function setRate(rate, { dragging = false } = {}) {
    state.playback = { ...state.playback, rate };
    transport.setPlayback(state.playback);
    if (state.playback.state === "running" && !wrapping) connection.send(P.play({ rate, loop: serverLoop() }));
    events.writeHash(!dragging);
  }

  /**
   * @param {number} direction
   */
  function changeRate(direction) {
    const i = RATES.indexOf(state.playback.rate);
    const next = RATES[Math.min(RATES.length - 1, Math.max(0, (i < 0 ? 3 : i) + direction))];
    setRate(next);
    toasts.show(`Rate ${next}×`, { key: "rate", timeout: 1200 });
  }

  function toggleLoop() {
    const loop = !state.playback.loop;
    state.playback = { ...state.playback, loop };
    transport.setPlayback(state.playback);
    if (state.playback.state === "running" && !wrapping) connection.send(P.play({ rate: state.playback.rate, loop: serverLoop() }));
    toasts.show(`Loop ${loop ? "on" : "off"}`, { key: "loop", timeout: 1200 });
    events.writeHash(true);
  }

  // -------------------------------------------------------------------------------------
  // The in/out range

  /**
   * Sets the range (seconds; null clears it); a play in progress continues inside it.
   * `dragging`: a handle is moving — the hash is written at its pace (throttled) and playback
   * is redirected once, when the handle is let go.
   * @param {Range | null} range
   * @param {{ dragging?: boolean }} options
   */
  function setRange(range, { dragging = false } = {}) {
    const end = state.scene?.endTime || 0;
    state.range = clampRange(range, end);
    timeline.setRange(state.range);
    events.writeHash(!dragging);
    if (dragging) return;
    if (canControl() && (state.playback.state === "running" || rangePlay)) {
      if (state.range) startPlaying();
      else { rangePlay = false; connection.send(P.play({ rate: state.playback.rate, loop: state.playback.loop })); }
    }
  }

  /**
   * The in (`which` = "in") or out point at the playhead.
   * @param {"in" | "out"} which
   */
  function markAtPlayhead(which) {
    if (!state.scene || !state.frame) return;
    const end = state.scene.endTime;
    const current = state.range || { in: 0, out: end };
    const t = state.frame.time;
    const next = which === "in" ? { in: t, out: current.out > t ? current.out : end } : { in: current.in < t ? current.in : 0, out: t };
    setRange(next);
    toasts.show(state.range ? `Loop range ${next.in.toFixed(3)}–${next.out.toFixed(3)} s` : "Loop range: the whole run", { key: "range", timeout: 1400 });
  }

  /**
   * A new scene: the range stays if it still fits the run (clamped), else it is gone.
   * @param {import("./types.js").Scene} scene
   */
  function sceneChanged(scene) {
    if (state.range) state.range = clampRange(state.range, scene.endTime || 0);
    timeline.setRange(state.range);
  }

  /**
   * Whether a streamed frame falls outside the range while the page plays inside it: such a
   * frame is not drawn, and playback goes back to the in point (or stops at the out point).
   * @param {import("./types.js").Frame} frame
   * @returns {boolean}
   */
  function dropsFrame(frame) {
    const range = state.range;
    if (!range || !rangePlay || frame.id != null) return false;
    if (frame.time >= range.in - EPS && frame.time <= range.out + EPS) return false;
    wrap();
    return true;
  }

  /**
   * The server reached the run's end (an out point at the end): go round.
   * @param {import("./types.js").PlaybackState} message
   */
  function stateChanged(message) {
    if (rangePlay && !wrapping && (message.state === "finished" || message.state === "cancelled")) wrap();
  }

  async function wrap() {
    if (wrapping || !state.range) return;
    wrapping = true;
    const { in: from, out: to } = state.range;
    const again = state.playback.loop;
    try {
      await connection.request(P.seekTime(again ? from : to));
    } catch {
      wrapping = false; rangePlay = false; return;
    }
    wrapping = false;
    if (!rangePlay) return; // paused, scrubbed or stepped meanwhile
    if (again) connection.send(P.play({ rate: state.playback.rate, loop: false }));
    else rangePlay = false;
  }

  return {
    canControl, togglePlay, step, jump, scrub, setRate, changeRate, toggleLoop,
    setRange, markAtPlayhead, sceneChanged, dropsFrame, stateChanged, stopRangePlay,
  };
}
