// @ts-check
// The page's state and its mirror in the URL hash
// (#entry=zoom&op=present&device=iphone-x&p=0.42&param.duration=0.6…) so that a link
// reproduces what is on screen and a reload restores it.

/** @typedef {import("./types.js").PageState} PageState */
/** @typedef {import("./types.js").Entry} Entry */
/** @typedef {import("./types.js").Device} Device */
/** @typedef {import("./types.js").SceneMessage} SceneMessage */
/** @typedef {import("./types.js").Scene} Scene */
/** @typedef {import("./types.js").ParameterValues} ParameterValues */
/** @typedef {import("./types.js").Range} Range */

export const RATES = [0.1, 0.25, 0.5, 1, 2];
/** Any rate in this range can be typed; the buttons are shortcuts to the usual ones. */
export const RATE_RANGE = [0.05, 4];

/**
 * A typed or linked rate, clamped to the range and to two decimals; null when not a number.
 * @param {unknown} value
 * @returns {number | null}
 */
export function clampRate(value) {
  const r = Number(value);
  if (!Number.isFinite(r) || r <= 0) return null;
  return Math.round(Math.min(RATE_RANGE[1], Math.max(RATE_RANGE[0], r)) * 100) / 100;
}

/**
 * The rate slider's scale: logarithmic, so 0.05×…0.5× gets as much travel as 0.5×…4× (a
 * linear one would squeeze every slow rate into its first tenth). `s` is 0…1.
 * @param {unknown} s
 * @returns {number}
 */
export function rateFromSlider(s) {
  const [lo, hi] = RATE_RANGE;
  return clampRate(lo * (hi / lo) ** Math.min(1, Math.max(0, Number(s) || 0)));
}

/**
 * @param {number} rate
 * @returns {number}
 */
export function sliderFromRate(rate) {
  const [lo, hi] = RATE_RANGE;
  return Math.log(Math.min(hi, Math.max(lo, rate)) / lo) / Math.log(hi / lo);
}

/**
 * An in/out range {in, out} in seconds within a run of `endTime` s, ordered and at least a
 * frame (1/60 s) long; null when it covers the whole run or is not a pair of numbers.
 * @param {Range | null | undefined} range
 * @param {number} endTime
 * @returns {Range | null}
 */
export function clampRange(range, endTime) {
  if (!range || !(endTime > 0)) return null;
  let a = Number(range.in), b = Number(range.out);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return null;
  if (a > b) [a, b] = [b, a];
  a = Math.min(endTime, Math.max(0, a));
  b = Math.min(endTime, Math.max(0, b));
  if (b - a < 1 / 60) {
    if (a + 1 / 60 <= endTime) b = a + 1 / 60; else a = Math.max(0, b - 1 / 60);
  }
  if (a <= 1e-6 && b >= endTime - 1e-6) return null;
  /**
   * @param {number} x
   */
  const r = (x) => Math.round(x * 1e6) / 1e6;
  return { in: r(a), out: r(b) };
}

/** @returns {PageState} */
export function createState() {
  /** @type {PageState} */
  const state = {
    catalog: null,            // {entries, devices}
    entry: null,              // entry id
    operation: null,
    device: "iphone-x",
    reduceMotion: false,      // the device's Reduce Motion setting (a device setting: kept across entries)
    parameters: {},           // every parameter's value, as the scene reports them
    progress: 0,              // the playhead the viewer asked for / sees
    scene: null,              // the last scene message, with contentById / roleById
    frame: null,              // the newest frame message
    playback: { state: "idle", phase: null, rate: 1, loop: false, time: 0, endTime: 0 },
    connection: { state: "connecting", retryIn: 0 },
    exploded: false,
    hoverId: null,
    hoverFromList: false,
    stepTarget: null, // seconds: where the newest frame step asked to go, until its frame arrives
    selectedId: null,
    lastTrace: null,          // the last live gesture, CLI trace format
    tap: null,                // the tap in flight {id, cx, cy}: its no-transition answer is a click
    replayTrace: null,        // the trace the current scene replays, if any
    range: null,              // the in/out range {in, out} (seconds) playback stays within, or null
    holdFrames: false,        // a selection's seek is under way: frames without an id are not drawn
    restoring: false,         // a selection is under way: the hash keeps its target until it is on screen
    released: false,          // a gesture was let go: its outcome goes to the status line
    exporting: false,         // a whole-run export is seeking through the run
    drawnSeq: null,           // the seq of the frame on screen
    bannerTimer: undefined,   // hides the status line a while after a released gesture's outcome
  };
  return state;
}

/**
 * @param {PageState} state
 * @param {string | null | undefined} id
 * @returns {Entry | null}
 */
export function entryById(state, id) {
  return state.catalog?.entries.find((entry) => entry.id === id) || null;
}

/**
 * @param {PageState} state
 * @param {string | null | undefined} name
 * @returns {Device | null}
 */
export function deviceByName(state, name) {
  return state.catalog?.devices.find((device) => device.name === name) || null;
}

/**
 * @param {Entry | null} entry
 * @returns {ParameterValues}
 */
export function defaultParameters(entry) {
  /** @type {ParameterValues} */
  const out = {};
  for (const p of entry?.parameters || []) out[p.key] = p.default;
  return out;
}

/**
 * Adds lookups to a scene message: content and role by layer id.
 * @param {SceneMessage} scene
 * @returns {Scene}
 */
export function indexScene(scene) {
  const indexed = /** @type {Scene} */ (scene);
  indexed.contentById = new Map();
  indexed.roleById = new Map();
  for (const layer of scene.layers || []) {
    indexed.roleById.set(layer.id, layer.role);
    if (layer.content) indexed.contentById.set(layer.id, layer.content);
  }
  return indexed;
}

// ---------------------------------------------------------------------------------------
// URL hash

/**
 * @typedef {object} HashFields  what a hash says; absent fields are undefined
 * @property {string} [entry]
 * @property {string} [op]
 * @property {string} [device]
 * @property {number} [p]
 * @property {number} [rate]
 * @property {boolean} [loop]
 * @property {number} [in]
 * @property {number} [out]
 * @property {string} [layer]
 * @property {string} [trace]
 * @property {boolean} [reduceMotion]
 * @property {ParameterValues} params
 */

/**
 * The hash's fields: {entry, op, device, p, rate, loop, in, out, layer, trace, params}; absent
 * ones are undefined. `trace` is a replayed gesture in trace-link.js's compact form.
 * @param {string} hash
 * @returns {HashFields}
 */
export function parseHash(hash) {
  const fields = new URLSearchParams(String(hash || "").replace(/^#/, ""));
  /** @type {HashFields} */
  const out = { params: {} };
  for (const [key, value] of fields) {
    if (key.startsWith("param.")) {
      const name = key.slice(6);
      out.params[name] = value === "true" ? true : value === "false" ? false : Number.isFinite(Number(value)) && value !== "" ? Number(value) : value;
    } else if (key === "p") {
      const p = Number(value);
      if (Number.isFinite(p)) out.p = Math.min(1, Math.max(0, p));
    } else if (key === "rate") {
      const r = Number(value);
      const clamped = clampRate(r);
      if (clamped != null) out.rate = clamped;
    } else if (key === "in" || key === "out") {
      const t = Number(value);
      if (value !== "" && Number.isFinite(t) && t >= 0) out[key] = t;
    } else if (key === "loop") {
      out.loop = value === "1" || value === "true";
    } else if (key === "reduceMotion") {
      out.reduceMotion = value === "1" || value === "true";
    } else if (key === "entry" || key === "op" || key === "device" || key === "layer" || key === "trace") {
      out[/** @type {"entry" | "op" | "device" | "layer" | "trace"} */ (key)] = value;
    }
  }
  return out;
}

/**
 * @param {number} x
 */
const number = (x) => String(Math.round(x * 1e6) / 1e6);

/**
 * The hash for what is on screen.
 * @param {{ entry: string | null, operation?: string | null, device?: string | null, reduceMotion?: boolean, progress?: number, parameters?: ParameterValues, rate?: number, loop?: boolean, range?: Range | null, selectedId?: number | null, trace?: string | null }} fields
 * @returns {string}
 */
export function formatHash({ entry, operation, device, reduceMotion, progress, parameters, rate, loop, range, selectedId, trace }) {
  if (!entry) return "";
  const parts = [`entry=${encodeURIComponent(entry)}`];
  if (operation) parts.push(`op=${encodeURIComponent(operation)}`);
  if (device) parts.push(`device=${encodeURIComponent(device)}`);
  if (reduceMotion) parts.push("reduceMotion=1");
  parts.push(`p=${(Math.round((progress || 0) * 1e4) / 1e4).toString()}`);
  if (rate != null && rate !== 1) parts.push(`rate=${rate}`);
  if (loop) parts.push("loop=1");
  if (range) parts.push(`in=${number(range.in)}`, `out=${number(range.out)}`);
  if (selectedId != null) parts.push(`layer=${selectedId}`);
  for (const key of Object.keys(parameters || {}).sort()) {
    const value = parameters[key];
    parts.push(`param.${encodeURIComponent(key)}=${encodeURIComponent(typeof value === "number" ? number(value) : String(value))}`);
  }
  // Last, being the longest: base64url and "local:<hex>" need no escaping.
  if (trace) parts.push(`trace=${trace}`);
  return "#" + parts.join("&");
}

/**
 * Writes the hash without adding history entries, at most every `interval` ms (browsers limit
 * how often history may change); the last write lands unless the hash was changed from outside
 * (a pasted link, the back button, a script) since this page last wrote it: then the outside
 * change wins, and the page's `hashchange` handler `adopt`s it.
 * @param {number} [interval]
 * @returns {{ write: (hash: string) => void, flushNow: () => void, isOwn: (hash: string) => boolean, adopt: (hash: string) => void }}
 */
export function hashWriter(interval = 250) {
  /** @type {ReturnType<typeof setTimeout> | null} */
  let timer = null;
  /** @type {string | null} */
  let pending = null;
  let last = 0, written = location.hash;
  const flush = () => {
    timer = null;
    if (pending == null || pending === location.hash || location.hash !== written) { pending = null; return; }
    written = pending;
    history.replaceState(null, "", pending || location.pathname + location.search);
    last = performance.now();
    pending = null;
  };
  return {
    write(hash) {
      pending = hash;
      if (timer) return;
      const wait = Math.max(0, interval - (performance.now() - last));
      timer = setTimeout(flush, wait);
    },
    flushNow() { clearTimeout(timer); flush(); },
    /** True when the hash is one this page wrote (not a user edit). */
    isOwn(hash) { return hash === written || hash === pending; },
    /** The hash changed from outside is the one later writes replace. */
    adopt(hash) { written = hash; pending = null; },
  };
}
