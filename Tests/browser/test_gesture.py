"""Live gestures with real pointer drags: the zoom's pull-down dismissal finishes or cancels as
the engine decides, the page says which, and the last gesture saves and replays as a trace."""

import json
import time
from pathlib import Path

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from conftest import console_problems, open_page, settle, wait_for
from test_rendering import check_frame_pixels


def pointer_at(driver, point, duration=10):
    """An action chain with the pointer over a device point of the canvas, not pressed yet
    (selenium offsets from the element's centre, in CSS pixels)."""
    canvas = driver.find_element(By.ID, "preview")
    width, height = driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.width, r.height]", canvas)
    dpr = driver.execute_script("return window.devicePixelRatio")
    p = driver.execute_script("return __preview.toCanvas(arguments[0], arguments[1])", point[0], point[1])
    return ActionChains(driver, duration=duration).move_to_element_with_offset(
        canvas, int(p["x"] / dpr - width / 2), int(p["y"] / dpr - height / 2))


def drag(driver, start, moves, pause=0.02):
    """A pointer drag on the canvas from a device point through CSS-pixel offsets."""
    chain = pointer_at(driver, start).click_and_hold()
    for dx, dy in moves:
        chain.move_by_offset(dx, dy).pause(pause)
    chain.release().perform()


def detail_photo_centre(scene, frame):
    roles = {l["id"]: l["role"] for l in scene["layers"]}
    photo = next(l for l in reversed(frame["layers"]) if roles[l["id"]] in ("transitionImage", "photo") and l["opacity"] > 0)
    q = photo["quad"]
    return (q[0] + q[4]) / 2, (q[1] + q[5]) / 2


def device(catalog):
    return next(d for d in catalog["devices"] if d["default"])


def test_pulling_the_photo_down_dismisses_it(driver, server, catalog):
    got = open_page(driver, server, "#entry=zoom&op=dismiss&p=0", {"entry": "zoom", "operation": "dismiss", "progress": 0})
    drag(driver, detail_photo_centre(got["scene"], got["frame"]), [(0, 16)] * 16)
    wait_for(driver, "return __preview.playback.state === 'finished'")
    state = driver.execute_script("return __preview.playback")
    assert state["transitionWasCancelled"] is False and state["phase"] == "completed"
    assert "finished" in driver.find_element(By.CSS_SELECTOR, ".banner").text
    scene = driver.execute_script("return __preview.scene")
    assert scene["live"] is True
    assert any(m["kind"] == "interactionEnd" and m["label"] == "released: finish" for m in scene["markers"])
    got = settle(driver)
    # The grid is back: every checkable point is what the last frame says (photo cells).
    roles = {l["id"]: l["role"] for l in got["scene"]["layers"]}
    assert "transitionImage" not in [roles[l["id"]] for l in got["frame"]["layers"] if l["opacity"] > 0]
    assert sum(roles[l["id"]] == "photoCell" for l in got["frame"]["layers"]) >= 12
    check_frame_pixels(driver, got["scene"], got["frame"], device(catalog))
    trace = driver.execute_script("return __preview.lastTrace")
    assert trace[0]["phase"] == "began" and trace[0]["t"] == 0 and trace[-1]["phase"] == "ended"
    assert all(b["t"] >= a["t"] for a, b in zip(trace, trace[1:]))
    assert trace[-1]["y"] - trace[0]["y"] > 200  # device points, not CSS pixels
    assert console_problems(driver) == []


def test_a_short_drag_released_upwards_cancels(driver, server, catalog):
    got = open_page(driver, server, "#entry=zoom&op=dismiss&p=0", {"entry": "zoom", "operation": "dismiss", "progress": 0})
    before = got["frame"]
    drag(driver, detail_photo_centre(got["scene"], got["frame"]), [(0, 10)] * 4 + [(0, -12)] * 6)
    wait_for(driver, "return __preview.playback.state === 'cancelled'")
    assert driver.execute_script("return __preview.playback.transitionWasCancelled") is True
    assert "cancelled" in driver.find_element(By.CSS_SELECTOR, ".banner").text
    # The pointer rested on the detail's photo before the press: the page highlights the layer it
    # hovers, and the photo is on screen again. Move away so the pixels are the frame's alone.
    ActionChains(driver).move_to_element(driver.find_element(By.CSS_SELECTOR, ".banner")).perform()
    wait_for(driver, "return __preview.hoverId === null")
    got = settle(driver)
    check_frame_pixels(driver, got["scene"], got["frame"], device(catalog))
    # Back on the detail photo: the centre of the screen is the photo again.
    roles = {l["id"]: l["role"] for l in got["scene"]["layers"]}
    on_top = [roles[l["id"]] for l in got["frame"]["layers"] if l["opacity"] > 0]
    assert "photo" in on_top and "transitionImage" not in on_top
    # The photo page's own pan starts the dismissal, so before the drag the photo is on screen.
    photo_then = next(l for l in before["layers"] if roles.get(l["id"]) == "photo")
    photo_now = next(l for l in got["frame"]["layers"] if roles[l["id"]] == "photo")
    assert all(abs(a - b) < 0.5 for a, b in zip(photo_then["quad"], photo_now["quad"]))
    assert console_problems(driver) == []


def test_the_last_gesture_saves_as_a_trace_and_replays(driver, server, tmp_path):
    driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(tmp_path)})
    got = open_page(driver, server, "#entry=zoom&op=dismiss&p=0", {"entry": "zoom", "operation": "dismiss", "progress": 0})
    drag(driver, detail_photo_centre(got["scene"], got["frame"]), [(0, 14)] * 14)
    wait_for(driver, "return __preview.playback.state === 'finished'")
    live_end = driver.execute_script("return __preview.scene.endTime")
    driver.find_element(By.XPATH, "//button[normalize-space()='Save trace']").click()
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and not list(tmp_path.glob("*.json")):
        time.sleep(0.1)
    path = next(tmp_path.glob("*.json"))
    trace = json.loads(path.read_text())
    assert trace[0] == {**trace[0], "t": 0, "phase": "began"} and set(trace[0]) == {"t", "phase", "x", "y"}
    driver.find_element(By.ID, "trace-file").send_keys(str(path))
    wait_for(driver, "return __preview.scene.recorded === true && __preview.playback.state !== 'running'")
    recorded = driver.execute_script("return __preview.scene")
    assert recorded["interactive"] and recorded["operation"] == "dismiss"
    assert any(m["kind"] == "interactionEnd" for m in recorded["markers"])
    # The same samples give the same run, up to the real-time tail of the live one.
    assert abs(recorded["endTime"] - live_end) < 0.05
    assert console_problems(driver) == []
