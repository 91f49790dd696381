// @ts-check
// The inspector: the selected (or hovered) layer's role, id, size, frame, transform (in
// words and as a matrix), quad corners, opacity, corner radius, colours and clip chain; and the frame's layers in paint order (click to
// select, hover to highlight).

import { h } from "./dom.js";
import { drawingRows } from "./drawing-rows.js";
import { homography, isAffine } from "./perspective.js";
import { describeTransform, isIdentity, matrixRows } from "./transform.js";

/** @typedef {import("./types.js").Scene} Scene */
/** @typedef {import("./types.js").Frame} Frame */

/**
 * @param {number} x
 * @param {number} [d]
 */
const n = (x, d = 2) => (Math.round(x * 10 ** d) / 10 ** d).toString();
/**
 * @param {number[] | undefined} c
 */
const color = (c) => (c ? `rgba(${c.slice(0, 3).map((x) => Math.round(x * 255)).join(", ")}, ${n(c[3], 2)})` : "—");

export class Inspector {
  /**
   * @param {HTMLElement} detailsRoot
   * @param {HTMLElement} listRoot
   * @param {{ onSelect: (id: number, options?: { toggle?: boolean }) => void, onHover: (id: number | null) => void }} handlers
   */
  constructor(detailsRoot, listRoot, { onSelect, onHover }) {
    this.details = detailsRoot;
    this.listRoot = listRoot;
    this.onSelect = onSelect;
    this.onHover = onHover;
    /** @type {Map<number, HTMLButtonElement>} */
    this.rows = new Map();
    this.listKey = "";
    this.detailKey = "";
    this.list = h("ol", { class: "layer-list", "aria-label": "Layers in paint order" });
    listRoot.append(this.list);
    this.placeholder = h("p", { class: "muted small" }, "Hover or click a layer on the canvas, or pick one below.");
    this.table = h("dl", { class: "facts" });
    detailsRoot.append(this.placeholder, this.table);
    this.list.addEventListener("pointerleave", () => this.onHover(null));
  }

  /**
   * `listHover`: the hover comes from a row of the list, which highlights but shows no facts.
   * @param {Scene | null} scene
   * @param {Frame | null} frame
   * @param {number | null} selectedId
   * @param {number | null} hoverId
   * @param {boolean} [listHover]
   */
  update(scene, frame, selectedId, hoverId, listHover = false) {
    if (!scene || !frame) return;
    this.updateList(scene, frame, selectedId, hoverId);
    this.updateDetails(scene, frame, selectedId ?? (listHover ? null : hoverId), selectedId != null);
  }

  /**
   * @param {Scene} scene
   * @param {Frame} frame
   * @param {number | null} selectedId
   * @param {number | null} hoverId
   */
  updateList(scene, frame, selectedId, hoverId) {
    const key = frame.layers.map((l) => l.id).join(",");
    if (key !== this.listKey) {
      this.listKey = key;
      this.rows.clear();
      this.list.replaceChildren(...frame.layers.map((layer, i) => {
        const role = scene.roleById.get(layer.id) || "layer";
        const content = scene.contentById.get(layer.id);
        const kind = content ? h("span", { class: `kind kind-${content.kind}` }, content.kind === "text" ? "T" : "▣") : null;
        const button = h("button", { type: "button", class: "layer-row", "data-id": layer.id },
          h("span", { class: "layer-index" }, String(i + 1)), h("span", { class: "layer-role", title: role }, role),
          kind, h("span", { class: "layer-id" }, `#${layer.id}`));
        button.addEventListener("click", () => this.onSelect(layer.id, { toggle: true }));
        button.addEventListener("pointerenter", () => this.onHover(layer.id));
        button.addEventListener("focus", () => this.onHover(layer.id));
        const li = h("li", {}, button);
        this.rows.set(layer.id, button);
        return li;
      }));
    }
    for (const [id, row] of this.rows) {
      row.classList.toggle("selected", id === selectedId);
      row.classList.toggle("hover", id === hoverId && id !== selectedId);
      row.setAttribute("aria-pressed", String(id === selectedId));
    }
    const layers = new Map(frame.layers.map((l) => [l.id, l]));
    for (const [id, row] of this.rows) row.classList.toggle("faded", !(layers.get(id)?.opacity > 0.001));
  }

  /**
   * @param {Scene} scene
   * @param {Frame} frame
   * @param {number | null} id
   * @param {boolean} pinned
   */
  updateDetails(scene, frame, id, pinned) {
    const layer = id == null ? null : frame.layers.find((l) => l.id === id);
    this.placeholder.hidden = !!layer;
    this.table.hidden = !layer;
    if (!layer) {
      this.placeholder.textContent = id == null || !pinned ? "Hover or click a layer on the canvas, or pick one below." : `Layer #${id} is not on screen at this moment.`;
      this.placeholder.hidden = false;
      return;
    }
    const role = scene.roleById.get(layer.id) || "layer";
    const content = scene.contentById.get(layer.id);
    const q = layer.quad;
    const H = homography(layer.size[0], layer.size[1], q);
    const projective = H && !isAffine(H, layer.size[0], layer.size[1]);
    const clip = (layer.clip || []).map((c) => `${scene.roleById.get(c) || "layer"} #${c}`);
    const rows = [
      ["Layer", `${role} #${layer.id}${pinned ? "" : " (hover)"}`],
      ["Size", `${n(layer.size[0])} × ${n(layer.size[1])} pt`],
      ["Frame", frameText(q)],
      ["Transform", describeTransform(layer.transform)],
      ...(isIdentity(layer.transform) ? [] : [["Matrix", matrixRows(layer.transform)]]),
      ["Quad", [`TL ${n(q[0], 1)}, ${n(q[1], 1)}`, `TR ${n(q[2], 1)}, ${n(q[3], 1)}`, `BR ${n(q[4], 1)}, ${n(q[5], 1)}`, `BL ${n(q[6], 1)}, ${n(q[7], 1)}`]],
      ["Mapping", projective ? "perspective (projective)" : "affine"],
      ["Opacity", n(layer.opacity, 3)],
      ["Corner radius", layer.cornerRadius ? `${n(layer.cornerRadius)} pt` : "0"],
      ["Background", layer.background ? color(layer.background) : "none"],
      ["Border", layer.borderWidth ? `${n(layer.borderWidth)} pt ${color(layer.borderColor)}` : "none"],
      ["Masks to bounds", layer.masksToBounds ? "yes" : "no"],
      ["Clip chain", clip.length ? clip.join(" › ") : "none"],
      ["Content", content ? describe(content) : "none"],
      ...drawingRows(layer),
    ];
    const key = JSON.stringify(rows);
    if (key === this.detailKey) return;
    this.detailKey = key;
    this.table.replaceChildren(...rows.flatMap(([k, v]) => [
      h("dt", {}, k),
      h("dd", {}, Array.isArray(v) ? v.map((line) => h("div", {}, line)) : v),
    ]));
  }
}

/**
 * The quad's bounding box in the window: what UIKit's `frame` reports in window coordinates.
 * @param {number[]} q
 * @returns {string}
 */
function frameText(q) {
  const xs = [q[0], q[2], q[4], q[6]], ys = [q[1], q[3], q[5], q[7]];
  const x = Math.min(...xs), y = Math.min(...ys);
  return `${n(x, 1)}, ${n(y, 1)}, ${n(Math.max(...xs) - x, 1)} × ${n(Math.max(...ys) - y, 1)} pt`;
}

/**
 * @param {import("./types.js").LayerContent} content
 * @returns {string}
 */
function describe(content) {
  if (content.kind === "image") return `image ${content.size.join("×")} pt, ${content.contentMode}, seed ${content.seed}`;
  if (content.kind === "snapshot") return `snapshot of picture ${content.picture}, ${content.rect[2]}×${content.rect[3]} pt at ${content.rect[0]}, ${content.rect[1]}, ${content.contentMode}`;
  return `“${content.text}” ${content.fontSize} pt ${content.weight}, ${content.alignment}, ${content.numberOfLines || "∞"} line(s)`;
}
