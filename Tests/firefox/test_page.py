"""In Firefox: the page loads cleanly, lists the catalog, and draws exactly what the server sends."""

import pytest

from conftest import BINARY, canvas_digest, list_catalog, open_page, pagechecks, pixels_at, save_screenshot, show_fragment


def check_frame_pixels(browser, scene, frame, device):
    """Every unambiguous sample point of the screen has the colour the frame implies."""
    return pagechecks.check_frame_pixels(browser.run, scene, frame, device)


def check_bezel(browser, device):
    """Just outside the screen: the bezel's colour, opaque."""
    bezel = browser.run("return __preview.colors.bezel")
    outside = [(-7, device["height"] / 2), (device["width"] + 7, device["height"] / 3), (device["width"] / 2, device["height"] + 7)]
    for point, px in zip(outside, pixels_at(browser, outside)):
        assert max(abs(px[i] - bezel[i]) for i in range(3)) <= 3 and px[3] == 255, (point, px)


def test_page_loads_without_console_errors_and_lists_the_catalog(browser, server, catalog):
    open_page(browser, server)
    pagechecks.check_catalog_listing(browser.run, catalog)
    assert browser.console_problems() == []


@pytest.mark.parametrize("entry,operation", [(e["id"], op) for e in list_catalog()["entries"] for op in e["operations"]])
def test_canvas_matches_the_frames_at_start_and_end(browser, server, device, entry, operation):
    digests = []
    for progress in (0, 1):
        # Both through the hash of the open page: the Chromium suite shows each start in a fresh
        # document, and a load costs Firefox five times a hash change.
        got = show_fragment(browser, server, f"#entry={entry}&op={operation}&p={progress}",
                            {"entry": entry, "operation": operation, "progress": progress})
        check_frame_pixels(browser, got["scene"], got["frame"], device)
        check_bezel(browser, device)
        digests.append(canvas_digest(browser))
    assert digests[0] != digests[1], "the first and the last frame look the same"
    assert browser.console_problems() == []


def test_flip_mid_rotation_is_a_trapezoid(browser, server, device):
    time_, angle, end = pagechecks.flip_time_at(BINARY, 40)
    assert 35 < abs(angle) < 45, angle
    progress = time_ / end
    got = open_page(browser, server, f"#entry=flip&op=present&p={progress:.6f}", {"entry": "flip", "progress": round(progress, 6)})
    scene, frame = got["scene"], got["frame"]
    pagechecks.check_trapezoid_edges(browser.run, scene, frame)
    check_frame_pixels(browser, scene, frame, device)
    save_screenshot(browser, "flip.png")
    assert browser.console_problems() == []
