"""Copy as Swift: the tuned run's animations as the UIKit calls that make them, with the
numbers the engine recorded — equal to the parameters set in the page."""

import pytest
from selenium.webdriver.common.by import By

from conftest import console_problems, open_page, wait_for


def copy_swift(driver, server):
    driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": server.url.rstrip("/"),
                                                         "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    driver.find_element(By.XPATH, "//button[normalize-space()='Copy as Swift']").click()
    wait_for(driver, "return !!document.querySelector('dialog.swift-dialog[open]')")
    wait_for(driver, "return document.querySelector('.swift-status').textContent.startsWith('Copied')")
    shown = driver.execute_script("return document.querySelector('dialog.swift-dialog pre').textContent")
    copied = driver.execute_async_script("const done = arguments[0]; navigator.clipboard.readText().then(done, (e) => done('error: ' + e))")
    driver.execute_script("document.querySelector('dialog.swift-dialog').close()")
    wait_for(driver, "return !document.querySelector('dialog.swift-dialog')")
    return shown, copied


def test_a_tuned_spring_comes_back_as_the_uiview_animate_call(driver, server):
    open_page(driver, server, "#entry=zoom&op=present&p=0.5&param.duration=0.42&param.damping=0.72&param.velocity=1.5",
              {"entry": "zoom", "progress": 0.5})
    shown, copied = copy_swift(driver, server)
    assert copied == shown
    assert "UIView.animate(withDuration: 0.42, delay: 0," in shown
    assert "usingSpringWithDamping: 0.72, initialSpringVelocity: 1.5," in shown
    assert "//   duration = 0.42 s" in shown and "//   damping = 0.72" in shown
    # The same page with the defaults gives the defaults' numbers: nothing is hard-coded.
    open_page(driver, server, "#entry=zoom&op=present&p=0.5", {"entry": "zoom", "progress": 0.5})
    shown, _ = copy_swift(driver, server)
    assert "UIView.animate(withDuration: 0.5, delay: 0," in shown
    assert "usingSpringWithDamping: 0.8, initialSpringVelocity: 0," in shown
    assert console_problems(driver) == []


@pytest.mark.parametrize("mode,option", [("paced", ".calculationModePaced"), ("cubic", ".calculationModeCubic")])
def test_keyframes_come_back_with_their_duration_calculation_mode_and_key_times(driver, server, mode, option):
    open_page(driver, server, f"#entry=flip&op=present&p=0.5&param.duration=0.9&param.calculationMode={mode}",
              {"entry": "flip", "progress": 0.5})
    shown, _ = copy_swift(driver, server)
    assert f"UIView.animateKeyframes(withDuration: 0.9, delay: 0, options: [{option}], animations: {{" in shown
    # Kodeco's three equal keyframes.
    for start in ("0", "0.333333", "0.666667"):
        assert f"UIView.addKeyframe(withRelativeStartTime: {start}, relativeDuration: " in shown
    assert console_problems(driver) == []
