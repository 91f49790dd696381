// `window.__preview`: a read-only view of the page for the browser tests and benchmarks, so they
// assert on what the page knows (scene, frame, selection, draw times) instead of scraping pixels
// or the DOM where a number is what matters.

import * as P from "./protocol.js";
import { COLORS } from "./renderer.js";

export function installTestHook(app) {
  const { state, stage, connection } = app;
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
      get lastTrace() { return state.lastTrace; },
      get welcoming() { return app.welcome.active; },
      get dpr() { return stage.dpr; },
      get liveReload() {
        const live = app.liveReload;
        return { builds: live.builds, reloadedAt: live.reloadedAt, overlay: live.overlay.visible ? live.overlay.kind : null };
      },
      colors: Object.freeze({ bezel: COLORS.bezel, screen: COLORS.screen }),
      /** Device point → canvas backing-store pixel {x, y}. */
      toCanvas: (x, y) => stage.toCanvas(x, y),
      /** Draws the current frame now (benchmarks); returns the milliseconds it took. */
      drawNow: () => stage.draw(state.scene, state.frame),
      /** Canvas CSS pixel → device point. */
      toDevice: (cx, cy) => stage.cssToDevice(cx, cy),
      /** The device the stage shows (its frame and screen, as the renderer takes it). */
      get device() { return stage.device; },
      /** Moves the playhead to run time `t`; resolves with the server's frame there (export tests). */
      frameAt: (t) => connection.request(P.seekTime(t)),
    }),
    enumerable: false,
  });
}
