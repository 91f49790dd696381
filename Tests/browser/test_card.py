"""The flagship `card` entry in the page: the card springs open into the story (a property
animator), the timing panel shows its spring, and a real pointer pull on the story sends it back
into the feed or lets it spring back to full screen, and a click on the story while it expands
(a tap on the app) sends it back into the card."""

from selenium.webdriver.common.by import By

from conftest import canvas_digest, console_problems, open_page, settle, wait_for
from test_gesture import drag, pointer_at


def layer(driver, role):
    """The frame's layer of the scene layer with `role` (frames carry ids, the scene roles)."""
    return driver.execute_script("""
      const s = __preview.scene.layers.find((l) => l.role === arguments[0]);
      return s ? (__preview.frame.layers.find((l) => l.id === s.id) || null) : null;""", role)


def test_card_expands_on_a_property_animator_spring(driver, server):
    open_page(driver, server, "#entry=card&op=present&p=0", {"entry": "card", "progress": 0})
    story = layer(driver, "story")
    assert story is not None
    x0, y0, x1 = story["quad"][0], story["quad"][1], story["quad"][2]
    assert abs(x0 - 20) < 0.5 and abs(x1 - 355) < 0.5 and y0 > 100, "the story starts on the card"
    start = canvas_digest(driver)
    curves = driver.execute_script("return __preview.scene.curves")
    springs = [c for c in curves if c["timing"] == "spring"]
    assert springs and abs(springs[0]["dampingRatio"] - 0.75) < 1e-9, "the expansion's spring is in the scene"

    open_page(driver, server, "#entry=card&op=present&p=1", {"entry": "card", "progress": 1})
    story = layer(driver, "story")
    assert story["quad"][:4] == [0, 0, 375, 0], "full screen at the end"
    tab = layer(driver, "tabBar")
    assert tab is None or tab["quad"][1] >= 812 - 0.5, "the tab bar slid off the screen"
    assert canvas_digest(driver) != start
    assert console_problems(driver) == []


def test_the_sample_pull_collapses_the_story_back_into_the_feed(driver, server):
    open_page(driver, server, "#entry=card&op=dismiss&p=1", {"entry": "card", "progress": 1})
    assert layer(driver, "story") is None, "the story is gone once dismissed"
    card = layer(driver, "card")
    assert card is not None and abs(card["opacity"] - 1) < 1e-9, "the card is back in its place"
    tab = layer(driver, "tabBar")
    assert tab is not None and abs(tab["quad"][1] - (812 - 83)) < 0.5, "the tab bar is back"
    assert console_problems(driver) == []


def story_quad_at(driver, t):
    """The story's quad in the server's frame at run time `t` (None when it is gone)."""
    frame = driver.execute_async_script("__preview.frameAt(arguments[0]).then(arguments[1])", t)
    roles = {l["id"]: l["role"] for l in driver.execute_script("return __preview.scene.layers")}
    story = next((l for l in frame["layers"] if roles.get(l["id"]) == "story"), None)
    return story and {"quad": story["quad"], "cornerRadius": story.get("cornerRadius", 0)}


def pull(driver, steps):
    """A real pointer drag from the middle of the story through steps given in device points
    (the stage scales the device to fit, so CSS pixels are converted)."""
    a, b = (driver.execute_script(f"return __preview.toCanvas(0, {y})") for y in (0, 100))
    css_per_point = (b["y"] - a["y"]) / driver.execute_script("return window.devicePixelRatio") / 100
    drag(driver, (187.5, 406), [(0, round(dy * css_per_point)) for dy in steps])


def release_time(driver):
    markers = driver.execute_script("return __preview.scene.markers")
    return next(m["time"] for m in markers if m["kind"] == "interactionEnd")


def test_pulling_the_story_down_returns_it_to_the_feed(driver, server):
    open_page(driver, server, "#entry=card&op=dismiss&p=0", {"entry": "card", "operation": "dismiss", "progress": 0})
    assert layer(driver, "story")["quad"][:4] == [0, 0, 375, 0], "the story is open before the pull"
    hint = driver.execute_script("return document.querySelector('.hint')?.textContent || ''")
    assert "Pull the story down" in hint, f"the card's own gesture hint shows ({hint!r})"
    pull(driver, [16.5] * 10)  # 165 of the 300 points of pullDistance, moving down
    wait_for(driver, "return __preview.playback.state === 'finished'")
    state = driver.execute_script("return __preview.playback")
    assert state["transitionWasCancelled"] is False and state["phase"] == "completed"
    assert "finished" in driver.find_element(By.CSS_SELECTOR, ".banner").text
    scene = driver.execute_script("return __preview.scene")
    assert scene["live"] is True
    assert any(m["kind"] == "interactionEnd" and m["label"] == "released: finish" for m in scene["markers"])
    # At the release the finger had shrunk the story toward its card and rounded its corners.
    released = story_quad_at(driver, release_time(driver))
    assert released is not None
    width = released["quad"][2] - released["quad"][0]
    assert 335 < width < 375 and released["quad"][1] > 0 and released["cornerRadius"] > 0
    # Then the spring took it the rest of the way: the card is back in the feed.
    assert story_quad_at(driver, scene["endTime"]) is None
    got = settle(driver)
    roles = {l["id"]: l["role"] for l in got["scene"]["layers"]}
    card = next(l for l in got["frame"]["layers"] if roles[l["id"]] == "card")
    assert card["opacity"] == 1 and card["quad"][:2] == [20, 122]
    trace = driver.execute_script("return __preview.lastTrace")
    assert trace[0]["phase"] == "began" and trace[-1]["phase"] == "ended" and trace[-1]["y"] - trace[0]["y"] > 100
    assert console_problems(driver) == []


def test_a_short_pull_released_upwards_springs_back_to_full_screen(driver, server):
    open_page(driver, server, "#entry=card&op=dismiss&p=0", {"entry": "card", "operation": "dismiss", "progress": 0})
    pull(driver, [16] * 5 + [-10] * 3)  # 80 points down (under the 90 of the threshold), then up
    wait_for(driver, "return __preview.playback.state === 'cancelled'")
    assert driver.execute_script("return __preview.playback.transitionWasCancelled") is True
    assert "cancelled" in driver.find_element(By.CSS_SELECTOR, ".banner").text
    scene = driver.execute_script("return __preview.scene")
    assert any(m["kind"] == "interactionEnd" and m["label"] == "released: cancel" for m in scene["markers"])
    released = story_quad_at(driver, release_time(driver))
    assert released["quad"][2] - released["quad"][0] < 375, "the pull had shrunk the story"
    end = story_quad_at(driver, scene["endTime"])
    assert end == {"quad": [0, 0, 375, 0, 375, 812, 0, 812], "cornerRadius": 0}, "full screen again, square corners"
    settle(driver)
    assert layer(driver, "card") is None, "the card stays hidden under the story"
    assert console_problems(driver) == []


def test_a_tap_on_the_story_while_it_expands_sends_it_back_into_the_card(driver, server):
    open_page(driver, server, "#entry=card&op=present&p=0&rate=0.1", {"entry": "card", "operation": "present", "progress": 0})
    assert driver.execute_script("return __preview.scene.state") == "completed", "untouched, the card opens"
    driver.execute_script("document.querySelector('.icon-btn.play').click()")
    wait_for(driver, "return __preview.playback.state === 'running' && __preview.frame.time > 0.1")
    # A real click on the phone's screen, where the story is growing (UIKit hit-tests the story's
    # final, full-screen frame, so anywhere on it is the story).
    pointer_at(driver, (187.5, 300), duration=250).click().perform()
    wait_for(driver, "return __preview.scene.state === 'cancelled'")
    scene = driver.execute_script("return __preview.scene")
    labels = [m["label"] for m in scene["markers"]]
    assert "animator paused" in labels and "released: cancel" in labels
    tapped_at = next(m["time"] for m in scene["markers"] if m["label"] == "animator paused")
    assert 0.1 < tapped_at < 0.6, "grabbed mid-expansion, at the playhead"
    assert driver.execute_script("return __preview.selectedId") is None, "the click went to the app, not the inspector"
    wait_for(driver, "return __preview.playback.state === 'cancelled'")
    assert driver.execute_script("return __preview.playback.transitionWasCancelled") is True
    got = settle(driver)
    roles = {l["id"]: l["role"] for l in got["scene"]["layers"]}
    on_screen = [roles[l["id"]] for l in got["frame"]["layers"]]
    assert "story" not in on_screen, "the story went back into the card"
    card = next(l for l in got["frame"]["layers"] if roles[l["id"]] == "card")
    assert card["opacity"] == 1 and card["quad"][:2] == [20, 122]
    # Paused, a click inspects again.
    pointer_at(driver, (187.5, 300), duration=250).click().perform()
    wait_for(driver, "return __preview.selectedId !== null")
    assert driver.execute_script("return __preview.scene.state") == "cancelled"
    assert console_problems(driver) == []
