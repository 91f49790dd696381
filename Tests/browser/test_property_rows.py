"""Timeline depth: a group expands into one row per animated property, its value over the run in
real units; the value at the playhead is the frame's, the curve is drawn from the server's frames
at their times, and a drag on a row's graph scrubs."""

import math

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from conftest import console_problems, open_page, save_screenshot, wait_for

ROWS = """
return [...document.querySelectorAll('.track-group[data-index="0"] .prop-row:not(.unknown):not(.pending)')].map((r) => ({
  property: r.dataset.property, kind: r.dataset.kind, values: JSON.parse(r.dataset.values),
  components: JSON.parse(r.dataset.components), text: r.querySelector('.prop-value').textContent.trim(),
}));
"""


def expected(kind, layer):
    """The row's numbers, computed here from the frame's JSON (affine quads: the centre is the mean)."""
    q = layer["quad"]
    if kind == "center":
        return {"x": sum(q[0::2]) / 4, "y": sum(q[1::2]) / 4}
    if kind == "size":
        return {"width": layer["size"][0], "height": layer["size"][1]}
    if kind == "opacity":
        return {"opacity": layer["opacity"]}
    if kind == "corner radius":
        return {"radius": layer.get("cornerRadius", 0)}
    if kind == "rotation":
        m = layer.get("transform") or [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
        # A turn about y only (the flip's): m11 = cos θ, m13 = −sin θ (Core Animation's row form).
        assert abs(m[1]) < 1e-9 and abs(m[4]) < 1e-9 and abs(m[6]) < 1e-9 and abs(m[9]) < 1e-9, m
        return {"y": math.degrees(math.atan2(-m[2], m[0]))}
    raise AssertionError(f"no expectation for {kind}")


def expand_first_group(driver):
    driver.find_element(By.CSS_SELECTOR, '.track-group[data-index="0"] .track-toggle').click()
    wait_for(driver, "return __preview.propertySamples && document.querySelector('.track-group[data-index=\"0\"] .prop-row[data-kind]')")


def check_rows_match_frame(driver, kinds):
    frame = driver.execute_script("return __preview.frame")
    layers = {layer["id"]: layer for layer in frame["layers"]}
    rows = wait_for(driver, ROWS)
    seen = set()
    for row in rows:
        layer_id = int(row["property"].split(".")[0])
        if row["kind"] not in kinds:
            continue
        seen.add(row["kind"])
        if layer_id not in layers:
            assert row["values"] is None and row["text"] == "not on screen", row
            continue
        want = expected(row["kind"], layers[layer_id])
        for name, value in zip(row["components"], row["values"]):
            if name in want:
                assert abs(value - want[name]) < 1e-6, f"{row['property']} {row['kind']} {name}: row {value}, frame {want[name]}"
                shown = round(want[name], 3 if row["kind"] == "opacity" else 1 if row["kind"] == "rotation" else 2)
                assert f"{shown:g}" in row["text"].replace("-0 ", "0 "), f"{row['text']!r} does not show {shown}"
    assert seen == set(kinds), f"rows for {kinds} expected, saw {seen}: {rows}"
    return rows


def test_zoom_rows_show_the_frames_values_in_points_and_follow_the_playhead(driver, server):
    open_page(driver, server, "#entry=zoom&op=present&p=0.4", {"entry": "zoom", "progress": 0.4})
    expand_first_group(driver)
    rows = check_rows_match_frame(driver, {"center", "size", "opacity"})
    props = {r["property"] for r in rows}
    # Ids are handed out in the order the app makes its layers, so the rows are looked up by
    # the roles the scene gives them: the zooming image moves and grows, the photo page and
    # the tab bar fade.
    ids = {}
    for layer in driver.execute_script("return __preview.scene.layers"):
        ids.setdefault(layer["role"], layer["id"])
    image, page, tab_bar = ids["transitionImage"], ids["to"], ids["tabBar"]
    assert {f"{image}.position", f"{image}.bounds", f"{page}.opacity", f"{tab_bar}.opacity"} <= props, props
    # The curve is the server's: the sampled frames are the run's frames at their times.
    samples = driver.execute_script("const s = __preview.propertySamples; return {times: s.times, layers: s.frames.map((f) => f.layers)}")
    assert samples["times"][0] == 0 and samples["times"][-1] == 0.5 and len(samples["times"]) == 31
    for i in (0, 9, 30):
        direct = driver.execute_script(f"return __preview.frameAt({samples['times'][i]}).then((f) => f.layers)")
        assert samples["layers"][i] == direct, f"the sample at {samples['times'][i]} s is not the server's frame there"
    open_page(driver, server, "#entry=zoom&op=present&p=0.8", {"entry": "zoom", "progress": 0.8})
    expand_first_group(driver)
    check_rows_match_frame(driver, {"center", "size", "opacity"})
    save_screenshot(driver, "timeline-properties.png")
    assert console_problems(driver) == []


def test_flip_rows_show_rotation_in_degrees_and_corner_radius_with_keyframes(driver, server):
    open_page(driver, server, "#entry=flip&op=present&p=0.25", {"entry": "flip", "progress": 0.25})
    expand_first_group(driver)
    rows = check_rows_match_frame(driver, {"rotation", "corner radius"})
    rotation = [r for r in rows if r["kind"] == "rotation"]
    assert rotation and all(r["components"] == ["y"] for r in rotation), rotation
    assert all("°" in driver.execute_script(
        f"return document.querySelector('.prop-row[data-property=\"{r['property']}\"][data-kind=\"rotation\"] .prop-label').textContent") for r in rotation)


def test_dragging_on_a_property_row_scrubs(driver, server):
    open_page(driver, server, "#entry=zoom&op=present&p=0", {"entry": "zoom", "progress": 0})
    expand_first_group(driver)
    row = driver.find_element(By.CSS_SELECTOR, '.track-group[data-index="0"] .prop-row[data-kind="center"] canvas')
    ruler = driver.execute_script("const r = document.querySelector('.ruler').getBoundingClientRect(); return [r.left, r.width]")
    box = driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.left, r.top + r.height / 2, r.width]", row)
    start = box[0] + box[2] * 0.1
    ActionChains(driver, duration=16).move_to_element_with_offset(row, int(start - (box[0] + box[2] / 2)), 0).click_and_hold() \
        .move_by_offset(int(box[2] * 0.25), 0).pause(0.05).move_by_offset(int(box[2] * 0.25), 0).release().perform()
    target = (int(start - (box[0] + box[2] / 2)) + box[0] + box[2] / 2 + int(box[2] * 0.5) - ruler[0]) / ruler[1]
    wait_for(driver, f"return Math.abs(__preview.frame.progress - {target}) < 0.02")
    # The row's value follows: it is the new frame's.
    check_rows_match_frame(driver, {"center", "size", "opacity"})
