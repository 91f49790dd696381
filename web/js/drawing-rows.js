// @ts-check
// The inspector's rows for a layer's Core Animation drawing fields (docs/protocol.md,
// "Drawing"): the shape's path and style, the gradient, the shadow, a visual effect view's
// blur, the mask, masked corners and culled back faces — each only when the frame carries
// it. The values are the frame's, so an animated `path`, `strokeEnd`, `shadowOpacity`,
// gradient `colors` or blur radius shows its presentation value at the scrubbed time.

/** @typedef {import("./types.js").FrameLayer} FrameLayer */
/** @typedef {import("./types.js").MaskDrawing} MaskDrawing */

/**
 * @param {number} x
 * @param {number} [d]
 */
const n = (x, d = 2) => (Math.round(x * 10 ** d) / 10 ** d).toString();

/** @param {number[] | null | undefined} c */
const color = (c) => (c ? `rgba(${c.slice(0, 3).map((x) => Math.round(x * 255)).join(", ")}, ${n(c[3], 2)})` : "none");

/**
 * SVG path data shortened for a table cell: its command count and its start.
 * @param {string} path
 */
export function pathSummary(path) {
  const commands = (path.match(/[MLQCZ]/g) || []).length;
  const head = path.length > 48 ? `${path.slice(0, 48)}…` : path;
  return `${commands} command${commands === 1 ? "" : "s"}: ${head}`;
}

/**
 * @param {MaskDrawing} mask
 * @returns {string[]}
 */
function maskLines(mask) {
  const lines = [`frame ${mask.frame.map((v) => n(v, 1)).join(", ")}`];
  if (mask.shape) lines.push(`path ${pathSummary(mask.shape.path)}`);
  else if (mask.gradient) lines.push("gradient");
  else lines.push(`rect, background ${color(mask.background)}`);
  if (mask.opacity != null) lines.push(`opacity ${n(mask.opacity, 3)}`);
  if (mask.mask) lines.push(...maskLines(mask.mask).map((line) => `nested: ${line}`));
  return lines;
}

/**
 * The rows ([label, value or lines]) for the drawing fields `layer` carries; none for a layer
 * that uses none of them.
 * @param {FrameLayer} layer
 * @returns {[string, string | string[]][]}
 */
export function drawingRows(layer) {
  /** @type {[string, string | string[]][]} */
  const rows = [];
  if (layer.shape) {
    const s = layer.shape;
    const lines = [`path ${pathSummary(s.path)}`, `fill ${color(s.fill)}${s.fillRule === "evenOdd" ? " (even-odd)" : ""}`];
    if (s.stroke) {
      lines.push(`stroke ${color(s.stroke)}, ${n(s.lineWidth ?? 1)} pt`);
      lines.push(`stroke range ${n(s.strokeStart ?? 0, 3)} … ${n(s.strokeEnd ?? 1, 3)}`);
      if (s.dash) lines.push(`dash ${s.dash.map((v) => n(v)).join(" ")}${s.dashPhase ? ` phase ${n(s.dashPhase)}` : ""}`);
    }
    rows.push(["Shape", lines]);
  }
  if (layer.gradient) {
    const g = layer.gradient;
    rows.push(["Gradient", [
      `${g.type}, ${n(g.start[0])}, ${n(g.start[1])} → ${n(g.end[0])}, ${n(g.end[1])}`,
      ...g.colors.map((c, i) => `${g.locations ? `${n(g.locations[i], 3)} ` : ""}${color(c)}`),
    ]]);
  }
  if (layer.shadow) {
    const s = layer.shadow;
    rows.push(["Shadow", [
      `${color(s.color)} × opacity ${n(s.opacity, 3)}`,
      `radius ${n(s.radius)} pt, offset ${n(s.offset[0])}, ${n(s.offset[1])}`,
      ...(s.path ? [`path ${pathSummary(s.path)}`] : []),
    ]]);
  }
  if (layer.blur) {
    const b = layer.blur;
    rows.push(["Blur", [`${b.style}, radius ${n(b.radius)} pt`, `tint ${color(b.tint)}`]]);
  }
  if (layer.contentsCenter) {
    const c = layer.contentsCenter;
    rows.push(["Contents center", [
      `${n(c.rect[0], 3)}, ${n(c.rect[1], 3)}, ${n(c.rect[2], 3)} × ${n(c.rect[3], 3)} (nine parts)`,
      `image ${n(c.size[0])} × ${n(c.size[1])} pt`,
    ]]);
  }
  if (layer.mask) rows.push(["Mask", maskLines(layer.mask)]);
  if (layer.maskedCorners != null) rows.push(["Masked corners", String(layer.maskedCorners)]);
  if (layer.doubleSided === false) rows.push(["Double-sided", "no (back faces culled)"]);
  return rows;
}
