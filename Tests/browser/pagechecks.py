"""Checks of the preview page that the Chromium (selenium) and Firefox (WebDriver BiDi) suites
share. Each takes `run(script, *args)`: the driver's way to run a function body (`return …`)
in the page with JSON arguments. What the canvas *should* show comes from `expected`.
"""

import json
import math
import subprocess
import time

import expected

TOLERANCE = 10  # per channel, 0…255: 8-bit compositing and the 256-px gradient texture


def check_catalog_listing(run, catalog):
    """The sidebar lists every entry of `transitions list --json` in order, with its title,
    summary and (interactive) operations; the device menu lists every device; connected."""
    entries = run("""
return [...document.querySelectorAll('.entry')].map(li => ({
  id: li.dataset.entry, title: li.querySelector('.entry-title').textContent,
  summary: li.querySelector('.entry-summary').textContent,
  operations: [...li.querySelectorAll('.op-chip')].map(b => b.dataset.op),
  interactive: [...li.querySelectorAll('.op-chip.interactive')].map(b => b.dataset.op)}));""")
    assert [e["id"] for e in entries] == [e["id"] for e in catalog["entries"]]
    for shown, listed in zip(entries, catalog["entries"]):
        assert shown["title"] == listed["title"]
        assert shown["summary"] == listed["summary"]
        assert shown["operations"] == listed["operations"]
        assert shown["interactive"] == listed["interactiveOperations"]
    devices = run("return [...document.querySelectorAll('.device-select option')].map(o => o.value)")
    assert devices == [d["name"] for d in catalog["devices"]]
    assert run("return document.querySelector('.status').dataset.state") == "open"


def wait_for(run, script, timeout, message=None):
    """Polls a function body until it returns something truthy; returns that."""
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        last = run(script)
        if last:
            return last
        time.sleep(0.05)
    raise AssertionError(f"{message or f'timed out waiting for: {script} (last: {last!r})'}\n"
                         f"the page then: {page_state(run)}")


# What a timed-out wait prints about the page, so a failure seen once in CI says where the page was.
PAGE_STATE = """
const p = window.__preview;
if (!p) return 'no __preview';
return JSON.stringify({connection: p.connection, entry: p.scene?.entry, operation: p.scene?.operation,
  live: p.scene?.live, playback: p.playback, frame: p.frame && {seq: p.frame.seq, time: p.frame.time},
  drawnSeq: p.drawnSeq, lastTrace: (p.lastTrace || []).slice(-3),
  toasts: [...document.querySelectorAll('.toast')].map(t => t.textContent)});
"""


def page_state(run):
    try:
        return run(PAGE_STATE)
    except Exception as error:  # the page may be gone: say so instead of hiding the timeout
        return f"(could not read: {error})"


def pixels_at(run, points, canvas="preview", to="toCanvas"):
    """RGBA of a stage canvas at device points [(x, y), …] (through __preview.toCanvas, or
    toCanvasA for A's stage side by side)."""
    return run("""
const canvas = document.getElementById(arguments[1]);
const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
return arguments[0].map(([x, y]) => {
  const p = __preview[arguments[2]](x, y), i = (Math.round(p.y) * canvas.width + Math.round(p.x)) * 4;
  return [data[i], data[i + 1], data[i + 2], data[i + 3]];
});""", [list(p) for p in points], canvas, to)


def canvas_scale(run, to="toCanvas"):
    """Canvas pixels per device point."""
    return run(f"const a = __preview.{to}(0, 0), b = __preview.{to}(100, 0); return (b.x - a.x) / 100;")


PHOTO_SPREAD = 12  # levels: a photo point is checked only where its texels are this even around it


def expected_colors(run, scene, frame, points, margin, points_per_pixel):
    """expected.expected_color for many points, photos' texels read from the page in one call:
    a first pass records the texels each point needs, the page samples them
    (`__preview.photoSamples`: bilinear, and the colour range within the footprint of a canvas
    pixel), a second pass composites. Points where a photo varies within a pixel's footprint
    (where bilinear and the browser's filtering may differ) are not checked."""
    per_point = []
    for x, y in points:
        needs = []

        def record(content, s, t, texels_per_point, needs=needs):
            needs.append({"content": content, "s": s, "t": t, "radius": max(1.0, texels_per_point * points_per_pixel) + 1})
            return [0.5, 0.5, 0.5, 1.0]

        expected.expected_color(scene, frame, x, y, margin, record)
        per_point.append(needs)
    flat = [r for needs in per_point for r in needs]
    samples = run("return __preview.photoSamples(arguments[0])", flat) if flat else []
    out, at = [], 0
    for (x, y), needs in zip(points, per_point):
        answers = iter(samples[at:at + len(needs)])
        at += len(needs)

        def lookup(content, s, t, texels_per_point, answers=answers):
            r, g, b, a, spread = next(answers)
            if spread > PHOTO_SPREAD:
                raise expected.Ambiguous
            return [r / 255, g / 255, b / 255, a / 255]

        out.append(expected.expected_color(scene, frame, x, y, margin, lookup))
    return out


def check_frame_pixels(run, scene, frame, device, canvas="preview", to="toCanvas"):
    """Every unambiguous sample point of the screen has the colour the frame implies; returns
    how many points were checked."""
    scale = canvas_scale(run, to)
    margin = 2.5 / scale  # two and a half canvas pixels from any edge, in points
    points = expected.sample_points(scene["viewport"], device["cornerRadius"], margin)
    checks = list(zip(points, expected_colors(run, scene, frame, points, margin, 1 / scale)))
    checks = [(p, c) for p, c in checks if c is not None]
    assert len(checks) >= 40, f"only {len(checks)} checkable points"
    pixels = pixels_at(run, [p for p, _ in checks], canvas, to)
    bad = [(p, c, px) for (p, c), px in zip(checks, pixels) if max(abs(c[i] - px[i]) for i in range(3)) > TOLERANCE]
    assert not bad, f"{len(bad)}/{len(checks)} points differ, e.g. " + "; ".join(
        f"at ({p[0]:.1f}, {p[1]:.1f}) expected {c} got {px[:3]}" for p, c, px in bad[:6])
    return len(checks)


def flip_time_at(binary, angle_degrees):
    """(time, angle, endTime): when the flip's from-view is turned closest to `angle_degrees`,
    from the CLI's export at 240 fps."""
    data = json.loads(subprocess.run([str(binary), "export", "flip", "--operation", "present", "--format", "json",
                                      "--fps", "240", "-o", "-"], check=True, capture_output=True, text=True).stdout)
    best = None
    for frame in data["frames"]:
        layer = next((l for l in frame["layers"] if l["role"] == "from"), None)
        if layer is None:
            continue
        m = layer["transform"]  # row vectors: m11 = cos θ, m13 = −sin θ for a turn about y
        angle = math.degrees(math.atan2(-m[2], m[0]))
        if best is None or abs(abs(angle) - angle_degrees) < abs(abs(best[1]) - angle_degrees):
            best = (frame["time"], angle)
    return best[0], best[1], data["scene"]["endTime"]


def check_trapezoid_edges(run, scene, frame, role="from"):
    """The layer's quad is a trapezoid, and along a column just inside each vertical edge its
    background spans exactly the height the quad gives there: the top and bottom edges are
    drawn as the slanted lines of the perspective, not an affine approximation."""
    layer_id = next(l["id"] for l in scene["layers"] if l["role"] == role)
    layer = next(l for l in frame["layers"] if l["id"] == layer_id)
    q = layer["quad"]
    left_height, right_height = abs(q[7] - q[1]), abs(q[5] - q[3])
    assert abs(left_height - right_height) > 40, (left_height, right_height)
    colour = [round(c * 255) for c in layer["background"][:3]]
    slack = 2.5 / canvas_scale(run)
    H = expected.homography(*layer["size"], q)
    for u in (6, layer["size"][0] - 6):
        x, top = expected.project(H, u, 0)
        bottom = expected.project(H, u, layer["size"][1])[1]
        ys = [top - 30 + i * 0.5 for i in range(int((bottom - top + 60) / 0.5))]
        ys = [y for y in ys if 0 <= y <= scene["viewport"][1]]
        pixels = pixels_at(run, [(x, y) for y in ys])
        hits = [y for y, px in zip(ys, pixels) if max(abs(px[i] - colour[i]) for i in range(3)) <= 12]
        assert hits, f"no {role} background along x = {x:.1f}"
        if top > 0:
            assert abs(min(hits) - top) <= slack, (u, min(hits), top)
        if bottom < scene["viewport"][1]:
            assert abs(max(hits) - bottom) <= slack, (u, max(hits), bottom)


# ------------------------------------------------------------------------------------------
# The page on a laptop (issue #25): checks both suites run at the laptop window sizes.

LAPTOP_SIZES = [(1280, 657), (1440, 757), (1920, 937)]

SCREEN_FRACTION = """
const p = __preview, a = p[arguments[0] || 'toCanvas'](0, 0), b = p[arguments[0] || 'toCanvas'](0, p.device.height);
return (b.y - a.y) / devicePixelRatio / innerHeight;"""


def screen_fraction(run, to="toCanvas"):
    """The device's screen height as a fraction of the window's inner height."""
    return run(SCREEN_FRACTION, to)


# Every text the page shows (an element with a text node of its own, or a form field showing a
# value), visible and inside the window: its colour against the background it is drawn on —
# the element's and its ancestors' background colours composited, each colour multiplied by the
# opacity of the element and its ancestors. Disabled controls are left out (WCAG exempts
# inactive controls). Returns [{text, ratio, color, background, size}].
CONTRAST = r"""
const parse = (s) => {
  let m = s.match(/^rgba?\(([^)]+)\)$/);
  if (m) { const v = m[1].split(/[ ,/]+/).filter(Boolean).map(Number); return [v[0] / 255, v[1] / 255, v[2] / 255, v.length > 3 ? v[3] : 1]; }
  m = s.match(/^color\(srgb ([^)]+)\)$/);
  if (m) { const v = m[1].split(/[ /]+/).filter(Boolean).map(Number); return [v[0], v[1], v[2], v.length > 3 ? v[3] : 1]; }
  return null;
};
const over = (top, under) => { const a = top[3] + under[3] * (1 - top[3]); if (!a) return [0, 0, 0, 0];
  return [0, 1, 2].map((i) => (top[i] * top[3] + under[i] * under[3] * (1 - top[3])) / a).concat(a); };
const lum = (c) => { const f = (x) => (x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4); return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]); };
const out = [];
const fields = new Set(['SELECT', 'INPUT', 'TEXTAREA', 'OUTPUT']);
for (const el of document.querySelectorAll('body *')) {
  if (['SCRIPT', 'STYLE', 'CANVAS', 'svg', 'path', 'OPTION'].includes(el.tagName)) continue;
  const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
  const field = fields.has(el.tagName) && el.type !== 'range' && el.type !== 'checkbox' && el.type !== 'file' && (el.value || '').trim();
  if (!own && !field) continue;
  if (el.closest(':disabled, [hidden], .visually-hidden, [inert]')) continue;
  if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
  const r = el.getBoundingClientRect();
  if (r.width < 1 || r.height < 1 || r.bottom <= 0 || r.right <= 0 || r.top >= innerHeight || r.left >= innerWidth) continue;
  // A dialog's text lies on the dialog; anything else under an open modal dialog is not seen.
  const modal = document.querySelector('dialog[open]');
  if (modal && !modal.contains(el)) continue;
  // An ancestor's background is under the text only where its box is (a 1-px tick's is not
  // under its label beside it).
  const chain = [];
  let opacity = 1;
  const cx = (r.left + r.right) / 2, cy = (r.top + r.bottom) / 2;
  for (let e = el; e; e = e.parentElement) {
    const cs = getComputedStyle(e), b = e.getBoundingClientRect();
    opacity *= Number(cs.opacity);
    const under = e === document.documentElement || e === document.body || (cx >= b.left && cx <= b.right && cy >= b.top && cy <= b.bottom);
    if (under) chain.push(parse(cs.backgroundColor) || [0, 0, 0, 0]);
  }
  let bg = parse(getComputedStyle(document.documentElement).backgroundColor);
  if (!bg || bg[3] === 0) bg = parse(getComputedStyle(document.body).backgroundColor);
  for (let i = chain.length - 1; i >= 0; i--) bg = over(chain[i], bg);
  const cs = getComputedStyle(el);
  const fg = parse(cs.color);
  if (!fg) { out.push({ text: el.textContent.trim().slice(0, 40), ratio: 0, color: cs.color, background: String(bg), size: cs.fontSize }); continue; }
  const seen = over([fg[0], fg[1], fg[2], fg[3] * opacity], bg);
  const [l1, l2] = [lum(seen), lum(bg)].sort((x, y) => y - x);
  out.push({ text: (field ? el.value : el.textContent).trim().slice(0, 40), tag: el.tagName, cls: el.className && String(el.className),
             ratio: (l1 + 0.05) / (l2 + 0.05), color: cs.color, background: bg.map((x) => x.toFixed(3)).join(','), size: cs.fontSize });
}
return out;"""


def low_contrast(run, minimum=4.5):
    """The visible texts under `minimum`:1 contrast, and how many texts were measured."""
    texts = run(CONTRAST)
    return [t for t in texts if t["ratio"] < minimum], len(texts)


# The boxes of the page's regions, to see whether anything moved.
REGIONS = """
return Object.fromEntries(['.topbar', '.stage-title', '.stage-toolbar', '#stage', '#preview', '.transport', '.transport-bar', '#timeline', '#catalog', '#panel']
  .map((s) => { const r = document.querySelector(s).getBoundingClientRect(); return [s, [r.left, r.top, r.width, r.height]]; }));"""


PANES = {  # each tab of the tool panel and a control that must be in view when it is shown
    "sec-params": ".param",
    "sec-compare": ".compare-controls button[data-mode='split']",
    "sec-timing": ".curve-canvas",
    "sec-inspector": ".layer-list",
    "sec-gesture": ".gesture-tools .btn",
}

PANE_IN_VIEW = """
const [pane, selector] = arguments;
document.getElementById(pane + '-tab').click();
const tab = document.getElementById(pane + '-tab').getBoundingClientRect();
const el = document.querySelector('#' + pane + ' ' + selector);
if (!el || document.getElementById(pane).hidden) return {shown: false};
const r = el.getBoundingClientRect(), panel = document.getElementById('panel').getBoundingClientRect();
return {shown: true, tab: [tab.left, tab.top, tab.right, tab.bottom], rect: [r.left, r.top, r.right, r.bottom],
        panel: [panel.left, panel.top, panel.right, panel.bottom], scrollTop: document.getElementById(pane).scrollTop,
        window: [innerWidth, innerHeight]};"""


def check_panes_in_view(run):
    """Every tool tab is in the window, and showing it puts its main control in view without
    scrolling anything."""
    for pane, selector in PANES.items():
        got = run(PANE_IN_VIEW, pane, selector)
        assert got["shown"], f"{pane}: {selector} is not shown"
        w, h = got["window"]
        for box, what in ((got["tab"], "tab"), (got["rect"], selector)):
            assert 0 <= box[0] and box[2] <= w and 0 <= box[1] and box[3] <= h, f"{pane}: the {what} is outside the window: {box}"
        assert got["rect"][1] >= got["panel"][1] and got["rect"][3] <= got["panel"][3], f"{pane}: {selector} is below the panel's fold"
        assert got["scrollTop"] == 0


COLUMNS_OPEN = "const c = document.getElementById('app').classList; return !c.contains('catalog-collapsed') && !c.contains('panel-collapsed')"

TRANSPORT_ROW = """
const cut = (e) => e.scrollWidth > e.clientWidth;
const hints = document.querySelector('.shortcut-hints'), hint = document.querySelector('.status-line .hint');
const row = document.querySelector('.transport-row').getBoundingClientRect();
const kbd = [...hints.querySelectorAll('kbd')].filter((k) => k.checkVisibility()).map((k) => k.textContent);
const inRow = [...hints.querySelectorAll('kbd')].every((k) => { const r = k.getBoundingClientRect(); return r.left >= row.left && r.right <= row.right + 0.5; });
return {hintsCut: cut(hints), kbd, inRow, compact: hints.classList.contains('compact'),
        hintShown: !hint.hidden, hintCut: cut(hint.lastChild), hintText: hint.lastChild.textContent, hintTitle: hint.title};"""


def check_transport_row(run, hint_whole=True):
    """The main shortcuts beside the transport are whole (their keys at least, inside the row),
    and the gesture's hint is whole (or, `hint_whole` False, carries its text in its title)."""
    # The hints fit themselves a frame after a change.
    wait_for(run, "return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))", 5)
    got = run(TRANSPORT_ROW)
    assert not got["hintsCut"] and got["inRow"], f"the shortcut hints are cut: {got}"
    assert got["kbd"] == ["Space", "←", "→", "?"], got
    if got["hintShown"]:
        assert got["hintTitle"] == got["hintText"], got
        if hint_whole:
            assert not got["hintCut"], f"the gesture hint is cut: {got}"
    return got


def scene_keys(fragment):
    """What in a fragment asks for a scene of its own (entry, operation, device, parameters)
    rather than a place in it."""
    pairs = (pair.partition("=") for pair in fragment.lstrip("#").split("&") if pair)
    return {key: value for key, _, value in pairs if key in ("entry", "op", "device") or key.startswith("param.")}


def change_fragment(run, wait, fragment):
    """Sets the open page's #fragment, as a pasted link does; when it asks for another scene,
    waits until that scene has replaced the last one, so a frame of the last scene cannot pass
    for the new one. `run` runs a script body with arguments, `wait` polls one."""
    another_scene = scene_keys(run("return location.hash")) != scene_keys(fragment)
    run("window.__sceneBefore = window.__preview.scene; location.hash = arguments[0]; return true", fragment.lstrip("#"))
    if another_scene:
        wait("return window.__preview.scene !== window.__sceneBefore")
