"""The page loads cleanly, lists the catalog, and draws exactly what the server sends."""

import json
import subprocess
import time

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

import pagechecks
from conftest import (BINARY, canvas_digest, console_problems, go_to, open_page, read_pixels, save_screenshot, show_fragment, show_tab,
                      to_canvas, wait_for)


def check_frame_pixels(driver, scene, frame, device):
    """Every unambiguous sample point of the screen has the colour the frame implies."""
    return pagechecks.check_frame_pixels(driver.execute_script, scene, frame, device)


def check_bezel(driver, device, colors):
    """Outside the screen, beside it: the bezel's colour."""
    outside = [(-7, device["height"] / 2), (device["width"] + 7, device["height"] / 3), (device["width"] / 2, device["height"] + 7)]
    for (x, y), px in zip(outside, read_pixels(driver, to_canvas(driver, outside))):
        assert max(abs(px[i] - colors["bezel"][i]) for i in range(3)) <= 3 and px[3] == 255, (x, y, px)


def test_page_loads_without_console_errors_and_lists_the_catalog(driver, server, catalog):
    open_page(driver, server)
    pagechecks.check_catalog_listing(driver.execute_script, catalog)
    assert console_problems(driver) == []


def catalog_entries():
    return json.loads(subprocess.run([str(BINARY), "list", "--json"], check=True, capture_output=True, text=True).stdout)["entries"]


@pytest.mark.parametrize("entry,operation", [(e["id"], op) for e in catalog_entries() for op in e["operations"]])
def test_canvas_matches_the_frames_at_start_and_end(driver, server, catalog, entry, operation):
    device = next(d for d in catalog["devices"] if d["default"])
    digests = []
    for progress in (0, 1):
        # The end through the hash of the open page (a seek), the start in a fresh document.
        show = go_to if progress else (lambda driver, fragment, expect: open_page(driver, server, fragment, expect))
        got = show(driver, f"#entry={entry}&op={operation}&p={progress}",
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
    got = show_fragment(driver, server, f"#entry={entry}&op={first}&p={progress}", {"entry": entry, "progress": progress})
    check_frame_pixels(driver, got["scene"], got["frame"], device)
    roles = {l["id"]: l["role"] for l in got["scene"]["layers"]}
    layer = next((l["id"] for l in reversed(got["frame"]["layers"]) if roles.get(l["id"]) == role), None)
    if layer is not None:  # the screenshot shows the inspector on an interesting layer
        show_tab(driver, "sec-inspector")
        driver.find_element(By.CSS_SELECTOR, f".layer-row[data-id='{layer}']").click()
        ActionChains(driver).move_to_element(driver.find_element(By.CSS_SELECTOR, ".brand")).perform()  # no hover
        wait_for(driver, f"return __preview.selectedId === {layer} && __preview.hoverId === null && __preview.drawnSeq === __preview.frame.seq")
        time.sleep(0.2)
    save_screenshot(driver, f"{entry}.png")
    assert console_problems(driver) == []


def test_flip_mid_rotation_is_a_trapezoid(driver, server, catalog):
    time_, angle, end = pagechecks.flip_time_at(BINARY, 40)
    assert 35 < abs(angle) < 45, angle
    progress = time_ / end
    got = open_page(driver, server, f"#entry=flip&op=present&p={progress:.6f}", {"entry": "flip", "progress": round(progress, 6)})
    scene, frame = got["scene"], got["frame"]
    pagechecks.check_trapezoid_edges(driver.execute_script, scene, frame)
    device = next(d for d in catalog["devices"] if d["default"])
    check_frame_pixels(driver, scene, frame, device)
    assert console_problems(driver) == []


@pytest.mark.parametrize("operation", ["present", "dismiss"])
def test_flip_frames_through_the_turn_match(driver, server, catalog, operation):
    """Both perspective paths (triangles, per-pixel columns near edge-on) against the frames."""
    device = next(d for d in catalog["devices"] if d["default"])
    open_page(driver, server, f"#entry=flip&op={operation}&p=0", {"entry": "flip", "operation": operation, "progress": 0})
    for progress in (0.08, 0.22, 0.3, 0.45, 0.62, 0.8):
        got = go_to(driver, f"#entry=flip&op={operation}&p={progress}", {"entry": "flip", "operation": operation, "progress": progress})
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
