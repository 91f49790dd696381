"""Explicit Core Animation animations on the timeline: the circular reveal's mask animation is a
track named by the masked layer and key path, with the engine's span and pacing; it expands into
a row that says the frame carries the drawing, and Copy as Swift writes it back as the
CABasicAnimation the app added."""

from selenium.webdriver.common.by import By

from conftest import console_problems, open_page, wait_for
from test_copy_swift import copy_swift


def test_the_reveal_mask_animation_is_a_track_with_its_span_and_a_copy(driver, server):
    got = open_page(driver, server, "#entry=circular-reveal&op=present&p=0.5", {"entry": "circular-reveal", "progress": 0.5})
    scene = got["scene"]
    curves = [c for c in scene["curves"] if c.get("api") == "CoreAnimation"]
    assert len(curves) == 1, scene["curves"]
    curve = curves[0]
    to = next(l["id"] for l in scene["layers"] if l["role"] == "to")
    assert curve["properties"] == [f"{to}.mask.path"]
    assert curve["begin"] == 0 and curve["duration"] > 0

    labels = driver.execute_script("return [...document.querySelectorAll('.track-label')].map((e) => e.textContent)")
    assert any(label.endswith("to.mask.path") for label in labels), labels

    driver.find_element(By.CSS_SELECTOR, '.track-group[data-index="0"] .track-toggle').click()
    row = wait_for(driver, "return document.querySelector('.track-group[data-index=\"0\"] .prop-row.unknown')?.textContent")
    assert "to.mask.path" in row

    shown, copied = copy_swift(driver, server)
    assert copied == shown
    assert 'let pathAnimation = CABasicAnimation(keyPath: "path")' in shown
    assert f"pathAnimation.duration = {curve['duration']:g}" in shown
    points = ", ".join(f"{x:g}" for x in curve["controlPoints"])
    assert f"pathAnimation.timingFunction = CAMediaTimingFunction(controlPoints: {points})" in shown
    assert 'to.layer.mask?.add(pathAnimation, forKey: "path")' in shown
    assert console_problems(driver) == []
