// @ts-check
// The status line after a gesture is let go: "Released — finishing…", then what the app
// decided with the release's numbers, gone a few seconds after the run has played out.

/**
 * `banner`: the status line's announcement; `release` (release-readout.js) has the numbers.
 * @param {{ state: import("./types.js").PageState, banner: HTMLElement, release: import("./release-readout.js").ReleaseReadout }} parts
 */
export function createReleaseBanner({ state, banner, release }) {
  /**
   * A `state` message: announces the outcome while a released gesture plays out.
   * @param {import("./types.js").PlaybackState} message
   */
  function stateChanged(message) {
    if (!state.released || !(message.state === "running" || message.state === "finished" || message.state === "cancelled")) return;
    const cancelled = message.transitionWasCancelled || message.phase === "cancelling" || message.state === "cancelled";
    const done = message.state !== "running";
    const what = cancelled ? `the ${state.operation} is undone` : `the ${state.operation} completes`;
    banner.hidden = false;
    banner.dataset.kind = cancelled ? "cancelled" : "finished";
    release.stateMessage(message);
    const numbers = release.markerNote();
    banner.textContent = (done ? `Gesture ${cancelled ? "cancelled" : "finished"} — ${what}` : `Released — ${cancelled ? "cancelling" : "finishing"}…`)
      + (numbers ? ` · ${numbers}` : done ? "." : "");
    banner.title = banner.textContent;
    if (done) {
      state.released = false;
      clearTimeout(state.bannerTimer);
      state.bannerTimer = setTimeout(() => { if (state.connection.state === "open") banner.hidden = true; }, 4000);
    }
  }

  return { stateChanged };
}
