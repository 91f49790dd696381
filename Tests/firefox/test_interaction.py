"""In Firefox: the URL hash restores the view after a reload; the keyboard and the timeline scrub."""

from conftest import canvas_digest, open_page, settle, wait_for


def test_the_url_restores_entry_operation_device_parameter_and_playhead(browser, server):
    open_page(browser, server, "#entry=flip&op=dismiss&device=iphone-15&p=0.37&param.duration=0.9",
              {"entry": "flip", "operation": "dismiss", "device": "iphone-15", "progress": 0.37})
    scene = browser.run("return __preview.scene")
    assert scene["parameters"]["duration"] == 0.9
    assert scene["viewport"] == [393, 852]
    # Change the playhead through the page; the hash follows, and a reload brings it all back.
    browser.press("ArrowRight")
    wait_for(browser, "return __preview.frame.progress > 0.37")
    progress = browser.run("return __preview.frame.progress")
    wait_for(browser, f"return location.hash.includes('p={round(progress, 4)}')")
    url = browser.run("return location.href")
    for part in ("entry=flip", "op=dismiss", "device=iphone-15", "param.duration=0.9"):
        assert part in url
    browser.reload()
    got = settle(browser, {"entry": "flip", "operation": "dismiss", "device": "iphone-15"})
    assert abs(got["frame"]["progress"] - progress) < 1e-3
    assert got["scene"]["parameters"]["duration"] == 0.9
    assert browser.run("return document.querySelector('.device-select').value") == "iphone-15"
    assert browser.run("return document.querySelector('#param-duration').value") == "0.9"
    assert browser.console_problems() == []


def test_keyboard_steps_jumps_and_changes_the_rate(browser, server):
    got = open_page(browser, server, "#entry=scale-fade&op=push&p=0.25", {"entry": "scale-fade", "progress": 0.25})
    before = canvas_digest(browser)
    # → and ← step one frame (1/60 s) from the frame on screen, so each press waits for its
    # frame (a step is relative to the last frame received, as a person sees it).
    at = round(got["frame"]["time"] * 60) / 60
    for key, frames in (("ArrowRight", 1), ("ArrowRight", 1), ("ArrowLeft", -1)):
        browser.press(key)
        at += frames / 60
        wait_for(browser, f"return Math.abs(__preview.frame.time - {at}) < 1e-5 && __preview.drawnSeq === __preview.frame.seq")
    assert canvas_digest(browser) != before, "a frame later, the canvas should change"
    # End and Home jump.
    browser.press("End")
    wait_for(browser, "return __preview.frame.progress === 1")
    browser.press("Home")
    wait_for(browser, "return __preview.frame.progress === 0")
    # [ and ] change the rate.
    browser.press("[")
    wait_for(browser, "return __preview.playback.rate === 0.5")
    browser.press("]", "]")
    wait_for(browser, "return __preview.playback.rate === 2")
    assert browser.run("return document.querySelector('.rate.on').textContent") == "2×"
    assert browser.console_problems() == []


def test_dragging_the_timeline_scrubs(browser, server):
    open_page(browser, server, "#entry=zoom&op=present&p=0", {"entry": "zoom", "progress": 0})
    before = canvas_digest(browser)
    seq_before = browser.run("return __preview.frame.seq")
    ruler = browser.run("const r = document.querySelector('.timeline .ruler').getBoundingClientRect();"
                        " return {left: r.left, width: r.width, y: r.top + r.height / 2};")
    step = round(ruler["width"] * 0.05)
    x0 = round(ruler["left"]) + 2
    browser.drag([(x0 + i * step, ruler["y"]) for i in range(13)])
    target = (x0 + 12 * step - ruler["left"]) / ruler["width"]
    wait_for(browser, f"return Math.abs(__preview.frame.progress - {target}) < 0.01 && __preview.drawnSeq === __preview.frame.seq")
    assert browser.run("return __preview.frame.seq") - seq_before >= 4, "the canvas should follow the pointer, not jump at the end"
    assert canvas_digest(browser) != before
    readout = browser.run("return document.querySelector('.readout.progress').textContent")
    assert abs(float(readout.rstrip(" %")) - target * 100) < 1, readout
    assert browser.console_problems() == []
