"""The page's two-finger mode: a pointer drag that goes down with Alt held is two fingers, the
second mirroring the pointer through the screen's centre. On the lightbox's open photo it is a
pinch that reaches the app's own UIPinchGestureRecognizer (pinch-to-close): the dismissal's
progress is 1 - scale while dragging, and a pinch in closes the photo; the URL keeps both
fingers, so a reload replays the pinch. A drag that also goes round the centre turns the line
between the fingers: the app's UIRotationGestureRecognizer, recognizing with the pinch, turns
the photo with them (its drawn transform is the fingers' scale and turn)."""

import math

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from conftest import console_problems, open_page, settle, wait_for
from test_gesture import pointer_at

FRAGMENT = "#entry=lightbox&op=dismiss&p=0"
RECORDED = "return __preview.scene.recorded === true && __preview.playback.state !== 'running' && __preview.drawnSeq === __preview.frame.seq"
EXPECT = {"entry": "lightbox", "operation": "dismiss", "progress": 0}

# The backdrop's opacity is 1 - progress = the pinch's scale, the fingers' distance over their
# first distance (twice the press's 140 pt from the centre).
BACKDROP_IS_SCALE = """
const f = __preview.fingers, scene = __preview.scene, frame = __preview.frame;
if (!f || !scene || !frame) return null;
const roles = new Map(scene.layers.map((l) => [l.id, l.role]));
const backdrop = frame.layers.find((l) => roles.get(l.id) === 'backdrop');
if (!backdrop) return null;
const scale = Math.hypot(f[0].x - f[1].x, f[0].y - f[1].y) / arguments[0];
return Math.abs(backdrop.opacity - scale) < 0.02 ? { scale, opacity: backdrop.opacity, fingers: f } : null;
"""


def visible_roles(got):
    roles = {l["id"]: l["role"] for l in got["scene"]["layers"]}
    return [roles[l["id"]] for l in got["frame"]["layers"] if l["opacity"] > 0]


def test_an_alt_drag_pinches_the_photo_closed(driver, server, catalog):
    open_page(driver, server, FRAGMENT, EXPECT)
    device = next(d for d in catalog["devices"] if d["default"])
    cx, cy = device["width"] / 2, device["height"] / 2
    press = (cx - 140, cy)
    css_per_point = driver.execute_script("return __preview.view.scale")
    step = max(1, round(7 * css_per_point))  # about 7 pt toward the centre per move
    chain = pointer_at(driver, press).key_down(Keys.ALT).click_and_hold()
    for _ in range(10):
        chain.move_by_offset(step, 0).pause(0.03)
    chain.perform()
    # Mid-pinch: both fingers are drawn, mirrored through the centre, and the app's pinch
    # drives the dismissal with its scale.
    got = wait_for(driver, f"return (() => {{ {BACKDROP_IS_SCALE} }})()".replace("arguments[0]", "280"))
    first, second = got["fingers"]
    assert abs(first["x"] + second["x"] - 2 * cx) < 0.01 and abs(first["y"] + second["y"] - 2 * cy) < 0.01
    assert 0.4 < got["scale"] < 0.7, got
    ActionChains(driver).release().key_up(Keys.ALT).perform()
    wait_for(driver, "return __preview.playback.state === 'finished'")
    assert driver.execute_script("return __preview.playback.transitionWasCancelled") is False
    assert driver.execute_script("return __preview.fingers") is None
    assert "openPhoto" not in visible_roles(settle(driver))
    trace = driver.execute_script("return __preview.lastTrace")
    assert trace[0]["phase"] == "began" and trace[-1]["phase"] == "ended"
    assert all(abs(s["x"] + s["x2"] - 2 * cx) < 0.01 and abs(s["y"] + s["y2"] - 2 * cy) < 0.01 for s in trace)
    # The Gesture panel shows the pinch's numbers, not a pan's: the scale at the release.
    def distance(s):
        return ((s["x2"] - s["x"]) ** 2 + (s["y2"] - s["y"]) ** 2) ** 0.5
    scale = distance(trace[-1]) / distance(trace[0])
    shown = float(driver.execute_script("return document.querySelector('.release-facts').dataset.scale"))
    assert abs(shown - scale) < 1e-3, (shown, scale)
    assert "Scale" in driver.execute_script("return document.querySelector('.release-facts').textContent")
    # The link keeps both fingers (trace format 2): a reload replays the same pinch, closing.
    wait_for(driver, "return location.hash.includes('&trace=2')")
    driver.refresh()
    settle(driver, {"entry": "lightbox", "operation": "dismiss"})
    wait_for(driver, RECORDED)
    assert driver.execute_script("return __preview.replayTrace") == trace
    assert driver.execute_script("return __preview.playback.transitionWasCancelled") is False
    assert console_problems(driver) == []


# The open photo's drawn transform is the fingers' scale and turn since they went down (the
# first finger pressed left of the centre, so the line between them started at angle 0).
PHOTO_FOLLOWS_FINGERS = """
const f = __preview.fingers, scene = __preview.scene, frame = __preview.frame;
if (!f || !scene || !frame) return null;
const roles = new Map(scene.layers.map((l) => [l.id, l.role]));
const photo = frame.layers.find((l) => roles.get(l.id) === 'openPhoto');
if (!photo) return null;
const turn = Math.atan2(f[1].y - f[0].y, f[1].x - f[0].x);
const scale = Math.hypot(f[0].x - f[1].x, f[0].y - f[1].y) / 280;
const [a, b] = photo.transform;
const drawnTurn = Math.atan2(b, a), drawnScale = Math.hypot(a, b);
if (Math.abs(drawnTurn - turn) > 0.01 || Math.abs(drawnScale - scale) > 0.01) return null;
return { turn, scale, drawnTurn, drawnScale, quad: photo.quad };
"""


def test_an_alt_drag_round_the_centre_turns_the_photo_as_it_closes(driver, server, catalog):
    open_page(driver, server, FRAGMENT, EXPECT)
    device = next(d for d in catalog["devices"] if d["default"])
    cx, cy = device["width"] / 2, device["height"] / 2
    css_per_point = driver.execute_script("return __preview.view.scale")
    # Toward the centre and down: the fingers close in and the line between them turns
    # anticlockwise (to about -0.56 rad at the end).
    right, down = max(1, round(6 * css_per_point)), max(1, round(5 * css_per_point))
    chain = pointer_at(driver, (cx - 140, cy)).key_down(Keys.ALT).click_and_hold()
    for _ in range(10):
        chain.move_by_offset(right, down).pause(0.03)
    chain.perform()
    got = wait_for(driver, f"return (() => {{ {PHOTO_FOLLOWS_FINGERS} }})()")
    assert got["turn"] < -0.4 and 0.5 < got["scale"] < 0.8, got
    # Drawn turned: the photo's top edge (its quad's first two corners) slopes as the fingers do.
    quad = got["quad"]
    assert abs(math.atan2(quad[3] - quad[1], quad[2] - quad[0]) - got["turn"]) < 0.01, quad
    ActionChains(driver).release().key_up(Keys.ALT).perform()
    wait_for(driver, "return __preview.playback.state === 'finished'")
    assert driver.execute_script("return __preview.playback.transitionWasCancelled") is False
    trace = driver.execute_script("return __preview.lastTrace")
    first, last = trace[0], trace[-1]
    turned = math.atan2(last["y2"] - last["y"], last["x2"] - last["x"]) - math.atan2(first["y2"] - first["y"], first["x2"] - first["x"])
    assert turned < -0.4, trace
    assert console_problems(driver) == []


def test_a_plain_drag_stays_one_finger(driver, server):
    open_page(driver, server, FRAGMENT, EXPECT)
    chain = pointer_at(driver, (187, 300)).click_and_hold()
    for _ in range(16):
        chain.move_by_offset(0, 16).pause(0.02)
    chain.perform()
    assert driver.execute_script("return __preview.fingers") is None
    ActionChains(driver).release().perform()
    wait_for(driver, "return __preview.playback.state === 'finished'")
    trace = driver.execute_script("return __preview.lastTrace")
    assert all("x2" not in s for s in trace)
    assert console_problems(driver) == []
