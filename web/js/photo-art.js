// @ts-check
// Photo-like pictures painted from a seed: skies, landscapes and flowers. Everything comes from
// a small PRNG seeded with the image's 64-bit seed (its decimal text), so a seed always paints
// the same picture; the content's two colours tint it (the sky or the petals), so an app that
// picks colours for its photos still sees them. Soft shapes and smooth gradients only — the
// picture is drawn at 256 px and scaled, and a photo seen small or mid-zoom stays smooth.

const TAU = Math.PI * 2;

/**
 * xorshift32 seeded by FNV-1a of the seed's text: numbers in [0, 1).
 * @param {string} seedText
 * @returns {() => number}
 */
export function random(seedText) {
  let s = 0x811c9dc5;
  for (const ch of String(seedText)) { s ^= ch.charCodeAt(0); s = Math.imul(s, 0x01000193) >>> 0; }
  s = s || 1;
  const next = () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s / 4294967296; };
  for (let i = 0; i < 4; i++) next(); // let nearby seeds drift apart
  return next;
}

/**
 * @param {number[]} a
 * @param {number[]} b
 * @param {number} t
 */
const mix = (a, b, t) => a.map((v, i) => v + (b[i] - v) * t);
/**
 * @param {number[]} c
 * @param {number} [alpha]
 */
const rgb = (c, alpha = 1) => `rgba(${Math.round(c[0] * 255)}, ${Math.round(c[1] * 255)}, ${Math.round(c[2] * 255)}, ${alpha})`;

const SKIES = [
  { top: [0.16, 0.36, 0.78], bottom: [0.72, 0.86, 0.98], sun: [1, 0.98, 0.9] },     // day
  { top: [0.20, 0.16, 0.42], bottom: [0.98, 0.62, 0.42], sun: [1, 0.86, 0.6] },     // dusk
  { top: [0.34, 0.52, 0.80], bottom: [0.98, 0.84, 0.70], sun: [1, 0.95, 0.8] },     // morning
];

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} w
 * @param {number} h
 * @param {() => number} rnd
 * @param {number[]} tint
 * @param {number} horizon
 */
function sky(ctx, w, h, rnd, tint, horizon) {
  const palette = SKIES[Math.floor(rnd() * SKIES.length)];
  const top = mix(palette.top, tint, 0.2), bottom = mix(palette.bottom, tint, 0.12);
  const g = ctx.createLinearGradient(0, 0, 0, horizon);
  g.addColorStop(0, rgb(top));
  g.addColorStop(1, rgb(bottom));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h); // below the horizon too: whatever stands on it leaves no gap
  // The sun's glow.
  const sx = w * (0.15 + rnd() * 0.7), sy = horizon * (0.25 + rnd() * 0.55), r = Math.min(w, h) * (0.05 + rnd() * 0.04);
  const glow = ctx.createRadialGradient(sx, sy, r * 0.6, sx, sy, r * 6);
  glow.addColorStop(0, rgb(palette.sun, 0.75));
  glow.addColorStop(1, rgb(palette.sun, 0));
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, w, horizon + 1);
  ctx.fillStyle = rgb(palette.sun, 0.95);
  ctx.beginPath(); ctx.arc(sx, sy, r, 0, TAU); ctx.fill();
  // Clouds: clusters of soft puffs.
  const clouds = 2 + Math.floor(rnd() * 4);
  for (let c = 0; c < clouds; c++) {
    const cx = rnd() * w, cy = horizon * (0.1 + rnd() * 0.6), size = w * (0.06 + rnd() * 0.08);
    for (let p = 0; p < 7; p++) {
      const px = cx + (rnd() - 0.5) * size * 3, py = cy + (rnd() - 0.5) * size * 0.8, pr = size * (0.6 + rnd() * 0.7);
      const puff = ctx.createRadialGradient(px, py, 0, px, py, pr);
      puff.addColorStop(0, "rgba(255, 255, 255, 0.55)");
      puff.addColorStop(1, "rgba(255, 255, 255, 0)");
      ctx.fillStyle = puff;
      ctx.fillRect(px - pr, py - pr, 2 * pr, 2 * pr);
    }
  }
  return palette;
}

/**
 * A ridge line by midpoint displacement: y values at w / 2^levels steps.
 * @param {() => number} rnd
 * @param {number} w
 * @param {number} base
 * @param {number} roughness
 * @param {number} [levels]
 */
function ridge(rnd, w, base, roughness, levels = 6) {
  let ys = [base + (rnd() - 0.5) * roughness, base + (rnd() - 0.5) * roughness];
  let amplitude = roughness;
  for (let l = 0; l < levels; l++) {
    const next = [];
    for (let i = 0; i < ys.length - 1; i++) next.push(ys[i], (ys[i] + ys[i + 1]) / 2 + (rnd() - 0.5) * amplitude);
    next.push(ys[ys.length - 1]);
    ys = next;
    amplitude *= 0.55;
  }
  return ys.map((y, i) => [(i / (ys.length - 1)) * w, y]);
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} w
 * @param {number} h
 * @param {() => number} rnd
 * @param {number[]} tint
 * @param {number[]} ground
 */
function landscape(ctx, w, h, rnd, tint, ground) {
  const horizon = h * (0.45 + rnd() * 0.15);
  sky(ctx, w, h, rnd, tint, horizon + h * 0.1);
  // Three ranges, far to near: hazy blue to the ground's colour.
  const far = [0.55, 0.64, 0.78], near = mix([0.18, 0.36, 0.2], ground, 0.3);
  for (let i = 0; i < 3; i++) {
    const t = i / 2;
    const line = ridge(rnd, w, horizon - h * (0.12 - i * 0.07), h * (0.22 - i * 0.06));
    const g = ctx.createLinearGradient(0, horizon - h * 0.2, 0, h);
    g.addColorStop(0, rgb(mix(far, near, t * 0.9)));
    g.addColorStop(1, rgb(mix(far, near, Math.min(1, t + 0.2)).map((v) => v * 0.8)));
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.moveTo(0, h);
    for (const [x, y] of line) ctx.lineTo(x, y);
    ctx.lineTo(w, h);
    ctx.closePath();
    ctx.fill();
  }
  // A lake or a meadow in front.
  const front = horizon + h * (0.12 + rnd() * 0.1);
  if (rnd() < 0.5) {
    const g = ctx.createLinearGradient(0, front, 0, h);
    g.addColorStop(0, rgb(mix([0.45, 0.62, 0.8], tint, 0.15)));
    g.addColorStop(1, rgb([0.12, 0.24, 0.38]));
    ctx.fillStyle = g;
  } else {
    const g = ctx.createLinearGradient(0, front, 0, h);
    g.addColorStop(0, rgb(mix([0.5, 0.66, 0.3], ground, 0.25)));
    g.addColorStop(1, rgb(mix([0.22, 0.4, 0.14], ground, 0.2)));
    ctx.fillStyle = g;
  }
  ctx.beginPath();
  const shore = ridge(rnd, w, front, h * 0.03, 4);
  ctx.moveTo(0, h);
  for (const [x, y] of shore) ctx.lineTo(x, y);
  ctx.lineTo(w, h);
  ctx.closePath();
  ctx.fill();
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {number} petals
 * @param {number[]} colour
 * @param {() => number} rnd
 */
function flower(ctx, x, y, r, petals, colour, rnd) {
  const turn = rnd() * TAU;
  for (let i = 0; i < petals; i++) {
    const a = turn + (i / petals) * TAU;
    ctx.save();
    ctx.translate(x + Math.cos(a) * r * 0.55, y + Math.sin(a) * r * 0.55);
    ctx.rotate(a);
    const g = ctx.createRadialGradient(-r * 0.3, 0, 0, 0, 0, r * 0.6);
    g.addColorStop(0, rgb(colour.map((v) => Math.min(1, v * 1.15 + 0.08))));
    g.addColorStop(1, rgb(colour.map((v) => v * 0.8)));
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.ellipse(0, 0, r * 0.58, r * 0.26, 0, 0, TAU);
    ctx.fill();
    ctx.restore();
  }
  const centre = ctx.createRadialGradient(x, y, 0, x, y, r * 0.3);
  centre.addColorStop(0, "rgb(250, 214, 90)");
  centre.addColorStop(1, "rgb(168, 104, 30)");
  ctx.fillStyle = centre;
  ctx.beginPath(); ctx.arc(x, y, r * 0.28, 0, TAU); ctx.fill();
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} w
 * @param {number} h
 * @param {() => number} rnd
 * @param {number[]} petalTint
 * @param {number[]} ground
 */
function flowers(ctx, w, h, rnd, petalTint, ground) {
  // A blurred garden behind: green depths and soft light spots (bokeh).
  const g = ctx.createLinearGradient(0, 0, w * 0.3, h);
  g.addColorStop(0, rgb(mix([0.36, 0.56, 0.28], ground, 0.2)));
  g.addColorStop(1, rgb(mix([0.08, 0.22, 0.12], ground, 0.15)));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  for (let i = 0; i < 14; i++) {
    const x = rnd() * w, y = rnd() * h, r = Math.min(w, h) * (0.05 + rnd() * 0.12);
    const spot = ctx.createRadialGradient(x, y, 0, x, y, r);
    const light = rnd() < 0.5 ? [0.9, 0.95, 0.7] : [0.6, 0.8, 0.45];
    spot.addColorStop(0, rgb(light, 0.35));
    spot.addColorStop(1, rgb(light, 0));
    ctx.fillStyle = spot;
    ctx.fillRect(x - r, y - r, 2 * r, 2 * r);
  }
  // Flowers: stems first, then heads, bigger ones in front.
  const count = 3 + Math.floor(rnd() * 4);
  const heads = [];
  for (let i = 0; i < count; i++) heads.push({ x: w * (0.1 + rnd() * 0.8), y: h * (0.2 + rnd() * 0.55), r: Math.min(w, h) * (0.1 + rnd() * 0.12) });
  heads.sort((a, b) => a.r - b.r);
  for (const f of heads) {
    ctx.strokeStyle = "rgb(52, 102, 40)";
    ctx.lineWidth = Math.max(1.5, f.r * 0.09);
    ctx.beginPath();
    ctx.moveTo(f.x, f.y);
    ctx.quadraticCurveTo(f.x + (rnd() - 0.5) * f.r, (f.y + h) / 2, f.x + (rnd() - 0.5) * f.r * 2, h + 2);
    ctx.stroke();
  }
  for (const f of heads) {
    const colour = mix(petalTint, [1, 1, 1], rnd() * 0.25);
    flower(ctx, f.x, f.y, f.r, 5 + Math.floor(rnd() * 4), colour, rnd);
  }
}

/**
 * Paints the photo for `content` (seed, colours) into a w × h context.
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} w
 * @param {number} h
 * @param {import("./types.js").ImageContent} content
 */
export function paintPhoto(ctx, w, h, content) {
  const rnd = random(content.seed);
  const [a, b] = (content.colors || [[0.5, 0.6, 0.8, 1], [0.4, 0.6, 0.3, 1]]).map((c) => c.slice(0, 3));
  const kind = Math.floor(rnd() * 3);
  ctx.save();
  if (kind === 0) {
    const horizon = h * (0.72 + rnd() * 0.12);
    sky(ctx, w, h, rnd, a, horizon);
    // A low, dark horizon of hills under a big sky.
    ctx.fillStyle = rgb(mix([0.16, 0.22, 0.18], b, 0.25));
    ctx.beginPath();
    ctx.moveTo(0, h);
    for (const [x, y] of ridge(rnd, w, horizon, h * 0.05, 5)) ctx.lineTo(x, y);
    ctx.lineTo(w, h);
    ctx.closePath();
    ctx.fill();
  } else if (kind === 1) {
    landscape(ctx, w, h, rnd, a, b);
  } else {
    // Petals in the more saturated of the two colours.
    const sat = (/** @type {number[]} */ c) => Math.max(...c) - Math.min(...c);
    flowers(ctx, w, h, rnd, sat(a) >= sat(b) ? a : b, sat(a) >= sat(b) ? b : a);
  }
  ctx.restore();
}
