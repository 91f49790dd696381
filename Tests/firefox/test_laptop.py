"""In Firefox, the page on a laptop (issue #25), at each of 1280×657, 1440×757 and 1920×937:
the device's screen is at least 60 % of the window's height (alone and side by side), every
tool tab shows its control without scrolling and Compare / Copy as Swift are whole in the
toolbar, the main shortcuts and the gesture's hint are whole, ending the welcome moves nothing,
every visible text has 4.5:1 contrast (every tab and the shortcuts too, dark and light), a drag
at 100 % is 1:1, Esc closes both dialogs, the iPad fits; and at two window sizes "gesture at
device size" gives the same points and the same outcome (and without it, 40 px / scale)."""

import pytest

from bidi import Firefox
from conftest import WAIT, WIDTH, HEIGHT, open_page, pagechecks, wait_for

LAPTOP_SIZES = pagechecks.LAPTOP_SIZES
BY_SIZE = pytest.mark.parametrize("size", LAPTOP_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
FIRST_VISIT = "const p = window.__preview; return !!(p && p.scene && p.frame && p.drawnSeq === p.frame.seq && p.welcoming)"
CLICK_TEXT = "[...document.querySelectorAll(arguments[0])].find((b) => b.textContent.trim() === arguments[1]).click(); return true"


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


@BY_SIZE
def test_a_large_device_and_every_tool_in_view(sized, server, size):
    sized.set_viewport(*size)
    first_visit(sized, server)
    fraction = pagechecks.screen_fraction(sized.run)
    assert fraction >= 0.6, f"{size}: the screen is {fraction:.3f} of the window's height"
    sizes = sized.run("return [document.scrollingElement.scrollHeight, innerHeight, document.scrollingElement.scrollWidth, innerWidth]")
    assert sizes[0] <= sizes[1] and sizes[2] <= sizes[3], f"the page scrolls: {sizes}"
    before = sized.run(pagechecks.REGIONS)
    playback = sized.run("return __preview.playback")
    sized.press("Shift")  # any key ends the welcome
    wait_for(sized, "return !__preview.welcoming")
    assert sized.run(pagechecks.REGIONS) == before, "the layout moved when the welcome ended"
    after = sized.run("return __preview.playback")
    assert (after["state"], after["rate"], after["loop"]) == (playback["state"], playback["rate"], playback["loop"]) == ("running", 0.5, True)
    assert "Space" in sized.run("return document.querySelector('.shortcut-hints').textContent")
    open_page(sized, server, "#entry=card&op=dismiss&p=0.5", {"entry": "card", "operation": "dismiss"})
    pagechecks.check_panes_in_view(sized.run)
    # Both side columns open and a gesture hint: the main shortcuts and the hint are whole.
    assert sized.run(pagechecks.COLUMNS_OPEN) is True
    row = pagechecks.check_transport_row(sized.run)
    assert row["hintShown"] and row["compact"] == (size[0] == 1280), row
    for text in ("Compare", "Copy as Swift"):
        box = sized.run("""
const b = [...document.querySelectorAll('#stage-toolbar button')].find((e) => e.textContent.trim() === arguments[0]);
const r = b.getBoundingClientRect(), t = b.closest('.toolbar-controls').getBoundingClientRect();
return [r.left, r.right, t.right, innerWidth]""", text)
        # (half a pixel for layout rounding: a cut button loses more)
        assert box[0] >= 0 and box[1] <= box[2] + 0.5 and box[1] <= box[3], f"{text} is cut: {box}"
    # The toolbar's Compare shows the Compare tab.
    sized.run("document.getElementById('sec-params-tab').click(); return true")
    sized.run(CLICK_TEXT, "#stage-toolbar button", "Compare")
    assert sized.run("return !document.getElementById('sec-compare').hidden")


@BY_SIZE
def test_side_by_side_shows_two_large_devices(sized, server, size):
    sized.set_viewport(*size)
    open_page(sized, server, "#entry=zoom&op=present&p=0.5", {"entry": "zoom", "progress": 0.5})
    sized.press("p")  # Pin A
    sized.run("document.getElementById('sec-compare-tab').click();"
              "document.querySelector(\".compare-controls button[data-mode='split']\").click(); return true")
    wait_for(sized, "const c = __preview.compare; return c.mode === 'split' && c.frame && c.drawnSeq === c.frame.seq")
    for to in ("toCanvas", "toCanvasA"):
        fraction = pagechecks.screen_fraction(sized.run, to)
        assert fraction >= 0.6, f"{size} {to}: the screen is {fraction:.3f} of the window's height side by side"


def check_contrast(browser, server, scheme):
    """First visit, every tool tab of an interactive entry, and the shortcuts dialog."""
    first_visit(browser, server)
    assert browser.run(f"return matchMedia('(prefers-color-scheme: {scheme})').matches")
    bad, count = pagechecks.low_contrast(browser.run)
    assert count > 40 and not bad, f"first visit: {len(bad)} of {count}: {bad[:6]}"
    open_page(browser, server, "#entry=card&op=dismiss&p=0.5", {"entry": "card", "operation": "dismiss"})
    for pane in pagechecks.PANES:
        browser.run(f"document.getElementById('{pane}-tab').click(); return true")
        bad, count = pagechecks.low_contrast(browser.run)
        assert not bad, f"{pane}: {len(bad)} of {count}: {bad[:6]}"
    browser.run("document.querySelector('.help-button').click(); return true")
    wait_for(browser, "return !!document.querySelector('dialog.help[open]')")
    bad, count = pagechecks.low_contrast(browser.run)
    assert count > 10 and not bad, f"shortcuts: {bad[:6]}"
    browser.run("document.querySelector('dialog.help').close(); return true")


@BY_SIZE
def test_every_visible_text_has_contrast_of_4_5(sized, server, size):
    sized.set_viewport(*size)
    check_contrast(sized, server, "dark")


def test_every_visible_text_has_contrast_of_4_5_in_light_mode(server):
    """Light mode needs a Firefox of its own (the colour scheme is a launch preference), which
    then serves every laptop size."""
    with Firefox(*LAPTOP_SIZES[0], timeout=WAIT, prefs={"layout.css.prefers-color-scheme.content-override": 1}) as light:
        for size in LAPTOP_SIZES:
            light.set_viewport(*size)
            check_contrast(light, server, "light")
            assert light.run("return [innerWidth, innerHeight]") == list(size)


@BY_SIZE
def test_a_drag_at_100_percent_is_one_to_one(sized, server, size):
    sized.set_viewport(*size)
    open_page(sized, server, "#entry=zoom&op=dismiss&p=0", {"entry": "zoom", "operation": "dismiss", "progress": 0})
    sized.run(CLICK_TEXT, ".zoom-controls button", "100 %")
    wait_for(sized, "return __preview.view.zoom === 1 && document.querySelector('.zoom-readout').textContent === '100 %'")
    # The note follows the zoom on the next draw.
    wait_for(sized, "return document.querySelector('.gesture-scale-note').textContent.includes('1:1')",
             message="the page does not say the drag is 1:1 at 100 %")
    x, y = sized.run("const r = document.getElementById('preview').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]")
    sized.drag([(x, y + 12 * i) for i in range(11)], step_ms=20)
    wait_for(sized, "const s = __preview.playback.state; return s === 'finished' || s === 'cancelled'")
    trace = sized.run("return __preview.lastTrace")
    assert abs((trace[-1]["y"] - trace[0]["y"]) - 120) < 0.51 and abs(trace[-1]["x"] - trace[0]["x"]) < 0.51, trace[-1]
    sized.run(CLICK_TEXT, ".zoom-controls button", "Fit")
    wait_for(sized, "return __preview.view.zoom === 'fit'")


def pull_card_story(browser, server, device_size):
    """Pulls the card's story down 40 CSS px in 0.4 s; returns (points, cancelled, scale)."""
    got = open_page(browser, server, "#entry=card&op=dismiss&p=0", {"entry": "card", "operation": "dismiss", "progress": 0})
    if browser.run("return __preview.view.gestureAtDeviceSize") != device_size:
        browser.run("document.getElementById('gesture-device-size').click(); return true")
    assert browser.run("return __preview.view.gestureAtDeviceSize") == device_size
    viewport = got["scene"]["viewport"]
    x, y = canvas_point(browser, viewport[0] / 2, viewport[1] * 0.45)
    browser.drag([(x, y + 4 * i) for i in range(11)], step_ms=40)
    wait_for(browser, "const s = __preview.playback.state; return s === 'finished' || s === 'cancelled'")
    trace = browser.run("return __preview.lastTrace")
    return (trace[-1]["y"] - trace[0]["y"], browser.run("return __preview.playback.transitionWasCancelled"),
            browser.run("return __preview.view.scale"))


def test_gesture_at_device_size_gives_the_same_points_at_two_window_sizes(sized, server):
    results = []
    for size in (LAPTOP_SIZES[0], LAPTOP_SIZES[2]):
        sized.set_viewport(*size)
        results.append(pull_card_story(sized, server, True) + pull_card_story(sized, server, False)[:1])
    (a, cancel_a, scale_a, pointer_a), (b, cancel_b, scale_b, pointer_b) = results
    # At device size: the same 40 px are 40 points at both sizes, with the same outcome.
    assert abs(a - 40) < 0.51 and abs(b - 40) < 0.51, results
    assert cancel_a == cancel_b and scale_a < scale_b, results
    # Under the pointer, the points follow the drawing scale (which is why the option exists).
    assert abs(pointer_a - 40 / scale_a) < 0.6 and abs(pointer_b - 40 / scale_b) < 0.6, results


@BY_SIZE
def test_the_ipad_fits(sized, server, size):
    sized.set_viewport(*size)
    open_page(sized, server, "#entry=zoom&op=present&device=ipad&p=0.5", {"device": "ipad"})
    box, stage = sized.run("const c = document.getElementById('preview').getBoundingClientRect(); return [__preview.view.deviceBox, [c.width, c.height]]")
    assert box["left"] >= 0 and box["top"] >= 0 and box["right"] <= stage[0] and box["bottom"] <= stage[1], (box, stage)
    assert (box["bottom"] - box["top"]) / stage[1] > 0.9, "the iPad does not use the stage's height"


@BY_SIZE
def test_esc_closes_every_dialog(sized, server, size):
    sized.set_viewport(*size)
    open_page(sized, server, "#entry=flip&op=present&p=0.5", {"entry": "flip"})
    sized.run("document.querySelector('.help-button').click(); return true")
    wait_for(sized, "return !!document.querySelector('dialog.help[open]')")
    sized.press("Escape")
    wait_for(sized, "return !document.querySelector('dialog[open]')", message="Esc did not close the shortcuts")
    sized.run(CLICK_TEXT, "#stage-toolbar button", "Copy as Swift")
    wait_for(sized, "return !!document.querySelector('dialog.swift-dialog[open]')")
    sized.press("Escape")
    wait_for(sized, "return !document.querySelector('dialog.swift-dialog')", message="Esc did not close Copy as Swift")
    # Those are all the page's dialogs; with none open, the page's own Esc clears a selection.
    assert sized.run("return [...document.querySelectorAll('dialog')].map((d) => d.className)") == ["help"]
    last = sized.run("return __preview.frame.layers[__preview.frame.layers.length - 1].id")
    sized.run(f"document.getElementById('sec-inspector-tab').click(); document.querySelector(\".layer-row[data-id='{last}']\").click(); return true")
    wait_for(sized, f"return __preview.selectedId === {last}")
    sized.press("Escape")
    wait_for(sized, "return __preview.selectedId === null")


RECORD_TOUCHES = """
window.__touches = [];
window.addEventListener('pointermove', () => requestAnimationFrame(() => {
  const t = __preview.touch;
  if (!t) return;
  const c = __preview.toCanvas(t.x, t.y), d = devicePixelRatio, ctx = document.getElementById('preview').getContext('2d');
  const ring = [[1, 0], [-1, 0], [0, 1], [0, -1]].map(([dx, dy]) => {
    const along = [];
    for (let r = 9; r <= 13; r += 0.5) along.push(Math.max(...ctx.getImageData(Math.round(c.x + dx * r * d), Math.round(c.y + dy * r * d), 1, 1).data.slice(0, 3)));
    return Math.min(...along);
  });
  __touches.push({ touch: t, ring, drawn: __preview.drawnSeq === __preview.frame.seq });
}));
return true"""


@BY_SIZE
def test_the_page_says_the_gesture_scale_and_draws_the_touch_at_device_size(sized, server, size):
    """At the fitted scale the note gives the scale and the points per pixel a drag uses; at
    device size the touch leaves the story it grabbed and a ring is drawn where it is."""
    sized.set_viewport(*size)
    got = open_page(sized, server, "#entry=card&op=dismiss&p=0", {"entry": "card", "operation": "dismiss", "progress": 0})
    if sized.run("return __preview.view.gestureAtDeviceSize"):
        sized.run("document.getElementById('gesture-device-size').click(); return true")
    view = sized.run("return __preview.view")
    scale = view["scale"]
    assert view["zoom"] == "fit" and scale < 1 and not view["gestureAtDeviceSize"], view
    note = wait_for(sized, "const n = document.querySelector('.gesture-scale-note'); return n.checkVisibility() && n.textContent")
    assert note == f"Drag at {round(scale * 100)} % · 1 px = {1 / scale:.2f} pt", (note, scale)
    assert abs(view["gesturePointsPerPixel"] - 1 / scale) < 1e-9
    assert sized.run("return document.querySelector('.zoom-readout').textContent") == f"{round(scale * 100)} %"
    sized.run("document.getElementById('gesture-device-size').click(); return true")
    wait_for(sized, "return document.querySelector('.gesture-scale-note').textContent.includes('1:1')")
    assert sized.run("return __preview.view.gesturePointsPerPixel") == 1
    sized.run(RECORD_TOUCHES)
    viewport = got["scene"]["viewport"]
    x, y = canvas_point(sized, viewport[0] / 2, viewport[1] * 0.45)
    sized.drag([(x, y + 5 * i) for i in range(9)] + [(x, y + 40)] * 3, step_ms=40)
    wait_for(sized, "const s = __preview.playback.state; return s === 'finished' || s === 'cancelled'")
    trace = sized.run("return __preview.lastTrace")
    seen = sized.run("return __touches")
    assert seen, "no touch while dragging at device size"
    last = seen[-1]
    # The last touch drawn is a point the app received (a sample of the trace), late in the
    # 40-px pull: 1 px of pointer motion was 1 pt however small the drawing (40 / scale pt under
    # the pointer), and the trace ends 40 pt down.
    assert any(abs(last["touch"]["x"] - s["x"]) < 0.01 and abs(last["touch"]["y"] - s["y"]) < 0.01 for s in trace), (last, trace)
    assert 30 <= last["touch"]["y"] - trace[0]["y"] <= 40.51 and abs(trace[-1]["y"] - trace[0]["y"] - 40) < 0.51, (last, trace)
    # Along each of four radii, the ring's stroke (2 px of 80 % rgb(20, 24, 32) at 11 px, over
    # whatever is under it) is somewhere between 9 and 13 px from the touch.
    assert all(darkest <= 0.2 * 255 + 0.8 * 32 + 2 for darkest in last["ring"]), f"no ring at the touch: {last}"
    assert sized.run("return __preview.touch") is None
    sized.run("document.getElementById('gesture-device-size').click(); return true")
