"""Chromium draws the circular reveal's mask where the engine's animated path says,
mid-transition (revealchecks.py says what and where)."""

import revealchecks
from conftest import BINARY, console_problems, open_page


def test_reveal_mask_edge_follows_the_animated_path(driver, server):
    open_page(driver, server)
    for operation in ("present", "dismiss"):
        frame, width, height, points = revealchecks.probes(BINARY, operation)
        pixels = driver.execute_async_script(revealchecks.PAINT_ASYNC, frame, width, height, list(points.values()))
        assert revealchecks.check(operation, points, pixels) == []
    assert console_problems(driver) == []


def test_svg_filmstrip_clips_to_the_animated_mask_too(driver, server, tmp_path):
    """`transitions export --format svg` draws the mask as a clip path where the page clips."""
    open_page(driver, server)
    for operation in ("present", "dismiss"):
        svg, points = revealchecks.filmstrip(BINARY, operation, tmp_path / f"{operation}.svg")
        pixels = driver.execute_async_script(revealchecks.SVG_ASYNC, svg, list(points.values()))
        assert revealchecks.check(operation, points, pixels) == []
    assert console_problems(driver) == []


def test_the_inspector_lists_the_mask_at_the_scrubbed_time(driver, server):
    """The inspector's rows show the frame's drawing fields: the mask's animated path as the
    frame at the playhead carries it."""
    from selenium.webdriver.common.by import By
    from conftest import show_tab, wait_for

    got = open_page(driver, server, "#entry=circular-reveal&op=present&p=0.5",
                    {"entry": "circular-reveal", "progress": 0.5})
    masked = next(layer for layer in got["frame"]["layers"] if "mask" in layer)
    show_tab(driver, "sec-inspector")
    driver.find_element(By.CSS_SELECTOR, f".layer-row[data-id='{masked['id']}']").click()
    wait_for(driver, f"return __preview.selectedId === {masked['id']}")
    details = driver.find_element(By.CSS_SELECTOR, "#sec-inspector .facts").text
    path = masked["mask"]["shape"]["path"]
    assert "Mask" in details and "path 6 commands: " + path[:48] in details, details
    assert console_problems(driver) == []
