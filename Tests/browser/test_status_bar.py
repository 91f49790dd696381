"""The status bar hidden by a view controller, in the page (issue #24): the `status-bar-viewer`
entry presents a full-screen photo that prefers the status bar hidden. The page draws the
scene's status bar as it draws any layer, so once the viewer has slid it away the page stops
drawing it: its clock is gone from the frame and the canvas shows the viewer's grey where the
clock's glyphs were; the dismissal brings it back. On the iPhone SE the feed's navigation bar
also loses the bar's 20 points."""

from conftest import console_problems, open_page, read_pixels, show_fragment, to_canvas


def roles(got):
    names = {l["id"]: l["role"] for l in got["scene"]["layers"]}
    return {names[l["id"]]: l for l in got["frame"]["layers"] if l["opacity"] > 0}


def clock_pixels(driver, quad):
    """The canvas pixels along the middle row of the clock's label, where its glyphs are."""
    x, y = (quad[0] + quad[2]) / 2, (quad[1] + quad[7]) / 2
    points = [(x + dx / 2, y + dy) for dx in range(-28, 29) for dy in (-1, 0, 1)]
    return read_pixels(driver, to_canvas(driver, points))


def is_viewer_grey(rgba):
    # The viewer's background: white 0.16 (41 of 255), opaque.
    return all(abs(channel - 41) <= 3 for channel in rgba[:3])


def test_the_page_stops_drawing_the_bar_the_viewer_hides(driver, server):
    got = open_page(driver, server, "#entry=status-bar-viewer&op=present&device=iphone-x&p=0",
                    {"entry": "status-bar-viewer", "operation": "present", "progress": 0})
    shown = roles(got)
    assert "statusBar" in shown and "clock" in shown
    clock = shown["clock"]["quad"]
    # The iPhone X's clock sits in its 44-pt bar; its glyphs are dark over the feed's light bar.
    first = clock_pixels(driver, clock)
    assert any(max(rgba[:3]) < 128 for rgba in first), f"the clock is drawn at first: {sorted(set(map(tuple, first)))[:12]}"

    got = show_fragment(driver, server, "#entry=status-bar-viewer&op=present&device=iphone-x&p=0.5",
                        {"entry": "status-bar-viewer", "progress": 0.5})
    sliding = roles(got)["statusBar"]["quad"]
    assert -44 < sliding[1] < 0, "halfway through the slide, on the presentation's curve"

    got = show_fragment(driver, server, "#entry=status-bar-viewer&op=present&device=iphone-x&p=1",
                        {"entry": "status-bar-viewer", "progress": 1})
    gone = roles(got)["statusBar"]["quad"]
    assert gone[1] == -44 and gone[5] == 0, "slid up by its own height, off the screen"
    assert all(is_viewer_grey(rgba) for rgba in clock_pixels(driver, clock)), "no glyph drawn over the viewer"
    assert console_problems(driver) == []


def test_on_the_iphone_se_the_bars_move_up_and_the_dismissal_brings_the_bar_back(driver, server):
    got = show_fragment(driver, server, "#entry=status-bar-viewer&op=dismiss&device=iphone-se&p=0",
                        {"entry": "status-bar-viewer", "operation": "dismiss", "progress": 0})
    layers = roles(got)
    assert layers["statusBar"]["quad"][1] == -20
    assert layers["navigationBar"]["size"] == [375, 44], "the feed's bar lost the status bar's 20 points"
    got = show_fragment(driver, server, "#entry=status-bar-viewer&op=dismiss&device=iphone-se&p=1",
                        {"entry": "status-bar-viewer", "progress": 1})
    layers = roles(got)
    assert layers["statusBar"]["quad"][1] == 0 and "clock" in layers
    assert layers["navigationBar"]["quad"][7] == 64, "the bar is under the status bar again: 20 + 44"
    assert console_problems(driver) == []
