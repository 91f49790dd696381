"""The gesture's decision, shown: during a real pointer drag the status line and the Gesture panel
give the translation and velocity; after the release, the decision the server reports, with the
numbers computed from the samples by the engine's pan-recognizer rule (the last 100 ms), and the
release marker on the timeline carries them."""

import json

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from conftest import console_problems, inner_size, open_page, wait_for
from test_gesture import detail_photo_centre, pointer_at

FACTS = """
const d = document.querySelector('.release-facts');
return d.hidden ? null : {translation: JSON.parse(d.dataset.translation), velocity: JSON.parse(d.dataset.velocity),
  decision: d.dataset.decision, phase: d.dataset.phase, text: d.textContent};
"""


def velocity(trace):
    """UIPanGestureRecognizer's velocity as the engine computes it: the samples of the last 100 ms,
    at least the last two."""
    last = trace[-1]
    window = [s for s in trace if last["t"] - s["t"] <= 0.1]
    first = window[0] if len(window) > 1 or len(trace) < 2 else trace[-2]
    dt = last["t"] - first["t"]
    return (0.0, 0.0) if dt <= 0 else ((last["x"] - first["x"]) / dt, (last["y"] - first["y"]) / dt)


def press_and_move(driver, start, moves, release=False):
    chain = pointer_at(driver, start).click_and_hold()
    for dx, dy in moves:
        chain.move_by_offset(dx, dy).pause(0.02)
    if release:
        chain.release()
    chain.perform()


def check_release(driver, decision):
    facts = wait_for(driver, f"const f = (() => {{ {FACTS} }})(); return f && f.decision === '{decision}' && f.phase === 'decided' ? f : null")
    trace = driver.execute_script("return __preview.lastTrace")
    tx, ty = trace[-1]["x"] - trace[0]["x"], trace[-1]["y"] - trace[0]["y"]
    vx, vy = velocity(trace)
    assert abs(facts["translation"][0] - tx) < 1e-2 and abs(facts["translation"][1] - ty) < 1e-2, (facts, tx, ty)
    assert abs(facts["velocity"][0] - vx) < 0.5 and abs(facts["velocity"][1] - vy) < 0.5, (facts, vx, vy)
    # The server's own outcome is the decision shown.
    playback = driver.execute_script("return __preview.playback")
    assert playback["transitionWasCancelled"] is (decision == "cancel")
    markers = driver.execute_script("return __preview.scene.markers")
    assert any(m["kind"] == "interactionEnd" and m["label"] == f"released: {decision}" for m in markers)
    # The status line and the release marker carry the numbers.
    banner = driver.find_element(By.CSS_SELECTOR, ".banner").text
    assert ("finished" if decision == "finish" else "cancelled") in banner and "velocity" in banner
    note = driver.execute_script("return document.querySelector('.markers .release-note')?.textContent")
    assert note and note.startswith(f"released: {decision}") and f"translation {round(tx, 1):g}, {round(ty, 1):g} pt" in note, note
    assert f"velocity {round(vx):g}, {round(vy):g} pt/s" in note, (note, vx, vy)
    return facts


def test_a_zoom_pull_shows_its_numbers_while_dragging_and_the_decision_after(driver, server, catalog):
    got = open_page(driver, server, "#entry=zoom&op=dismiss&p=0", {"entry": "zoom", "operation": "dismiss", "progress": 0})
    press_and_move(driver, detail_photo_centre(got["scene"], got["frame"]), [(0, 16)] * 10)
    live = wait_for(driver, FACTS)
    assert live["phase"] == "dragging" and live["decision"] == "" and live["translation"][1] > 100
    # Down, or at rest when a loaded machine delivered the last move over 100 ms before the
    # read (the recognizer's window); never up.
    assert live["velocity"][1] >= 0, "moving down over the last 100 ms of samples"
    banner = driver.find_element(By.CSS_SELECTOR, ".banner").text
    assert banner.startswith("Gesture in progress") and "translation" in banner and "velocity" in banner
    ActionChains(driver).release().perform()
    wait_for(driver, "return __preview.playback.state === 'finished'")
    facts = check_release(driver, "finish")
    # (The finger rested while the test read the live numbers, so the velocity at the release
    # may be zero: the recognizer's window is the last 100 ms. check_release compared it with
    # the rule applied to the trace.)
    assert "Decision" in facts["text"] and "finish" in facts["text"]
    # Why: the rule the catalog states for the zoom's interaction controller.
    stated = release_rule(catalog, "zoom", "dismiss")
    assert "velocity y < 0" in stated
    assert driver.find_element(By.CSS_SELECTOR, ".release-rule").text == f"Rule: {stated}"
    assert console_problems(driver) == []


def release_rule(catalog, entry, operation):
    return next(e for e in catalog["entries"] if e["id"] == entry)["releaseRules"][operation]


def test_a_card_pull_released_upwards_shows_cancel_with_the_rule_parameters(driver, server, catalog):
    with inner_size(driver, 1280, 800):  # the most common laptop: where a long status line once widened the stage
        card_pull_cancels(driver, server, release_rule(catalog, "card", "dismiss"))


def card_pull_cancels(driver, server, stated):
    open_page(driver, server, "#entry=card&op=dismiss&p=0", {"entry": "card", "operation": "dismiss", "progress": 0})
    stage = "const r = document.getElementById('preview').getBoundingClientRect(); return [r.left, r.top, r.width, r.height]"
    before = driver.execute_script(stage)
    a, b = (driver.execute_script(f"return __preview.toCanvas(0, {y})") for y in (0, 100))
    css = (b["y"] - a["y"]) / driver.execute_script("return window.devicePixelRatio") / 100
    press_and_move(driver, (187.5, 406), [(0, round(16 * css))] * 5 + [(0, round(-10 * css))] * 3, release=True)
    wait_for(driver, "return __preview.playback.state === 'cancelled'")
    facts = check_release(driver, "cancel")
    # The long status line with the numbers ellipsizes; it never widens the stage under the finger.
    assert driver.execute_script(stage) == before
    trace = driver.execute_script("return __preview.lastTrace")
    assert all(abs(s["x"] - trace[0]["x"]) < 0.01 for s in trace), "a vertical drag stays vertical in device points"
    # (The release's velocity depends on how quickly WebDriver lets go after the last move — the
    # window is 100 ms — so only its agreement with the rule applied to the trace is checked.)
    rule = driver.find_element(By.CSS_SELECTOR, ".release-rule").text
    assert rule == f"Rule: {stated} (now: Dismiss threshold 0.3, Flick velocity 800 pt/s)", rule
    assert "Dismiss threshold" in stated and "Flick velocity" in stated


def test_a_replayed_trace_shows_its_release_numbers_and_the_servers_decision(driver, server, tmp_path):
    got = open_page(driver, server, "#entry=zoom&op=dismiss&p=0", {"entry": "zoom", "operation": "dismiss", "progress": 0})
    x, y = detail_photo_centre(got["scene"], got["frame"])
    # 12 pt every 20 ms straight down: 600 pt/s, 180 pt in all.
    trace = [{"t": 0, "phase": "began", "x": x, "y": y}]
    trace += [{"t": round(0.02 * i, 6), "phase": "changed", "x": x, "y": y + 12 * i} for i in range(1, 15)]
    trace.append({"t": 0.3, "phase": "ended", "x": x, "y": y + 180})
    path = tmp_path / "pull.json"
    path.write_text(json.dumps(trace))
    driver.find_element(By.ID, "trace-file").send_keys(str(path))
    wait_for(driver, "return __preview.scene.recorded === true")
    facts = wait_for(driver, f"const f = (() => {{ {FACTS} }})(); return f && f.phase === 'decided' ? f : null")
    assert facts["translation"] == [0, 180]
    assert abs(facts["velocity"][0]) < 1e-9 and abs(facts["velocity"][1] - 600) < 1e-6, facts
    marker = next(m for m in driver.execute_script("return __preview.scene.markers") if m["kind"] == "interactionEnd")
    assert marker["label"] == f"released: {facts['decision']}"
    note = driver.execute_script("return document.querySelector('.markers .release-note')?.textContent")
    assert note == f"{marker['label']} · translation 0, 180 pt · velocity 0, 600 pt/s down", note
