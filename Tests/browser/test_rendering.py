"""The page loads cleanly, lists the catalog, and draws exactly what the server sends."""

import json
import math
import subprocess
import time

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from conftest import (BINARY, canvas_digest, console_problems, open_page, read_pixels, save_screenshot,
                      to_canvas, wait_for)
from expected import expected_color, homography, project, sample_points

TOLERANCE = 10  # per channel, 0…255: 8-bit compositing and the 256-px gradient texture


def check_frame_pixels(driver, scene, frame, device):
    """Every unambiguous sample point of the screen has the colour the frame implies."""
    viewport = scene["viewport"]
    scale = driver.execute_script("const a = __preview.toCanvas(0, 0), b = __preview.toCanvas(100, 0); return (b.x - a.x) / 100;")
    margin = 2.5 / scale  # two and a half canvas pixels from any edge, in points
    points = sample_points(viewport, device["cornerRadius"], margin)
    checks = [(p, expected_color(scene, frame, p[0], p[1], margin)) for p in points]
    checks = [(p, c) for p, c in checks if c is not None]
    pixels = read_pixels(driver, to_canvas(driver, [p for p, _ in checks]))
    bad = [(p, c, px) for (p, c), px in zip(checks, pixels) if max(abs(c[i] - px[i]) for i in range(3)) > TOLERANCE]
    assert len(checks) >= 40, f"only {len(checks)} checkable points"
    assert not bad, f"{len(bad)}/{len(checks)} points differ, e.g. " + "; ".join(
        f"at ({p[0]:.1f}, {p[1]:.1f}) expected {c} got {px[:3]}" for p, c, px in bad[:6])
    return len(checks)


def check_bezel(driver, device, colors):
    """Outside the screen, beside it: the bezel's colour."""
    outside = [(-7, device["height"] / 2), (device["width"] + 7, device["height"] / 3), (device["width"] / 2, device["height"] + 7)]
    for (x, y), px in zip(outside, read_pixels(driver, to_canvas(driver, outside))):
        assert max(abs(px[i] - colors["bezel"][i]) for i in range(3)) <= 3 and px[3] == 255, (x, y, px)


def test_page_loads_without_console_errors_and_lists_the_catalog(driver, server, catalog):
    open_page(driver, server)
    entries = driver.execute_script("""
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
    devices = driver.execute_script("return [...document.querySelectorAll('.device-select option')].map(o => o.value)")
    assert devices == [d["name"] for d in catalog["devices"]]
    assert driver.execute_script("return document.querySelector('.status').dataset.state") == "open"
    assert console_problems(driver) == []


def catalog_entries():
    return json.loads(subprocess.run([str(BINARY), "list", "--json"], check=True, capture_output=True, text=True).stdout)["entries"]


@pytest.mark.parametrize("entry,operation", [(e["id"], op) for e in catalog_entries() for op in e["operations"]])
def test_canvas_matches_the_frames_at_start_and_end(driver, server, catalog, entry, operation):
    device = next(d for d in catalog["devices"] if d["default"])
    digests = []
    for progress in (0, 1):
        got = open_page(driver, server, f"#entry={entry}&op={operation}&p={progress}",
                        {"entry": entry, "operation": operation, "progress": progress})
        colors = driver.execute_script("return __preview.colors")
        check_frame_pixels(driver, got["scene"], got["frame"], device)
        check_bezel(driver, device, colors)
        digests.append(canvas_digest(driver))
    assert digests[0] != digests[1], "the first and the last frame look the same"
    assert console_problems(driver) == []


# A moment that shows each transition well, and the layer to inspect in its screenshot.
SHOWCASE = {"zoom": (0.16, "transitionImage"), "flip": (0.55, "snapshot"), "scale-fade": (0.45, "to"),
            "snapshot-detail": (0.4, "imageSnapshot"), "crossfade": (0.5, "to")}


@pytest.mark.parametrize("entry", [e["id"] for e in catalog_entries()])
def test_mid_transition_matches_and_is_screenshotted(driver, server, catalog, entry):
    first = next(e for e in catalog["entries"] if e["id"] == entry)["operations"][0]
    progress, role = SHOWCASE.get(entry, (0.5, None))
    device = next(d for d in catalog["devices"] if d["default"])
    got = open_page(driver, server, f"#entry={entry}&op={first}&p={progress}", {"entry": entry, "progress": progress})
    check_frame_pixels(driver, got["scene"], got["frame"], device)
    roles = {l["id"]: l["role"] for l in got["scene"]["layers"]}
    layer = next((l["id"] for l in reversed(got["frame"]["layers"]) if roles.get(l["id"]) == role), None)
    if layer is not None:  # the screenshot shows the inspector on an interesting layer
        driver.find_element(By.CSS_SELECTOR, f".layer-row[data-id='{layer}']").click()
        ActionChains(driver).move_to_element(driver.find_element(By.CSS_SELECTOR, ".brand")).perform()  # no hover
        wait_for(driver, f"return __preview.selectedId === {layer} && __preview.hoverId === null && __preview.drawnSeq === __preview.frame.seq")
        time.sleep(0.2)
    save_screenshot(driver, f"{entry}.png")
    assert console_problems(driver) == []


def flip_time_at(angle_degrees):
    """The time at which the flip's from-view is turned closest to `angle_degrees` (CLI export)."""
    out = subprocess.run([str(BINARY), "export", "flip", "--operation", "present", "--format", "json", "--fps", "240", "-o", "-"],
                         check=True, capture_output=True, text=True).stdout
    data = json.loads(out)
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


def test_flip_mid_rotation_is_a_trapezoid(driver, server, catalog):
    time_, angle, end = flip_time_at(40)
    assert 35 < abs(angle) < 45, angle
    progress = time_ / end
    got = open_page(driver, server, f"#entry=flip&op=present&p={progress:.6f}", {"entry": "flip", "progress": round(progress, 6)})
    scene, frame = got["scene"], got["frame"]
    from_id = next(l["id"] for l in scene["layers"] if l["role"] == "from")
    layer = next(l for l in frame["layers"] if l["id"] == from_id)
    q = layer["quad"]
    left_height, right_height = abs(q[7] - q[1]), abs(q[5] - q[3])
    assert abs(left_height - right_height) > 40, (left_height, right_height)
    blue = [round(c * 255) for c in layer["background"][:3]]
    # Along a column just inside each vertical edge, the from-view's blue spans exactly the
    # height its quad gives there: the top and bottom edges are slanted lines.
    H = homography(*layer["size"], q)
    for u in (6, layer["size"][0] - 6):
        x, _ = project(H, u, 0)
        top_expected = project(H, u, 0)[1]
        bottom_expected = project(H, u, layer["size"][1])[1]
        ys = [top_expected - 30 + i * 0.5 for i in range(int((bottom_expected - top_expected + 60) / 0.5))]
        ys = [y for y in ys if 0 <= y <= scene["viewport"][1]]
        pixels = read_pixels(driver, to_canvas(driver, [(x, y) for y in ys]))
        hits = [y for y, px in zip(ys, pixels) if max(abs(px[i] - blue[i]) for i in range(3)) <= 12]
        assert hits, f"no from-view blue along x = {x:.1f}"
        scale = driver.execute_script("const a = __preview.toCanvas(0, 0), b = __preview.toCanvas(100, 0); return (b.x - a.x) / 100;")
        slack = 2.5 / scale
        if top_expected > 0:
            assert abs(min(hits) - top_expected) <= slack, (u, min(hits), top_expected)
        if bottom_expected < scene["viewport"][1]:
            assert abs(max(hits) - bottom_expected) <= slack, (u, max(hits), bottom_expected)
    device = next(d for d in catalog["devices"] if d["default"])
    check_frame_pixels(driver, scene, frame, device)
    assert console_problems(driver) == []


@pytest.mark.parametrize("operation", ["present", "dismiss"])
def test_flip_frames_through_the_turn_match(driver, server, catalog, operation):
    """Both perspective paths (triangles, per-pixel columns near edge-on) against the frames."""
    device = next(d for d in catalog["devices"] if d["default"])
    for progress in (0.08, 0.22, 0.3, 0.45, 0.62, 0.8):
        got = open_page(driver, server, f"#entry=flip&op={operation}&p={progress}", {"entry": "flip", "operation": operation, "progress": progress})
        check_frame_pixels(driver, got["scene"], got["frame"], device)
    assert console_problems(driver) == []


def test_perspective_subdivision_is_within_half_a_pixel(driver, server):
    """For every textured layer in perspective, in every flip frame at 120 fps, at 1×, 1.5× and
    2× the page's scale: either the column path applies (exact at pixel centres) or the
    triangle grid's largest deviation from the true projective map, found by brute force at
    28 points per triangle, is under half a pixel."""
    open_page(driver, server, "#entry=flip&op=present&p=0")
    frames = []
    for operation in ("present", "dismiss"):
        data = json.loads(subprocess.run([str(BINARY), "export", "flip", "--operation", operation, "--fps", "120",
                                          "--format", "json", "-o", "-"], check=True, capture_output=True, text=True).stdout)
        frames += [{"layers": [{k: l[k] for k in ("id", "quad", "size", "clip", "masksToBounds", "content")} for l in f["layers"]]}
                   for f in data["frames"]]
    result = driver.execute_async_script("""
const [frames, done] = arguments;
import('/js/perspective.js').then((P) => {
  const base = __preview.toCanvas(1, 0).x - __preview.toCanvas(0, 0).x;
  const fake = {save() {}, restore() {}, setTransform() {}, beginPath() {}, moveTo() {}, lineTo() {}, closePath() {}, clip() {}, drawImage() {}};
  let worst = 0, columns = 0, triangles = 0;
  for (const ppp of [base, base * 1.5, base * 2]) {
    for (const f of frames) {
      const byId = new Map(f.layers.map((l) => [l.id, l]));
      for (const L of f.layers) {
        if (!L.content) continue;
        const [w, h] = L.size, H = P.homography(w, h, L.quad);
        if (!H || P.isAffine(H, w, h)) continue;
        const r = P.visibleRect(H, w, h, L.clip.map((id) => byId.get(id).quad).concat(L.masksToBounds ? [L.quad] : []));
        if (!r) continue;
        const tol = 0.4 / ppp, [nu, nv, err] = P.gridFor(H, r, tol, 1 / ppp);
        if (P.drawColumns(fake, H, r, null, [1, 0, 0, 1, 0, 0], [ppp, 0, 0, ppp, 0, 0], err <= tol ? 2 * nu * nv : 4096) >= 0) { columns++; continue; }
        triangles++;
        const du = (r.u1 - r.u0) / nu, dv = (r.v1 - r.v0) / nv, at = (u, v) => P.project(H, u, v);
        for (let i = 0; i < nu; i++) for (let j = 0; j < nv; j++) {
          const u0 = r.u0 + i * du, v0 = r.v0 + j * dv, u1 = u0 + du, v1 = v0 + dv;
          for (const t of [[[u0, v0], [u1, v0], [u1, v1]], [[u0, v0], [u1, v1], [u0, v1]]]) {
            const m = P.triangleAffine(t[0], t[1], t[2], at(...t[0]), at(...t[1]), at(...t[2]));
            if (!m) continue;
            for (let a = 0; a <= 6; a++) for (let b = 0; b <= 6 - a; b++) {
              const c = 6 - a - b, u = (a * t[0][0] + b * t[1][0] + c * t[2][0]) / 6, v = (a * t[0][1] + b * t[1][1] + c * t[2][1]) / 6;
              const p = at(u, v);
              worst = Math.max(worst, Math.hypot(m[0] * u + m[2] * v + m[4] - p[0], m[1] * u + m[3] * v + m[5] - p[1]) * ppp);
            }
          }
        }
      }
    }
  }
  done({worst, columns, triangles});
}).catch((e) => done({error: String(e)}));
""", frames)
    assert "error" not in result, result
    assert result["triangles"] > 50 and result["columns"] > 50, result
    assert result["worst"] < 0.5, result
