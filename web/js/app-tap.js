// @ts-check
// Taps on the app while its transition plays (protocol `tap`, docs/protocol.md). On a device a
// finger can tap the screen mid-animation — the card's story tapped while it expands goes back
// into its card — so a click on the canvas while a non-interactive run plays goes to the app, at
// the playhead, instead of selecting a layer. Paused, a click inspects as before; the welcome's
// first press only stops the welcome.

export class AppTap {
  /**
   * options: canTap() → bool (judged when the press starts); toDevice(cssX, cssY) → {x, y};
   * send(x, y) sends the tap in device points.
   * @param {HTMLCanvasElement} canvas
   * @param {{ canTap: () => boolean, toDevice: (cx: number, cy: number) => { x: number, y: number }, send: (x: number, y: number) => void }} options
   */
  constructor(canvas, options) {
    this.o = options;
    this.armed = false;
    // On the window in the capture phase, added before the welcome's own listener: the press is
    // judged before anything reacts to it (the welcome pausing the playback it would tap).
    window.addEventListener("pointerdown", (e) => {
      this.armed = e.target === canvas && (e.pointerType !== "mouse" || e.button === 0) && this.o.canTap();
    }, { capture: true });
  }

  /**
   * A click on the canvas at CSS pixels (cx, cy): true when it went to the app as a tap.
   * @param {number} cx
   * @param {number} cy
   * @returns {boolean}
   */
  click(cx, cy) {
    if (!this.armed) return false;
    this.armed = false;
    const p = this.o.toDevice(cx, cy);
    this.o.send(p.x, p.y);
    return true;
  }
}
