// @ts-check
// The page's layout on a laptop: the side columns collapse (each with a button at its edge of the
// stage toolbar), and the timeline's track area is resized by dragging the bar above the
// transport (or with the arrow keys on it). Both are remembered in localStorage.

import { h, icon } from "./dom.js";

/** @typedef {"catalog" | "panel"} Column  a side column that collapses */

const KEY = "transitions.layout";
export const TRACKS_RANGE = [28, 480]; // CSS px of the track area the resize bar allows

/**
 * root: the app's grid (gets `catalog-collapsed` / `panel-collapsed`); tracks: the element that
 * holds the timeline (its `--tracks-height` sizes the track area inside); handle: the resize bar; onChange() after each change (the stage's size moved).
 * @param {{ root: HTMLElement, tracks: HTMLElement, handle: HTMLElement, storage: Storage | null, onChange?: () => void }} parts
 */
export function createLayout({ root, tracks, handle, storage, onChange }) {
  /** @type {{ catalog?: boolean, panel?: boolean, tracks?: number }} */
  let saved = {};
  try { saved = JSON.parse(storage?.getItem(KEY) || "{}") || {}; } catch { saved = {}; }
  /** @type {{ catalog: boolean, panel: boolean, tracks: number | null }} */
  const layout = { catalog: saved.catalog !== false, panel: saved.panel !== false, tracks: Number(saved.tracks) || null };
  const save = () => { try { storage?.setItem(KEY, JSON.stringify(layout)); } catch { /* not remembered */ } };

  /**
   * @param {Column} which
   * @param {string} label
   */
  const toggle = (which, label) => {
    const button = h("button", { type: "button", class: `btn small icon-only column-toggle toggle-${which}`, "aria-controls": which }, icon(which === "catalog" ? "sidebarLeft" : "sidebarRight", 16));
    button.addEventListener("click", () => setOpen(which, !layout[which]));
    button.dataset.label = label;
    return button;
  };
  const catalogButton = toggle("catalog", "catalog");
  const panelButton = toggle("panel", "tools panel");

  /**
   * @param {Column} which
   * @param {boolean} open
   */
  function setOpen(which, open) {
    layout[which] = open;
    save();
    apply();
    onChange?.();
  }

  function apply() {
    for (const [which, button] of /** @type {[Column, HTMLButtonElement][]} */ ([["catalog", catalogButton], ["panel", panelButton]])) {
      root.classList.toggle(`${which}-collapsed`, !layout[which]);
      const text = `${layout[which] ? "Hide" : "Show"} the ${button.dataset.label}`;
      button.title = text;
      button.setAttribute("aria-label", text);
      button.setAttribute("aria-expanded", String(layout[which]));
    }
    if (layout.tracks) tracks.style.setProperty("--tracks-height", `${layout.tracks}px`);
    else tracks.style.removeProperty("--tracks-height");
  }

  // The resize bar: drag it up to give the timeline's tracks more room (the stage gives it).
  handle.setAttribute("role", "separator");
  handle.setAttribute("aria-orientation", "horizontal");
  handle.setAttribute("aria-label", "Resize the timeline (drag, or ↑ ↓)");
  handle.title = "Drag to resize the timeline; double-click for the default size";
  handle.tabIndex = 0;
  /** @type {{ y: number, h: number } | null} */
  let drag = null;
  const height = () => (tracks.querySelector(".tracks") || tracks).getBoundingClientRect().height;
  /**
   * @param {number} px
   */
  function setTracks(px) {
    layout.tracks = Math.round(Math.min(TRACKS_RANGE[1], Math.max(TRACKS_RANGE[0], px)));
    save();
    apply();
    onChange?.();
  }
  handle.addEventListener("pointerdown", (e) => {
    if (e.button !== 0) return;
    e.preventDefault();
    handle.setPointerCapture(e.pointerId);
    drag = { y: e.clientY, h: height() };
  });
  handle.addEventListener("pointermove", (e) => { if (drag) setTracks(drag.h + drag.y - e.clientY); });
  const end = () => { drag = null; };
  handle.addEventListener("pointerup", end);
  handle.addEventListener("pointercancel", end);
  handle.addEventListener("dblclick", () => { layout.tracks = null; save(); apply(); onChange?.(); });
  handle.addEventListener("keydown", (e) => {
    const d = e.key === "ArrowUp" ? 20 : e.key === "ArrowDown" ? -20 : 0;
    if (!d) return;
    e.preventDefault();
    e.stopPropagation();
    setTracks(height() + d);
  });

  apply();
  return { catalogButton, panelButton, setOpen, setTracks, get state() { return { ...layout }; } };
}
