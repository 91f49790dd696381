// @ts-check
// Small DOM helpers: element creation and the icon set (SVG paths, no external assets).

/** @typedef {Node | string | number | boolean | null | undefined | any[]} Children  nested arrays are flattened */

/**
 * h("button", {class: "x", onclick: f, "aria-label": "…"}, child, "text"): an element with
 * attributes (or properties, listeners for `on…`) and children.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, any> | null} [props]
 * @param {...Children} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props || {})) {
    if (value == null || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
    else if (key === "class") el.className = value;
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (key in el && typeof value !== "string") /** @type {any} */ (el)[key] = value;
    else el.setAttribute(key, value === true ? "" : String(value));
  }
  append(el, children);
  return el;
}

/**
 * @param {HTMLElement} el
 * @param {Children[]} children
 */
function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child == null || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** The first element matching `selector` (the page's regions: they are there). */
export const $ = (/** @type {string} */ selector, /** @type {ParentNode} */ root = document) => /** @type {HTMLElement} */ (root.querySelector(selector));

/** @type {Record<string, string>} */
const PATHS = {
  play: "M7 4.5v15l12.5-7.5z",
  pause: "M6.5 4.5h4v15h-4zM13.5 4.5h4v15h-4z",
  stepBack: "M6 5h2.4v14H6zM19 5v14L9.5 12z",
  stepForward: "M15.6 5H18v14h-2.4zM5 5v14l9.5-7z",
  loop: "M7 7h10l-2.5-2.5L16 3l5 5-5 5-1.5-1.5L17 9H7a3 3 0 0 0-3 3v1H2v-1a5 5 0 0 1 5-5zm10 10H7l2.5 2.5L8 21l-5-5 5-5 1.5 1.5L7 15h10a3 3 0 0 0 3-3v-1h2v1a5 5 0 0 1-5 5z",
  reset: "M12 5a7 7 0 1 1-6.6 9.3l1.9-.6A5 5 0 1 0 8.5 8.5L11 11H4V4l3 3a7 7 0 0 1 5-2z",
  pin: "M14 3l7 7-2 1-3-1-3.5 3.5.5 4.5-1.5 1.5-3.2-3.3L4 20.5l-.5-.5 4.3-4.3L4.5 12.5 6 11l4.5.5L14 8l-1-3z",
  swap: "M7 7h11l-3-3 1.4-1.4L21.8 8l-5.4 5.4L15 12l3-3H7zM17 17H6l3 3-1.4 1.4L2.2 16l5.4-5.4L9 12l-3 3h11z",
  download: "M11 3h2v9.2l3.3-3.3 1.4 1.4L12 16 6.3 10.3l1.4-1.4L11 12.2zM4 18h16v2H4z",
  upload: "M11 20h2v-9.2l3.3 3.3 1.4-1.4L12 7l-5.7 5.7 1.4 1.4 3.3-3.3zM4 4h16v2H4z",
  cube: "M12 2l9 5v10l-9 5-9-5V7zm0 2.3L5.5 8 12 11.6 18.5 8zM5 9.7v6.1l6 3.4v-6.1zm14 0l-6 3.4v6.1l6-3.4z",
  keyboard: "M3 6h18a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1zm1 2v8h16V8zm1 1h2v2H5zm3 0h2v2H8zm3 0h2v2h-2zm3 0h2v2h-2zm3 0h2v2h-2zM7 13h10v2H7z",
  image: "M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2v9l4-4 3 3 2-2 5 5V7zm10 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z",
  film: "M4 4h16v16H4zm2 2v2h2V6zm10 0v2h2V6zM6 10v4h12v-4zm0 6v2h2v-2zm10 0v2h2v-2zM10 6v2h4V6zm0 10v2h4v-2z",
  code: "M8.6 16.6L4 12l4.6-4.6L10 8.8 6.8 12l3.2 3.2zm6.8 0L14 15.2l3.2-3.2L14 8.8l1.4-1.4L20 12z",
  hand: "M12 2a1.5 1.5 0 0 1 1.5 1.5V11h1V5a1.5 1.5 0 0 1 3 0v7h1V8a1.5 1.5 0 0 1 3 0v7a7 7 0 0 1-7 7h-1a7 7 0 0 1-6-3.4L3.2 13a1.5 1.5 0 0 1 2.5-1.6L8 14V5a1.5 1.5 0 0 1 3 0v6h-.5V3.5A1.5 1.5 0 0 1 12 2z",
  close: "M6.4 5L12 10.6 17.6 5 19 6.4 13.4 12 19 17.6 17.6 19 12 13.4 6.4 19 5 17.6 10.6 12 5 6.4z",
  sidebarLeft: "M4 4h16a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm1 2v12h4V6zm6 0v12h8V6z",
  sidebarRight: "M4 4h16a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm1 2v12h8V6zm10 0v12h4V6z",
  search: "M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z",
};

/**
 * An icon of the set, `size` CSS px square, in the text's colour.
 * @param {string} name
 * @param {number} [size]
 */
export function icon(name, size = 18) {
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("width", String(size));
  svg.setAttribute("height", String(size));
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("class", "icon");
  const path = document.createElementNS(ns, "path");
  path.setAttribute("d", PATHS[name] || "");
  path.setAttribute("fill", "currentColor");
  svg.append(path);
  return svg;
}

/** Formats seconds as "0.213 s". */
export const seconds = (/** @type {unknown} */ t) => `${(Number(t) || 0).toFixed(3)} s`;

/**
 * Sizes a canvas's backing store to its CSS box at the device pixel ratio (only when it
 * changed: resizing clears it) and returns {ctx, cw, ch, dpr} with the context scaled to CSS
 * pixels, or null while the canvas has no size (hidden, not laid out).
 * @param {HTMLCanvasElement} canvas
 * @returns {{ ctx: CanvasRenderingContext2D, cw: number, ch: number, dpr: number } | null}
 */
export function fitCanvas(canvas) {
  const dpr = window.devicePixelRatio || 1;
  const cw = canvas.clientWidth, ch = canvas.clientHeight;
  if (!cw || !ch) return null;
  if (canvas.width !== Math.round(cw * dpr) || canvas.height !== Math.round(ch * dpr)) {
    canvas.width = Math.round(cw * dpr);
    canvas.height = Math.round(ch * dpr);
  }
  const ctx = canvas.getContext("2d");
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  return { ctx, cw, ch, dpr };
}
