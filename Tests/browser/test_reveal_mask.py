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
