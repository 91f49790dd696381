"""Chromium draws Core Animation's shapes, masks, shadows, gradients and culled back faces
(drawingchecks.py says what and where)."""

import drawingchecks
from conftest import console_problems, open_page


def test_mask_edge_shadow_offset_gradient_ends_stroke_range_and_back_faces(driver, server):
    open_page(driver, server)
    pixels = driver.execute_async_script(drawingchecks.PAINT_ASYNC, drawingchecks.FRAME, drawingchecks.points())
    assert drawingchecks.check(pixels) == []
    assert console_problems(driver) == []
