"""Scrubbing, keyboard shortcuts, the URL hash, parameters and A/B, exports."""

import json
import math
import subprocess
import time
from pathlib import Path

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

import pagechecks
from conftest import BINARY, canvas_digest, console_problems, open_page, settle, show_tab, wait_for


def press(driver, *keys):
    """Key presses on the page (nothing focused). Not send_keys_to_element(body): that clicks the
    body's centre first, which is the canvas — a click that selects a layer and shows the Inspector."""
    driver.execute_script("document.activeElement?.blur()")
    for key in keys:
        ActionChains(driver).send_keys(key).perform()


def playback(driver):
    return driver.execute_script("return __preview.playback")


def frame_time(driver):
    return driver.execute_script("return __preview.frame.time")


def test_dragging_the_scrubber_scrubs(driver, server):
    open_page(driver, server, "#entry=zoom&op=present&p=0", {"entry": "zoom", "progress": 0})
    before = canvas_digest(driver)
    seq_before = driver.execute_script("return __preview.frame.seq")
    ruler = driver.find_element(By.CSS_SELECTOR, ".timeline .ruler")
    width = ruler.size["width"]
    step = int(width * 0.05)
    chain = ActionChains(driver, duration=16)
    chain.move_to_element_with_offset(ruler, -int(width / 2) + 2, 0).click_and_hold()
    for _ in range(12):
        chain.move_by_offset(step, 0).pause(0.03)
    chain.release().perform()
    left = driver.execute_script("return arguments[0].getBoundingClientRect().left", ruler)
    start = driver.execute_script("return arguments[0].getBoundingClientRect().left + arguments[0].getBoundingClientRect().width / 2", ruler) - int(width / 2) + 2
    target = (start - left + 12 * step) / width
    wait_for(driver, f"return Math.abs(__preview.frame.progress - {target}) < 0.01 && __preview.drawnSeq === __preview.frame.seq")
    seq_after = driver.execute_script("return __preview.frame.seq")
    assert seq_after - seq_before >= 4, "the canvas should follow the pointer, not jump at the end"
    assert canvas_digest(driver) != before
    readout = driver.find_element(By.CSS_SELECTOR, ".readout.progress").text
    assert readout == f"{target * 100:.1f} %" or abs(float(readout.rstrip(" %")) - target * 100) < 1
    assert console_problems(driver) == []


def test_keyboard_shortcuts(driver, server):
    open_page(driver, server, "#entry=scale-fade&op=push&p=0.25", {"entry": "scale-fade", "progress": 0.25})
    # ] and [ change the rate through 0.1 … 2.
    press(driver, "[", "[", "[")
    wait_for(driver, "return __preview.playback.rate === 0.1")
    press(driver, "]")
    wait_for(driver, "return __preview.playback.rate === 0.25")
    assert driver.find_element(By.CSS_SELECTOR, ".rate.on").text == "0.25×"
    press(driver, "[")
    wait_for(driver, "return __preview.playback.rate === 0.1")
    # L toggles loop.
    press(driver, "l")
    wait_for(driver, "return __preview.playback.loop === true")
    assert driver.find_element(By.CSS_SELECTOR, "[aria-label='Loop (L)']").get_attribute("aria-pressed") == "true"
    press(driver, "L")
    wait_for(driver, "return __preview.playback.loop === false")
    # Space plays (at 0.1× the 0.4 s run lasts 4 s), space pauses.
    start = frame_time(driver)
    press(driver, Keys.SPACE)
    wait_for(driver, "return __preview.playback.state === 'running'")
    assert playback(driver)["rate"] == 0.1
    wait_for(driver, f"return __preview.frame.time > {start} + 0.01")
    press(driver, Keys.SPACE)
    wait_for(driver, "return __preview.playback.state === 'paused'")
    time.sleep(0.3)  # a frame already on its way may still land
    settle(driver)
    paused_at = frame_time(driver)
    time.sleep(0.4)
    assert frame_time(driver) == paused_at, "paused means no more frames"
    if paused_at > driver.execute_script("return __preview.scene.endTime") - 4 / 60:
        # A loaded machine can take the 4 s to the end before the pause: step from the start.
        press(driver, Keys.HOME)
        wait_for(driver, "return __preview.frame.progress === 0")
        paused_at = 0
    # → and ← step one frame (1/60 s).
    press(driver, Keys.ARROW_RIGHT)
    expected = round(paused_at * 60 + 1) / 60
    wait_for(driver, f"return Math.abs(__preview.frame.time - {expected}) < 1e-5")
    press(driver, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)
    wait_for(driver, f"return Math.abs(__preview.frame.time - {expected + 2 / 60}) < 1e-5")
    press(driver, Keys.ARROW_LEFT)
    wait_for(driver, f"return Math.abs(__preview.frame.time - {expected + 1 / 60}) < 1e-5")
    # Home / End.
    press(driver, Keys.END)
    wait_for(driver, "return __preview.frame.progress === 1")
    press(driver, Keys.HOME)
    wait_for(driver, "return __preview.frame.progress === 0")
    # Presses quicker than the frames add up: five steps sent before any answer lands.
    driver.execute_script("""for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft', 'ArrowRight'])
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));""")
    wait_for(driver, f"return Math.abs(__preview.frame.time - {3 / 60}) < 1e-5 && __preview.drawnSeq === __preview.frame.seq")
    time.sleep(0.3)
    assert abs(frame_time(driver) - 3 / 60) < 1e-5
    # O switches the operation.
    press(driver, "o")
    wait_for(driver, "return __preview.scene.operation === 'pop'")
    assert console_problems(driver) == []


def test_the_url_restores_entry_operation_device_parameter_and_playhead(driver, server):
    fragment = "#entry=flip&op=dismiss&device=iphone-15&p=0.37&param.duration=0.9"
    open_page(driver, server, fragment, {"entry": "flip", "operation": "dismiss", "device": "iphone-15", "progress": 0.37})
    scene = driver.execute_script("return __preview.scene")
    assert scene["parameters"]["duration"] == 0.9
    assert scene["viewport"] == [393, 852]
    url = driver.current_url
    assert "entry=flip" in url and "op=dismiss" in url and "device=iphone-15" in url and "param.duration=0.9" in url and "p=0.37" in url
    # Change the state through the page, then reload: it comes back.
    press(driver, Keys.ARROW_RIGHT)
    wait_for(driver, "return __preview.frame.progress > 0.37")
    progress = driver.execute_script("return __preview.frame.progress")
    wait_for(driver, f"return location.hash.includes('p={round(progress, 4)}')")
    driver.refresh()
    got = settle(driver, {"entry": "flip", "operation": "dismiss", "device": "iphone-15"})
    assert abs(got["frame"]["progress"] - progress) < 1e-3
    assert got["scene"]["parameters"]["duration"] == 0.9
    assert driver.find_element(By.CSS_SELECTOR, ".device-select").get_attribute("value") == "iphone-15"
    assert driver.find_element(By.CSS_SELECTOR, "#param-duration").get_attribute("value") == "0.9"
    assert console_problems(driver) == []


def test_a_parameter_change_rerenders_at_the_same_playhead_and_a_b_flips(driver, server):
    open_page(driver, server, "#entry=zoom&op=present&p=0.3", {"entry": "zoom", "progress": 0.3})
    field = driver.find_element(By.CSS_SELECTOR, ".param-number-row input[type=number]")  # duration
    driver.find_element(By.CSS_SELECTOR, "button[title^='Pin the current']").click()
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys("1.2", Keys.ENTER)
    wait_for(driver, "return __preview.scene.parameters.duration === 1.2 && __preview.drawnSeq === __preview.frame.seq")
    assert abs(driver.execute_script("return __preview.frame.progress") - 0.3) < 1e-3
    wait_for(driver, "return location.hash.includes('param.duration=1.2')")
    press(driver, "a")  # show A
    wait_for(driver, "return __preview.scene.parameters.duration === 0.5")
    assert driver.find_element(By.CSS_SELECTOR, ".ab").get_attribute("data-showing") == "A"
    press(driver, "a")  # back to B
    wait_for(driver, "return __preview.scene.parameters.duration === 1.2")
    driver.find_element(By.XPATH, "//button[normalize-space()='Reset']").click()
    wait_for(driver, "return __preview.scene.parameters.duration === 0.5")
    assert console_problems(driver) == []


def test_a_toggle_and_a_choice_rerender_and_restore_from_the_url(driver, server):
    """The flip's "Perspective" switch and "Keyframe calculation mode" menu: each change
    re-renders at the same playhead with what the CLI renders for the same parameters."""
    got = open_page(driver, server, "#entry=flip&op=present&p=0.3", {"entry": "flip", "progress": 0.3})
    from_id = next(l["id"] for l in got["scene"]["layers"] if l["role"] == "from")
    quad = lambda: driver.execute_script(f"return __preview.frame.layers.find((l) => l.id === {from_id}).quad")

    def cli_quad(*params):
        command = [str(BINARY), "render", "flip", "--operation", "present", "--progress", "0.3", "--json"]
        for param in params:
            command += ["--param", param]
        frame = json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)
        return next(l["quad"] for l in frame["layers"] if l["id"] == from_id)

    assert quad() == cli_quad()
    switch = driver.find_element(By.ID, "param-usesPerspective")
    assert switch.get_attribute("role") == "switch" and switch.is_selected()
    switch.click()
    wait_for(driver, "return __preview.scene.parameters.usesPerspective === false && __preview.drawnSeq === __preview.frame.seq")
    assert abs(driver.execute_script("return __preview.frame.progress") - 0.3) < 1e-3
    flat = quad()
    assert flat == cli_quad("usesPerspective=false")
    assert flat[1] == flat[3] and flat[5] == flat[7], "without m34 the turn is a squash, not a trapezoid"

    menu = Select(driver.find_element(By.ID, "param-calculationMode"))
    assert menu.first_selected_option.get_attribute("value") == "cubic"
    assert [o.get_attribute("value") for o in menu.options] == ["cubic", "cubicPaced", "discrete", "linear", "paced"]
    menu.select_by_value("linear")
    wait_for(driver, "return __preview.scene.parameters.calculationMode === 'linear' && __preview.drawnSeq === __preview.frame.seq")
    assert quad() == cli_quad("usesPerspective=false", "calculationMode=linear")
    wait_for(driver, "return location.hash.includes('param.calculationMode=linear') && location.hash.includes('param.usesPerspective=false')")
    driver.refresh()
    settle(driver, {"entry": "flip"})
    assert driver.execute_script("return __preview.scene.parameters") == {**got["scene"]["parameters"], "usesPerspective": False, "calculationMode": "linear"}
    assert not driver.find_element(By.ID, "param-usesPerspective").is_selected()
    assert Select(driver.find_element(By.ID, "param-calculationMode")).first_selected_option.get_attribute("value") == "linear"
    assert console_problems(driver) == []


def test_hover_and_click_inspect_layers(driver, server):
    # Half way through the sample pull the page's pan has started the zoom out: the photo is the
    # transition's image.
    got = open_page(driver, server, "#entry=zoom&op=dismiss&p=0.5", {"entry": "zoom", "progress": 0.5})
    scene, frame = got["scene"], got["frame"]
    roles = {l["id"]: l["role"] for l in scene["layers"]}
    photo = next(l for l in reversed(frame["layers"]) if roles[l["id"]] == "transitionImage" and l["opacity"] > 0)
    q = photo["quad"]
    cx, cy = (q[0] + q[4]) / 2, (q[1] + q[5]) / 2
    canvas = driver.find_element(By.ID, "preview")
    rect = driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.width, r.height]", canvas)
    px = driver.execute_script(f"return __preview.toCanvas({cx}, {cy})")
    ActionChains(driver).move_to_element_with_offset(canvas, px["x"] - rect[0] / 2, px["y"] - rect[1] / 2).click().perform()
    wait_for(driver, f"return __preview.selectedId === {photo['id']}")
    details = driver.find_element(By.CSS_SELECTOR, "#sec-inspector .facts").text
    assert f"transitionImage #{photo['id']}" in details and "Quad" in details and "Clip chain" in details
    assert driver.find_element(By.CSS_SELECTOR, ".layer-row.selected").get_attribute("data-id") == str(photo["id"])
    press(driver, Keys.ESCAPE)
    wait_for(driver, "return __preview.selectedId === null")
    press(driver, "e")
    wait_for(driver, "return __preview.exploded === true && __preview.drawnSeq === __preview.frame.seq")
    press(driver, "e")
    wait_for(driver, "return __preview.exploded === false")
    assert console_problems(driver) == []


def test_the_inspector_reads_a_layers_transform_and_frame(driver, server):
    """The flip's from-view mid-turn: its own transform in words (the angle the frame's matrix
    gives), the matrix itself, and its frame (the quad's bounding box)."""
    time_, angle, end = pagechecks.flip_time_at(BINARY, 40)
    got = open_page(driver, server, f"#entry=flip&op=present&p={time_ / end:.6f}", {"entry": "flip", "progress": round(time_ / end, 6)})
    from_id = next(l["id"] for l in got["scene"]["layers"] if l["role"] == "from")
    layer = next(l for l in got["frame"]["layers"] if l["id"] == from_id)
    m = layer["transform"]
    expected_angle = math.degrees(math.atan2(-m[2], m[0]))
    assert 35 < abs(expected_angle) < 45
    show_tab(driver, "sec-inspector")
    driver.execute_script(f"document.querySelector(\".layer-row[data-id='{from_id}']\").click()")
    wait_for(driver, f"return __preview.selectedId === {from_id} && __preview.drawnSeq === __preview.frame.seq")
    facts = driver.execute_script("""
const dl = document.querySelector('#sec-inspector .facts'), out = {};
dl.querySelectorAll('dt').forEach((dt) => { out[dt.textContent] = [...dt.nextElementSibling.childNodes].map((n) => n.textContent); });
return out;""")
    assert facts["Transform"] == [f"rotate y {round(expected_angle, 1)}°"], facts["Transform"]
    assert len(facts["Matrix"]) == 4 and float(facts["Matrix"][0].split()[0]) == round(m[0], 4)
    q = layer["quad"]
    xs, ys = q[0::2], q[1::2]
    assert facts["Frame"] == [f"{round(min(xs), 1):g}, {round(min(ys), 1):g}, {round(max(xs) - min(xs), 1):g} × {round(max(ys) - min(ys), 1):g} pt"]
    # An untransformed layer says so, and has no matrix.
    window = next(l["id"] for l in got["scene"]["layers"] if l["role"] == "window")
    driver.execute_script(f"document.querySelector(\".layer-row[data-id='{window}']\").click()")
    wait_for(driver, f"return __preview.selectedId === {window} && __preview.drawnSeq === __preview.frame.seq")
    text = driver.find_element(By.CSS_SELECTOR, "#sec-inspector .facts").text
    assert "identity" in text and "Matrix" not in text
    assert console_problems(driver) == []


def test_transform_descriptions_match_uikit_calls(driver, server):
    """web/js/transform.js on matrices built the way UIKit code builds them (row vectors)."""
    open_page(driver, server)
    c, s = math.cos(math.radians(30)), math.sin(math.radians(30))
    cases = {
        "identity": ([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], ["identity"]),
        # CGAffineTransform(rotationAngle: .pi / 6): a = cos, b = sin, c = −sin, d = cos
        "rotation z": ([c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], ["rotate z 30°"]),
        # CATransform3DMakeRotation(.pi / 6, 1, 0, 0)
        "rotation x": ([1, 0, 0, 0, 0, c, s, 0, 0, -s, c, 0, 0, 0, 0, 1], ["rotate x 30°"]),
        # CGAffineTransform(scaleX: 1.5, y: 1.5).translatedBy(x: 10, y: -20) → tx = 15, ty = −30
        "scale + translate": ([1.5, 0, 0, 0, 0, 1.5, 0, 0, 0, 0, 1, 0, 15, -30, 0, 1], ["scale 1.5 × 1.5", "translate 15, -30"]),
        "mirror": ([-1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], ["scale -1 × 1"]),
        "perspective": ([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 0, 0, 0, 1], ["m34 -0.002"]),
    }
    got = driver.execute_async_script("""
const [cases, done] = arguments;
import('/js/transform.js').then((T) => done(Object.fromEntries(Object.entries(cases).map(([k, [m]]) => [k, T.describeTransform(m)]))));
""", cases)
    for name, (_, lines) in cases.items():
        assert got[name] == lines, (name, got[name])


def test_layer_rows_stay_under_the_pointer_while_hovering_and_selecting(driver, server):
    """Hovering a row highlights its layer on the canvas; neither that nor selecting a layer
    resizes the inspector above the list, so the row does not move away from the pointer."""
    got = open_page(driver, server, "#entry=crossfade&op=push&p=0.5", {"entry": "crossfade", "progress": 0.5})
    roles = {l["id"]: l["role"] for l in got["scene"]["layers"]}
    target = next(l["id"] for l in got["frame"]["layers"] if roles[l["id"]] == "to")
    show_tab(driver, "sec-inspector")
    row = driver.find_element(By.CSS_SELECTOR, f".layer-row[data-id='{target}']")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", row)
    top = lambda: driver.execute_script("return arguments[0].getBoundingClientRect().top", row)
    before = top()
    ActionChains(driver).move_to_element(row).perform()
    wait_for(driver, f"return __preview.hoverId === {target} && __preview.drawnSeq === __preview.frame.seq")
    time.sleep(0.1)
    assert top() == before
    assert "(hover)" not in driver.find_element(By.CSS_SELECTOR, "#sec-inspector .section-body").text
    ActionChains(driver).click().perform()
    wait_for(driver, f"return __preview.selectedId === {target} && __preview.drawnSeq === __preview.frame.seq")
    time.sleep(0.1)
    assert top() == before
    assert f"to #{target}" in driver.find_element(By.CSS_SELECTOR, "#sec-inspector .facts").text
    ActionChains(driver).click().perform()  # the same row again: deselects
    wait_for(driver, "return __preview.selectedId === null")
    assert console_problems(driver) == []


@pytest.fixture
def downloads(driver, tmp_path):
    driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(tmp_path)})
    return tmp_path


def wait_for_file(folder, suffix, timeout=30):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        done = [p for p in Path(folder).iterdir() if p.name.endswith(suffix)]
        if done and done[0].stat().st_size > 0:
            return done[0]
        time.sleep(0.1)
    raise AssertionError(f"no {suffix} download in {folder}: {list(Path(folder).iterdir())}")


def test_exports_png_and_json(driver, server, downloads):
    open_page(driver, server, "#entry=zoom&op=dismiss&p=0.5", {"entry": "zoom", "progress": 0.5})
    driver.find_element(By.XPATH, "//button[normalize-space()='PNG']").click()
    png = wait_for_file(downloads, ".png")
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"

    driver.find_element(By.XPATH, "//button[normalize-space()='JSON']").click()
    exported = json.loads(wait_for_file(downloads, ".json").read_text())
    cli = json.loads(subprocess.run([str(BINARY), "export", "zoom", "--operation", "dismiss", "--format", "json", "-o", "-"],
                                    check=True, capture_output=True, text=True).stdout)
    for key in ("entry", "operation", "device", "parameters", "fps"):
        assert exported[key] == cli[key], key
    assert exported["scene"]["layers"] == cli["scene"]["layers"]
    assert exported["scene"]["markers"] == cli["scene"]["markers"]
    assert len(exported["frames"]) == len(cli["frames"])
    for mine, theirs in zip(exported["frames"], cli["frames"]):
        assert mine["time"] == theirs["time"]
        assert [l["id"] for l in mine["layers"]] == [l["id"] for l in theirs["layers"]]
        for a, b in zip(mine["layers"], theirs["layers"]):
            for key in ("role", "quad", "opacity", "size", "transform", "cornerRadius", "background", "borderWidth", "clip", "masksToBounds", "content"):
                assert a[key] == b[key], (mine["time"], a["id"], key)
    wait_for(driver, "return Math.abs(__preview.frame.progress - 0.5) < 1e-3")  # the playhead is put back

    assert console_problems(driver) == []
