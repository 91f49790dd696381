"""The page on a laptop (issue #25): at the inner window sizes of 13- to 24-inch laptops the
device is large, every tool is one glance away, the same hand movement gives the same gesture,
dialogs close with Esc, every text is readable, and nothing moves when the welcome ends."""

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import pagechecks
from conftest import HEIGHT, WIDTH, fresh, open_page, save_screenshot, set_inner_size, settle, wait_for
from pagechecks import LAPTOP_SIZES
from test_gesture import detail_photo_centre, pointer_at

FIRST_VISIT = "const p = window.__preview; return !!(p && p.scene && p.frame && p.drawnSeq === p.frame.seq && p.welcoming)"


def first_visit(driver, server):
    """The page as a first visit shows it: no selection in the URL, nothing remembered."""
    driver.get(server.url)
    driver.execute_script("localStorage.clear()")
    driver.get(fresh(server.url))
    wait_for(driver, FIRST_VISIT)


@pytest.fixture(scope="module", params=LAPTOP_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def laptop(request, driver):
    """The shared Chromium at a laptop's inner size: the size is the same metrics override a
    launch at that size sets (make_driver), without a launch per size (docs/performance.md,
    "Fewer fresh page loads")."""
    set_inner_size(driver, *request.param)
    yield driver
    driver.execute_script("localStorage.clear()")
    set_inner_size(driver, WIDTH, HEIGHT)


def test_the_device_screen_is_at_least_60_percent_of_the_window(laptop, server):
    first_visit(laptop, server)
    fraction = pagechecks.screen_fraction(laptop.execute_script)
    width = laptop.execute_script("return innerWidth")
    save_screenshot(laptop, f"laptop-{width}.png")
    assert fraction >= 0.6, f"the screen is {fraction:.3f} of the window's height"
    # The document fits the window: nothing to scroll.
    sizes = laptop.execute_script("return [document.scrollingElement.scrollHeight, innerHeight, document.scrollingElement.scrollWidth, innerWidth]")
    assert sizes[0] <= sizes[1] and sizes[2] <= sizes[3], sizes


def test_every_tool_is_in_view_without_scrolling(laptop, server):
    open_page(laptop, server, "#entry=card&op=dismiss&p=0.5", {"entry": "card", "operation": "dismiss"})
    pagechecks.check_panes_in_view(laptop.execute_script)
    # Both side columns open and a gesture hint: the main shortcuts and the hint are whole.
    assert laptop.execute_script(pagechecks.COLUMNS_OPEN) is True
    row = pagechecks.check_transport_row(laptop.execute_script)
    assert row["hintShown"] and row["compact"] == (laptop.execute_script("return innerWidth") == 1280), row
    # Compare and Copy as Swift are in the toolbar, whole and inside the window.
    for text in ("Compare", "Copy as Swift"):
        button = laptop.find_element(By.XPATH, f"//div[@id='stage-toolbar']//button[normalize-space()='{text}']")
        box = laptop.execute_script("const r = arguments[0].getBoundingClientRect(), t = arguments[0].closest('.toolbar-controls').getBoundingClientRect();"
                                    "return [r.left, r.right, t.right, innerWidth]", button)
        assert box[1] <= box[2] and box[1] <= box[3], f"{text} is cut: {box}"
    # The toolbar's Compare shows the Compare tab.
    laptop.find_element(By.ID, "sec-params-tab").click()
    laptop.find_element(By.XPATH, "//div[@id='stage-toolbar']//button[normalize-space()='Compare']").click()
    assert laptop.find_element(By.ID, "sec-compare").is_displayed()


def test_side_by_side_shows_two_large_devices(laptop, server):
    open_page(laptop, server, "#entry=zoom&op=present&p=0.5", {"entry": "zoom", "progress": 0.5})
    laptop.find_element(By.TAG_NAME, "body").send_keys("p")  # Pin A
    laptop.find_element(By.ID, "sec-compare-tab").click()
    laptop.find_element(By.CSS_SELECTOR, ".compare-controls button[data-mode='split']").click()
    wait_for(laptop, "const c = __preview.compare; return c.mode === 'split' && c.frame && c.drawnSeq === c.frame.seq")
    for to in ("toCanvas", "toCanvasA"):
        fraction = pagechecks.screen_fraction(laptop.execute_script, to)
        assert fraction >= 0.6, f"{to}: the screen is {fraction:.3f} of the window's height side by side"
    laptop.find_element(By.CSS_SELECTOR, ".compare-controls button[data-mode='off']").click()


def test_the_ipad_fits(laptop, server):
    open_page(laptop, server, "#entry=zoom&op=present&device=ipad&p=0.5", {"device": "ipad"})
    box, size = laptop.execute_script("const c = document.getElementById('preview').getBoundingClientRect(); return [__preview.view.deviceBox, [c.width, c.height]]")
    assert box["left"] >= 0 and box["top"] >= 0 and box["right"] <= size[0] and box["bottom"] <= size[1], (box, size)
    assert (box["bottom"] - box["top"]) / size[1] > 0.9, "the iPad does not use the stage's height"


def test_a_drag_at_100_percent_is_one_to_one(laptop, server):
    got = open_page(laptop, server, "#entry=zoom&op=dismiss&p=0", {"entry": "zoom", "operation": "dismiss", "progress": 0})
    laptop.find_element(By.XPATH, "//button[normalize-space()='100 %']").click()
    wait_for(laptop, "return __preview.view.zoom === 1")
    assert laptop.find_element(By.CSS_SELECTOR, ".zoom-readout").text == "100 %"
    assert "1:1" in laptop.find_element(By.CSS_SELECTOR, ".gesture-scale-note").text
    photo = detail_photo_centre(got["scene"], got["frame"])
    start = laptop.execute_script("const r = document.getElementById('preview').getBoundingClientRect(); return __preview.toDevice(r.width / 2, r.height / 2)")
    point = (photo[0], start["y"])
    chain = pointer_at(laptop, point).click_and_hold()
    for _ in range(10):
        chain.move_by_offset(0, 12).pause(0.02)
    chain.release().perform()
    wait_for(laptop, "const s = __preview.playback.state; return s === 'finished' || s === 'cancelled'")
    trace = laptop.execute_script("return __preview.lastTrace")
    assert abs((trace[-1]["y"] - trace[0]["y"]) - 120) < 0.51, trace[-1]
    assert abs(trace[-1]["x"] - trace[0]["x"]) < 0.51
    laptop.find_element(By.XPATH, "//button[normalize-space()='Fit']").click()
    wait_for(laptop, "return __preview.view.zoom === 'fit'")


def test_at_100_percent_the_wheel_pans_the_device(laptop, server):
    open_page(laptop, server, "#entry=flip&op=present&p=0.5", {"entry": "flip"})
    laptop.find_element(By.XPATH, "//button[normalize-space()='100 %']").click()
    wait_for(laptop, "return __preview.view.zoom === 1")
    before = laptop.execute_script("return __preview.toCanvas(0, 0)")
    canvas = laptop.find_element(By.ID, "preview")
    ActionChains(laptop).scroll_from_origin(ScrollOrigin.from_element(canvas), 0, 120).perform()
    wait_for(laptop, f"return __preview.toCanvas(0, 0).y < {before['y']} - 50")
    assert laptop.execute_script("return [scrollX, scrollY]") == [0, 0]
    # Zoom steps and the readout follow each other; Fit returns to the fitted scale.
    laptop.find_element(By.CSS_SELECTOR, "button[aria-label='Zoom out']").click()
    assert laptop.find_element(By.CSS_SELECTOR, ".zoom-readout").text == "75 %"
    laptop.find_element(By.XPATH, "//button[normalize-space()='Fit']").click()
    wait_for(laptop, "return __preview.view.zoom === 'fit'")
    scale = laptop.execute_script("return __preview.view.scale")
    assert laptop.find_element(By.CSS_SELECTOR, ".zoom-readout").text == f"{round(scale * 100)} %"


def drag_card_story(driver, device_size):
    """Pulls the card's story down 40 CSS px in 0.4 s; returns (translation in points, outcome)."""
    got = open_page(driver, driver.test_server, "#entry=card&op=dismiss&p=0", {"entry": "card", "operation": "dismiss", "progress": 0})
    on = driver.execute_script("return __preview.view.gestureAtDeviceSize")
    if on != device_size:
        driver.find_element(By.ID, "gesture-device-size").click()
    assert driver.execute_script("return __preview.view.gestureAtDeviceSize") == device_size
    frame = got["frame"]
    viewport = got["scene"]["viewport"]
    chain = pointer_at(driver, (viewport[0] / 2, viewport[1] * 0.45)).click_and_hold()
    for _ in range(10):
        chain.move_by_offset(0, 4).pause(0.04)
    if device_size:  # the dot shows where the touch is on the device
        chain.perform()
        touch = driver.execute_script("return __preview.touch")
        assert touch is not None
        chain = ActionChains(driver, duration=10)
    chain.release().perform()
    wait_for(driver, "const s = __preview.playback.state; return s === 'finished' || s === 'cancelled'")
    trace = driver.execute_script("return __preview.lastTrace")
    outcome = driver.execute_script("return __preview.playback.transitionWasCancelled ? 'cancelled' : 'finished'")
    assert frame is not None
    return trace[-1]["y"] - trace[0]["y"], outcome


def test_gesture_at_device_size_gives_the_same_points_at_every_window_size(driver, server):
    results = {}
    for width, height in (LAPTOP_SIZES[0], LAPTOP_SIZES[2]):
        set_inner_size(driver, width, height)
        driver.test_server = server
        try:
            results[("device", width)] = drag_card_story(driver, True)
            results[("pointer", width)] = drag_card_story(driver, False)
            results[("scale", width)] = driver.execute_script("return __preview.view.scale")
        finally:
            driver.execute_script("localStorage.clear()")
            set_inner_size(driver, WIDTH, HEIGHT)
    small, large = LAPTOP_SIZES[0][0], LAPTOP_SIZES[2][0]
    # At device size: the same 40 px are 40 points at both sizes, with the same outcome.
    assert abs(results[("device", small)][0] - 40) < 0.51 and abs(results[("device", large)][0] - 40) < 0.51, results
    assert results[("device", small)][1] == results[("device", large)][1], results
    # Under the pointer, the points follow the drawing scale (which is why the option exists).
    for width in (small, large):
        assert abs(results[("pointer", width)][0] - 40 / results[("scale", width)]) < 0.6, results
    assert results[("scale", small)] < results[("scale", large)]


def test_esc_closes_every_dialog(laptop, server):
    open_page(laptop, server, "#entry=flip&op=present&p=0.5", {"entry": "flip"})
    laptop.find_element(By.CSS_SELECTOR, ".help-button").click()
    wait_for(laptop, "return !!document.querySelector('dialog.help[open]')")
    ActionChains(laptop).send_keys(Keys.ESCAPE).perform()
    wait_for(laptop, "return !document.querySelector('dialog[open]')", message="Esc did not close the shortcuts")
    laptop.find_element(By.XPATH, "//button[normalize-space()='Copy as Swift']").click()
    wait_for(laptop, "return !!document.querySelector('dialog.swift-dialog[open]')")
    ActionChains(laptop).send_keys(Keys.ESCAPE).perform()
    wait_for(laptop, "return !document.querySelector('dialog.swift-dialog')", message="Esc did not close Copy as Swift")
    # Then the page's own Esc still clears a selection.
    first = laptop.execute_script("return __preview.frame.layers[__preview.frame.layers.length - 1].id")
    laptop.find_element(By.ID, "sec-inspector-tab").click()
    laptop.find_element(By.CSS_SELECTOR, f".layer-row[data-id='{first}']").click()
    wait_for(laptop, f"return __preview.selectedId === {first}")
    ActionChains(laptop).send_keys(Keys.ESCAPE).perform()
    wait_for(laptop, "return __preview.selectedId === null")


def prefer_color_scheme(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


@pytest.mark.parametrize("dark", [True, False], ids=["dark", "light"])
def test_every_visible_text_has_contrast_of_4_5(laptop, server, dark):
    """In each laptop size's browser, in either colour scheme: the scheme is the media feature
    a browser launched for it gets (make_driver), so the size's browser serves both rather than
    a launch per size and scheme (docs/performance.md, "Third pass")."""
    driver = laptop
    prefer_color_scheme(driver, "dark" if dark else "light")
    try:
        assert driver.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches") is dark
        first_visit(driver, server)
        bad, count = pagechecks.low_contrast(driver.execute_script)
        assert count > 40 and not bad, f"{len(bad)} of {count}: {bad[:8]}"
        open_page(driver, server, "#entry=card&op=dismiss&p=0.5", {"entry": "card", "operation": "dismiss"})
        for pane in pagechecks.PANES:
            driver.find_element(By.ID, f"{pane}-tab").click()
            bad, count = pagechecks.low_contrast(driver.execute_script)
            assert not bad, f"{pane}: {len(bad)} of {count}: {bad[:8]}"
        driver.find_element(By.CSS_SELECTOR, ".help-button").click()
        wait_for(driver, "return !!document.querySelector('dialog.help[open]')")
        bad, count = pagechecks.low_contrast(driver.execute_script)
        assert count > 10 and not bad, f"shortcuts: {bad[:8]}"
    finally:
        prefer_color_scheme(driver, "dark")  # as make_driver left it for the module's other tests


def test_ending_the_welcome_moves_nothing_and_keeps_playback(laptop, server):
    first_visit(laptop, server)
    before = laptop.execute_script(pagechecks.REGIONS)
    playback = laptop.execute_script("return __preview.playback")
    assert playback["state"] == "running" and playback["rate"] == 0.5 and playback["loop"] is True
    ActionChains(laptop).move_to_element(laptop.find_element(By.CSS_SELECTOR, ".catalog-head")).click().perform()
    wait_for(laptop, "return !__preview.welcoming")
    assert laptop.execute_script(pagechecks.REGIONS) == before
    after = laptop.execute_script("return __preview.playback")
    assert after["state"] == "running" and after["rate"] == 0.5 and after["loop"] is True
    assert laptop.find_element(By.CSS_SELECTOR, ".rate.on").text == "0.5×"
    # The main shortcuts stay on screen.
    assert "Space" in laptop.find_element(By.CSS_SELECTOR, ".shortcut-hints").text
    assert laptop.find_element(By.CSS_SELECTOR, ".help-button").text.strip().startswith("?")
