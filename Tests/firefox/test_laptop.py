"""In Firefox, the page on a laptop (issue #25): at 1280×657, 1440×757 and 1920×937 the device's
screen is at least 60 % of the window's height, every tool tab shows its control without
scrolling, a drag at 100 % is 1:1 and "gesture at device size" gives the same points at two
window sizes, Esc closes both dialogs, every visible text has 4.5:1 contrast, and ending the
welcome moves nothing."""

import pytest

from conftest import WIDTH, HEIGHT, open_page, pagechecks, wait_for

LAPTOP_SIZES = pagechecks.LAPTOP_SIZES
FIRST_VISIT = "const p = window.__preview; return !!(p && p.scene && p.frame && p.drawnSeq === p.frame.seq && p.welcoming)"


@pytest.fixture
def sized(browser):
    """The browser, put back to the suite's window size afterwards (one Firefox serves all)."""
    yield browser
    browser.run("try { localStorage.clear(); } catch { /* about:blank has none */ } return true")
    browser.set_viewport(WIDTH, HEIGHT)


def first_visit(browser, server):
    browser.open("about:blank")
    browser.open(server.url)
    browser.run("try { localStorage.clear(); } catch { /* about:blank has none */ } return true")
    browser.open("about:blank")
    browser.open(server.url)
    wait_for(browser, FIRST_VISIT)


def canvas_point(browser, x, y):
    """A device point of the plain view in viewport CSS pixels."""
    return browser.run("""
const c = document.getElementById('preview'), r = c.getBoundingClientRect(), p = __preview.toCanvas(arguments[0], arguments[1]);
return [r.left + p.x * r.width / c.width, r.top + p.y * r.height / c.height];""", x, y)


@pytest.mark.parametrize("size", LAPTOP_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_large_device_and_every_tool_in_view(sized, server, size):
    sized.set_viewport(*size)
    first_visit(sized, server)
    fraction = pagechecks.screen_fraction(sized.run)
    assert fraction >= 0.6, f"{size}: the screen is {fraction:.3f} of the window's height"
    before = sized.run(pagechecks.REGIONS)
    playback = sized.run("return __preview.playback")
    sized.press("Shift")  # any key ends the welcome
    wait_for(sized, "return !__preview.welcoming")
    assert sized.run(pagechecks.REGIONS) == before, "the layout moved when the welcome ended"
    after = sized.run("return __preview.playback")
    assert (after["state"], after["rate"], after["loop"]) == (playback["state"], playback["rate"], playback["loop"]) == ("running", 0.5, True)
    bad, count = pagechecks.low_contrast(sized.run)
    assert count > 40 and not bad, f"{len(bad)} of {count}: {bad[:6]}"
    open_page(sized, server, "#entry=card&op=dismiss&p=0.5", {"entry": "card", "operation": "dismiss"})
    pagechecks.check_panes_in_view(sized.run)


def test_a_drag_at_100_percent_is_one_to_one(sized, server):
    sized.set_viewport(*LAPTOP_SIZES[0])
    open_page(sized, server, "#entry=zoom&op=dismiss&p=0", {"entry": "zoom", "operation": "dismiss", "progress": 0})
    sized.run("[...document.querySelectorAll('.zoom-controls button')].find((b) => b.textContent === '100 %').click(); return true")
    wait_for(sized, "return __preview.view.zoom === 1 && document.querySelector('.zoom-readout').textContent === '100 %'")
    x, y = sized.run("const r = document.getElementById('preview').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]")
    sized.drag([(x, y + 12 * i) for i in range(11)], step_ms=20)
    wait_for(sized, "const s = __preview.playback.state; return s === 'finished' || s === 'cancelled'")
    trace = sized.run("return __preview.lastTrace")
    assert abs((trace[-1]["y"] - trace[0]["y"]) - 120) < 0.51 and abs(trace[-1]["x"] - trace[0]["x"]) < 0.51, trace[-1]


def test_gesture_at_device_size_gives_the_same_points_at_two_window_sizes(sized, server):
    results = []
    for size in (LAPTOP_SIZES[0], LAPTOP_SIZES[2]):
        sized.set_viewport(*size)
        got = open_page(sized, server, "#entry=card&op=dismiss&p=0", {"entry": "card", "operation": "dismiss", "progress": 0})
        if not sized.run("return __preview.view.gestureAtDeviceSize"):
            sized.run("document.getElementById('gesture-device-size').click(); return true")
        assert sized.run("return __preview.view.gesturePointsPerPixel") == 1
        viewport = got["scene"]["viewport"]
        x, y = canvas_point(sized, viewport[0] / 2, viewport[1] * 0.45)
        sized.drag([(x, y + 4 * i) for i in range(11)], step_ms=40)
        wait_for(sized, "const s = __preview.playback.state; return s === 'finished' || s === 'cancelled'")
        trace = sized.run("return __preview.lastTrace")
        results.append((trace[-1]["y"] - trace[0]["y"], sized.run("return __preview.playback.transitionWasCancelled"),
                        sized.run("return __preview.view.scale")))
    (a, cancel_a, scale_a), (b, cancel_b, scale_b) = results
    assert abs(a - 40) < 0.51 and abs(b - 40) < 0.51, results
    assert cancel_a == cancel_b and scale_a < scale_b, results


def test_esc_closes_every_dialog(sized, server):
    sized.set_viewport(*LAPTOP_SIZES[0])
    open_page(sized, server, "#entry=flip&op=present&p=0.5", {"entry": "flip"})
    sized.run("document.querySelector('.help-button').click(); return true")
    wait_for(sized, "return !!document.querySelector('dialog.help[open]')")
    sized.press("Escape")
    wait_for(sized, "return !document.querySelector('dialog[open]')", message="Esc did not close the shortcuts")
    sized.run("[...document.querySelectorAll('#stage-toolbar button')].find((b) => b.textContent.includes('Copy as Swift')).click(); return true")
    wait_for(sized, "return !!document.querySelector('dialog.swift-dialog[open]')")
    sized.press("Escape")
    wait_for(sized, "return !document.querySelector('dialog.swift-dialog')", message="Esc did not close Copy as Swift")
