"""A | B compared at once: side by side, A's stage shows the pinned parameters' run and B's the
current one, both at B's playhead (each frame equal to the CLI's for its parameters at that
time, and the pixels of each stage those frames'); "A over B" lays A's frame over B's at the
documented opacity; the trail lays B's own earlier frames over it as fading ghosts."""

import json
import subprocess

from selenium.webdriver.common.by import By

import expected
import pagechecks
from conftest import BINARY, console_problems, open_page, show_tab, wait_for

T = 0.25  # s: the zoom's 0.5 s spring is half way; with 1.5 s it has barely started


def cli_frame(time, duration):
    command = [str(BINARY), "render", "zoom", "--operation", "present", "--time", str(time), "--param", f"duration={duration}", "--json"]
    return json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)


def quads(frame):
    return {l["id"]: l["quad"] for l in frame["layers"]}


def same_quads(a, b):
    qa, qb = quads(a), quads(b)
    return qa.keys() == qb.keys() and all(abs(x - y) < 1e-3 for k in qa for x, y in zip(qa[k], qb[k]))


def pin_a_then_change_b(driver, server):
    open_page(driver, server, "#entry=zoom&op=present&p=0", {"entry": "zoom"})
    driver.find_element(By.XPATH, "//button[normalize-space()='Pin A']").click()
    field = driver.find_element(By.CSS_SELECTOR, "input[aria-label='Zoom-in duration value'], #param-duration ~ * input.param-number, .param-number")
    driver.execute_script("arguments[0].value = '1.5'; arguments[0].dispatchEvent(new Event('change'))", field)
    wait_for(driver, "return __preview.scene.parameters.duration === 1.5")


def both_at(driver, time, mode):
    driver.execute_async_script("const done = arguments[arguments.length - 1]; __preview.frameAt(arguments[0]).then(() => done(true))", time)
    seq = "__preview.compare.drawnSeq === __preview.compare.frame.seq" if mode == "split" else "__preview.compare.ghostSeqs[0] === __preview.compare.frame.seq"
    return wait_for(driver, f"""
const p = __preview, a = p.compare.frame;
return a && p.drawnSeq === p.frame.seq && Math.abs(a.time - p.frame.time) < 1e-6 && Math.abs(p.frame.time - {time}) < 1e-6 && {seq}
  && {{a: {{scene: p.compare.scene, frame: a}}, b: {{scene: p.scene, frame: p.frame}}, device: p.device}};""")


def compare_mode(driver, mode):
    """Chooses a compare mode in the Compare tab."""
    show_tab(driver, "sec-compare")
    driver.find_element(By.CSS_SELECTOR, f".compare-controls button[data-mode='{mode}']").click()


def test_side_by_side_stages_show_a_and_b_at_the_same_time(driver, server):
    pin_a_then_change_b(driver, server)
    compare_mode(driver, "split")
    got = both_at(driver, T, "split")
    a, b = got["a"], got["b"]
    assert a["scene"]["parameters"]["duration"] == 0.5 and b["scene"]["parameters"]["duration"] == 1.5
    # Each stage's frame is its parameters' run at the shared time, as the CLI computes it.
    assert same_quads(a["frame"], cli_frame(T, 0.5))
    assert same_quads(b["frame"], cli_frame(T, 1.5))
    assert not same_quads(a["frame"], b["frame"]), "A and B show the same frame"
    # Both canvases are on screen at once, side by side, and each shows its own frame.
    rects = driver.execute_script("return ['preview-a', 'preview'].map((id) => { const r = document.getElementById(id).getBoundingClientRect(); return [r.left, r.right, r.width]; })")
    assert rects[0][2] > 200 and rects[1][2] > 200 and rects[0][1] <= rects[1][0] + 1, rects
    run = driver.execute_script
    device = got["device"]
    assert pagechecks.check_frame_pixels(run, a["scene"], a["frame"], device, canvas="preview-a", to="toCanvasA") >= 40
    assert pagechecks.check_frame_pixels(run, b["scene"], b["frame"], device) >= 40
    captions = [driver.find_element(By.CSS_SELECTOR, s).text for s in (".caption-a", ".caption-b")]
    assert "duration 0.5" in captions[0] and "duration 1.5" in captions[1], captions
    # Moving B's playhead moves A's: A follows to the same time.
    driver.execute_script("document.querySelector('#preview').focus()")
    got = both_at(driver, 0.4, "split")
    assert same_quads(got["a"]["frame"], cli_frame(0.4, 0.5))
    # Off closes A's session and gives B the whole stage back.
    compare_mode(driver, "off")
    wait_for(driver, "return __preview.compare.mode === 'off' && __preview.compare.frame === null && document.getElementById('preview-a').hidden")
    assert console_problems(driver) == []


def test_onion_skin_lays_a_over_b(driver, server):
    pin_a_then_change_b(driver, server)
    compare_mode(driver, "onion")
    got = both_at(driver, T, "onion")
    a, b = got["a"], got["b"]
    alpha = 0.45
    run = driver.execute_script
    margin = 2.5 / pagechecks.canvas_scale(run)
    points = expected.sample_points(b["scene"]["viewport"], got["device"]["cornerRadius"], margin)
    checks = []
    per_pixel = 1 / pagechecks.canvas_scale(run)
    colours_a = pagechecks.expected_colors(run, a["scene"], a["frame"], points, margin, per_pixel)
    colours_b = pagechecks.expected_colors(run, b["scene"], b["frame"], points, margin, per_pixel)
    for (x, y), ca, cb in zip(points, colours_a, colours_b):
        if ca is not None and cb is not None:
            checks.append(((x, y), [cb[i] * (1 - alpha) + ca[i] * alpha for i in range(3)], ca != cb))
    # Where A and B differ is where the ghost shows: enough such points to mean something.
    assert sum(differs for _, _, differs in checks) >= 20, "A and B hardly differ here"
    pixels = pagechecks.pixels_at(run, [p for p, _, _ in checks])
    bad = [(p, c, px) for (p, c, _), px in zip(checks, pixels) if max(abs(c[i] - px[i]) for i in range(3)) > pagechecks.TOLERANCE]
    assert not bad, f"{len(bad)}/{len(checks)} points are not B with A at {alpha} over it, e.g. {bad[:4]}"
    assert console_problems(driver) == []


def test_trail_lays_earlier_frames_over_b(driver, server):
    open_page(driver, server, "#entry=zoom&op=present&p=0", {"entry": "zoom"})
    compare_mode(driver, "trail")
    t = 0.2
    driver.execute_async_script("const done = arguments[arguments.length - 1]; __preview.frameAt(arguments[0]).then(() => done(true))", t)
    got = wait_for(driver, f"""
const p = __preview, c = p.compare;
return p.drawnSeq === p.frame.seq && Math.abs(p.frame.time - {t}) < 1e-6 && c.trailFor === p.frame.time && c.trail.length === 3
  && JSON.stringify(c.ghostSeqs) === JSON.stringify(c.trail.map((f) => f.seq).reverse())
  && {{scene: p.scene, frame: p.frame, device: p.device, trail: c.trail}};""")
    step, alphas = 1 / 15, [0.4, 0.25, 0.14]
    assert [round(g["time"], 6) for g in got["trail"]] == [round(t - k * step, 6) for k in (1, 2, 3)]
    # Each ghost is the CLI's frame at its time (B's parameters).
    ghosts = []
    for g in got["trail"]:
        frame = json.loads(subprocess.run([str(BINARY), "render", "zoom", "--operation", "present", "--time", repr(g["time"]), "--json"],
                                          check=True, capture_output=True, text=True).stdout)
        ghosts.append(frame)
    run = driver.execute_script
    margin = 2.5 / pagechecks.canvas_scale(run)
    per_pixel = 1 / pagechecks.canvas_scale(run)
    points = expected.sample_points(got["scene"]["viewport"], got["device"]["cornerRadius"], margin)
    base = pagechecks.expected_colors(run, got["scene"], got["frame"], points, margin, per_pixel)
    layers = [pagechecks.expected_colors(run, got["scene"], g, points, margin, per_pixel) for g in ghosts]
    checks = []
    for n, p in enumerate(points):
        colours = [base[n]] + [layer[n] for layer in layers]
        if any(c is None for c in colours):
            continue
        c = list(colours[0])
        for ghost, alpha in reversed(list(zip(colours[1:], alphas))):  # farthest first
            c = [c[i] * (1 - alpha) + ghost[i] * alpha for i in range(3)]
        checks.append((p, c, any(g != colours[0] for g in colours[1:])))
    assert sum(differs for _, _, differs in checks) >= 20, "the ghosts hardly differ from the frame"
    pixels = pagechecks.pixels_at(run, [p for p, _, _ in checks])
    bad = [(p, c, px) for (p, c, _), px in zip(checks, pixels) if max(abs(c[i] - px[i]) for i in range(3)) > pagechecks.TOLERANCE]
    assert not bad, f"{len(bad)}/{len(checks)} points are not the frame with its ghosts over it, e.g. {bad[:4]}"
    assert console_problems(driver) == []
