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


# The speed is the least-squares slope of run time against page time over every frame seen in
# a second: one late frame at either end (a loaded machine) moves a two-point estimate by
# tenths, a fit over ~60 frames by hundredths.
SPEED = """
const done = arguments[arguments.length - 1];
const seen = [];
let last = __preview.frame;
const timer = setInterval(() => {
  const f = __preview.frame;
  if (f !== last) { last = f; seen.push([performance.now() / 1000, f.time]); }
  if (seen.length > 10 && seen[seen.length - 1][0] - seen[0][0] > 1.0) {
    clearInterval(timer);
    const n = seen.length, mx = seen.reduce((s, p) => s + p[0], 0) / n, my = seen.reduce((s, p) => s + p[1], 0) / n;
    const sxy = seen.reduce((s, p) => s + (p[0] - mx) * (p[1] - my), 0), sxx = seen.reduce((s, p) => s + (p[0] - mx) ** 2, 0);
    done(sxy / sxx);
  }
}, 2);
"""


def test_a_typed_rate_is_the_speed_playback_runs_at(driver, server):
    """0.3× plays the run's time at 0.3 s per second: measured on the frames the page draws."""
    driver.set_script_timeout(10)
    open_page(driver, server, "#entry=card&op=present&p=0&rate=0.3", {"entry": "card", "progress": 0})
    assert driver.execute_script("return __preview.playback.rate") == 0.3
    driver.find_element(By.TAG_NAME, "body").send_keys(" ")
    speed = driver.execute_async_script(SPEED)
    assert abs(speed - 0.3) < 0.06, f"the run advanced {speed:.3f} s per second at 0.3×"


def test_the_rate_slider_reaches_any_rate_and_the_url_keeps_it(driver, server):
    from selenium.webdriver.common.action_chains import ActionChains
    open_page(driver, server, "#entry=flip&op=present&p=0", {"entry": "flip", "progress": 0})
    slider = driver.find_element(By.CSS_SELECTOR, ".rate-slider")
    width = slider.size["width"]
    # From the middle (1× sits at about 0.68 of the travel) to the far left: 0.05×.
    ActionChains(driver).click_and_hold(slider).move_by_offset(-width, 0).release().perform()
    wait_for(driver, "return __preview.playback.rate === 0.05")
    wait_for(driver, "return location.hash.includes('rate=0.05')")
    ActionChains(driver).click_and_hold(slider).move_by_offset(width, 0).release().perform()
    wait_for(driver, "return __preview.playback.rate === 4")
    wait_for(driver, "return location.hash.includes('rate=4')")
    assert driver.find_element(By.CSS_SELECTOR, ".rate-input").get_attribute("value") == "4"
    # A point in between: the rate is the slider's logarithmic value, and the box shows it.
    ActionChains(driver).click_and_hold(slider).move_by_offset(-width * 0.2, 0).release().perform()
    value = float(slider.get_attribute("value")) / 1000
    expected = round(0.05 * (4 / 0.05) ** value, 2)
    wait_for(driver, f"return __preview.playback.rate === {expected}")
    assert 0.05 < expected < 4
    assert float(driver.find_element(By.CSS_SELECTOR, ".rate-input").get_attribute("value")) == expected
