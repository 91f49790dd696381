// @ts-check
// Tab-bar and navigation icons. The scene's tab items are a tinted 24 × 22 `tabIcon` layer
// (the tint says selected or not) with a `tabTitle` label under it, and no symbol name, so the
// page picks a glyph from the item's title ("Search" → a magnifier, "Library" → a photo, …;
// an unknown title gets one of a few generic glyphs by its place in the bar) and draws it in
// the layer's tint where the square was. The back indicator (`‹`) becomes UIKit's chevron.
// Glyphs are paths in a 24-point box, drawn filled or stroked — our own simple shapes.

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} r
 */
const R = (ctx, x, y, w, h, r) => { ctx.moveTo(x + r, y); ctx.arcTo(x + w, y, x + w, y + h, r); ctx.arcTo(x + w, y + h, x, y + h, r); ctx.arcTo(x, y + h, x, y, r); ctx.arcTo(x, y, x + w, y, r); ctx.closePath(); };

/** @typedef {import("./types.js").Scene} Scene */
/** @typedef {import("./types.js").Frame} Frame */

/**
 * Each glyph draws into a 24 × 24 box with `fill()` / `stroke()` in the current style.
 * @type {Record<string, (ctx: CanvasRenderingContext2D) => void>}
 */
const GLYPHS = {
  photo(ctx) { // a picture: frame, mountains, sun
    ctx.beginPath(); R(ctx, 2, 4, 20, 16, 3); ctx.stroke();
    ctx.beginPath(); ctx.moveTo(4, 18); ctx.lineTo(9.5, 11); ctx.lineTo(13, 15); ctx.lineTo(15.5, 12.5); ctx.lineTo(20, 18); ctx.closePath(); ctx.fill();
    ctx.beginPath(); ctx.arc(16.5, 8.5, 1.8, 0, Math.PI * 2); ctx.fill();
  },
  heart(ctx) {
    ctx.beginPath(); ctx.moveTo(12, 20.5);
    ctx.bezierCurveTo(4, 15, 1.5, 11, 3.5, 7); ctx.bezierCurveTo(5.5, 3.5, 10, 3.8, 12, 7.5);
    ctx.bezierCurveTo(14, 3.8, 18.5, 3.5, 20.5, 7); ctx.bezierCurveTo(22.5, 11, 20, 15, 12, 20.5); ctx.fill();
  },
  albums(ctx) { // stacked pictures
    ctx.beginPath(); R(ctx, 2, 8, 16, 13, 2.5); ctx.fill();
    ctx.beginPath(); ctx.moveTo(5, 5.5); ctx.lineTo(19, 5.5); ctx.arcTo(21.5, 5.5, 21.5, 8, 2.5); ctx.lineTo(21.5, 17); ctx.stroke();
  },
  search(ctx) {
    ctx.beginPath(); ctx.arc(10, 10, 6.5, 0, Math.PI * 2); ctx.stroke();
    ctx.lineWidth *= 1.3; ctx.beginPath(); ctx.moveTo(15, 15); ctx.lineTo(21, 21); ctx.stroke();
  },
  today(ctx) { // a page of news
    ctx.beginPath(); R(ctx, 4, 2.5, 16, 19, 3); ctx.stroke();
    ctx.beginPath(); R(ctx, 7, 6, 10, 5, 1); ctx.fill();
    ctx.beginPath(); ctx.moveTo(7, 14); ctx.lineTo(17, 14); ctx.moveTo(7, 17.5); ctx.lineTo(14, 17.5); ctx.stroke();
  },
  games(ctx) { // a controller
    ctx.beginPath(); ctx.moveTo(7, 7); ctx.lineTo(17, 7); ctx.bezierCurveTo(21, 7, 23, 17, 20.5, 18.5); ctx.bezierCurveTo(18.5, 19.5, 16.5, 15, 15, 15);
    ctx.lineTo(9, 15); ctx.bezierCurveTo(7.5, 15, 5.5, 19.5, 3.5, 18.5); ctx.bezierCurveTo(1, 17, 3, 7, 7, 7); ctx.fill();
    ctx.save(); ctx.globalCompositeOperation = "destination-out";
    ctx.fillRect(6, 10.2, 5, 1.6); ctx.fillRect(7.7, 8.5, 1.6, 5);
    ctx.beginPath(); ctx.arc(16.5, 10, 1.1, 0, Math.PI * 2); ctx.arc(18, 12.5, 1.1, 0, Math.PI * 2); ctx.fill(); ctx.restore();
  },
  apps(ctx) { // layered squares
    ctx.beginPath(); R(ctx, 3, 3, 8, 8, 2); R(ctx, 13, 3, 8, 8, 2); R(ctx, 3, 13, 8, 8, 2); R(ctx, 13, 13, 8, 8, 2); ctx.fill();
  },
  arcade(ctx) { // a joystick
    ctx.beginPath(); ctx.arc(12, 6.5, 3.5, 0, Math.PI * 2); ctx.fill();
    ctx.fillRect(11, 9, 2, 7);
    ctx.beginPath(); R(ctx, 3, 15, 18, 6, 3); ctx.fill();
  },
  house(ctx) {
    ctx.beginPath(); ctx.moveTo(12, 3); ctx.lineTo(22, 12); ctx.lineTo(19, 12); ctx.lineTo(19, 21); ctx.lineTo(14.5, 21); ctx.lineTo(14.5, 15);
    ctx.lineTo(9.5, 15); ctx.lineTo(9.5, 21); ctx.lineTo(5, 21); ctx.lineTo(5, 12); ctx.lineTo(2, 12); ctx.closePath(); ctx.fill();
  },
  person(ctx) {
    ctx.beginPath(); ctx.arc(12, 8, 4.5, 0, Math.PI * 2); ctx.fill();
    ctx.beginPath(); ctx.moveTo(3.5, 21); ctx.bezierCurveTo(4, 15, 8, 13.5, 12, 13.5); ctx.bezierCurveTo(16, 13.5, 20, 15, 20.5, 21); ctx.closePath(); ctx.fill();
  },
  gear(ctx) {
    ctx.beginPath();
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2, r = i % 2 ? 7.2 : 9.5;
      const a2 = ((i + 1) / 16) * Math.PI * 2;
      ctx.lineTo(12 + Math.cos(a) * r, 12 + Math.sin(a) * r);
      ctx.lineTo(12 + Math.cos(a2) * r, 12 + Math.sin(a2) * r);
    }
    ctx.closePath(); ctx.moveTo(15, 12); ctx.arc(12, 12, 3, 0, Math.PI * 2, true); ctx.fill("evenodd");
  },
  clock(ctx) {
    ctx.beginPath(); ctx.arc(12, 12, 8.5, 0, Math.PI * 2); ctx.stroke();
    ctx.beginPath(); ctx.moveTo(12, 7); ctx.lineTo(12, 12); ctx.lineTo(15.5, 14); ctx.stroke();
  },
  star(ctx) {
    ctx.beginPath();
    for (let i = 0; i < 10; i++) { const a = -Math.PI / 2 + (i / 10) * Math.PI * 2, r = i % 2 ? 4.2 : 9.5; ctx.lineTo(12 + Math.cos(a) * r, 12.5 + Math.sin(a) * r); }
    ctx.closePath(); ctx.fill();
  },
  chat(ctx) {
    ctx.beginPath(); ctx.ellipse(12, 11, 9.5, 7.5, 0, 0, Math.PI * 2); ctx.fill();
    ctx.beginPath(); ctx.moveTo(6, 16); ctx.lineTo(4.5, 21); ctx.lineTo(10.5, 17.5); ctx.fill();
  },
};

/** Title words → glyph. */
/** @type {[RegExp, string][]} */
const BY_TITLE = [
  [/search|find|explore/i, "search"], [/library|photos?|gallery|camera/i, "photo"], [/for you|favou?rites?|liked?|love/i, "heart"],
  [/albums?|collections?/i, "albums"], [/today|news|feed|read/i, "today"], [/games?|play/i, "games"], [/apps?|store/i, "apps"],
  [/arcade/i, "arcade"], [/home/i, "house"], [/profile|account|me\b|contacts?|people|friends/i, "person"],
  [/settings?|preferences/i, "gear"], [/recents?|history|clock|alarm/i, "clock"], [/messages?|chats?|inbox/i, "chat"],
  [/starred|featured|top/i, "star"],
];
const GENERIC = ["star", "person", "gear", "clock", "chat"];

/**
 * @param {string | null | undefined} title
 * @param {number} [index]
 * @returns {string}
 */
export function glyphForTitle(title, index = 0) {
  for (const [pattern, name] of BY_TITLE) if (title && pattern.test(title)) return name;
  return GENERIC[index % GENERIC.length];
}

/**
 * Glyph names for the frame's tab icons: each `tabIcon` takes the title of the `tabTitle` of
 * the same bar whose centre is nearest its own (horizontally), else a generic glyph by place.
 * @param {Scene | null} scene
 * @param {Frame} frame
 * @returns {Map<number, string>}
 */
export function tabIconGlyphs(scene, frame) {
  const glyphs = new Map();
  if (!scene?.roleById) return glyphs;
  const parents = new Map((scene.layers || []).map((l) => [l.id, l.parent]));
  /**
   * @param {number[]} q
   */
  const centreX = (q) => (q[0] + q[2] + q[4] + q[6]) / 4;
  const titles = frame.layers.filter((l) => scene.roleById.get(l.id) === "tabTitle");
  const icons = frame.layers.filter((l) => scene.roleById.get(l.id) === "tabIcon");
  icons.forEach((icon, index) => {
    let best = null, bestDistance = Infinity;
    for (const t of titles) {
      if (parents.get(t.id) !== parents.get(icon.id)) continue;
      const d = Math.abs(centreX(t.quad) - centreX(icon.quad));
      if (d < bestDistance) { best = t; bestDistance = d; }
    }
    const content = best ? scene.contentById.get(best.id) : null;
    const text = content?.kind === "text" ? content.text : null;
    glyphs.set(icon.id, glyphForTitle(text, index));
  });
  return glyphs;
}

/**
 * Draws a glyph centred in a w × h box of the current transform, in `color` (CSS).
 * @param {CanvasRenderingContext2D} ctx
 * @param {string} name
 * @param {number} w
 * @param {number} h
 * @param {string} color
 */
export function drawGlyph(ctx, name, w, h, color) {
  const draw = GLYPHS[name] || GLYPHS.star;
  const s = Math.min(w, h) / 24;
  ctx.save();
  ctx.translate((w - 24 * s) / 2, (h - 24 * s) / 2);
  ctx.scale(s, s);
  ctx.fillStyle = ctx.strokeStyle = color;
  ctx.lineWidth = 2;
  ctx.lineCap = ctx.lineJoin = "round";
  draw(ctx);
  ctx.restore();
}

/**
 * UIKit's back chevron in a w × h box (the back indicator's `‹`).
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} w
 * @param {number} h
 * @param {string} color
 * @param {number} fontSize
 */
export function drawChevron(ctx, w, h, color, fontSize) {
  const height = Math.min(h, fontSize * 0.62), width = height * 0.52, x = Math.min(w - 2, 3 + width), y = h / 2;
  ctx.save();
  ctx.strokeStyle = color;
  ctx.lineWidth = Math.max(1.5, fontSize * 0.09);
  ctx.lineCap = ctx.lineJoin = "round";
  ctx.beginPath(); ctx.moveTo(x, y - height / 2); ctx.lineTo(x - width, y); ctx.lineTo(x, y + height / 2); ctx.stroke();
  ctx.restore();
}
