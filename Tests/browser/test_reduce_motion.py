"""The device's Reduce Motion switch (Parameters tab, "Device settings"): the run is made
again on a device with `UIAccessibility.isReduceMotionEnabled` on, the link keeps it, and the
Flower push — whose animator branches on it — only fades."""

from selenium.webdriver.common.by import By

from conftest import console_problems, open_page, wait_for

FROM_SCALE = """
const s = __preview.scene, f = __preview.frame;
const from = s.layers.find((l) => l.role === 'from');
const layer = f.layers.find((l) => l.id === from.id);
return layer.transform ? layer.transform[0] : 1;
"""


def test_the_switch_runs_the_animators_reduce_motion_branch_and_the_link_keeps_it(driver, server):
    open_page(driver, server, "#entry=scale-fade&op=push&p=0.5", {"entry": "scale-fade", "progress": 0.5})
    box = driver.find_element(By.CSS_SELECTOR, ".device-settings .reduce-motion-box")
    assert not box.is_selected()
    assert driver.execute_script(FROM_SCALE) > 1.1  # the page grows as the list fades in
    box.click()
    wait_for(driver, "return __preview.scene.reduceMotion === true && Math.abs(__preview.frame.progress - 0.5) < 0.002 && __preview.drawnSeq === __preview.frame.seq", message="no Reduce Motion scene")
    assert box.is_selected()
    assert driver.execute_script(FROM_SCALE) == 1  # only the fade
    wait_for(driver, "return location.hash.includes('reduceMotion=1')")
    # A link with the setting opens with it.
    open_page(driver, server, "#entry=scale-fade&op=push&p=0.5&reduceMotion=1", {"entry": "scale-fade", "progress": 0.5})
    wait_for(driver, "return __preview.scene.reduceMotion === true")
    box = driver.find_element(By.CSS_SELECTOR, ".device-settings .reduce-motion-box")
    assert box.is_selected() and driver.execute_script(FROM_SCALE) == 1
    box.click()
    wait_for(driver, "return __preview.scene.reduceMotion !== true && !location.hash.includes('reduceMotion') && Math.abs(__preview.frame.progress - 0.5) < 0.002 && __preview.drawnSeq === __preview.frame.seq")
    assert driver.execute_script(FROM_SCALE) > 1.1
    assert console_problems(driver) == []
