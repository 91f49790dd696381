"""The Copy as Swift harness in Chromium: each fixture's copied text, from the dialog, built
as its entry and rendered against the original (copy_swift_harness.py says how, and within
what tolerance). The text is taken at each laptop size (1280×657, 1440×757, 1920×937) and must
be the same at all three — the window changes the drawing, never the code — so one build
stands for the three."""

import pytest

from conftest import HEIGHT, WIDTH, open_page
from copy_swift_harness import FIXTURES, build_and_compare, fragment
from pagechecks import LAPTOP_SIZES
from test_copy_swift import copy_swift


def set_inner_size(driver, width, height):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})


@pytest.mark.xdist_group("copy-swift-build")
def test_the_copied_swift_built_as_entries_renders_the_originals_frames(driver, server):
    copies = []
    try:
        for fixture in FIXTURES:
            texts = {}
            for width, height in LAPTOP_SIZES:
                set_inner_size(driver, width, height)
                open_page(driver, server, fragment(fixture), {"entry": fixture.entry, "progress": 0.5})
                assert driver.execute_script("return innerWidth") == width
                texts[width], _ = copy_swift(driver, server)
            assert len(set(texts.values())) == 1, f"{fixture.entry}: the copy differs between window sizes"
            copies.append((fixture, texts[LAPTOP_SIZES[0][0]]))
    finally:
        set_inner_size(driver, WIDTH, HEIGHT)
    build_and_compare(copies)
