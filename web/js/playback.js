// The playhead: play and pause, frame steps, jumps, timeline scrubbing, rate and loop. The
// server owns the clock (it streams frames while playing); the page asks and draws what comes.

import * as P from "./protocol.js";
import { RATES } from "./state.js";

export function createPlayback(app) {
  const { state, connection } = app;

  /** Nothing moves the playhead while a finger drives the gesture or the server is away. */
  function canControl() { return !!state.scene && connection.isOpen && !app.gestureTools.active; }

  function togglePlay() {
    if (!canControl()) return;
    state.stepTarget = null;
    if (state.playback.state === "running") connection.send(P.pause());
    else connection.send(P.play({ rate: state.playback.rate, loop: state.playback.loop }));
  }

  /** Steps from where the last step asked to go until its frame is here, so quick presses add up. */
  function step(frames) {
    if (!canControl() || !state.frame) return;
    if (state.playback.state === "running") connection.send(P.pause());
    const end = state.scene.endTime;
    const from = state.stepTarget ?? state.frame.time;
    const t = Math.min(end, Math.max(0, Math.round(from * 60 + frames) / 60));
    state.stepTarget = t;
    connection.send(P.seekTime(t));
    state.progress = end > 0 ? t / end : 0;
  }

  function jump(p) {
    if (!canControl()) return;
    state.stepTarget = null;
    connection.send(P.seekProgress(p));
    state.progress = p;
  }

  function scrub(p) {
    if (!canControl()) return;
    state.stepTarget = null;
    state.progress = p;
    connection.send(P.seekProgress(p));
  }

  function setRate(rate) {
    state.playback = { ...state.playback, rate };
    app.transport.setPlayback(state.playback);
    if (state.playback.state === "running") connection.send(P.play({ rate, loop: state.playback.loop }));
    app.writeHash(true);
  }

  function changeRate(direction) {
    const i = RATES.indexOf(state.playback.rate);
    const next = RATES[Math.min(RATES.length - 1, Math.max(0, (i < 0 ? 3 : i) + direction))];
    setRate(next);
    app.toasts.show(`Rate ${next}×`, { key: "rate", timeout: 1200 });
  }

  function toggleLoop() {
    const loop = !state.playback.loop;
    state.playback = { ...state.playback, loop };
    app.transport.setPlayback(state.playback);
    if (state.playback.state === "running") connection.send(P.play({ rate: state.playback.rate, loop }));
    app.toasts.show(`Loop ${loop ? "on" : "off"}`, { key: "loop", timeout: 1200 });
    app.writeHash(true);
  }

  return { canControl, togglePlay, step, jump, scrub, setRate, changeRate, toggleLoop };
}
