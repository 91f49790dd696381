// @ts-check
// The exploded view's names on planes: each plane large enough to read on gets its layer's role
// at its top-left corner, nearest planes first, skipping a name that would cover one already
// written (a deep stack stays legible). Canvas pixels; no networking.

const MIN_SIDE = 36; // CSS px: a plane smaller than this on either side keeps its name to its tooltip-like hover

/**
 * Writes the names; returns [{id, text, x, y}] (canvas px) of those written, for tests.
 * @param {CanvasRenderingContext2D} ctx
 * @param {import("./types.js").PlacedLayer[]} placed
 * @param {number[]} base
 * @param {Map<number, string>} roles
 * @param {number} dpr
 * @returns {{ id: number, text: string, x: number, y: number }[]}
 */
export function paintPlaneNames(ctx, placed, base, roles, dpr) {
  /** @type {{ x: number, y: number, w: number, h: number }[]} */
  const boxes = [];
  /** @type {{ id: number, text: string, x: number, y: number }[]} */
  const written = [];
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.font = `600 ${11 * dpr}px system-ui, sans-serif`;
  ctx.textBaseline = "middle";
  for (let n = placed.length - 1; n >= 0; n--) {
    const g = placed[n];
    const xs = [], ys = [];
    for (let i = 0; i < 8; i += 2) {
      xs.push(base[0] * g.quad[i] + base[2] * g.quad[i + 1] + base[4]);
      ys.push(base[1] * g.quad[i] + base[3] * g.quad[i + 1] + base[5]);
    }
    if (Math.max(...xs) - Math.min(...xs) < MIN_SIDE * dpr || Math.max(...ys) - Math.min(...ys) < MIN_SIDE * dpr) continue;
    const text = roles.get(g.id) || `layer ${g.id}`;
    const w = ctx.measureText(text).width + 8 * dpr, h = 16 * dpr;
    const x = xs[0] + 2 * dpr, y = ys[0] + 2 * dpr; // the plane's top-left corner (the quad's first point)
    if (boxes.some((b) => x < b.x + b.w && x + w > b.x && y < b.y + b.h && y + h > b.y)) continue;
    boxes.push({ x, y, w, h });
    ctx.fillStyle = "rgba(12, 14, 20, 0.82)";
    ctx.fillRect(x, y, w, h);
    ctx.fillStyle = "#f2f4f8";
    ctx.fillText(text, x + 4 * dpr, y + h / 2);
    written.push({ id: g.id, text, x, y });
  }
  ctx.restore();
  return written;
}
