"""Resilience: the server goes away and comes back on the same port; the page shows it, keeps
the last frame, reconnects with backoff and restores entry, operation, parameters and
playhead. Server errors are shown as readable toasts."""

import time

from selenium.webdriver.common.by import By

from conftest import Server, canvas_digest, console_problems, open_page, settle, wait_for

# Chrome logs a failed WebSocket handshake (the server is down) as a console error; that is the
# situation under test, not a page bug.
DOWN = ("WebSocket connection to", "ERR_CONNECTION_REFUSED", "net::ERR")


def test_reconnects_and_restores_the_session(driver):
    first = Server([])
    port = first.port
    try:
        open_page(driver, first, "#entry=scale-fade&op=pop&p=0.6&param.popScale=1.4",
                  {"entry": "scale-fade", "operation": "pop", "progress": 0.6})
        shown = canvas_digest(driver)
    finally:
        first.kill()
    wait_for(driver, "return __preview.connection !== 'open'")
    # State and words read at once: between two reads the next retry may already be connecting.
    shown_status = wait_for(driver, "const s = document.querySelector('.status'); return s.dataset.state === 'waiting' && s.textContent")
    assert "Offline" in shown_status
    assert not driver.find_element(By.CSS_SELECTOR, ".banner").get_attribute("hidden")
    assert canvas_digest(driver) == shown, "the last frame stays on screen while offline"
    time.sleep(1.5)  # a few retries fail: the backoff grows
    second = Server(["--port", str(port)])
    try:
        assert second.port == port
        wait_for(driver, "return __preview.connection === 'open'", timeout=30)
        got = settle(driver, {"entry": "scale-fade", "operation": "pop", "progress": 0.6})
        assert got["scene"]["parameters"]["popScale"] == 1.4
        assert abs(got["frame"]["progress"] - 0.6) < 1e-3
        assert driver.find_element(By.CSS_SELECTOR, ".status").get_attribute("data-state") == "open"
        assert console_problems(driver, allow=DOWN) == []
    finally:
        second.kill()


def test_server_errors_are_readable_toasts_never_a_blank_canvas(driver):
    running = Server([])
    try:
        # A parameter out of range (an edited link): the server's `out-of-range` error is shown,
        # and the page falls back to the defaults.
        open_page(driver, running, "#entry=zoom&op=present&p=0.5&param.duration=99", {"entry": "zoom"})
        wait_for(driver, "return [...document.querySelectorAll('.toast-error')].some(t => t.textContent.includes('out-of-range'))")
        toast = next(t.text for t in driver.find_elements(By.CSS_SELECTOR, ".toast-error") if "out-of-range" in t.text)
        assert "select" in toast and "duration" in toast
        assert driver.execute_script("return __preview.scene.parameters.duration") == 0.5
        wait_for(driver, "return Math.abs(__preview.frame.progress - 0.5) < 1e-3")
        assert driver.execute_script("return __preview.drawnSeq !== null")
        # An entry that does not exist: a warning, and the first entry instead.
        open_page(driver, running, "#entry=no-such-entry&p=0.2")
        wait_for(driver, "return [...document.querySelectorAll('.toast')].some(t => t.textContent.includes('no-such-entry'))")
        assert driver.execute_script("return __preview.scene.entry") == driver.execute_script("return __preview.catalog.entries[0].id")
        assert canvas_digest(driver) != 0
        assert console_problems(driver) == []
    finally:
        running.kill()
