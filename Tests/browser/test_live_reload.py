"""`transitions serve --watch` end to end: headless Chromium on the page, a real watch server
on a scratch copy of the package (Tests/browser/livereload.py), real rebuilds by the compiler.

The tests run in order on one server and one page (each rebuild costs seconds, so they share
them): edit a number, add entries, break and fix the build, delete the open entry, and an
entry whose code traps.
"""

import json
import subprocess
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from websockets.sync.client import connect

import livereload
from conftest import canvas_digest, console_problems, fresh, make_driver, settle, wait_for
from test_gesture import detail_photo_centre, drag

BUILD_WAIT = 600  # a rebuild on a loaded 2-core machine; seconds when idle
CROSSFADE = "Catalog/Crossfade.swift"

# One worker runs them all, in order (pytest-xdist), on the one watch server they share.
pytestmark = pytest.mark.xdist_group("live-reload")


@pytest.fixture(scope="module")
def watch():
    livereload.sync_scratch()
    livereload.build_scratch()
    server = livereload.WatchServer()
    yield server
    server.kill()
    livereload.close_scratch()  # the pristine catalog back for the next run


@pytest.fixture(scope="module")
def page(watch):
    driver = make_driver()
    yield driver
    driver.quit()


def builds(driver):
    return driver.execute_script("return __preview.liveReload.builds")


def overlay(driver):
    return driver.execute_script("return __preview.liveReload.overlay")


# The same conversation through the front and its worker as with plain `serve`: messages
# come back byte for byte (the front forwards them without reading them). Ticks are driven
# by each server's own clock, so the conversation uses no playback.
CONVERSATION = [
    {"type": "hello", "version": 1, "id": 1},
    {"type": "select", "entry": "zoom", "operation": "present", "id": "s", "parameters": {"duration": 0.7}},
    {"type": "seek", "progress": 0.42, "id": 3.0},
    {"type": "set", "parameters": {"damping": 0.6}, "id": 4},
    {"type": "seek", "time": 0.1, "id": 5},
    {"type": "frobnicate", "id": 6},
    {"type": "ping", "id": 7},
]


def converse(url):
    """Sends CONVERSATION and collects every answer up to each message's last one."""
    last = {"hello": "catalog", "select": "state", "seek": "frame", "set": "frame", "frobnicate": "error", "ping": "pong"}
    answers = []
    with connect(url.replace("http://", "ws://"), subprotocols=["transition-preview"]) as ws:
        for message in CONVERSATION:
            ws.send(json.dumps(message))
            while True:
                text = ws.recv(timeout=30)
                answers.append(text)
                if json.loads(text)["type"] == last[message["type"]]:
                    break
    return answers


def test_the_front_forwards_the_sessions_bytes_unchanged(watch):
    plain = subprocess.Popen(livereload.inside([".build/debug/transitions", "serve", "--port", "0",
                                                "--web", str(livereload.REPO / "web")]),
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        url = plain.stdout.readline().split()[1]
        expected = converse(url)
    finally:
        plain.terminate()
        plain.wait(timeout=10)
    got = converse(watch.url)
    assert len(expected) >= 10
    assert got == expected


def test_an_edited_number_redraws_at_the_same_playhead_and_layer(watch, page):
    page.get(f"{watch.url}#entry=crossfade&op=push&p=0.5")
    first = settle(page, {"entry": "crossfade", "progress": 0.5})
    assert first["scene"]["parameters"]["duration"] == 0.3
    layer = first["scene"]["layers"][-1]["id"]
    page.get(fresh(watch.url, f"#entry=crossfade&op=push&p=0.5&layer={layer}"))
    first = settle(page, {"entry": "crossfade", "progress": 0.5})
    assert page.execute_script("return __preview.selectedId") == layer
    assert abs(first["frame"]["time"] - 0.15) < 1e-6

    livereload.write(CROSSFADE, livereload.read(CROSSFADE).replace("default: 0.3, range", "default: 0.6, range"))
    line = watch.next_line(BUILD_WAIT)
    assert line.startswith("build 1: Catalog/Crossfade.swift changed → rebuilt in "), line
    # A content edit runs SwiftPM's own plan directly (the compiler and the linker, no `swift build`).
    assert "(compiler run directly: " in line, line
    wait_for(page, "return __preview.liveReload.builds === 1", BUILD_WAIT)
    # The count goes up when the swap is announced; until the new scene arrives the old one is
    # the settled one (a loaded machine showed it), so wait for the new default itself.
    wait_for(page, "return __preview.scene.parameters.duration === 0.6", 60, "the new default, not the old value")
    after = settle(page, {"entry": "crossfade", "operation": "push", "progress": 0.5})
    assert after["scene"]["parameters"]["duration"] == 0.6, "the new default, not the old value"
    assert abs(after["frame"]["time"] - 0.3) < 1e-6, "the same playhead (progress 0.5) of the longer run"
    assert page.execute_script("return __preview.selectedId") == layer, "the inspected layer is kept"
    flash = page.find_element(By.CSS_SELECTOR, ".reload-flash")
    assert "rebuilt in" in flash.text and "crossfade" in flash.text
    assert console_problems(page) == []


def test_new_entry_files_are_listed(watch, page):
    livereload.write("Catalog/LiveAdded.swift", livereload.entry_like_crossfade("LiveAdded", "live-added"))
    livereload.write("Catalog/LiveTrap.swift", livereload.entry_like_crossfade("LiveTrap", "live-trap", trap="live-trap stops here"))
    livereload.write("Catalog/LiveHang.swift", livereload.entry_like_crossfade("LiveHang", "live-hang", hang=True))
    livereload.write("Catalog/LiveNaN.swift", livereload.entry_like_crossfade("LiveNaN", "live-nan", nan=True))
    livereload.write("Catalog/LiveTwice.swift", livereload.entry_like_crossfade("LiveTwice", "live-twice", twice=True))
    livereload.write("Catalog/LiveUnmodelled.swift", livereload.entry_like_crossfade("LiveUnmodelled", "live-unmodelled", unmodelled=True))
    line = watch.next_line(BUILD_WAIT)
    assert "6 files changed" in line and "rebuilt in" in line, line
    assert "(swift build: files added or removed)" in line, "new files need SwiftPM's planning"
    wait_for(page, "return __preview.liveReload.builds === 2", BUILD_WAIT)
    wait_for(page, "return __preview.catalog.entries.some(e => e.id === 'live-added')")
    ids = page.execute_script("return __preview.catalog.entries.map(e => e.id)")
    assert "live-trap" in ids
    assert "LiveAdded" in page.find_element(By.ID, "catalog").text
    settle(page, {"entry": "crossfade", "progress": 0.5})


def test_a_parameter_that_no_longer_exists_is_dropped_and_a_new_one_takes_its_default(watch, page):
    other = make_driver()
    try:
        other.get(f"{watch.url}#entry=live-added&op=push&p=0.5&param.duration=0.45")
        before = settle(other, {"entry": "live-added", "progress": 0.5})
        assert before["scene"]["parameters"] == {"duration": 0.45}
        text = livereload.read("Catalog/LiveAdded.swift").replace('NumberParameter("duration"', 'NumberParameter("length"')
        livereload.write("Catalog/LiveAdded.swift", text)
        line = watch.next_line(BUILD_WAIT)
        assert line.startswith("build 3: Catalog/LiveAdded.swift changed → rebuilt"), line
        assert "(compiler run directly: " in line, "the plan swift build made for the new file is used"
        wait_for(other, "return __preview.liveReload.builds === 1", BUILD_WAIT)
        wait_for(other, "return !('duration' in __preview.scene.parameters)", 60, "the old key dropped")
        after = settle(other, {"entry": "live-added", "progress": 0.5})
        assert after["scene"]["parameters"] == {"length": 0.3}, "the old key dropped, the new one at its default"
        wait_for(other, "return [...document.querySelectorAll('.toast')].some(t => t.textContent.includes('Parameter “duration” no longer exists in live-added; dropped.'))")
    finally:
        other.quit()
    # The other page (crossfade) followed the same swap and kept its place.
    wait_for(page, "return __preview.liveReload.builds === 3", BUILD_WAIT)
    settle(page, {"entry": "crossfade", "progress": 0.5})


def test_a_replayed_gesture_the_device_and_playback_are_kept_across_a_swap(watch, page):
    page.get(fresh(watch.url, "#entry=zoom&op=dismiss&p=0&device=iphone-se"))
    got = settle(page, {"entry": "zoom", "operation": "dismiss", "device": "iphone-se", "progress": 0})
    drag(page, detail_photo_centre(got["scene"], got["frame"]), [(0, 16)] * 16)
    wait_for(page, "return __preview.playback.state === 'finished'")
    link = wait_for(page, "return location.hash.includes('&trace=') && location.hash")
    page.get(fresh(watch.url, f"{link}&rate=0.25&loop=1"))
    wait_for(page, "return __preview.scene && __preview.scene.recorded === true && __preview.replayTrace !== null")
    trace = page.execute_script("return __preview.replayTrace")
    page.find_element(By.TAG_NAME, "body").send_keys(Keys.SPACE)
    wait_for(page, "return __preview.playback.state === 'running'")

    livereload.write(CROSSFADE, livereload.read(CROSSFADE) + "\n// An edit elsewhere in the catalog.\n")
    line = watch.next_line(BUILD_WAIT)
    assert line.startswith("build 4: Catalog/Crossfade.swift changed → rebuilt"), line
    wait_for(page, "return __preview.liveReload.builds === 1", BUILD_WAIT)
    wait_for(page, "return __preview.scene.recorded === true && __preview.playback.state === 'running'")
    assert page.execute_script("return __preview.replayTrace") == trace, "the same gesture replayed on the new build"
    assert page.execute_script("return __preview.selection.device") == "iphone-se"
    assert page.execute_script("return __preview.scene.device") == "iphone-se"
    assert page.execute_script("return [__preview.playback.rate, __preview.playback.loop]") == [0.25, True]
    assert console_problems(page) == []


def test_a_syntax_error_shows_the_diagnostics_over_the_last_frame_until_fixed(watch, page):
    page.get(fresh(watch.url, "#entry=crossfade&op=push&p=0.5"))
    shown = settle(page, {"entry": "crossfade", "progress": 0.5})
    digest = canvas_digest(page)
    good = livereload.read(CROSSFADE)
    broken_line = next(i for i, text in enumerate(good.splitlines(), 1) if 'let title = "Cross-dissolve"' in text)
    livereload.write(CROSSFADE, good.replace('let title = "Cross-dissolve"', 'let title = = "Cross-dissolve"'))
    line = watch.next_line(BUILD_WAIT)
    assert line.startswith("build 5: Catalog/Crossfade.swift changed → failed in "), line
    assert f"Catalog/Crossfade.swift:{broken_line}:" in line
    assert "(compiler run directly: " in line, line
    wait_for(page, "return __preview.liveReload.overlay === 'build'", BUILD_WAIT)
    files = [e.get_attribute("data-file") for e in page.find_elements(By.CSS_SELECTOR, ".diagnostics-file")]
    assert files == ["Catalog/Crossfade.swift"]
    first = page.find_element(By.CSS_SELECTOR, ".diagnostics .diagnostic-error")
    assert first.find_element(By.CSS_SELECTOR, ".where").text.startswith(f"{broken_line}:")
    assert "= =" in first.find_element(By.CSS_SELECTOR, ".source").text
    assert first.find_element(By.CSS_SELECTOR, ".caret").text.strip() == "^"
    first.click()
    assert first.get_attribute("data-copied") == f"Catalog/Crossfade.swift:{broken_line}"
    # The last good build keeps serving: the same frame stays, and the page still works on it.
    assert page.execute_script("return __preview.frame.seq") == shown["frame"]["seq"]
    assert canvas_digest(page) == digest

    livereload.write(CROSSFADE, good)
    line = watch.next_line(BUILD_WAIT)
    assert line.startswith("build 6: Catalog/Crossfade.swift changed → rebuilt in "), line
    wait_for(page, "return __preview.liveReload.builds === 1 && __preview.liveReload.overlay === null", BUILD_WAIT)
    assert page.find_element(By.CSS_SELECTOR, ".diagnostics").get_attribute("hidden") is not None
    settle(page, {"entry": "crossfade", "progress": 0.5})


def test_a_deleted_entry_falls_back_to_the_first_with_a_note(watch, page):
    page.get(fresh(watch.url, "#entry=live-added&op=push&p=0.25"))
    settle(page, {"entry": "live-added", "progress": 0.25})
    livereload.path("Catalog/LiveAdded.swift").unlink()
    line = watch.next_line(BUILD_WAIT)
    assert line.startswith("build 7: Catalog/LiveAdded.swift changed → rebuilt"), line
    assert "(swift build: files added or removed)" in line, line
    wait_for(page, "return __preview.liveReload.builds === 1", BUILD_WAIT)
    first = page.execute_script("return __preview.catalog.entries[0].id")
    settle(page, {"entry": first})
    assert "live-added" not in page.execute_script("return __preview.catalog.entries.map(e => e.id)")
    wait_for(page, "return [...document.querySelectorAll('.toast')].some(t => t.textContent.includes('“live-added” is no longer in the catalog'))")


def test_an_entry_that_traps_shows_the_error_and_the_server_serves_the_others(watch, page):
    page.get(fresh(watch.url, "#entry=crossfade&op=push&p=0.5"))
    settle(page, {"entry": "crossfade", "progress": 0.5})
    digest = canvas_digest(page)
    page.find_element(By.CSS_SELECTOR, "#catalog .entry-main[data-entry='live-trap']").click()
    wait_for(page, "return __preview.liveReload.overlay === 'runtime'", 60)
    text = page.find_element(By.CSS_SELECTOR, ".diagnostics").text
    assert "live-trap stops here" in text
    files = [e.get_attribute("data-file") for e in page.find_elements(By.CSS_SELECTOR, ".diagnostics-file")]
    assert files == ["Catalog/LiveTrap.swift"]
    trap_line = next(i for i, t in enumerate(livereload.read("Catalog/LiveTrap.swift").splitlines(), 1) if "fatalError(\"live-trap" in t)
    # Read in one script: the overlay may be drawn again between a lookup and a read.
    assert page.execute_script("return document.querySelector('.diagnostics .where').textContent.trim()") == str(trap_line)
    assert canvas_digest(page) == digest, "the last frame stays instead of a blank canvas"
    assert "crashed" in watch.stderr_text()
    # The server is still up and serves every other entry, on this page and a new one.
    page.execute_script("location.hash = '#entry=flip&op=present&p=0.5'")
    settle(page, {"entry": "flip", "progress": 0.5})
    assert overlay(page) is None
    other = make_driver()
    try:
        other.get(f"{watch.url}#entry=crossfade&op=push&p=0.5")
        assert settle(other, {"entry": "crossfade", "progress": 0.5})["scene"]["parameters"]["duration"] == 0.6
    finally:
        other.quit()


def test_a_nan_in_the_entrys_values_shows_over_the_stage_instead_of_a_missing_layer(watch, page):
    page.get(fresh(watch.url, "#entry=live-nan&op=push&p=0.5"))
    wait_for(page, "return __preview.liveReload.overlay === 'runtime'", 60)
    shown = page.find_element(By.CSS_SELECTOR, ".diagnostics")
    assert "not a number" in shown.text and "(to)" in shown.text, shown.text
    # The server found it (frames leave the layer out: it has no place to be drawn).
    broken = page.execute_script("return __preview.scene.nonFinite")
    assert broken["role"] == "to" and 0 <= broken["time"] < 0.1, broken
    assert shown.get_attribute("data-non-finite") == str(broken["layer"])
    assert broken["layer"] not in [l["id"] for l in page.execute_script("return __preview.frame.layers")]
    # Another entry's scene clears it.
    page.execute_script("location.hash = '#entry=crossfade&op=push&p=0.5'")
    settle(page, {"entry": "crossfade", "progress": 0.5})
    assert overlay(page) is None


def test_a_broken_contract_shows_the_checkers_findings_with_the_apps_line(watch, page):
    page.get(fresh(watch.url, "#entry=live-twice&op=push&p=0.5"))
    wait_for(page, "return __preview.liveReload.overlay === 'runtime'", 60)
    shown = page.find_element(By.CSS_SELECTOR, ".diagnostics")
    assert "broke UIKit’s transition contract" in shown.text, shown.text
    files = [e.get_attribute("data-file") for e in page.find_elements(By.CSS_SELECTOR, ".diagnostics-file")]
    assert files == ["Catalog/LiveTwice.swift"], files
    lines = livereload.read("Catalog/LiveTwice.swift").splitlines()
    second = [i for i, t in enumerate(lines, 1) if "transitionContext.completeTransition(!" in t][1]
    item = page.find_element(By.CSS_SELECTOR, ".diagnostics .diagnostic")
    assert item.find_element(By.CSS_SELECTOR, ".where").text == str(second)
    assert "completed-2-times" in item.text and "called 2 times" in item.text
    assert item.get_attribute("data-location") == f"Catalog/LiveTwice.swift:{second}"
    # The frames still play: the overlay explains, it does not replace the canvas.
    assert page.execute_script("return __preview.frame !== null && __preview.scene.entry === 'live-twice'")
    page.execute_script("location.hash = '#entry=crossfade&op=push&p=0.5'")
    settle(page, {"entry": "crossfade", "progress": 0.5})
    assert overlay(page) is None


def test_not_modelled_uses_show_with_the_apps_line_for_a_call_and_the_view_for_a_property_set(watch, page):
    page.get("about:blank")
    page.get(f"{watch.url}#entry=live-unmodelled&op=push&p=0.5")
    wait_for(page, "return __preview.liveReload.overlay === 'runtime'", 60)
    shown = page.find_element(By.CSS_SELECTOR, ".diagnostics")
    files = [e.get_attribute("data-file") for e in page.find_elements(By.CSS_SELECTOR, ".diagnostics-file")]
    assert "Catalog/LiveUnmodelled.swift" in files and "live-unmodelled (no call site)" in files, files
    lines = livereload.read("Catalog/LiveUnmodelled.swift").splitlines()
    named = next(i for i, t in enumerate(lines, 1) if 'UIColor(named: "Brand")' in t)
    call = page.find_element(By.CSS_SELECTOR, f".diagnostics .diagnostic[data-location='Catalog/LiveUnmodelled.swift:{named}']")
    assert "not-modelled" in call.text and "UIColor(named:" in call.text, call.text
    setter = page.find_element(By.CSS_SELECTOR, ".diagnostics-file[data-file='live-unmodelled (no call site)'] .diagnostic")
    assert "not-modelled" in setter.text and "adjustsFontSizeToFitWidth" in setter.text, setter.text
    assert "[caption#" in setter.text, setter.text
    assert "broke UIKit’s transition contract" in shown.text
    page.execute_script("location.hash = '#entry=crossfade&op=push&p=0.5'")
    settle(page, {"entry": "crossfade", "progress": 0.5})
    assert overlay(page) is None


def test_a_crash_answers_the_request_and_the_next_message_gets_a_fresh_session(watch):
    with connect(watch.url.replace("http://", "ws://"), subprotocols=["transition-preview"]) as ws:
        ws.send(json.dumps({"type": "select", "entry": "live-trap", "id": "boom"}))
        error = json.loads(ws.recv(timeout=30))
        assert error["type"] == "error" and error["id"] == "boom" and error["code"] == "entry-crashed"
        assert error["request"] == "select" and error["entry"] == "live-trap"
        assert "live-trap stops here" in error["message"]
        [place] = error["diagnostics"]
        assert place["file"] == "Catalog/LiveTrap.swift" and place["severity"] == "fatal"
        assert "fatalError" in place["source"]
        ws.send(json.dumps({"type": "seek", "progress": 0.5, "id": 2}))
        assert json.loads(ws.recv(timeout=30))["code"] == "no-selection", "a fresh session"
        ws.send(json.dumps({"type": "select", "entry": "crossfade", "id": 3}))
        assert json.loads(ws.recv(timeout=30))["type"] == "scene"



def test_an_entry_that_never_returns_is_stopped_and_the_server_keeps_serving(watch):
    url = watch.url.replace("http://", "ws://")
    with connect(url, subprotocols=["transition-preview"]) as ws:
        started = time.monotonic()
        ws.send(json.dumps({"type": "select", "entry": "live-hang", "id": 1}))
        error = json.loads(ws.recv(timeout=60))
        assert error["type"] == "error" and error["id"] == 1 and error["code"] == "entry-timed-out"
        assert 9 < time.monotonic() - started < 30
        ws.send(json.dumps({"type": "select", "entry": "crossfade", "id": 2}))
        assert json.loads(ws.recv(timeout=30))["type"] == "scene"
    with connect(url, subprotocols=["transition-preview"]) as other:
        other.send(json.dumps({"type": "ping", "id": 3}))
        assert json.loads(other.recv(timeout=30)) == {"type": "pong", "id": 3}


def test_an_edit_in_a_folder_entry_runs_the_folders_new_code(watch, page):
    """A folder entry's file: only its module is recompiled and the worker relinked (the
    catalog's module reads it only through the generated registry), and the new code runs."""
    page.get(fresh(watch.url, "#entry=zoom&op=present&p=0.5"))
    before = settle(page, {"entry": "zoom", "operation": "present", "progress": 0.5})
    assert before["scene"]["parameters"]["duration"] == 0.5
    scenario = "Catalog/Zoom/ZoomScenario.swift"
    text = livereload.read(scenario)
    assert '"Zoom-in duration", default: 0.5,' in text
    livereload.write(scenario, text.replace('"Zoom-in duration", default: 0.5,', '"Zoom-in duration", default: 0.7,'))
    line = watch.next_line(BUILD_WAIT)
    assert line.startswith("build 8: Catalog/Zoom/ZoomScenario.swift changed → rebuilt in "), line
    # The folder's indexer and the catalog's (both read the file), the Linux copy of the
    # folder's file that uses #selector (its rewrite reads every file of the folder, for the
    # folder's @objc protocols and who conforms to them), the folder's module, the link: not
    # the catalog's module nor the worker's, whose inputs did not change for them.
    assert "(compiler run directly: 5 commands)" in line, line
    wait_for(page, "return __preview.liveReload.builds === 1", BUILD_WAIT)
    # The page reselects once the new workers are up: until then the old scene is the settled one.
    wait_for(page, "return __preview.scene.parameters.duration === 0.7", 60, "the folder's new default")
    after = settle(page, {"entry": "zoom", "operation": "present", "progress": 0.5})
    assert after["scene"]["parameters"]["duration"] == 0.7, "the folder's new default"
    zoom = next(e for e in page.execute_script("return __preview.catalog.entries") if e["id"] == "zoom")
    assert next(p for p in zoom["parameters"] if p["key"] == "duration")["default"] == 0.7


def test_an_edit_that_flips_a_file_to_the_rewritten_copy_rebuilds_from_a_fresh_plan(watch, page):
    """A file's first `#if os(iOS)` changes what Package.swift makes of it (compiled from the
    rewritten copy), though no folder changed: the watcher drops SwiftPM's plan and builds
    with a fresh manifest instead of stopping at the stale-cache error; so does the way back."""
    library = "Catalog/Zoom/PhotoLibrary.swift"
    text = livereload.read(library)
    assert "#if os(iOS)" not in text and "@objc" not in text
    flipped = text + "\n#if os(iOS)\nlet photoLibraryBuiltForIOS = true\n#endif\n"
    for version, reason in ((flipped, "now needs"), (text, "no longer needs")):
        livereload.write(library, version)
        line = watch.next_line(BUILD_WAIT)
        assert library + " changed → rebuilt in " in line, line
        assert "planned afresh: " in line and reason + " the @objc rewrite" in line, line
    page.get(fresh(watch.url, "#entry=zoom&op=present&p=0.5"))
    assert settle(page, {"entry": "zoom", "operation": "present", "progress": 0.5})["scene"]
