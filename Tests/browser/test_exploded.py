"""The exploded view: the whole layer stack fits the canvas, a pointer drag orbits the camera
(the projection changes), the wheel zooms, and hover and click still hit the layer under the
pointer on the orbited planes."""

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import canvas_digest, console_problems, open_page, wait_for

DRAWN = "return __preview.exploded === true && __preview.drawnSeq === __preview.frame.seq"


def explode(driver):
    ActionChains(driver).send_keys("e").perform()
    wait_for(driver, DRAWN)
    driver.execute_script("return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")


def placed(driver):
    return driver.execute_script("return __preview.placedQuads")


def canvas_size(driver):
    return driver.execute_script("const c = document.getElementById('preview'); return [c.width, c.height, window.devicePixelRatio]")


def inside(quad, x, y):
    """Point in a convex quad (either winding)."""
    signs = []
    for i in range(4):
        ax, ay, bx, by = quad[2 * i], quad[2 * i + 1], quad[(2 * i + 2) % 8], quad[(2 * i + 3) % 8]
        signs.append((bx - ax) * (y - ay) - (by - ay) * (x - ax))
    return all(s > 0 for s in signs) or all(s < 0 for s in signs)


def move_to(driver, x, y, click=False):
    """Moves the mouse to canvas backing-store pixel (x, y)."""
    canvas = driver.find_element(By.ID, "preview")
    w, h, dpr = canvas_size(driver)
    chain = ActionChains(driver).move_to_element_with_offset(canvas, int(x / dpr - w / dpr / 2), int(y / dpr - h / dpr / 2))
    if click:
        chain.click()
    chain.perform()


def a_topmost_target(driver, frame):
    """A visible layer whose plane's centre no later plane covers: (id, x, y) in canvas pixels."""
    opacity = {l["id"]: l["opacity"] for l in frame["layers"]}
    quads = placed(driver)
    candidates = []
    for n, g in enumerate(quads):
        q = g["quad"]
        if opacity.get(g["id"], 0) <= 0.001:
            continue
        cx, cy = sum(q[0::2]) / 4, sum(q[1::2]) / 4
        if not inside(q, cx, cy) or any(inside(later["quad"], cx, cy) for later in quads[n + 1:] if opacity.get(later["id"], 0) > 0.001):
            continue
        area = abs((q[4] - q[0]) * (q[7] - q[3]) - (q[6] - q[2]) * (q[5] - q[1])) / 2
        candidates.append((area, g["id"], cx, cy))
    assert candidates, "no layer's centre is uncovered"
    _, layer_id, x, y = max(candidates)
    return layer_id, x, y


@pytest.mark.parametrize("fragment", ["#entry=zoom&op=dismiss&p=0.5", "#entry=flip&op=present&p=0.5", "#entry=card&op=present&p=0.6"])
def test_the_whole_stack_fits_the_canvas(driver, server, fragment):
    open_page(driver, server, fragment)
    explode(driver)
    width, height, _ = canvas_size(driver)
    quads = placed(driver)
    assert len(quads) >= 5
    xs = [v for g in quads for v in g["quad"][0::2]]
    ys = [v for g in quads for v in g["quad"][1::2]]
    assert min(xs) >= 0 and min(ys) >= 0 and max(xs) <= width and max(ys) <= height, \
        f"planes reach {min(xs):.0f}…{max(xs):.0f} × {min(ys):.0f}…{max(ys):.0f} in a {width}×{height} canvas"
    # Nothing hides under the view's controls floating over the stage.
    bar = driver.execute_script("const r = document.querySelector('.exploded-controls').getBoundingClientRect(), c = document.getElementById('preview').getBoundingClientRect(); return (r.bottom - c.top) * devicePixelRatio")
    assert min(ys) >= bar, f"the stack starts at {min(ys):.0f} px, under the controls (down to {bar:.0f} px)"
    # Fitted, not lost in a corner: the stack spans most of the canvas one way or the other.
    assert (max(xs) - min(xs)) > 0.6 * width or (max(ys) - min(ys)) > 0.6 * height
    # The spacing slider has a visible label.
    label = driver.find_element(By.CSS_SELECTOR, "label[for='exploded-spacing']")
    assert label.is_displayed() and "Spacing" in label.text
    assert console_problems(driver) == []


def test_orbit_and_zoom_change_the_projection_and_hover_and_click_still_hit(driver, server):
    got = open_page(driver, server, "#entry=zoom&op=dismiss&p=0.5", {"entry": "zoom"})
    explode(driver)
    before, digest, camera = placed(driver), canvas_digest(driver), driver.execute_script("return __preview.camera")
    # Orbit: drag from the middle of the canvas 120 px right and 40 px up.
    canvas = driver.find_element(By.ID, "preview")
    ActionChains(driver, duration=10).move_to_element(canvas).click_and_hold().move_by_offset(60, -20).pause(0.05) \
        .move_by_offset(60, -20).release().perform()
    wait_for(driver, f"return __preview.camera.yaw !== {camera['yaw']}")
    driver.execute_script("return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
    after = driver.execute_script("return __preview.camera")
    assert abs(after["yaw"] - camera["yaw"]) > 20 and abs(after["pitch"] - camera["pitch"]) > 5, after
    orbited = placed(driver)
    assert [g["id"] for g in orbited] == [g["id"] for g in before]
    moved = max(abs(a - b) for g, h in zip(before, orbited) for a, b in zip(g["quad"], h["quad"]))
    assert moved > 20, f"the planes moved at most {moved:.1f} px"
    assert canvas_digest(driver) != digest
    # The orbit drag was not a click: nothing got selected.
    assert driver.execute_script("return __preview.selectedId") is None
    # Hover and click hit the layer under the pointer on the orbited planes.
    layer_id, x, y = a_topmost_target(driver, got["frame"])
    move_to(driver, x, y)
    wait_for(driver, f"return __preview.hoverId === {layer_id}", message=f"hover did not find layer {layer_id}")
    move_to(driver, x, y, click=True)
    wait_for(driver, f"return __preview.selectedId === {layer_id}", message=f"click did not select layer {layer_id}")
    # Zoom: a wheel notch towards the viewer makes the planes bigger about the pointer.
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    span = lambda qs: max(v for g in qs for v in g["quad"][0::2]) - min(v for g in qs for v in g["quad"][0::2])
    ActionChains(driver).scroll_from_origin(ScrollOrigin.from_element(canvas), 0, -300).perform()
    wait_for(driver, "return __preview.camera.zoom > 1.2")
    driver.execute_script("return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
    assert span(placed(driver)) > 1.2 * span(orbited)
    assert driver.execute_script("return [window.scrollX, window.scrollY]") == [0, 0]
    # Reset view puts the default camera back.
    driver.find_element(By.XPATH, "//button[normalize-space()='Reset view']").click()
    wait_for(driver, f"return __preview.camera.yaw === {camera['yaw']} && __preview.camera.zoom === 1")
    assert console_problems(driver) == []
