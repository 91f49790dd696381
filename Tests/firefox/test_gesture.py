"""In Firefox: a real mouse drag (Pointer Events) drives the zoom's pull-down dismissal; the
page shows whether the engine finished or cancelled it."""

from conftest import open_page, settle, wait_for
from test_page import check_frame_pixels


def photo_centre_in_viewport(browser, scene, frame):
    """The detail photo's centre, in viewport CSS pixels."""
    roles = {l["id"]: l["role"] for l in scene["layers"]}
    photo = next(l for l in reversed(frame["layers"]) if roles[l["id"]] in ("transitionImage", "photo") and l["opacity"] > 0)
    q = photo["quad"]
    return browser.run("""
const c = document.getElementById('preview'), r = c.getBoundingClientRect(), p = __preview.toCanvas(arguments[0], arguments[1]);
return [r.left + p.x * r.width / c.width, r.top + p.y * r.height / c.height];""", (q[0] + q[4]) / 2, (q[1] + q[5]) / 2)


def drag_from(browser, start, moves):
    x, y = start
    points = [(x, y)]
    for dx, dy in moves:
        x, y = x + dx, y + dy
        points.append((x, y))
    browser.drag(points, step_ms=20)


def test_pulling_the_photo_down_dismisses_it(browser, server, device):
    got = open_page(browser, server, "#entry=zoom&op=dismiss&p=0", {"entry": "zoom", "operation": "dismiss", "progress": 0})
    drag_from(browser, photo_centre_in_viewport(browser, got["scene"], got["frame"]), [(0, 16)] * 16)
    wait_for(browser, "return __preview.playback.state === 'finished'")
    playback = browser.run("return __preview.playback")
    assert playback["transitionWasCancelled"] is False and playback["phase"] == "completed"
    assert "finished" in browser.run("return document.querySelector('.banner').textContent")
    got = settle(browser)
    roles = {l["id"]: l["role"] for l in got["scene"]["layers"]}
    assert "transitionImage" not in [roles[l["id"]] for l in got["frame"]["layers"] if l["opacity"] > 0]
    check_frame_pixels(browser, got["scene"], got["frame"], device)
    trace = browser.run("return __preview.lastTrace")
    assert trace[0]["phase"] == "began" and trace[-1]["phase"] == "ended"
    assert trace[-1]["y"] - trace[0]["y"] > 200  # device points
    assert browser.console_problems() == []


def test_a_short_drag_released_upwards_cancels(browser, server, device):
    got = open_page(browser, server, "#entry=zoom&op=dismiss&p=0", {"entry": "zoom", "operation": "dismiss", "progress": 0})
    drag_from(browser, photo_centre_in_viewport(browser, got["scene"], got["frame"]), [(0, 10)] * 4 + [(0, -12)] * 6)
    wait_for(browser, "return __preview.playback.state === 'cancelled'")
    assert browser.run("return __preview.playback.transitionWasCancelled") is True
    assert "cancelled" in browser.run("return document.querySelector('.banner').textContent")
    # The pointer rested on the detail's photo before the press, and the page highlights the
    # layer it hovers: move off the canvas (the top-left corner of the page) before the pixels.
    browser.perform([{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"},
                      "actions": [{"type": "pointerMove", "x": 2, "y": 2}]}])
    wait_for(browser, "return __preview.hoverId === null")
    got = settle(browser)
    roles = {l["id"]: l["role"] for l in got["scene"]["layers"]}
    on_top = [roles[l["id"]] for l in got["frame"]["layers"] if l["opacity"] > 0]
    assert "photo" in on_top and "transitionImage" not in on_top
    check_frame_pixels(browser, got["scene"], got["frame"], device)
    assert browser.console_problems() == []
