// @ts-check
// The first impression: a page opened with no selection in its URL shows the most striking
// entry playing slowly in a loop, with one line saying what to do, until the person touches
// anything (a pointer, a key, the wheel) — then the line goes and they are in charge of a
// playback that stays as the transport shows it (session.js endWelcome).

import { h } from "./dom.js";

/** Most striking first: the App Store card when the catalog has it, the Photos zoom until then. */
export const FEATURED = ["card", "zoom"];
export const WELCOME_RATE = 0.5;

/**
 * @param {import("./types.js").Entry[]} entries
 * @returns {string | undefined}
 */
export function featuredEntry(entries) {
  return FEATURED.find((id) => entries.some((entry) => entry.id === id)) ?? entries[0]?.id;
}

export class Welcome {
  /**
   * @param {{ onEnd: () => void }} handlers
   */
  constructor({ onEnd }) {
    this.onEnd = onEnd;
    this.active = false;
    this.line = h("p", { class: "welcome small", hidden: true, role: "status" },
      `Looping at ${WELCOME_RATE}× · Space pauses · drag the timeline to scrub · drag the phone where a hand is shown`);
    this.end = this.end.bind(this);
  }

  start() {
    if (this.active) return;
    this.active = true;
    this.line.hidden = false;
    // Capture, so the welcome ends before the touch does what it does (a Space press then
    // toggles a paused transition, a timeline drag scrubs a paused one).
    for (const type of ["pointerdown", "keydown", "wheel"]) window.addEventListener(type, this.end, { capture: true });
  }

  end() {
    if (!this.active) return;
    this.active = false;
    this.line.hidden = true;
    for (const type of ["pointerdown", "keydown", "wheel"]) window.removeEventListener(type, this.end, { capture: true });
    this.onEnd();
  }
}
