"""Any playback rate: typed in the transport (0.05× to 4×), kept in the URL, used when playing."""

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import open_page, wait_for


def type_rate(driver, text):
    box = driver.find_element(By.CSS_SELECTOR, ".rate-input")
    box.click()
    box.send_keys(Keys.CONTROL, "a")
    box.send_keys(text, Keys.ENTER)
    driver.execute_script("arguments[0].blur()", box)


def test_a_typed_rate_is_used_kept_in_the_url_and_clamped(driver, server):
    open_page(driver, server, "#entry=flip&op=present&p=0", {"entry": "flip", "progress": 0})
    type_rate(driver, "0.3")
    wait_for(driver, "return __preview.playback.rate === 0.3")
    wait_for(driver, "return location.hash.includes('rate=0.3')")
    assert not driver.find_elements(By.CSS_SELECTOR, ".rate.on"), "no preset button claims a typed rate"
    # A link restores it.
    open_page(driver, server, "#entry=flip&op=present&p=0&rate=0.3", {"entry": "flip", "progress": 0})
    assert driver.execute_script("return __preview.playback.rate") == 0.3
    assert driver.find_element(By.CSS_SELECTOR, ".rate-input").get_attribute("value") == "0.3"
    # Out of range is clamped, not refused.
    type_rate(driver, "9")
    wait_for(driver, "return __preview.playback.rate === 4")
    type_rate(driver, "0.01")
    wait_for(driver, "return __preview.playback.rate === 0.05")
    # Playing at the typed rate: the frames move on.
    first = driver.execute_script("return __preview.frame.seq")
    driver.find_element(By.TAG_NAME, "body").send_keys(" ")
    wait_for(driver, "return __preview.playback.state === 'running'")
    wait_for(driver, f"return __preview.frame.seq > {first} + 3")
