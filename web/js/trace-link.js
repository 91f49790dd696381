// @ts-check
// A replayed gesture trace in the URL, so a reload (or a shared link) replays the same gesture.
//
// Format (`trace=` in the hash): "1" (the format's version) followed by base64url of unsigned
// LEB128 varints: the sample count, then per sample
//   zigzag(Δt in µs) · 4 + phase (0 began, 1 changed, 2 ended, 3 cancelled), zigzag(Δx), zigzag(Δy)
// with x and y in thousandths of a point and every Δ from the previous sample (the first from
// 0). That is the precision of the CLI's trace format as the page writes it (t to 6 decimals,
// x and y to 3), so a trace the page recorded survives exactly; a hand-written file with more
// decimals is rounded to that. A 1-second drag at 60 Hz takes about 600 characters.
// A two-finger trace (the Alt-drag's `x2`, `y2` on every sample) is version "2": the same, with
// zigzag(Δx2), zigzag(Δy2) after each sample's Δy (the second finger's deltas, also from 0).
//
// Longer than MAX_LINK characters (a few seconds of dragging), the trace does not go in the URL:
// it is kept in this browser's localStorage and the hash says `trace=local:<hash>`, so a reload
// still replays it; a link like that opened elsewhere says so and shows the operation without
// the gesture (Save trace makes a file that travels).

/** @typedef {import("./types.js").GestureSample} GestureSample */

export const MAX_LINK = 4000;
/** @type {GestureSample["phase"][]} */
const PHASES = ["began", "changed", "ended", "cancelled"];
const STORE = "transitions.trace.";
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/**
 * @param {number} n
 */
const zigzag = (n) => (n >= 0 ? 2 * n : -2 * n - 1);
/**
 * @param {number} z
 */
const unzigzag = (z) => (z % 2 === 0 ? z / 2 : -(z + 1) / 2);

/**
 * @param {number[]} bytes
 * @param {number} n
 */
function pushVarint(bytes, n) {
  // Plain arithmetic, not bit operations: values may pass 2³¹.
  while (n >= 128) { bytes.push((n % 128) + 128); n = Math.floor(n / 128); }
  bytes.push(n);
}

/**
 * @param {number[]} bytes
 * @returns {string}
 */
function toBase64url(bytes) {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2;
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/**
 * @param {string} text
 * @returns {number[]}
 */
function fromBase64url(text) {
  /** @type {number[]} */
  const bytes = [];
  let bits = 0, value = 0;
  for (const c of text) {
    const v = ALPHABET.indexOf(c);
    if (v < 0) throw new Error(`“${c}” is not base64url`);
    value = (value << 6) | v;
    bits += 6;
    if (bits >= 8) { bits -= 8; bytes.push((value >> bits) & 255); value &= (1 << bits) - 1; }
  }
  return bytes;
}

/**
 * A trace ([{t, phase, x, y}]) → the hash's compact text (without the size bound).
 * @param {GestureSample[]} trace
 * @returns {string}
 */
export function encodeTrace(trace) {
  /** @type {number[]} */
  const bytes = [];
  pushVarint(bytes, trace.length);
  const two = trace.length > 0 && trace[0].x2 != null && trace[0].y2 != null;
  let t0 = 0, x0 = 0, y0 = 0, u0 = 0, v0 = 0;
  for (const s of trace) {
    const t = Math.round(s.t * 1e6), x = Math.round(s.x * 1000), y = Math.round(s.y * 1000);
    const phase = PHASES.indexOf(s.phase);
    if (phase < 0) throw new Error(`unknown phase ${s.phase}`);
    pushVarint(bytes, zigzag(t - t0) * 4 + phase);
    pushVarint(bytes, zigzag(x - x0));
    pushVarint(bytes, zigzag(y - y0));
    t0 = t; x0 = x; y0 = y;
    if (two) {
      const u = Math.round((s.x2 ?? 0) * 1000), v = Math.round((s.y2 ?? 0) * 1000);
      pushVarint(bytes, zigzag(u - u0));
      pushVarint(bytes, zigzag(v - v0));
      u0 = u; v0 = v;
    }
  }
  return (two ? "2" : "1") + toBase64url(bytes);
}

/**
 * The hash's text → a trace; throws an Error saying what is wrong.
 * @param {string} text
 * @returns {GestureSample[]}
 */
export function decodeTrace(text) {
  if (!text.startsWith("1") && !text.startsWith("2")) throw new Error("unknown trace format (expected version 1 or 2)");
  const two = text.startsWith("2");
  const bytes = fromBase64url(text.slice(1));
  let i = 0;
  const next = () => {
    let n = 0, scale = 1;
    for (;;) {
      if (i >= bytes.length) throw new Error("the trace is cut short");
      const b = bytes[i++];
      n += (b % 128) * scale;
      if (b < 128) return n;
      scale *= 128;
      if (scale > 2 ** 56) throw new Error("a number in the trace is too large");
    }
  };
  const count = next();
  if (count < 1 || count > 100000) throw new Error(`a trace of ${count} samples`);
  /** @type {GestureSample[]} */
  const trace = [];
  let t = 0, x = 0, y = 0, u = 0, v = 0;
  for (let k = 0; k < count; k++) {
    const head = next();
    t += unzigzag(Math.floor(head / 4));
    x += unzigzag(next());
    y += unzigzag(next());
    /** @type {GestureSample} */
    const sample = { t: t / 1e6, phase: PHASES[head % 4], x: x / 1000, y: y / 1000 };
    if (two) {
      u += unzigzag(next());
      v += unzigzag(next());
      sample.x2 = u / 1000;
      sample.y2 = v / 1000;
    }
    trace.push(sample);
  }
  if (i !== bytes.length) throw new Error("extra bytes after the trace");
  return trace;
}

/**
 * A short, stable name for a long trace's text (FNV-1a, 32 bits, hex).
 * @param {string} text
 * @returns {string}
 */
function digest(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) { h ^= text.charCodeAt(i); h = Math.imul(h, 0x01000193) >>> 0; }
  return h.toString(16).padStart(8, "0");
}

/** @type {WeakMap<GestureSample[], string>} */
const links = new WeakMap();

/**
 * The `trace=` value for a trace: the encoding, or `local:<hash>` when it exceeds MAX_LINK.
 * @param {GestureSample[] | null} trace
 * @returns {string | null}
 */
export function traceToLink(trace) {
  if (!trace || !trace.length) return null;
  let link = links.get(trace);
  if (link) return link;
  const text = encodeTrace(trace);
  if (text.length <= MAX_LINK) link = text;
  else {
    link = `local:${digest(text)}`;
    try { localStorage.setItem(STORE + link.slice(6), text); } catch { /* storage full or off: the reload says so */ }
  }
  links.set(trace, link);
  return link;
}

/**
 * `trace=` value → {trace} or {error} (a sentence for the person).
 * @param {string} value
 * @returns {{ trace?: GestureSample[], error?: string }}
 */
export function traceFromLink(value) {
  try {
    if (value.startsWith("local:")) {
      const text = (() => { try { return localStorage.getItem(STORE + value.slice(6)); } catch { return null; } })();
      if (!text) return { error: "This link's gesture was too long for a URL and is kept only in the browser that recorded it; showing the operation without it (Save trace gives a file to share)." };
      return { trace: decodeTrace(text) };
    }
    return { trace: decodeTrace(value) };
  } catch (error) {
    return { error: `The link's gesture trace is damaged (${error.message}); showing the operation without it.` };
  }
}
