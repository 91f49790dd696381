// @ts-check
// Drawing the newest frame (main.js calls it once per animation frame when asked) and
// everything that follows the frame on screen: the stage (and A | B's), the zoom and
// gesture-scale readouts, the timeline, the transport's time, the Timing tab's playhead, the
// inspector.

/**
 * @typedef {object} DrawParts
 * @property {import("./types.js").PageState} state
 * @property {import("./stage.js").Stage} stage
 * @property {HTMLElement} stageElement
 * @property {ReturnType<typeof import("./compare.js").createCompare>} compare
 * @property {ReturnType<typeof import("./stage-zoom.js").createStageZoom>} zoom
 * @property {ReturnType<typeof import("./gesture-scale.js").createGestureScale>} gestureScale
 * @property {import("./scrubber.js").Scrubber} timeline
 * @property {import("./transport.js").Transport} transport
 * @property {import("./curves.js").CurveGraph} curves
 * @property {import("./inspector.js").Inspector} inspector
 */

/**
 * The parts to bring up to date; `isDragging()` while a finger drives the gesture (nothing of
 * the inspector's is drawn over the device then); `onDrawn()` after a frame is on screen.
 * Returns the draw.
 * @param {DrawParts} parts
 * @param {{ isDragging: () => boolean, fingers: () => { x: number, y: number }[] | null, onDrawn: () => void }} events
 * @returns {() => void}
 */
export function createDraw({ state, stage, stageElement, compare, zoom, gestureScale, timeline, transport, curves, inspector }, { isDragging, fingers, onDrawn }) {
  return function draw() {
    const { scene, frame } = state;
    stage.exploded = state.exploded;
    stage.hoverId = isDragging() ? null : state.hoverId;
    stage.touch = gestureScale.touch;
    stage.fingers = fingers();
    stage.selectedId = state.selectedId;
    compare.beforeDraw();
    stage.draw(scene, frame);
    compare.afterDraw();
    zoom.update();
    gestureScale.update(!!scene?.interactive && !state.exploded);
    const box = stage.deviceBox();
    stageElement.style.setProperty("--device-left", `${Math.max(0, box.left)}px`);
    state.drawnSeq = frame ? frame.seq : null;
    if (frame && scene) {
      const end = scene.endTime || 0;
      if (!timeline.scrubbing) timeline.setProgress(frame.progress);
      timeline.setFrame(frame);
      transport.setTime(frame.time, frame.progress, end || frame.time);
      curves.setTime(frame.time);
      inspector.update(scene, frame, state.selectedId, state.hoverId, state.hoverFromList);
      onDrawn(); // the hash, throttled
    }
  };
}
