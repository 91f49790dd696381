// @ts-check
// The preview WebSocket: same-origin URL from `location`, subprotocol `transition-preview`,
// JSON messages, requests with ids whose answers resolve promises, and reconnection with
// exponential backoff (250 ms doubling, capped at 5 s, with jitter).

/** @typedef {import("./types.js").Message} Message */
/**
 * @typedef {object} ConnectionHandlers
 * @property {(message: Message) => void} [onMessage]
 * @property {(isReconnect: boolean) => void} [onOpen]
 * @property {(status: { state: string, retryIn: number, attempt: number }) => void} [onStatus]
 */

export const SUBPROTOCOL = "transition-preview";

/**
 * ws://host/ for http pages, wss://host/ for https ones.
 * @param {Location} [loc]
 * @returns {string}
 */
export function socketURL(loc = location) {
  const url = new URL("/", loc.href);
  url.protocol = loc.protocol === "https:" ? "wss:" : "ws:";
  return url.href;
}

export class Connection {
  /**
   * handlers: onMessage(message), onOpen(isReconnect), onStatus({state, retryIn, attempt}).
   * @param {ConnectionHandlers} handlers
   * @param {{ url?: string, firstDelay?: number, maxDelay?: number, timeout?: number }} options
   */
  constructor(handlers, { url = socketURL(), firstDelay = 250, maxDelay = 5000, timeout = 10000 } = {}) {
    this.handlers = handlers;
    this.url = url;
    this.firstDelay = firstDelay;
    this.maxDelay = maxDelay;
    this.timeout = timeout;
    /** @type {WebSocket | null} */
    this.socket = null;
    this.attempt = 0;
    this.nextId = 1;
    /** @type {Map<number, { resolve: (message: any) => void, reject: (error: Error) => void, timer: ReturnType<typeof setTimeout> }>} */
    this.pending = new Map();
    this.opened = false;
    this.everOpened = false;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.retryTimer = undefined;
    /** Closed for good (close()): no reconnection. */
    this.closed = false;
    this.state = "idle";
  }

  connect() {
    clearTimeout(this.retryTimer);
    if (this.closed) return;
    this.status("connecting");
    /** @type {WebSocket} */
    let socket;
    try {
      socket = new WebSocket(this.url, SUBPROTOCOL);
    } catch (error) {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.addEventListener("open", () => {
      const reconnect = this.everOpened;
      this.opened = this.everOpened = true;
      this.attempt = 0;
      this.status("open");
      this.handlers.onOpen?.(reconnect);
    });
    socket.addEventListener("message", (event) => {
      if (typeof event.data !== "string") return;
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        this.handlers.onMessage?.({ type: "error", code: "bad-json", message: "the server sent text that is not JSON" });
        return;
      }
      if (message.id != null && this.pending.has(message.id)) {
        const request = this.pending.get(message.id);
        if (message.type === "error") request.reject(Object.assign(new Error(message.message), { code: message.code, reply: message }));
        else request.resolve(message);
        this.pending.delete(message.id);
        clearTimeout(request.timer);
      }
      this.handlers.onMessage?.(message);
    });
    socket.addEventListener("close", () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.opened = false;
      this.rejectPending();
      this.scheduleRetry();
    });
  }

  scheduleRetry() {
    const delay = Math.min(this.maxDelay, this.firstDelay * 2 ** this.attempt);
    const jittered = Math.round(delay * (0.85 + Math.random() * 0.3));
    this.attempt++;
    this.status("waiting", Math.min(this.maxDelay, jittered));
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.connect(), Math.min(this.maxDelay, jittered));
  }

  /** Closes for good: no reconnection (a second session the page no longer needs). */
  close() {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const socket = this.socket;
    this.socket = null;
    this.opened = false;
    this.rejectPending();
    if (socket) socket.close();
  }

  /** Every request waiting for an answer fails with code `closed`: none can come now. */
  rejectPending() {
    for (const [, request] of this.pending) {
      clearTimeout(request.timer);
      request.reject(Object.assign(new Error("connection closed"), { code: "closed" }));
    }
    this.pending.clear();
  }

  /** Retry now (the status pill's button). */
  retryNow() {
    if (this.socket) return;
    this.attempt = 0;
    this.connect();
  }

  /**
   * @param {string} state
   * @param {number} [retryIn]
   */
  status(state, retryIn = 0) {
    this.state = state;
    this.handlers.onStatus?.({ state, retryIn, attempt: this.attempt });
  }

  get isOpen() { return !!this.socket && this.socket.readyState === WebSocket.OPEN; }

  /**
   * Sends a message; returns false when not connected.
   * @param {Message} message
   * @returns {boolean}
   */
  send(message) {
    if (!this.isOpen) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /**
   * Sends a message with a fresh id; resolves with the direct answer, rejects on `error`.
   * @param {Message} message
   * @returns {Promise<any>}
   */
  request(message) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (!this.send({ ...message, id })) {
        reject(Object.assign(new Error("not connected"), { code: "closed" }));
        return;
      }
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(Object.assign(new Error(`no answer to ${message.type} in ${this.timeout / 1000} s`), { code: "timeout" }));
      }, this.timeout);
      this.pending.set(id, { resolve, reject, timer });
    });
  }

  /** An id for a message whose answer is handled by the message dispatch, not a promise. */
  freshId() { return this.nextId++; }
}
