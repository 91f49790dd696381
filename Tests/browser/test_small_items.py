"""The small items of issue #25: readouts during a live drag, the exploded view's default, names
in full on hover, toasts clear of the panels, distinct track labels, a message when a typed
value is clamped, a device bezel that shows on the dark stage, the timeline's resize and the
side columns' collapse (both remembered)."""

from urllib.parse import urlsplit

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import HEIGHT, WIDTH, go_to, open_page, read_pixels, set_inner_size, wait_for
from test_gesture import detail_photo_centre, pointer_at


@pytest.fixture(scope="module")
def small_laptop_browser(driver):
    """The shared Chromium at a 13-inch laptop's inner size (a metrics override, as make_driver
    sets it, rather than a launch of its own)."""
    set_inner_size(driver, 1280, 657)
    yield driver
    set_inner_size(driver, WIDTH, HEIGHT)


@pytest.fixture
def small_laptop(small_laptop_browser, server):
    """The module's 1280×657 Chromium as a fresh launch has it: no page open and nothing stored
    for the server's origin (the page keeps its state in localStorage only), so the tests that
    need the small window share one launch (docs/performance.md, "Third pass")."""
    driver = small_laptop_browser
    driver.get("about:blank")
    origin = "{0.scheme}://{0.netloc}".format(urlsplit(server.url))
    driver.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
    yield driver
    driver.get("about:blank")


TRUNCATED_WITHOUT_TITLE = """
return [...document.querySelectorAll('body *')].filter((e) => {
  if (!e.checkVisibility() || e.closest('[hidden]')) return false;
  const cs = getComputedStyle(e);
  if (cs.textOverflow !== 'ellipsis' || e.scrollWidth <= e.clientWidth + 1) return false;
  return !(e.closest('[title]')?.title || '').includes(e.textContent.trim().slice(0, 12));
}).map((e) => e.className + ': ' + e.textContent.trim().slice(0, 40));"""


def test_readouts_during_a_live_drag(driver, server):
    got = open_page(driver, server, "#entry=zoom&op=dismiss&p=0", {"entry": "zoom", "operation": "dismiss", "progress": 0})
    photo = detail_photo_centre(got["scene"], got["frame"])
    # Hover a layer first: its outline must not stay on the device while dragging.
    pointer_at(driver, photo).perform()
    wait_for(driver, "return __preview.outlined.hover !== null")
    chain = pointer_at(driver, photo).click_and_hold()
    for _ in range(14):
        chain.move_by_offset(0, 8).pause(0.04)
    chain.perform()
    wait_for(driver, "return __preview.scene.live && __preview.frame.time > 0.1")
    readouts = driver.execute_script("""
const t = (s) => document.querySelector(s).textContent;
return {time: t('.readout.time'), end: t('.readout.end'), frame: t('.readout.frame'), banner: document.querySelector('.banner'),
        outlined: __preview.outlined, gesturePane: !document.getElementById('sec-gesture').hidden};""")
    time = float(readouts["time"].split()[0])
    end = float(readouts["end"].strip("/ s"))
    frame, total = (int(x) for x in readouts["frame"].replace("frame", "").split("/"))
    assert time <= end + 1e-9 and frame <= total, readouts
    assert readouts["outlined"]["hover"] is None, "the hover outline stays during the drag"
    assert readouts["gesturePane"], "the Gesture readout is not in view while dragging"
    # The status is whole: not cut with an ellipsis.
    banner = driver.find_element(By.CSS_SELECTOR, ".banner")
    assert "in progress" in banner.text
    assert driver.execute_script("return arguments[0].scrollWidth <= arguments[0].clientWidth + 1", banner), banner.text
    ActionChains(driver, duration=10).release().perform()
    wait_for(driver, "const s = __preview.playback.state; return s === 'finished' || s === 'cancelled'")


def test_exploded_view_defaults_to_a_near_front_view_that_fills_the_stage_with_names(driver, server):
    open_page(driver, server, "#entry=flip&op=present&p=0.5", {"entry": "flip", "progress": 0.5})
    driver.find_element(By.TAG_NAME, "body").send_keys("e")
    wait_for(driver, "return __preview.exploded && __preview.planeNames.length > 0")
    camera = driver.execute_script("return __preview.camera")
    assert 25 <= camera["yaw"] <= 30, camera
    # The stack fills the stage along one side (a phone is tall: the height), and is no slab.
    box = driver.execute_script("return __preview.fitBox")
    canvas = driver.execute_script("const c = document.getElementById('preview'); return [c.width, c.height, devicePixelRatio]")
    assert max((box[2] - box[0]) / canvas[0], (box[3] - box[1]) / canvas[1]) > 0.85, (box, canvas)
    assert (box[2] - box[0]) / canvas[2] > 120, f"the stack is a slab: {box}"
    names = driver.execute_script("return __preview.planeNames")
    roles = {l["id"]: l["role"] for l in driver.execute_script("return __preview.scene.layers")}
    assert all(roles.get(n["id"]) == n["text"] for n in names), names
    driver.find_element(By.TAG_NAME, "body").send_keys("e")


def test_truncated_names_have_their_whole_text_as_a_tooltip(small_laptop, server):
    driver = small_laptop
    open_page(driver, server, "#entry=card&op=dismiss&p=0.5", {"entry": "card"})
    truncated = driver.execute_script("return document.querySelectorAll('.entry-summary').length")
    assert truncated > 0
    assert driver.execute_script(TRUNCATED_WITHOUT_TITLE) == []


def test_toasts_stay_clear_of_the_panels(small_laptop, server):
    driver = small_laptop
    open_page(driver, server, "#entry=flip&op=present&p=0.5", {"entry": "flip"})
    driver.find_element(By.TAG_NAME, "body").send_keys("p")  # Pin A: a toast
    wait_for(driver, "return document.querySelectorAll('.toast').length > 0")
    boxes = driver.execute_script("""
const r = (e) => { const b = e.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; };
return {toasts: [...document.querySelectorAll('.toast')].map(r), panels: ['#panel', '#catalog', '.transport', '.stage-toolbar'].map((s) => r(document.querySelector(s)))};""")
    for t in boxes["toasts"]:
        for p in boxes["panels"]:
            assert t[2] <= p[0] or t[0] >= p[2] or t[3] <= p[1] or t[1] >= p[3], f"toast {t} over {p}"


def test_every_track_label_is_distinct(driver, server, catalog):
    open_page(driver, server)
    for entry in catalog["entries"]:
        for operation in entry["operations"]:
            go_to(driver, f"#entry={entry['id']}&op={operation}&p=0.5", {"entry": entry["id"], "operation": operation})
            labels = driver.execute_script("return [...document.querySelectorAll('.track-label')].map((e) => e.textContent)")
            assert len(labels) == len(set(labels)), f"{entry['id']} {operation}: {labels}"


def test_a_clamped_value_says_so(driver, server):
    open_page(driver, server, "#entry=zoom&op=present&p=0.5", {"entry": "zoom"})
    driver.find_element(By.ID, "sec-params-tab").click()
    field = driver.find_element(By.CSS_SELECTOR, ".param-number")
    maximum = field.get_attribute("max")
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys("999", Keys.ENTER)
    toast = wait_for(driver, "return [...document.querySelectorAll('.toast')].map((t) => t.textContent).find((t) => t.includes('outside'))")
    assert "999" in toast and maximum in toast
    rate = driver.find_element(By.CSS_SELECTOR, ".rate-input")
    rate.send_keys(Keys.CONTROL, "a")
    rate.send_keys("9", Keys.ENTER)
    wait_for(driver, "return [...document.querySelectorAll('.toast')].some((t) => t.textContent.includes('9×') && t.textContent.includes('outside'))")


def test_the_bezel_shows_on_the_dark_stage(driver, server, catalog):
    device = next(d for d in catalog["devices"] if d["default"])
    open_page(driver, server, "#entry=flip&op=present&p=0", {"entry": "flip"})
    # The band: just inside the device's outer edge, left of the screen at mid-height.
    band = driver.execute_script("""
const p = __preview, b = p.view.deviceBox, dpr = devicePixelRatio, s = p.view.scale;
return [[(b.left + 1.5 * s) * dpr, (b.top + b.bottom) / 2 * dpr], [(b.left - 12) * dpr, (b.top + b.bottom) / 2 * dpr]];""")
    edge, outside = read_pixels(driver, band)
    stage = driver.execute_script("return getComputedStyle(document.getElementById('stage')).backgroundColor")

    def lum(c):
        f = [x / 255 for x in c[:3]]
        f = [x / 12.92 if x <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4 for x in f]
        return 0.2126 * f[0] + 0.7152 * f[1] + 0.0722 * f[2]
    assert outside[3] == 0, "the canvas is transparent outside the device (the stage shows)"
    background = [int(x) for x in stage[stage.index("(") + 1:-1].split(",")[:3]]
    ratio = (lum(edge) + 0.05) / (lum(background) + 0.05)
    assert ratio >= 3, f"the device's edge {edge} on the stage {background}: {ratio:.2f}:1"
    assert device["cornerRadius"] > 0


def test_columns_collapse_and_the_timeline_resizes_and_both_are_remembered(small_laptop, server):
    driver = small_laptop
    open_page(driver, server, "#entry=card&op=present&p=0.5", {"entry": "card"})
    driver.execute_script("localStorage.clear()")
    open_page(driver, server, "#entry=card&op=present&p=0.5", {"entry": "card"})
    width = driver.execute_script("return document.getElementById('stage').getBoundingClientRect().width")
    scale = driver.execute_script("return __preview.view.scale")
    driver.find_element(By.CSS_SELECTOR, ".toggle-catalog").click()
    driver.find_element(By.CSS_SELECTOR, ".toggle-panel").click()
    wider = driver.execute_script("return document.getElementById('stage').getBoundingClientRect().width")
    assert wider > width + 500 and not driver.find_element(By.ID, "catalog").is_displayed()
    tracks = driver.execute_script("return document.querySelector('.tracks').getBoundingClientRect().height")
    handle = driver.find_element(By.ID, "timeline-resize")
    ActionChains(driver, duration=10).click_and_hold(handle).move_by_offset(0, -60).release().perform()
    taller = driver.execute_script("return document.querySelector('.tracks').getBoundingClientRect().height")
    assert abs(taller - tracks - 60) < 2, (tracks, taller)
    assert driver.execute_script("return __preview.view.scale") < scale
    open_page(driver, server, "#entry=card&op=present&p=0.5", {"entry": "card"})
    assert not driver.find_element(By.ID, "catalog").is_displayed() and not driver.find_element(By.ID, "panel").is_displayed()
    assert abs(driver.execute_script("return document.querySelector('.tracks').getBoundingClientRect().height") - taller) < 1
    # The track area grows with its rows: an expanded group's rows are all in view.
    driver.find_element(By.CSS_SELECTOR, '.track-group[data-index="0"] .track-toggle').click()
    wait_for(driver, "const t = document.querySelector('.tracks'); return t.classList.contains('grown') && t.getBoundingClientRect().height > " + str(taller + 20))
    driver.find_element(By.CSS_SELECTOR, ".toggle-catalog").click()
    driver.find_element(By.CSS_SELECTOR, ".toggle-panel").click()
    assert driver.find_element(By.ID, "catalog").is_displayed() and driver.find_element(By.ID, "panel").is_displayed()
    driver.execute_script("localStorage.clear()")
