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
