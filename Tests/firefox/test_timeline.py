"""In Firefox: the timeline's loop range (handles dragged with the mouse) keeps playback inside it,
a group's property rows show the frame's values, and a typed rate is kept in the URL."""

import time

from conftest import open_page, wait_for


def test_a_loop_range_dragged_on_the_timeline_keeps_playback_inside(browser, server):
    open_page(browser, server, "#entry=flip&op=present&p=0&loop=1", {"entry": "flip", "progress": 0})
    ruler = browser.run("const r = document.querySelector('.ruler').getBoundingClientRect(); return {left: r.left, width: r.width}")
    for which, seconds in (("in", 0.2), ("out", 0.4)):
        handle = browser.run(f"const r = document.querySelector('.range-{which}').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]")
        target = ruler["left"] + ruler["width"] * seconds / 0.6
        browser.drag([handle, ((handle[0] + target) / 2, handle[1]), (target, handle[1])])
    rng = wait_for(browser, "return __preview.range && __preview.range.out < 0.5 && __preview.range")
    assert abs(rng["in"] - 0.2) < 0.02 and abs(rng["out"] - 0.4) < 0.02, rng
    wait_for(browser, "return location.hash.includes('in=') && location.hash.includes('out=')")
    browser.run("""
window.__times = []; let last = __preview.frame;
window.__timer = setInterval(() => { const f = __preview.frame; if (f !== last) { last = f; __times.push(f.time); } }, 2);
return null""")
    browser.press(" ")
    time.sleep(1.5)
    times = browser.run("clearInterval(window.__timer); return window.__times")
    browser.press(" ")
    assert times and all(rng["in"] - 1e-6 <= t <= rng["out"] + 1e-6 for t in times), times
    assert sum(1 for a, b in zip(times, times[1:]) if b < a) >= 2, times
    assert browser.console_problems() == []


def test_property_rows_show_the_frames_values(browser, server):
    open_page(browser, server, "#entry=zoom&op=present&p=0.4", {"entry": "zoom", "progress": 0.4})
    browser.run("document.querySelector('.track-group[data-index=\"0\"] .track-toggle').click(); return null")
    wait_for(browser, "return !!(__preview.propertySamples && document.querySelector('.prop-row[data-kind=\"size\"]'))")
    rows = browser.run("""
const f = __preview.frame;
return [...document.querySelectorAll('.prop-row[data-kind="size"], .prop-row[data-kind="center"]')].map((r) => {
  const l = f.layers.find((x) => x.id === Number(r.dataset.property.split('.')[0]));
  const q = l.quad;
  const want = r.dataset.kind === 'size' ? {width: l.size[0], height: l.size[1]} : {x: (q[0] + q[2] + q[4] + q[6]) / 4, y: (q[1] + q[3] + q[5] + q[7]) / 4};
  return {components: JSON.parse(r.dataset.components), values: JSON.parse(r.dataset.values), want};
})""")
    assert len(rows) == 2, rows
    for row in rows:
        for name, value in zip(row["components"], row["values"]):
            assert abs(value - row["want"][name]) < 1e-6, row
    assert browser.console_problems() == []


def test_a_typed_rate_is_used_and_kept(browser, server):
    open_page(browser, server, "#entry=flip&op=present&p=0&rate=0.3", {"entry": "flip", "progress": 0})
    assert browser.run("return __preview.playback.rate") == 0.3
    assert browser.run("return document.querySelector('.rate-input').value") == "0.3"
    browser.press(" ")
    # Playing (or, on a loaded machine, already played through: 2 s at 0.3×).
    wait_for(browser, "return ['running', 'finished'].includes(__preview.playback.state)")
    state = wait_for(browser, "return __preview.frame.time > 0.05 && __preview.playback")
    assert state["rate"] == 0.3
