"""UIKit's own edge swipe back (uikit-edge-swipe): a real pointer drag from the left edge reaches
the navigation controller's interactivePopGestureRecognizer through the page's live gesture,
like any app recognizer, and pops; a short drag cancels; a drag from the middle pops nothing."""

from conftest import console_problems, open_page, settle, wait_for
from test_gesture import drag

FRAGMENT = "#entry=uikit-edge-swipe&op=pop&p=0"
EXPECT = {"entry": "uikit-edge-swipe", "operation": "pop", "progress": 0}


def visible_roles(got):
    roles = {l["id"]: l["role"] for l in got["scene"]["layers"]}
    return [roles[l["id"]] for l in got["frame"]["layers"] if l["opacity"] > 0]


def test_a_drag_from_the_left_edge_pops(driver, server):
    open_page(driver, server, FRAGMENT, EXPECT)
    drag(driver, (4, 400), [(16, 0)] * 14)
    wait_for(driver, "return __preview.playback.state === 'finished'")
    state = driver.execute_script("return __preview.playback")
    assert state["transitionWasCancelled"] is False and state["phase"] == "completed"
    assert driver.execute_script("return __preview.scene.live") is True
    got = settle(driver)
    on_screen = visible_roles(got)
    assert "screen-inbox" in on_screen and "screen-message" not in on_screen
    # UIKit's bar went back with it: the root's title, no back button.
    assert "navigationTitle" in on_screen and "backButton" not in on_screen and "backIndicator" not in on_screen
    trace = driver.execute_script("return __preview.lastTrace")
    assert trace[0]["x"] < 20 and trace[-1]["x"] - trace[0]["x"] > 150  # device points
    assert console_problems(driver) == []


def test_a_short_slow_drag_cancels(driver, server):
    open_page(driver, server, FRAGMENT, EXPECT)
    drag(driver, (4, 400), [(8, 0)] * 6 + [(0, 0)] * 8, pause=0.05)
    wait_for(driver, "return __preview.playback.state === 'cancelled'")
    assert driver.execute_script("return __preview.playback.transitionWasCancelled") is True
    got = settle(driver)
    on_screen = visible_roles(got)
    assert "screen-message" in on_screen and "screen-inbox" not in on_screen
    # The cancelled swipe put the bar back: one title, the back button and its chevron.
    assert on_screen.count("navigationTitle") == 1 and "backButton" in on_screen and "backIndicator" in on_screen
    assert console_problems(driver) == []


def test_a_drag_from_the_middle_pops_nothing(driver, server):
    open_page(driver, server, FRAGMENT, EXPECT)
    drag(driver, (187, 400), [(16, 0)] * 14)
    # The page shows the engine's no-transition error as an error toast.
    wait_for(driver, "return [...document.querySelectorAll('.toast-error')].some(t => /no-transition/.test(t.textContent))")
    assert driver.execute_script("return __preview.playback.state") != "finished"
    got = settle(driver)
    assert "screen-message" in visible_roles(got)
