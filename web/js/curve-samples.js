// @ts-check
// Reading the scene's timing curves from the samples the engine sends with each (protocol.md,
// `scene`: `samples[i]` is the curve's progress at begin + i · duration / (n − 1)). The page
// draws and reads these between the samples, linearly, and never solves a Bézier or a spring
// itself: the engine's curve is the one that moved the layers.

/** @typedef {import("./types.js").SceneCurve} SceneCurve */

/**
 * The curve's progress at run time `t` (seconds): 0 before it begins, 1 from its end on, the
 * samples joined by straight lines in between.
 * @param {SceneCurve} curve
 * @param {number} t
 */
export function curveValue(curve, t) {
  const local = t - curve.begin;
  if (local <= 0) return 0;
  if (local >= curve.duration) return 1;
  const samples = curve.samples;
  const x = (local / curve.duration) * (samples.length - 1);
  const i = Math.min(samples.length - 2, Math.floor(x));
  return samples[i] + (samples[i + 1] - samples[i]) * (x - i);
}

/**
 * The run-time points the curve's line goes through from 0 to `endTime`: flat at 0 until it
 * begins, every sample at its moment, then flat at 1.
 * @param {SceneCurve} curve
 * @param {number} endTime
 * @returns {[number, number][]} [time, progress] pairs
 */
export function curvePoints(curve, endTime) {
  const n = curve.samples.length - 1;
  /** @type {[number, number][]} */
  const points = [];
  if (curve.begin > 0) points.push([0, 0]);
  curve.samples.forEach((v, i) => points.push([curve.begin + (curve.duration * i) / n, v]));
  const end = curve.begin + curve.duration;
  if (endTime > end) points.push([end, 1], [endTime, 1]);
  return points;
}

/**
 * Run times at which a keyframe animation reaches each of its key times (its curve spans the
 * whole animation): where the samples first reach the key, between two of them linearly.
 * @param {SceneCurve} curve
 * @returns {{ key: number, time: number }[]}
 */
export function keyTimeMoments(curve) {
  if (!curve.keyTimes) return [];
  const samples = curve.samples, n = samples.length - 1;
  return curve.keyTimes.map((key) => {
    let x = n;
    const i = samples.findIndex((v) => v >= key);
    if (i === 0) x = 0;
    else if (i > 0) x = i - 1 + (key - samples[i - 1]) / (samples[i] - samples[i - 1]);
    return { key, time: curve.begin + (x / n) * curve.duration };
  });
}
