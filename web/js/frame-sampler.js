// @ts-check
// The run's frames at a series of times, for the timeline's property curves: a second
// WebSocket of its own (every connection owns its own run, protocol.md) selects the same
// entry, operation, device, parameters and replayed gesture, and seeks to each time in turn —
// so sampling never moves the viewer's playhead or stops its playback.

import { SUBPROTOCOL, socketURL } from "./connection.js";
import * as P from "./protocol.js";

export class FrameSampler {
  /**
   * @param {string} [url]
   */
  constructor(url = socketURL()) {
    this.url = url;
    /** @type {WebSocket | null} */
    this.socket = null;
    /** @type {Promise<unknown> | null} */
    this.ready = null;
    /** @type {Map<string, { resolve: (message: any) => void, reject: (error: Error) => void, answer: string }>} */
    this.pending = new Map();
    this.nextId = 1;
    this.token = 0;
  }

  /**
   * Opens the socket and says hello (once; again after it closed).
   * @returns {Promise<unknown>}
   */
  open() {
    if (this.ready) return this.ready;
    this.ready = new Promise((resolve, reject) => {
      const socket = new WebSocket(this.url, SUBPROTOCOL);
      this.socket = socket;
      socket.addEventListener("open", () => this.request(P.hello()).then(resolve, reject));
      socket.addEventListener("message", (event) => {
        let message;
        try { message = JSON.parse(event.data); } catch { return; }
        const waiter = message.id != null && this.pending.get(message.id);
        if (!waiter) return;
        // A select is answered by its scene; a seek by its frame; anything else with the id
        // (a state) is not the answer.
        if (message.type === "error") { this.pending.delete(message.id); waiter.reject(Object.assign(new Error(message.message), { code: message.code })); }
        else if (message.type === waiter.answer) { this.pending.delete(message.id); waiter.resolve(message); }
      });
      const closed = () => {
        for (const [, w] of this.pending) w.reject(Object.assign(new Error("sampler connection closed"), { code: "closed" }));
        this.pending.clear();
        this.ready = null;
        this.socket = null;
        reject(new Error("sampler connection closed"));
      };
      socket.addEventListener("close", closed);
      socket.addEventListener("error", () => socket.close());
    });
    return this.ready;
  }

  /**
   * @param {import("./types.js").Message} message
   * @returns {Promise<any>}
   */
  request(message) {
    const id = `s${this.nextId++}`;
    const answer = /** @type {Record<string, string>} */ ({ hello: "catalog", select: "scene", seek: "frame" })[message.type];
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, answer });
      this.socket.send(JSON.stringify({ ...message, id }));
    });
  }

  /**
   * The frames of `selection` at `times` (seconds), one seek after another; null when a newer
   * call has started meanwhile (its answer is the one that counts).
   * @param {import("./protocol.js").Selection} selection
   * @param {number[]} times
   * @returns {Promise<import("./types.js").Frame[] | null>}
   */
  async sample(selection, times) {
    const token = ++this.token;
    await this.open();
    if (token !== this.token) return null;
    await this.request(P.select(selection));
    /** @type {import("./types.js").Frame[]} */
    const frames = [];
    for (const t of times) {
      if (token !== this.token) return null;
      frames.push(await this.request(P.seekTime(t)));
    }
    return token === this.token ? frames : null;
  }

  /** Forgets any sampling in progress. */
  cancel() { this.token++; }
}

/**
 * Times to sample a run of `endTime` s: every 1/60 s (at most `max` of them), and the end.
 * @param {number} endTime
 * @param {number} [max]
 * @returns {number[]}
 */
export function sampleTimes(endTime, max = 240) {
  if (!(endTime > 0)) return [0];
  const step = Math.max(1 / 60, endTime / max);
  const times = [];
  for (let i = 0; i * step < endTime - 1e-9; i++) times.push(Math.round(i * step * 1e6) / 1e6);
  times.push(endTime);
  return times;
}
