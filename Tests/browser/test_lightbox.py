"""The lightbox entry in the page: a real click on a photo is a tap that reaches the feed's own
UITapGestureRecognizer and presents the photo; a click between the photos starts nothing and
selects the layer under it (as any click does); on the open photo a sideways pointer drag is
refused by the pan's delegate (no-transition) and a drag down dismisses it."""


from conftest import console_problems, open_page, settle, wait_for
from test_gesture import drag, pointer_at


def visible_roles(got):
    roles = {l["id"]: l["role"] for l in got["scene"]["layers"]}
    return [roles[l["id"]] for l in got["frame"]["layers"] if l["opacity"] > 0]


def tap(driver, point):
    """A click (pointer down and up without moving) at a device point."""
    pointer_at(driver, point).click().perform()


def test_a_click_on_a_photo_presents_it(driver, server):
    open_page(driver, server, "#entry=lightbox&op=present&p=0", {"entry": "lightbox", "operation": "present", "progress": 0})
    assert "openPhoto" not in visible_roles(settle(driver))
    # The second photo on iPhone X: x 191.5…359, y 108…275.5.
    tap(driver, (275, 190))
    wait_for(driver, "return __preview.scene.live === true && __preview.playback.state === 'finished'")
    assert driver.execute_script("return __preview.playback.transitionWasCancelled") is False
    got = settle(driver)
    assert "openPhoto" in visible_roles(got) and "backdrop" in visible_roles(got)
    trace = driver.execute_script("return __preview.lastTrace")
    assert [s["phase"] for s in trace] == ["began", "ended"] and trace[0]["x"] == trace[1]["x"]
    # The panel keeps the tap as the last gesture, saveable as a trace like a drag.
    assert driver.execute_script("return document.querySelector('#trace-file').closest('.row').querySelector('button').disabled") is False
    assert driver.execute_script("return document.querySelectorAll('.toast-error').length") == 0
    assert console_problems(driver) == []


def test_a_click_between_the_photos_presents_nothing_and_selects_a_layer(driver, server):
    open_page(driver, server, "#entry=lightbox&op=present&p=0", {"entry": "lightbox", "operation": "present", "progress": 0})
    assert driver.execute_script("return __preview.selectedId") is None
    tap(driver, (187, 190))
    wait_for(driver, "return __preview.selectedId !== null")
    assert driver.execute_script("return __preview.playback.state") != "finished"
    assert driver.execute_script("return document.querySelectorAll('.toast-error').length") == 0
    assert "openPhoto" not in visible_roles(settle(driver))
    assert console_problems(driver) == []


def test_a_sideways_drag_is_refused_and_a_drag_down_dismisses(driver, server):
    open_page(driver, server, "#entry=lightbox&op=dismiss&p=0", {"entry": "lightbox", "operation": "dismiss", "progress": 0})
    drag(driver, (100, 400), [(16, 0)] * 14)
    wait_for(driver, "return [...document.querySelectorAll('.toast-error')].some(t => /no-transition/.test(t.textContent))")
    assert driver.execute_script("return __preview.playback.state") != "finished"
    assert "openPhoto" in visible_roles(settle(driver))
    drag(driver, (187, 300), [(0, 16)] * 16)
    wait_for(driver, "return __preview.playback.state === 'finished'")
    assert driver.execute_script("return __preview.playback.transitionWasCancelled") is False
    assert "openPhoto" not in visible_roles(settle(driver))
    assert console_problems(driver) == []
