"""In Firefox: the lightbox entry's touches through real mouse input (WebDriver BiDi). A click on
a photo is a tap that reaches the feed's UITapGestureRecognizer and presents it; a click between
the photos selects a layer instead; on the open photo a sideways drag is refused by the pan's
delegate (gestureRecognizerShouldBegin) and a drag down dismisses it."""

from conftest import open_page, settle, wait_for
from test_gesture import device_point_in_viewport, drag_from


def visible_roles(got):
    roles = {l["id"]: l["role"] for l in got["scene"]["layers"]}
    return [roles[l["id"]] for l in got["frame"]["layers"] if l["opacity"] > 0]


def error_toasts(browser):
    return browser.run("return [...document.querySelectorAll('.toast-error')].map(t => t.textContent)")


def test_a_click_on_a_photo_presents_it_and_a_click_between_photos_selects_a_layer(browser, server):
    open_page(browser, server, "#entry=lightbox&op=present&p=0", {"entry": "lightbox", "operation": "present", "progress": 0})
    # iPhone X: the photos' columns are x 16…183.5 and 191.5…359; x 187 is the gap between them.
    browser.drag([device_point_in_viewport(browser, 187, 190)])
    wait_for(browser, "return __preview.selectedId !== null")
    assert browser.run("return __preview.playback.state") != "finished"
    assert error_toasts(browser) == []
    browser.drag([device_point_in_viewport(browser, 275, 190)])
    wait_for(browser, "return __preview.scene.live === true && __preview.playback.state === 'finished'")
    assert browser.run("return __preview.playback.transitionWasCancelled") is False
    assert "openPhoto" in visible_roles(settle(browser))
    assert [s["phase"] for s in browser.run("return __preview.lastTrace")] == ["began", "ended"]
    assert error_toasts(browser) == []
    assert browser.console_problems() == []


def test_a_sideways_drag_is_refused_and_a_drag_down_dismisses(browser, server):
    open_page(browser, server, "#entry=lightbox&op=dismiss&p=0", {"entry": "lightbox", "operation": "dismiss", "progress": 0})
    drag_from(browser, device_point_in_viewport(browser, 100, 400), [(16, 0)] * 14)
    wait_for(browser, "return [...document.querySelectorAll('.toast-error')].some(t => /no-transition/.test(t.textContent))")
    assert browser.run("return __preview.playback.state") != "finished"
    assert "openPhoto" in visible_roles(settle(browser))
    drag_from(browser, device_point_in_viewport(browser, 187, 300), [(0, 16)] * 16)
    wait_for(browser, "return __preview.playback.state === 'finished'")
    assert browser.run("return __preview.playback.transitionWasCancelled") is False
    assert "openPhoto" not in visible_roles(settle(browser))
    assert browser.console_problems() == []
