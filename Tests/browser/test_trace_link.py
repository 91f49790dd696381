"""A replayed gesture lives in the URL: after a live pull-down the hash carries the trace, and a
reload replays exactly that trace (the run equals the CLI's for it); a trace too long for a URL
is kept in the browser (`trace=local:…`) and still survives a reload, and says so where it is
missing; a damaged `trace=` is reported and the page carries on without it."""

import json
import subprocess

from selenium.webdriver.common.by import By

from conftest import BINARY, console_problems, open_page, settle, wait_for
from test_gesture import detail_photo_centre, drag

RECORDED = "return __preview.scene.recorded === true && __preview.playback.state !== 'running' && __preview.drawnSeq === __preview.frame.seq"


def cli_end_frame(trace, tmp_path):
    path = tmp_path / "trace.json"
    path.write_text(json.dumps(trace))
    command = [str(BINARY), "render", "zoom", "--operation", "dismiss", "--gesture", str(path), "--progress", "1", "--json"]
    return json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)


def page_end_frame(driver):
    end = driver.execute_script("return __preview.scene.endTime")
    return driver.execute_async_script("const done = arguments[arguments.length - 1]; __preview.frameAt(arguments[0]).then(done)", end)


def quads(frame):
    return {l["id"]: l["quad"] for l in frame["layers"]}


def test_a_live_gesture_survives_a_reload_through_the_url(driver, server, tmp_path):
    got = open_page(driver, server, "#entry=zoom&op=dismiss&p=0", {"entry": "zoom", "operation": "dismiss", "progress": 0})
    drag(driver, detail_photo_centre(got["scene"], got["frame"]), [(0, 16)] * 16)
    wait_for(driver, "return __preview.playback.state === 'finished'")
    trace = driver.execute_script("return __preview.lastTrace")
    link = wait_for(driver, "return location.hash.includes('&trace=1') && location.hash")
    assert len(link) < 2000, f"a one-second drag took {len(link)} characters"
    driver.refresh()
    settle(driver, {"entry": "zoom", "operation": "dismiss"})
    wait_for(driver, RECORDED)
    # Exactly the recorded samples, and the run the CLI makes of them.
    assert driver.execute_script("return __preview.replayTrace") == trace
    assert not driver.execute_script("return __preview.playback.transitionWasCancelled")
    page, cli = quads(page_end_frame(driver)), quads(cli_end_frame(trace, tmp_path))
    assert page.keys() == cli.keys() and all(abs(a - b) < 1e-3 for k in page for a, b in zip(page[k], cli[k]))
    # Choosing another operation drops the gesture from the link.
    driver.execute_script("[...document.querySelectorAll('.segmented button')].find((b) => b.textContent.includes('present')).click()")
    wait_for(driver, "return __preview.scene.operation === 'present' && !location.hash.includes('trace=')")
    assert console_problems(driver) == []


def long_trace(start):
    """Eight seconds of a slow pull down and back up (480 samples): past the URL's budget."""
    x, y = start
    samples = [{"t": 0, "phase": "began", "x": x, "y": y}]
    for i in range(1, 480):
        dy = 120 * (1 - abs(240 - i) / 240)
        samples.append({"t": round(i / 60, 6), "phase": "changed", "x": round(x + (i % 7) * 0.37, 3), "y": round(y + dy, 3)})
    samples.append({"t": 8.0, "phase": "ended", "x": x, "y": y})
    return samples


def test_a_trace_too_long_for_a_url_is_kept_in_the_browser(driver, server, tmp_path):
    got = open_page(driver, server, "#entry=zoom&op=dismiss&p=0", {"entry": "zoom", "operation": "dismiss", "progress": 0})
    trace = long_trace(detail_photo_centre(got["scene"], got["frame"]))
    path = tmp_path / "long.json"
    path.write_text(json.dumps(trace))
    driver.find_element(By.ID, "trace-file").send_keys(str(path))
    wait_for(driver, RECORDED)
    link = wait_for(driver, "return /[#&]trace=local:[0-9a-f]{8}$/.test(location.hash) && location.hash")
    assert len(link) < 1000
    driver.refresh()
    settle(driver, {"entry": "zoom", "operation": "dismiss"})
    wait_for(driver, RECORDED)
    assert driver.execute_script("return __preview.replayTrace") == trace
    # Elsewhere (here: with the browser's storage cleared) the link says what is missing.
    driver.execute_script("localStorage.clear()")
    driver.refresh()
    settle(driver, {"entry": "zoom", "operation": "dismiss"})
    toast = wait_for(driver, "return [...document.querySelectorAll('.toast')].map((t) => t.textContent).join(' | ')")
    assert "too long for a URL" in toast, toast
    assert driver.execute_script("return __preview.scene.recorded") is False
    assert console_problems(driver) == []


def test_a_damaged_trace_in_the_link_is_reported(driver, server):
    open_page(driver, server, "#entry=zoom&op=dismiss&p=0&trace=1AAA*", {"entry": "zoom", "operation": "dismiss"})
    toast = wait_for(driver, "return [...document.querySelectorAll('.toast')].map((t) => t.textContent).join(' | ')")
    assert "damaged" in toast and "base64url" in toast, toast
    assert driver.execute_script("return __preview.scene.recorded") is False
    assert console_problems(driver) == []
