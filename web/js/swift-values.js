// @ts-check
// The assignments of "Copy as Swift": each value the scene says a block gave a layer property,
// written as the UIView (or layer) property an app sets to get it — `center` for position,
// `alpha` for opacity, `transform` for an affine transform and `layer.transform` for any other.
// `bounds` and `center` rather than `frame`: they are what the layer stores, so they give the
// same picture whatever the view's anchor point and transform, where a `frame` would not.

/** @typedef {import("./types.js").Scene} Scene */
/** @typedef {import("./types.js").AnimatedValue} AnimatedValue */
/** @typedef {import("./types.js").PropertyValue} PropertyValue */

/**
 * A number as Swift source: at most six decimals, no trailing zeros (0.42, 1, 0.333333).
 * @param {number} value
 * @returns {string}
 */
export function swiftNumber(value) {
  if (!Number.isFinite(value)) return "0";
  const text = value.toFixed(6).replace(/\.?0+$/, "");
  return text === "-0" ? "0" : text;
}

/**
 * @param {PropertyValue} value
 * @returns {number[]}
 */
const list = (value) => (Array.isArray(value) ? value : [value]);

/**
 * "label: 1, label: 2" from parallel labels and numbers.
 * @param {string[]} labels
 * @param {number[]} numbers
 * @returns {string}
 */
const labelled = (labels, numbers) => labels.map((label, i) => `${label}: ${swiftNumber(numbers[i] ?? 0)}`).join(", ");

const MATRIX = ["m11", "m12", "m13", "m14", "m21", "m22", "m23", "m24", "m31", "m32", "m33", "m34", "m41", "m42", "m43", "m44"];
const point = (/** @type {number[]} */ v) => `CGPoint(${labelled(["x", "y"], v)})`;
const rect = (/** @type {number[]} */ v) => `CGRect(${labelled(["x", "y", "width", "height"], v)})`;
const color = (/** @type {number[]} */ v) => `UIColor(${labelled(["red", "green", "blue", "alpha"], v)})`;
const matrix = (/** @type {number[]} */ v) => `CATransform3D(${labelled(MATRIX, v)})`;

/**
 * Whether a 4×4 transform only maps the plane affinely (`CATransform3DIsAffine`).
 * @param {number[]} m  m11 … m44
 * @returns {boolean}
 */
function isAffine(m) {
  return [2, 3, 6, 7, 8, 9, 11, 14].every((i) => m[i] === 0) && m[10] === 1 && m[15] === 1;
}

/**
 * The statement that sets `property` of the view named `view` to `value`.
 * @param {string} view
 * @param {string} property  the layer property
 * @param {PropertyValue} value
 * @returns {string}
 */
export function assignment(view, property, value) {
  const v = list(value);
  switch (property) {
    case "position": return `${view}.center = ${point(v)}`;
    case "bounds": return `${view}.bounds = ${rect(v)}`;
    case "opacity": return `${view}.alpha = ${swiftNumber(v[0])}`;
    case "transform":
      if (isAffine(v) && v.every((x, i) => x === (i % 5 === 0 ? 1 : 0))) return `${view}.transform = .identity`;
      if (isAffine(v)) return `${view}.transform = CGAffineTransform(${labelled(["a", "b", "c", "d", "tx", "ty"], [v[0], v[1], v[4], v[5], v[12], v[13]])})`;
      return `${view}.layer.transform = ${matrix(v)}`;
    case "sublayerTransform": return `${view}.layer.sublayerTransform = ${matrix(v)}`;
    case "backgroundColor": return `${view}.backgroundColor = ${color(v)}`;
    case "borderColor": return `${view}.layer.borderColor = ${color(v)}.cgColor`;
    case "anchorPoint": return `${view}.layer.anchorPoint = ${point(v)}`;
    case "cornerRadius": case "borderWidth": case "zPosition":
      return `${view}.layer.${property} = ${swiftNumber(v[0])}`;
    default: return `// ${view}.layer.${property} = ${v.map(swiftNumber).join(", ")}`;
  }
}

/**
 * The Swift name for a layer: its role when that is an identifier no other layer shares,
 * otherwise the role made one and the layer's id added.
 * @param {number} id
 * @param {Scene} scene
 * @returns {string}
 */
export function viewName(id, scene) {
  const role = scene.roleById?.get(id) ?? "";
  const shared = (scene.layers ?? []).filter((layer) => layer.role === role).length > 1;
  if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(role) && !shared) return role;
  const base = role.replace(/[^A-Za-z0-9_]+/g, "_").replace(/^_+|_+$/g, "") || "layer";
  return `${/^[0-9]/.test(base) ? `_${base}` : base}_${id}`;
}

/**
 * One statement per value, indented: `pick` chooses which of a value's numbers to set.
 * @param {AnimatedValue[]} values
 * @param {Scene} scene
 * @param {(value: AnimatedValue) => PropertyValue | undefined} pick
 * @param {string} indent
 * @returns {string[]}
 */
export function assignments(values, scene, pick, indent) {
  /** @type {string[]} */
  const lines = [];
  for (const value of values) {
    const chosen = pick(value);
    if (chosen !== undefined) lines.push(indent + assignment(viewName(value.layer, scene), value.property, chosen));
  }
  return lines;
}

/**
 * The from-values, set without animation before the block, as an app puts its views where
 * the animation starts; nothing when the block animated nothing.
 * @param {AnimatedValue[]} values
 * @param {Scene} scene
 * @returns {string}
 */
export function startingValues(values, scene) {
  if (!values.length) return "";
  return `UIView.performWithoutAnimation {\n${assignments(values, scene, (value) => value.from, "    ").join("\n")}\n}\n`;
}
