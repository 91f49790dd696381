"""In Firefox: a real mouse drag (Pointer Events) drives the zoom's pull-down dismissal and the
card's pull-down on its story (the page shows whether the engine finished or cancelled them),
and a click on the card's story while it expands is a tap that sends it back."""

from conftest import open_page, settle, wait_for
from test_page import check_frame_pixels


def photo_centre_in_viewport(browser, scene, frame):
    """The detail photo's centre, in viewport CSS pixels."""
    roles = {l["id"]: l["role"] for l in scene["layers"]}
    photo = next(l for l in reversed(frame["layers"]) if roles[l["id"]] in ("transitionImage", "photo") and l["opacity"] > 0)
    q = photo["quad"]
    return browser.run("""
const c = document.getElementById('preview'), r = c.getBoundingClientRect(), p = __preview.toCanvas(arguments[0], arguments[1]);
return [r.left + p.x * r.width / c.width, r.top + p.y * r.height / c.height];""", (q[0] + q[4]) / 2, (q[1] + q[5]) / 2)


def drag_from(browser, start, moves):
    x, y = start
    points = [(x, y)]
    for dx, dy in moves:
        x, y = x + dx, y + dy
        points.append((x, y))
    browser.drag(points, step_ms=20)


def test_pulling_the_photo_down_dismisses_it(browser, server, device):
    got = open_page(browser, server, "#entry=zoom&op=dismiss&p=0", {"entry": "zoom", "operation": "dismiss", "progress": 0})
    drag_from(browser, photo_centre_in_viewport(browser, got["scene"], got["frame"]), [(0, 16)] * 16)
    wait_for(browser, "return __preview.playback.state === 'finished'")
    playback = browser.run("return __preview.playback")
    assert playback["transitionWasCancelled"] is False and playback["phase"] == "completed"
    assert "finished" in browser.run("return document.querySelector('.banner').textContent")
    got = settle(browser)
    roles = {l["id"]: l["role"] for l in got["scene"]["layers"]}
    assert "transitionImage" not in [roles[l["id"]] for l in got["frame"]["layers"] if l["opacity"] > 0]
    check_frame_pixels(browser, got["scene"], got["frame"], device)
    trace = browser.run("return __preview.lastTrace")
    assert trace[0]["phase"] == "began" and trace[-1]["phase"] == "ended"
    assert trace[-1]["y"] - trace[0]["y"] > 200  # device points
    assert browser.console_problems() == []


def test_a_short_drag_released_upwards_cancels(browser, server, device):
    got = open_page(browser, server, "#entry=zoom&op=dismiss&p=0", {"entry": "zoom", "operation": "dismiss", "progress": 0})
    drag_from(browser, photo_centre_in_viewport(browser, got["scene"], got["frame"]), [(0, 10)] * 4 + [(0, -12)] * 6)
    wait_for(browser, "return __preview.playback.state === 'cancelled'")
    assert browser.run("return __preview.playback.transitionWasCancelled") is True
    assert "cancelled" in browser.run("return document.querySelector('.banner').textContent")
    # The pointer rested on the detail's photo before the press, and the page highlights the
    # layer it hovers: move off the canvas (the top-left corner of the page) before the pixels.
    browser.perform([{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"},
                      "actions": [{"type": "pointerMove", "x": 2, "y": 2}]}])
    wait_for(browser, "return __preview.hoverId === null")
    got = settle(browser)
    roles = {l["id"]: l["role"] for l in got["scene"]["layers"]}
    on_top = [roles[l["id"]] for l in got["frame"]["layers"] if l["opacity"] > 0]
    assert "photo" in on_top and "transitionImage" not in on_top
    check_frame_pixels(browser, got["scene"], got["frame"], device)
    assert browser.console_problems() == []


def device_point_in_viewport(browser, x, y):
    """A device point, in viewport CSS pixels."""
    return browser.run("""
const c = document.getElementById('preview'), r = c.getBoundingClientRect(), p = __preview.toCanvas(arguments[0], arguments[1]);
return [r.left + p.x * r.width / c.width, r.top + p.y * r.height / c.height];""", x, y)


def pull_story(browser, steps):
    """A mouse pull from the middle of the card's story through steps in device points."""
    (_, top), (_, bottom) = (device_point_in_viewport(browser, 187.5, y) for y in (0, 100))
    css_per_point = (bottom - top) / 100
    drag_from(browser, device_point_in_viewport(browser, 187.5, 406), [(0, round(dy * css_per_point)) for dy in steps])


def story_on_screen(got):
    roles = {l["id"]: l["role"] for l in got["scene"]["layers"]}
    return next((l for l in got["frame"]["layers"] if roles[l["id"]] == "story"), None)


def test_pulling_the_card_story_down_returns_it_to_the_feed(browser, server, device):
    open_page(browser, server, "#entry=card&op=dismiss&p=0", {"entry": "card", "operation": "dismiss", "progress": 0})
    pull_story(browser, [16.5] * 10)  # 165 of the 300 points of pullDistance, moving down
    wait_for(browser, "return __preview.playback.state === 'finished'")
    assert browser.run("return __preview.playback.transitionWasCancelled") is False
    got = settle(browser)
    assert story_on_screen(got) is None, "the story went back into the feed"
    markers = browser.run("return __preview.scene.markers")
    assert any(m["kind"] == "interactionEnd" and m["label"] == "released: finish" for m in markers)
    check_frame_pixels(browser, got["scene"], got["frame"], device)
    assert browser.console_problems() == []


def test_a_short_pull_on_the_card_story_springs_back(browser, server, device):
    open_page(browser, server, "#entry=card&op=dismiss&p=0", {"entry": "card", "operation": "dismiss", "progress": 0})
    pull_story(browser, [16] * 5 + [-10] * 3)  # 80 points down, under the threshold, then up
    wait_for(browser, "return __preview.playback.state === 'cancelled'")
    assert browser.run("return __preview.playback.transitionWasCancelled") is True
    browser.perform([{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"},
                      "actions": [{"type": "pointerMove", "x": 2, "y": 2}]}])
    wait_for(browser, "return __preview.hoverId === null")
    got = settle(browser)
    story = story_on_screen(got)
    assert story is not None and story["quad"] == [0, 0, 375, 0, 375, 812, 0, 812], "full screen again"
    check_frame_pixels(browser, got["scene"], got["frame"], device)
    assert browser.console_problems() == []


def test_a_click_on_the_card_story_while_it_expands_sends_it_back(browser, server):
    open_page(browser, server, "#entry=card&op=present&p=0&rate=0.1", {"entry": "card", "operation": "present", "progress": 0})
    browser.run("document.querySelector('.icon-btn.play').click()")
    wait_for(browser, "return __preview.playback.state === 'running' && __preview.frame.time > 0.1")
    browser.drag([device_point_in_viewport(browser, 187.5, 300)])  # press and release in place: a click
    wait_for(browser, "return __preview.scene.state === 'cancelled'")
    labels = [m["label"] for m in browser.run("return __preview.scene.markers")]
    assert "animator paused" in labels and "released: cancel" in labels
    assert browser.run("return __preview.selectedId") is None, "the click went to the app, not the inspector"
    wait_for(browser, "return __preview.playback.state === 'cancelled'")
    got = settle(browser)
    assert story_on_screen(got) is None, "the story went back into the card"
    assert browser.console_problems() == []
