"""Nothing covers what is being studied: during and after a gesture the status is outside the
device, the result is announced once, and toasts never overlap the device."""

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from conftest import inner_size, open_page, wait_for
from test_gesture import detail_photo_centre, drag, pointer_at

DEVICE_RECT = """
const p = window.__preview, c = document.getElementById('preview').getBoundingClientRect(), dpr = window.devicePixelRatio;
const a = p.toCanvas(0, 0), b = p.toCanvas(arguments[0], arguments[1]);
return [c.left + a.x / dpr, c.top + a.y / dpr, c.left + b.x / dpr, c.top + b.y / dpr];
"""


def intersects(r, d):
    return r["width"] > 0 and r["height"] > 0 and r["left"] < d[2] and r["right"] > d[0] and r["top"] < d[3] and r["bottom"] > d[1]


def rects(driver, selector):
    return driver.execute_script(
        "return [...document.querySelectorAll(arguments[0])].filter(e => !e.hidden && e.offsetParent !== null)"
        ".map(e => { const r = e.getBoundingClientRect(); return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height}; })",
        selector)


def test_no_overlay_covers_the_device_during_and_after_a_gesture(driver, server, catalog):
    device = next(d for d in catalog["devices"] if d["default"])
    got = open_page(driver, server, "#entry=zoom&op=dismiss&p=0", {"entry": "zoom", "operation": "dismiss", "progress": 0})
    screen = driver.execute_script(DEVICE_RECT, device["width"], device["height"])
    row_before = driver.execute_script("return document.querySelector('.transport-bar').getBoundingClientRect().height")
    # Mid-gesture: the status says a gesture is in progress, outside the stage.
    chain = pointer_at(driver, detail_photo_centre(got["scene"], got["frame"])).click_and_hold()
    for _ in range(6):
        chain.move_by_offset(0, 16).pause(0.02)
    chain.perform()
    status = driver.find_element(By.CSS_SELECTOR, ".banner")
    assert "in progress" in status.text
    assert not driver.execute_script("return document.getElementById('stage').contains(arguments[0])", status)
    for r in rects(driver, ".banner") + rects(driver, ".toast"):
        assert not intersects(r, screen), f"an overlay covers the device mid-gesture: {r} vs {screen}"
    row_now = driver.execute_script("return document.querySelector('.transport-bar').getBoundingClientRect().height")
    assert row_now == row_before, f"the status appearing changed its row's height: {row_before} → {row_now}"
    ActionChains(driver, duration=10).move_by_offset(0, 120).release().perform()
    wait_for(driver, "const s = __preview.playback.state; return s === 'finished' || s === 'cancelled'")
    wait_for(driver, "return /finished|cancelled/.test(document.querySelector('.banner').textContent)")
    # One announcement: the status line, and no toast about the gesture.
    assert driver.execute_script("return document.querySelectorAll('.toast').length") == 0
    for r in rects(driver, ".banner"):
        assert not intersects(r, screen)


def test_toasts_stay_off_the_device(driver, server, catalog):
    """At 1280×800, the common laptop size, where the old stage-corner toasts covered the phone."""
    device = next(d for d in catalog["devices"] if d["default"])
    with inner_size(driver, 1280, 800):
        open_page(driver, server, "#entry=flip&op=present&p=0.5", {"entry": "flip", "progress": 0.5})
        screen = driver.execute_script(DEVICE_RECT, device["width"], device["height"])
        driver.find_element(By.TAG_NAME, "body").send_keys("p")  # Pin A: a toast
        wait_for(driver, "return document.querySelectorAll('.toast').length > 0")
        toasts = rects(driver, ".toast")
        assert toasts and not any(intersects(r, screen) for r in toasts), f"{toasts} vs {screen}"
