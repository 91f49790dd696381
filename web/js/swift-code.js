// @ts-check
// "Copy as Swift": the run's animations, as tuned in the page, written as the UIKit calls
// that make them — `UIView.animate(withDuration:delay:usingSpringWithDamping:…)`,
// `animateKeyframes`, a `UIViewPropertyAnimator` for what a property animator made (the scene
// says so: `api`) or for a custom bezier — so a value found by dragging
// a slider goes back into the app without retyping. The numbers come from the scene's
// curves (what the engine recorded the app's code doing), not from the sliders, so they are
// exactly what played; so are the values, each group's from-values set before its call and
// its to-values (or each keyframe's value) inside the block (swift-values.js writes them).

/** @typedef {import("./types.js").Scene} Scene */
/** @typedef {import("./types.js").SceneCurve} SceneCurve */

import { parseProperty } from "./property-values.js";
import { assignments, startingValues, swiftNumber, viewName } from "./swift-values.js";

/** @type {Record<string, string>} */
const BEZIER_OPTIONS = { linear: ".curveLinear", easeIn: ".curveEaseIn", easeOut: ".curveEaseOut", easeInEaseOut: ".curveEaseInOut", default: ".curveEaseInOut" };
/** @type {Record<string, string>} */
const CALCULATION_MODES = { linear: ".calculationModeLinear", discrete: ".calculationModeDiscrete", paced: ".calculationModePaced", cubic: ".calculationModeCubic", cubicPaced: ".calculationModeCubicPaced" };

/**
 * "photo: bounds, position · background: opacity" — what a group animates, by layer role.
 * @param {SceneCurve} curve
 * @param {Scene} scene
 * @returns {string}
 */
function animatedProperties(curve, scene) {
  /** @type {Map<string, string[]>} */
  const byLayer = new Map();
  for (const property of curve.properties ?? []) {
    const { id, name: key } = parseProperty(property);
    const name = scene.roleById?.get(id) ?? `layer ${id}`;
    if (!byLayer.has(name)) byLayer.set(name, []);
    byLayer.get(name)?.push(key);
  }
  return [...byLayer].map(([name, keys]) => `${name}: ${keys.join(", ")}`).join(" · ") || "nothing";
}

/**
 * @param {SceneCurve} curve
 * @param {Scene} scene
 * @param {string} indent
 * @returns {string}
 */
function block(curve, scene, indent) {
  const lines = assignments(curve.values ?? [], scene, (value) => value.to, `${indent}    `);
  return `${indent}    // ${animatedProperties(curve, scene)}\n${lines.map((line) => `${line}\n`).join("")}${indent}}`;
}

/**
 * @param {SceneCurve} curve
 * @param {Scene} scene
 * @returns {string}
 */
function springCall(curve, scene) {
  const n = swiftNumber;
  return `UIView.animate(withDuration: ${n(curve.duration)}, delay: ${n(curve.begin)},\n`
    + `               usingSpringWithDamping: ${n(curve.dampingRatio)}, initialSpringVelocity: ${n(curve.initialVelocity)},\n`
    + `               options: [], animations: {\n${block(curve, scene, "")})`;
}

/**
 * @param {SceneCurve} curve
 * @param {Scene} scene
 * @returns {string}
 */
function bezierCall(curve, scene) {
  const n = swiftNumber;
  const option = curve.name ? BEZIER_OPTIONS[curve.name] : null;
  if (option) {
    return `UIView.animate(withDuration: ${n(curve.duration)}, delay: ${n(curve.begin)}, options: [${option}], animations: {\n${block(curve, scene, "")})`;
  }
  const [x1, y1, x2, y2] = curve.controlPoints.map(n);
  return `let animator = UIViewPropertyAnimator(duration: ${n(curve.duration)},\n`
    + `                                      controlPoint1: CGPoint(x: ${x1}, y: ${y1}),\n`
    + `                                      controlPoint2: CGPoint(x: ${x2}, y: ${y2})) {\n${block(curve, scene, "")}\n`
    + `animator.startAnimation(afterDelay: ${n(curve.begin)})`;
}

/** @type {Record<string, string>} */
const ANIMATOR_CURVES = { linear: ".linear", easeIn: ".easeIn", easeOut: ".easeOut", easeInEaseOut: ".easeInOut" };

/**
 * The timing arguments of `UIViewPropertyAnimator(duration:…)` for a curve: `dampingRatio:`
 * for a spring at rest, `timingParameters: UISpringTimingParameters(…)` for one with an
 * initial velocity, `curve:` for UIKit's named curves, control points otherwise.
 * @param {SceneCurve} curve
 * @returns {string}
 */
function animatorTiming(curve) {
  const n = swiftNumber;
  if (curve.timing === "spring") {
    const v = curve.initialVelocity ?? 0;
    if (!v) return `dampingRatio: ${n(curve.dampingRatio ?? 1)}`;
    return `timingParameters: UISpringTimingParameters(dampingRatio: ${n(curve.dampingRatio ?? 1)}, initialVelocity: CGVector(dx: ${n(v)}, dy: ${n(v)}))`;
  }
  const named = curve.name ? ANIMATOR_CURVES[curve.name] : null;
  if (named) return `curve: ${named}`;
  const [x1, y1, x2, y2] = (curve.controlPoints ?? [0, 0, 1, 1]).map(n);
  return `controlPoint1: CGPoint(x: ${x1}, y: ${y1}), controlPoint2: CGPoint(x: ${x2}, y: ${y2})`;
}

/**
 * A property animator's block as the animator the app made (its first stretch): created,
 * given its block, not started — `interruptibleAnimator(using:)` returns it and
 * `animateTransition(using:)` starts it, or a caller starts it at once.
 * @param {SceneCurve} curve
 * @param {Scene} scene
 * @returns {string}
 */
function propertyAnimatorCall(curve, scene) {
  const n = swiftNumber;
  const start = curve.begin > 0 ? `startAnimation(afterDelay: ${n(curve.begin)})` : "startAnimation()";
  return `let animator = UIViewPropertyAnimator(duration: ${n(curve.duration)}, ${animatorTiming(curve)})
`
    + `animator.addAnimations {
${block(curve, scene, "")}
`
    + `// Return \`animator\` from interruptibleAnimator(using:) and start it in animateTransition(using:),
`
    + `// or start it here: animator.${start}`;
}

/**
 * An explicit Core Animation animation: its class, duration, start and pacing as the run
 * played them, added to the layer (the mask) it animated. The scene carries its timing, not
 * its values: `fromValue`/`toValue` (or `values`) are left for the app's own.
 * @param {SceneCurve} curve
 * @param {Scene} scene
 * @returns {string}
 */
function coreAnimationCall(curve, scene) {
  const n = swiftNumber;
  const { id, name } = parseProperty(curve.properties[0] ?? "");
  const masked = name.startsWith("mask.");
  const keyPath = masked ? name.slice(5) : name;
  const variable = `${keyPath.replace(/\.([a-z])/g, (_, c) => c.toUpperCase()).replace(/[^A-Za-z0-9_]/g, "")}Animation`;
  const type = curve.timing === "spring" ? "CASpringAnimation" : curve.kind === "keyframes" ? "CAKeyframeAnimation" : "CABasicAnimation";
  const lines = [`let ${variable} = ${type}(keyPath: "${keyPath}")`];
  if (curve.timing === "spring") {
    lines.push(`${variable}.mass = ${n(curve.mass ?? 1)}`, `${variable}.stiffness = ${n(curve.stiffness ?? 100)}`,
      `${variable}.damping = ${n(curve.damping ?? 10)}`, `${variable}.initialVelocity = ${n(curve.initialVelocity ?? 0)}`);
  }
  lines.push(`${variable}.duration = ${n(curve.duration)}`);
  if (curve.begin > 0) lines.push(`${variable}.beginTime = CACurrentMediaTime() + ${n(curve.begin)}`);
  if (curve.timing === "bezier") lines.push(`${variable}.timingFunction = CAMediaTimingFunction(controlPoints: ${(curve.controlPoints ?? [0, 0, 1, 1]).map(n).join(", ")})`);
  if (curve.kind === "keyframes") {
    lines.push(`${variable}.calculationMode = .${curve.calculationMode ?? "linear"}`);
    lines.push(`${variable}.keyTimes = [${(curve.keyTimes ?? []).map(n).join(", ")}]`);
    lines.push(`${variable}.values = [/* your values */]`);
  } else {
    lines.push(`${variable}.fromValue = /* your value */ nil`, `${variable}.toValue = /* your value */ nil`);
  }
  lines.push(`${viewName(id, scene)}.layer${masked ? ".mask?" : ""}.add(${variable}, forKey: "${keyPath}")`);
  return `// Core Animation: the timing as the run played it; the values are the app's.\n${lines.join("\n")}`;
}

/**
 * A later stretch of a property animator: how the run re-timed it (a `continueAnimation` after a
 * release, a reversal) — what the interaction did, not part of the animator, so a comment.
 * @param {SceneCurve} curve
 * @returns {string}
 */
function animatorStretchNote(curve) {
  const n = swiftNumber;
  const timing = curve.timing === "spring"
    ? `a spring (damping ratio ${n(curve.dampingRatio ?? 1)}, initial velocity ${n(curve.initialVelocity ?? 0)})`
    : `a bezier (${(curve.controlPoints ?? []).map(n).join(", ")})`;
  return `// At ${n(curve.begin)} s the run continued \`animator\` on ${timing} for ${n(curve.duration)} s
`
    + "// (continueAnimation(withTimingParameters:durationFactor:) after a release or a reversal).";
}

/**
 * @param {SceneCurve} curve
 * @param {Scene} scene
 * @returns {string}
 */
function keyframesCall(curve, scene) {
  const n = swiftNumber;
  const options = [CALCULATION_MODES[curve.calculationMode] ?? ".calculationModeLinear"];
  const frames = keyframeWindows(curve).map(({ start, duration }, i) => {
    const lines = assignments(curve.values ?? [], scene,
      (value) => value.keyframes?.find((key) => key.start === start && key.duration === duration)?.value, "        ");
    return `    UIView.addKeyframe(withRelativeStartTime: ${n(start)}, relativeDuration: ${n(duration)}) {\n`
      + `${lines.length ? lines.join("\n") : `        // keyframe ${i + 1}`}\n    }`;
  });
  const curveNote = curve.timing === "bezier" && curve.name && curve.name !== "linear"
    ? `\n// The run's overall timing is ${curve.name} (controlPoints ${curve.controlPoints.map(n).join(", ")}).` : "";
  return `UIView.animateKeyframes(withDuration: ${n(curve.duration)}, delay: ${n(curve.begin)}, options: [${options.join(", ")}], animations: {\n`
    + `    // ${animatedProperties(curve, scene)}\n${frames.join("\n")}\n})${curveNote}`;
}

/**
 * The group's addKeyframe windows in the order they start: those its values were set in,
 * or (from a server that sends no values) one between each pair of key times.
 * @param {SceneCurve} curve
 * @returns {{ start: number, duration: number }[]}
 */
function keyframeWindows(curve) {
  /** @type {Map<string, { start: number, duration: number }>} */
  const windows = new Map();
  for (const value of curve.values ?? []) {
    for (const { start, duration } of value.keyframes ?? []) windows.set(`${start}/${duration}`, { start, duration });
  }
  if (windows.size) return [...windows.values()].sort((a, b) => a.start - b.start || a.duration - b.duration);
  const times = curve.keyTimes ?? [0, 1];
  return times.slice(1).map((end, i) => ({ start: times[i], duration: end - times[i] }));
}

/**
 * The header's second line: the names below are roles, not the app's variables.
 * @param {string} example  a name the code uses
 * @returns {string}
 */
const roleNote = (example) => "// Each name below stands for the view with that role in the preview (its inspector and\n"
  + `// Layers panel show it): bind it to your own view first, e.g. \`let ${example} = <your view>\`.`;

/**
 * @param {import("./types.js").Parameter} spec
 * @param {unknown} value
 * @returns {string}
 */
function parameterLine(spec, value) {
  const shown = typeof value === "number" ? swiftNumber(value) : JSON.stringify(value);
  return `//   ${spec.key} = ${shown}${spec.unit ? ` ${spec.unit}` : ""}${spec.title ? `  (${spec.title})` : ""}`;
}

/**
 * The Swift for a scene: a header naming the entry, operation and parameter values, then one
 * UIKit call per animation group in the order they start.
 * @param {Scene} scene
 * @param {import("./types.js").Entry | null} entry
 * @returns {string}
 */
export function swiftCode(scene, entry) {
  const header = [`// ${entry?.title ?? scene.entry} — ${scene.operation}, as tuned in the preview.`];
  const first = (scene.curves ?? []).flatMap((curve) => curve.values ?? [])[0];
  if (first) header.push(roleNote(viewName(first.layer, scene)));
  const specs = entry?.parameters ?? [];
  if (specs.length) {
    header.push("// Parameters:");
    for (const spec of specs) header.push(parameterLine(spec, scene.parameters?.[spec.key] ?? spec.default));
  }
  const curves = [...(scene.curves ?? [])].sort((a, b) => a.begin - b.begin);
  if (!curves.length) return `${header.join("\n")}\n// This run animates nothing.\n`;
  const calls = curves.map((curve) => {
    if (curve.api === "CoreAnimation") return coreAnimationCall(curve, scene);
    if (curve.api === "UIViewPropertyAnimator" && (curve.stretch ?? 0) > 0) return animatorStretchNote(curve);
    const before = startingValues(curve.values ?? [], scene);
    if (curve.api === "UIViewPropertyAnimator") return before + propertyAnimatorCall(curve, scene);
    if (curve.kind === "keyframes") return before + keyframesCall(curve, scene);
    if (curve.timing === "spring") return before + springCall(curve, scene);
    return before + bezierCall(curve, scene);
  });
  return `${header.join("\n")}\n\n${calls.join("\n\n")}\n`;
}

/**
 * Shows the code in a dialog and copies it to the clipboard; resolves with whether the copy
 * worked (the clipboard needs a secure context and focus — the dialog's Copy button retries).
 * @param {string} code
 * @param {typeof import("./dom.js").h} h
 * @returns {Promise<boolean>}
 */
export async function presentSwift(code, h) {
  const text = h("pre", { class: "swift-code" }, h("code", {}, code));
  const status = h("p", { class: "muted small swift-status", role: "status" });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      status.textContent = `Copied ${code.trimEnd().split("\n").length} lines of Swift.`;
      return true;
    } catch {
      status.textContent = "The browser refused the clipboard: select the code and copy it.";
      return false;
    }
  };
  const dialog = h("dialog", { class: "help swift-dialog", "aria-label": "Copy as Swift" },
    h("form", { method: "dialog" },
      h("h2", {}, "Copy as Swift"),
      text, status,
      h("div", { class: "dialog-actions" },
        h("button", { class: "btn", type: "button", onclick: () => copy() }, "Copy"),
        h("button", { class: "btn", type: "submit", value: "close" }, "Close"))));
  dialog.addEventListener("close", () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  return copy();
}
