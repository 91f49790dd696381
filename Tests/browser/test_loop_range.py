"""The in/out range: set with the ruler's handles (real pointer drags) or B / N at the playhead,
kept in the URL, and playback loops inside it: no frame outside it is drawn while playing."""

import time

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from conftest import open_page, wait_for

# Collects the time of every frame the page takes (state.frame) while it plays.
RECORD = """
window.__times = [];
let last = __preview.frame; // only frames that come after this
window.__timer = setInterval(() => { const f = __preview.frame; if (f && f !== last) { last = f; __times.push(f.time); } }, 2);
"""


def drag_handle(driver, which, seconds, end_time):
    handle = driver.find_element(By.CSS_SELECTOR, f".range-{which}")
    ruler = driver.execute_script("const r = document.querySelector('.ruler').getBoundingClientRect(); return [r.left, r.width]")
    box = driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]", handle)
    target_x = ruler[0] + ruler[1] * seconds / end_time
    ActionChains(driver, duration=20).move_to_element(handle).click_and_hold() \
        .move_by_offset((target_x - box[0]) / 2, 0).move_by_offset((target_x - box[0]) / 2, 0).release().perform()


def record_playing(driver, seconds):
    driver.execute_script(RECORD)
    driver.find_element(By.TAG_NAME, "body").send_keys(" ")
    # Started: running, or (a short range on a slow machine) already past its first frame.
    wait_for(driver, "return __preview.playback.state === 'running' || window.__times.length > 0")
    time.sleep(seconds)
    return driver.execute_script("clearInterval(window.__timer); return window.__times")


def test_handles_set_a_range_that_playback_loops_within(driver, server):
    open_page(driver, server, "#entry=flip&op=present&p=0&loop=1", {"entry": "flip", "progress": 0})
    end = driver.execute_script("return __preview.scene.endTime")
    assert end == 0.6
    drag_handle(driver, "in", 0.2, end)
    drag_handle(driver, "out", 0.4, end)
    rng = wait_for(driver, "return __preview.range")
    assert abs(rng["in"] - 0.2) < 0.02 and abs(rng["out"] - 0.4) < 0.02, rng
    assert driver.execute_script("return __preview.frame.time") == 0, "dragging a handle does not scrub"
    wait_for(driver, f"return location.hash.includes('in={rng['in']}') && location.hash.includes('out={rng['out']}')")

    times = record_playing(driver, 2.0)
    driver.find_element(By.TAG_NAME, "body").send_keys(" ")
    outside = [t for t in times if t < rng["in"] - 1e-6 or t > rng["out"] + 1e-6]
    assert not outside, f"frames outside {rng} were drawn: {outside[:10]}"
    wraps = sum(1 for a, b in zip(times, times[1:]) if b < a)
    assert wraps >= 3, f"playback went round {wraps} times in 2 s of a {rng['out'] - rng['in']:.3f} s range: {times}"
    assert min(times) < rng["in"] + 0.02 and max(times) > rng["out"] - 0.04, (min(times), max(times))

    # The link restores the range; a double click on a handle clears it.
    url = driver.current_url
    open_page(driver, server, "#" + url.split("#", 1)[1].replace("p=", "p=0&x="), {"entry": "flip"})
    assert driver.execute_script("return __preview.range") == rng
    ActionChains(driver).double_click(driver.find_element(By.CSS_SELECTOR, ".range-in")).perform()
    wait_for(driver, "return __preview.range === null && !location.hash.includes('in=')")


def test_b_and_n_mark_the_playhead_and_without_loop_playback_stops_at_the_out_point(driver, server):
    open_page(driver, server, "#entry=flip&op=present&p=0", {"entry": "flip", "progress": 0})
    body = driver.find_element(By.TAG_NAME, "body")
    for _ in range(6):
        body.send_keys("\ue014")  # → one frame
    wait_for(driver, "return Math.abs(__preview.frame.time - 0.1) < 1e-6")
    body.send_keys("b")
    wait_for(driver, "return __preview.range && Math.abs(__preview.range.in - 0.1) < 1e-6")
    for _ in range(12):
        body.send_keys("\ue014")
    wait_for(driver, "return Math.abs(__preview.frame.time - 0.3) < 1e-6")
    body.send_keys("n")
    wait_for(driver, "return __preview.range && Math.abs(__preview.range.out - 0.3) < 1e-6")
    assert driver.execute_script("return __preview.range") == {"in": 0.1, "out": 0.3}

    # Loop off: play from the out point starts at the in point and stops at the out point.
    times = record_playing(driver, 1.0)
    assert driver.execute_script("return __preview.playback.state") != "running"
    assert all(0.1 - 1e-6 <= t <= 0.3 + 1e-6 for t in times), times
    assert times[-1] > 0.3 - 0.02, f"stopped before the out point: {times[-1]}"
    assert sum(1 for a, b in zip(times, times[1:]) if b < a) <= 1, "without loop it plays the range once"
    body.send_keys("B")  # Shift+B clears
    wait_for(driver, "return __preview.range === null")
