"""Gestures in points you can feel (issue #25), at each laptop size in the shared Chromium: at
the fitted scale the page says what scale a drag runs at and how many points a pixel is (the
numbers the drag then uses), and with "gesture at device size" the touch leaves the view it
grabbed, so a ring is drawn where the touch is on the device."""

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from conftest import HEIGHT, WIDTH, open_page, read_pixels, set_inner_size, wait_for
from pagechecks import LAPTOP_SIZES
from test_gesture import pointer_at

BY_SIZE = pytest.mark.parametrize("size", LAPTOP_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")


def set_device_size(driver, on):
    if driver.execute_script("return __preview.view.gestureAtDeviceSize") != on:
        driver.find_element(By.ID, "gesture-device-size").click()
    assert driver.execute_script("return __preview.view.gestureAtDeviceSize") is on


@BY_SIZE
def test_the_page_says_the_gesture_scale_and_draws_the_touch_at_device_size(driver, server, size):
    set_inner_size(driver, *size)
    try:
        got = open_page(driver, server, "#entry=card&op=dismiss&p=0", {"entry": "card", "operation": "dismiss", "progress": 0})
        assert driver.execute_script("return innerWidth") == size[0]
        set_device_size(driver, False)
        view = driver.execute_script("return __preview.view")
        scale = view["scale"]
        assert view["zoom"] == "fit" and scale < 1, view
        # Under the pointer at the fitted scale: the note gives the scale and the points per pixel
        # the drag uses, as the zoom readout shows the scale.
        note = wait_for(driver, "const n = document.querySelector('.gesture-scale-note'); return n.checkVisibility() && n.textContent")
        assert note == f"Drag at {round(scale * 100)} % · 1 px = {1 / scale:.2f} pt", (note, scale)
        assert abs(view["gesturePointsPerPixel"] - 1 / scale) < 1e-9
        assert driver.find_element(By.CSS_SELECTOR, ".zoom-readout").text == f"{round(scale * 100)} %"
        set_device_size(driver, True)
        wait_for(driver, "return document.querySelector('.gesture-scale-note').textContent.includes('1:1')")
        assert driver.execute_script("return __preview.view.gesturePointsPerPixel") == 1

        # A held 40-px pull at device size: the touch is 40 pt below where it went down while
        # the pointer is over a point 40 / scale below (test_laptop.py checks both mappings) —
        # the finger has left the story — and a ring is drawn where the touch is.
        viewport = got["scene"]["viewport"]
        start = (viewport[0] / 2, viewport[1] * 0.45)
        chain = pointer_at(driver, start).click_and_hold()
        for _ in range(8):
            chain.move_by_offset(0, 5).pause(0.03)
        chain.perform()
        touch = wait_for(driver, "const t = __preview.touch, p = __preview; return t && p.drawnSeq === p.frame.seq && t")
        driver.execute_async_script("const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()))")
        assert driver.execute_script("return __preview.touch") == touch
        # Along each of four radii, the ring's stroke (2 px of 80 % rgb(20, 24, 32) at 11 px, over
        # whatever is under it) is somewhere between 9 and 13 px from the touch.
        radii = driver.execute_script("""
const c = __preview.toCanvas(arguments[0], arguments[1]), d = devicePixelRatio, out = [];
for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) for (let r = 9; r <= 13; r += 0.5) out.push([c.x + dx * r * d, c.y + dy * r * d]);
return out""", touch["x"], touch["y"])
        pixels = read_pixels(driver, radii)
        for i in range(4):
            darkest = min(max(rgba[:3]) for rgba in pixels[i * 9:(i + 1) * 9])
            assert darkest <= 0.2 * 255 + 0.8 * 32 + 2, f"no ring along radius {i}: {pixels[i * 9:(i + 1) * 9]}"
        ActionChains(driver, duration=10).release().perform()
        wait_for(driver, "const s = __preview.playback.state; return s === 'finished' || s === 'cancelled'")
        assert driver.execute_script("return __preview.touch") is None
        down = driver.execute_script("return __preview.lastTrace[0]")
        assert abs(touch["y"] - down["y"] - 40) < 0.51 and abs(touch["x"] - down["x"]) < 0.51, (touch, down)
        set_device_size(driver, False)
    finally:
        set_inner_size(driver, WIDTH, HEIGHT)
