"""The first impression: with no selection in the URL the page plays the featured entry slowly
in a loop and says what to do in one line; the line goes as soon as the person touches
something, and playback stays as the transport shows it (their key then does what it says)."""

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from conftest import console_problems, fresh, wait_for


def test_first_load_plays_the_featured_entry_until_touched(driver, server):
    driver.get(server.url)
    driver.execute_script("localStorage.clear()")
    driver.get(fresh(server.url))
    wait_for(driver, "const p = window.__preview; return !!(p && p.scene && p.playback.state === 'running')")
    playback = driver.execute_script("return __preview.playback")
    assert driver.execute_script("return __preview.scene.entry") == "card"
    assert playback["loop"] is True and playback["rate"] == 0.5
    line = driver.find_element(By.CSS_SELECTOR, ".welcome")
    assert line.is_displayed() and "Space" in line.text
    # It keeps playing: frames move on by themselves.
    first = driver.execute_script("return __preview.frame.seq")
    wait_for(driver, f"return __preview.frame.seq > {first} + 5")
    # A touch anywhere ends it; playback is as it was: 0.5×, in a loop, playing.
    ActionChains(driver).move_to_element(driver.find_element(By.CSS_SELECTOR, ".catalog-head")).click().perform()
    wait_for(driver, "return !__preview.welcoming")
    assert not line.is_displayed()
    playback = driver.execute_script("return __preview.playback")
    assert playback["state"] == "running" and playback["loop"] is True and playback["rate"] == 0.5
    # Space then pauses it, as the transport and the line said.
    ActionChains(driver).send_keys(" ").perform()
    wait_for(driver, "return __preview.playback.state !== 'running'")
    assert driver.execute_script("return __preview.playback.rate") == 0.5
    assert console_problems(driver) == []


def test_a_link_with_a_selection_does_not_autoplay(driver, server):
    driver.get(fresh(server.url, "#entry=flip&op=present&p=0.3"))
    wait_for(driver, "const p = window.__preview; return !!(p && p.scene && p.frame && Math.abs(p.frame.progress - 0.3) < 0.01)")
    assert driver.execute_script("return __preview.playback.state") != "running"
    assert driver.execute_script("return __preview.welcoming") is False
