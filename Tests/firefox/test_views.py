"""In Firefox: the exploded view orbits and zooms with real mouse input and still hit-tests the
planes; A | B side by side shows each set's frame at the same time; a live gesture survives a
reload through the URL."""

import json
import subprocess

from conftest import BINARY, canvas_digest, open_page, pagechecks, settle, wait_for
from test_gesture import drag_from, photo_centre_in_viewport


def canvas_point(browser, x, y):
    """Canvas backing-store pixel → viewport CSS pixel."""
    return browser.run("const c = document.getElementById('preview'), r = c.getBoundingClientRect();"
                       " return [r.left + arguments[0] * r.width / c.width, r.top + arguments[1] * r.height / c.height];", x, y)


def inside(quad, x, y):
    signs = [(quad[(2 * i + 2) % 8] - quad[2 * i]) * (y - quad[2 * i + 1]) - (quad[(2 * i + 3) % 8] - quad[2 * i + 1]) * (x - quad[2 * i]) for i in range(4)]
    return all(s > 0 for s in signs) or all(s < 0 for s in signs)


def test_exploded_view_orbits_zooms_and_hit_tests(browser, server):
    got = open_page(browser, server, "#entry=zoom&op=dismiss&p=0.5", {"entry": "zoom"})
    browser.press("e")
    wait_for(browser, "return __preview.exploded && __preview.drawnSeq === __preview.frame.seq && __preview.placedQuads.length > 0")
    size = browser.run("const c = document.getElementById('preview'); return [c.width, c.height]")
    before, camera, digest = browser.run("return __preview.placedQuads"), browser.run("return __preview.camera"), canvas_digest(browser)
    xs = [v for g in before for v in g["quad"][0::2]]
    ys = [v for g in before for v in g["quad"][1::2]]
    assert min(xs) >= 0 and min(ys) >= 0 and max(xs) <= size[0] and max(ys) <= size[1]
    cx, cy = canvas_point(browser, size[0] / 2, size[1] / 2)
    drag_from(browser, (cx, cy), [(30, -10)] * 4)
    wait_for(browser, f"return Math.abs(__preview.camera.yaw - {camera['yaw']}) > 20")
    browser.run("return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))")
    after = browser.run("return __preview.placedQuads")
    assert max(abs(a - b) for g, h in zip(before, after) for a, b in zip(g["quad"], h["quad"])) > 20
    assert canvas_digest(browser) != digest and browser.run("return __preview.selectedId") is None
    # Hover then click the plane whose centre no later plane covers.
    opacity = {l["id"]: l["opacity"] for l in got["frame"]["layers"]}
    visible = [g for g in after if opacity.get(g["id"], 0) > 0.001]
    target = None
    for n, g in enumerate(visible):
        q = g["quad"]
        x, y = sum(q[0::2]) / 4, sum(q[1::2]) / 4
        if inside(q, x, y) and not any(inside(h["quad"], x, y) for h in visible[n + 1:]):
            area = abs((q[4] - q[0]) * (q[7] - q[3]) - (q[6] - q[2]) * (q[5] - q[1]))
            if target is None or area > target[0]:
                target = (area, g["id"], x, y)
    _, layer_id, x, y = target
    px, py = canvas_point(browser, x, y)
    browser.perform([{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"},
                      "actions": [{"type": "pointerMove", "x": round(px), "y": round(py)}]}])
    wait_for(browser, f"return __preview.hoverId === {layer_id}")
    browser.perform([{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"},
                      "actions": [{"type": "pointerMove", "x": round(px), "y": round(py)}, {"type": "pointerDown", "button": 0}, {"type": "pointerUp", "button": 0}]}])
    wait_for(browser, f"return __preview.selectedId === {layer_id}")
    # A wheel turn zooms about the pointer and never scrolls the page.
    browser.perform([{"type": "wheel", "id": "wheel", "actions": [{"type": "scroll", "x": round(cx), "y": round(cy), "deltaX": 0, "deltaY": -300}]}])
    wait_for(browser, "return __preview.camera.zoom > 1.2")
    assert browser.run("return [window.scrollX, window.scrollY]") == [0, 0]
    assert browser.console_problems() == []


def test_a_and_b_side_by_side(browser, server, device):
    open_page(browser, server, "#entry=zoom&op=present&p=0", {"entry": "zoom"})
    browser.run("[...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Pin A').click()")
    browser.run("const f = document.querySelector('.param-number'); f.value = '1.5'; f.dispatchEvent(new Event('change'))")
    wait_for(browser, "return __preview.scene.parameters.duration === 1.5")
    browser.run("document.querySelector(\".compare-controls button[data-mode='split']\").click()")
    browser.run("return __preview.frameAt(0.25).then(() => true)")
    got = wait_for(browser, """
const p = __preview, a = p.compare.frame;
return a && p.drawnSeq === p.frame.seq && p.compare.drawnSeq === a.seq && Math.abs(a.time - p.frame.time) < 1e-6 && Math.abs(a.time - 0.25) < 1e-6
  && {a: {scene: p.compare.scene, frame: a}, b: {scene: p.scene, frame: p.frame}};""")
    cli = json.loads(subprocess.run([str(BINARY), "render", "zoom", "--operation", "present", "--time", "0.25", "--param", "duration=0.5", "--json"],
                                    check=True, capture_output=True, text=True).stdout)
    assert {l["id"]: l["quad"] for l in got["a"]["frame"]["layers"]} == {l["id"]: l["quad"] for l in cli["layers"]}
    assert got["a"]["frame"]["layers"] != got["b"]["frame"]["layers"]
    assert pagechecks.check_frame_pixels(browser.run, got["a"]["scene"], got["a"]["frame"], device, canvas="preview-a", to="toCanvasA") >= 40
    assert pagechecks.check_frame_pixels(browser.run, got["b"]["scene"], got["b"]["frame"], device) >= 40
    assert browser.console_problems() == []


def test_a_live_gesture_survives_a_reload(browser, server):
    got = open_page(browser, server, "#entry=zoom&op=dismiss&p=0", {"entry": "zoom", "operation": "dismiss", "progress": 0})
    drag_from(browser, photo_centre_in_viewport(browser, got["scene"], got["frame"]), [(0, 16)] * 16)
    wait_for(browser, "return __preview.playback.state === 'finished'")
    trace = browser.run("return __preview.lastTrace")
    wait_for(browser, "return location.hash.includes('&trace=1')")
    browser.reload()
    settle(browser, {"entry": "zoom", "operation": "dismiss"})
    wait_for(browser, "return __preview.scene.recorded === true && __preview.playback.state !== 'running'")
    assert browser.run("return __preview.replayTrace") == trace
    assert browser.console_problems() == []
