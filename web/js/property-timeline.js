// @ts-check
// Feeds the timeline's property rows: when a group is expanded, the current scene's run is
// sampled once (frame-sampler.js, on a connection of its own) and the frames handed to the
// timeline; a new scene (another selection, new parameters, a gesture) makes them stale.

import { FrameSampler, sampleTimes } from "./frame-sampler.js";

/**
 * `timeline` draws the rows from the samples.
 * @param {{ state: import("./types.js").PageState, toasts: import("./types.js").Toasts, timeline: import("./scrubber.js").Scrubber }} parts
 */
export function createPropertyTimeline({ state, toasts, timeline }) {
  const sampler = new FrameSampler();
  /** @type {import("./types.js").Scene | null} */
  let sampledScene = null; // the scene the timeline's samples (or the sampling in flight) belong to

  /** Samples the current scene's run unless that is done or under way. */
  async function ensure() {
    const scene = state.scene;
    if (!scene || scene === sampledScene || !(scene.endTime > 0)) return;
    // A live gesture's run is not final until the finish or cancel has played out.
    if (scene.live && scene.state === "interactive") return;
    sampledScene = scene;
    const times = sampleTimes(scene.endTime);
    const selection = {
      entry: scene.entry, operation: scene.operation, device: scene.device, parameters: scene.parameters,
      gesture: scene.recorded || scene.live ? state.replayTrace : null,
    };
    try {
      const frames = await sampler.sample(selection, times);
      if (!frames || state.scene !== scene) return;
      timeline.setSamples({ times, frames });
    } catch (error) {
      if (state.scene === scene) sampledScene = null;
      toasts.show(error.message, { kind: "warning", title: "Could not sample the run for the property rows", key: "samples" });
    }
  }

  /** A new scene: any sampling for the old one is dropped. */
  function sceneChanged() {
    sampler.cancel();
    sampledScene = null;
  }

  return { ensure, sceneChanged };
}
