"""iOS 18's zoom dragged down to dismiss (ios18-zoom, dismiss): a real pointer drag on the open
photo reaches the system's recognizer UIKit puts on the zoomed view (the app writes no gesture
code); mid-drag the photo is a shrunken, rounded card under the finger; released moving down it
lands on its thumbnail, and a short slow drag springs it back open."""

from selenium.webdriver.common.action_chains import ActionChains

from conftest import console_problems, open_page, settle, wait_for
from test_gesture import drag, pointer_at

FRAGMENT = "#entry=ios18-zoom&op=dismiss&p=0"
EXPECT = {"entry": "ios18-zoom", "operation": "dismiss", "progress": 0}


def visible_roles(got):
    roles = {l["id"]: l["role"] for l in got["scene"]["layers"]}
    return [roles[l["id"]] for l in got["frame"]["layers"] if l["opacity"] > 0]


def layer(got, role):
    roles = {l["id"]: l["role"] for l in got["scene"]["layers"]}
    return next((l for l in got["frame"]["layers"] if roles[l["id"]] == role), None)


def test_a_drag_down_closes_the_photo_onto_its_thumbnail(driver, server):
    open_page(driver, server, FRAGMENT, EXPECT)
    # Finger down in the middle of the photo, pulled down and held there.
    chain = pointer_at(driver, (187, 406)).click_and_hold()
    for _ in range(12):
        chain.move_by_offset(0, 16).pause(0.03)
    chain.perform()
    wait_for(driver, "const p = __preview; const roles = Object.fromEntries(p.scene.layers.map(l => [l.id, l.role])); "
                     "return p.frame.layers.some(l => roles[l.id] === 'zoomClip' && l.cornerRadius === 40)")
    mid = driver.execute_script("return {scene: __preview.scene, frame: __preview.frame}")
    card = layer(mid, "zoomClip")
    quad = card["quad"]
    assert 0 < quad[2] - quad[0] < 375, "the photo is a shrunken card"
    assert quad[1] > 0, "moved down with the finger"
    # (The finger rested while the test read the frame: the release may have no speed, and the
    # drag's length, past a tenth of the height, decides.)
    ActionChains(driver).move_by_offset(0, 14).pause(0.02).release().perform()
    wait_for(driver, "return __preview.playback.state === 'finished'")
    state = driver.execute_script("return __preview.playback")
    assert state["transitionWasCancelled"] is False and state["phase"] == "completed"
    got = settle(driver)
    on_screen = visible_roles(got)
    assert "photoPage" not in on_screen and "zoomClip" not in on_screen
    assert on_screen.count("thumbnail") == 9, "the grid is back, the tapped thumbnail shown again"
    assert console_problems(driver) == []


def test_a_short_slow_drag_springs_the_photo_back(driver, server):
    open_page(driver, server, FRAGMENT, EXPECT)
    drag(driver, (187, 406), [(0, 6)] * 5 + [(0, 0)] * 8, pause=0.05)
    wait_for(driver, "return __preview.playback.state === 'cancelled'")
    assert driver.execute_script("return __preview.playback.transitionWasCancelled") is True
    got = settle(driver)
    on_screen = visible_roles(got)
    assert "photoPage" in on_screen and "zoomClip" not in on_screen
    page = layer(got, "photoPage")
    assert abs(page["quad"][0]) < 1e-6 and abs(page["quad"][1]) < 1e-6, "back at full screen"
    assert console_problems(driver) == []


def test_a_drag_up_closes_nothing(driver, server):
    open_page(driver, server, FRAGMENT, EXPECT)
    drag(driver, (187, 406), [(0, -16)] * 10)
    wait_for(driver, "return [...document.querySelectorAll('.toast-error')].some(t => /no-transition/.test(t.textContent))")
    got = settle(driver)
    assert "photoPage" in visible_roles(got)
