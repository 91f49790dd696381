"""Browser tests: the page in headless Chromium (selenium) against a live `transitions serve`.

How this runs reliably here (see /work/shared/BROWSER_TESTS.md): Debian chromium +
chromium-driver, selenium told where both are (it must not download a driver), --headless
--no-sandbox, the exact viewport from Emulation.setDeviceMetricsOverride, one browser per
test session (each module with its own server, so its own origin), generous waits. The
server is the built binary on an ephemeral port, started with the `Server` helper of the live
transport tests.
"""

import contextlib
import importlib.util
import itertools
import json
import os
import subprocess
import time
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

import pagechecks

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
ARTIFACTS = Path(os.environ.get("ARTIFACTS", REPO / "artifacts"))
WIDTH, HEIGHT = 1440, 900
WAIT = 30

_spec = importlib.util.spec_from_file_location("live_conftest", REPO / "Tests/live/conftest.py")
live = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(live)
Server = live.Server
BINARY = live.BINARY


def pytest_configure(config):
    config.addinivalue_line("markers", "bench: a benchmark (run by scripts/bench-page.sh), not a test")


def pytest_collection_modifyitems(config, items):
    """Benchmarks are not tests: outside `-m bench` they are deselected (not skipped), so a
    test run counts only tests."""
    if "bench" in (config.getoption("-m") or ""):
        return
    benches = [item for item in items if "bench" in item.keywords]
    if benches:
        config.hook.pytest_deselected(items=benches)
        items[:] = [item for item in items if "bench" not in item.keywords]


def set_inner_size(driver, width, height, scale=1):
    """The page's inner size, as a window of that size has it (the override make_driver sets)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": False})


@contextlib.contextmanager
def inner_size(driver, width, height, scale=1):
    """The shared Chromium at another window size for a while: a launch of its own costs more
    than the rest of a short test (docs/performance.md, "Fewer fresh page loads")."""
    set_inner_size(driver, width, height, scale)
    try:
        yield driver
    finally:
        set_inner_size(driver, WIDTH, HEIGHT)


def make_driver(width=WIDTH, height=HEIGHT, scale=1, dark=True):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless", "--no-sandbox", "--hide-scrollbars", "--mute-audio"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(executable_path="/usr/bin/chromedriver"), options=options)
    driver.set_script_timeout(WAIT)
    driver.set_page_load_timeout(WAIT)
    set_inner_size(driver, width, height, scale)
    if dark:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    return driver


@pytest.fixture(scope="module")
def server():
    running = Server([])
    yield running
    running.kill()


@pytest.fixture(scope="session")
def shared_driver():
    """One Chromium for every module that needs no window of its own (a launch costs a second
    or more on a loaded machine). Modules stay independent: each has its own server, so its own
    origin and storage."""
    d = make_driver()
    yield d
    d.quit()


@pytest.fixture(scope="module")
def driver(shared_driver):
    shared_driver.get("about:blank")
    console_problems(shared_driver)  # the module sees only what it logs itself
    return shared_driver


@pytest.fixture(scope="session")
def catalog():
    out = subprocess.run([str(BINARY), "list", "--json"], check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def wait_for(driver, script, timeout=WAIT, message=None):
    """Polls a JS expression (`return …`) until it is truthy; returns its value."""
    return pagechecks.wait_for(driver.execute_script, script, timeout, message)


SETTLED = """
const p = window.__preview;
return !!(p && p.connection === 'open' && p.scene && p.frame && p.drawnSeq === p.frame.seq && !document.hidden);
"""


_loads = itertools.count()


def open_page(driver, server, fragment="", expect=None):
    """Loads the page at #fragment in a fresh document and waits until the frame it asked for
    is drawn. A query the page ignores makes each load a new document of the same origin, so
    Chromium keeps the tab's renderer process; going through about:blank would start a new one
    each time, a fifth of a load's CPU (docs/performance.md, "Fewer fresh page loads")."""
    driver.get(fresh(server.url, fragment))
    return settle(driver, expect)


def fresh(url, fragment=""):
    """The page at `url` with #fragment as a new document of the same origin (open_page)."""
    return f"{url}?load={next(_loads)}{fragment}"


def go_to(driver, fragment, expect=None):
    """Changes the open page's #fragment, as a pasted link or the back button does, and waits
    until the frame it asked for is drawn: an entry switch inside one document, without the
    cost of a page load (open_page when a fresh document matters)."""
    driver.execute_script("location.hash = arguments[0]", fragment.lstrip("#"))
    return settle(driver, expect)


def show_fragment(driver, server, fragment, expect=None):
    """A seek or an entry switch in the module's open page (open_page if none is open yet): for
    tests whose subject is the frame a fragment asks for, not the document's first load."""
    if not driver.current_url.startswith(server.url):
        return open_page(driver, server, fragment, expect)
    pagechecks.change_fragment(driver.execute_script, lambda script: wait_for(driver, script), fragment)
    return settle(driver, expect)


def settle(driver, expect=None, timeout=WAIT):
    condition = SETTLED
    if expect:
        checks = []
        for key, value in expect.items():
            if key == "progress":
                checks.append(f"Math.abs(p.frame.progress - {value}) < 0.002")
            else:
                checks.append(f"p.scene.{key} === {json.dumps(value)}")
        condition = SETTLED.replace("&& !document.hidden);", "&& !document.hidden && " + " && ".join(checks) + ");")
    wait_for(driver, condition, timeout)
    time.sleep(0.05)
    wait_for(driver, SETTLED, timeout)
    return driver.execute_script("return {scene: window.__preview.scene, frame: window.__preview.frame}")


def show_tab(driver, pane):
    """Shows a tab of the tool panel (Parameters, Compare, Timing, Inspector, Gesture: `sec-…`)."""
    driver.find_element(By.ID, f"{pane}-tab").click()
    wait_for(driver, f"return !document.getElementById('{pane}').hidden")


def read_pixels(driver, points):
    """RGBA of the preview canvas at backing-store pixels [(x, y), …]."""
    return driver.execute_script("""
const canvas = document.getElementById('preview');
const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
return arguments[0].map(([x, y]) => { const i = (Math.round(y) * canvas.width + Math.round(x)) * 4; return [data[i], data[i+1], data[i+2], data[i+3]]; });
""", [list(p) for p in points])


def to_canvas(driver, points):
    return driver.execute_script("return arguments[0].map(([x, y]) => { const p = window.__preview.toCanvas(x, y); return [p.x, p.y]; })",
                                 [list(p) for p in points])


def canvas_digest(driver):
    """A fingerprint of the screen area: the RGB of every pixel (a strided sample could fall on the
    same columns of every row and miss a change between them)."""
    return driver.execute_script("""
const c = document.getElementById('preview'); const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
let s = 0; for (let i = 0; i < d.length; i += 4) s = (((s * 31 + d[i]) * 31 + d[i + 1]) * 31 + d[i + 2]) % 2147483647; return s;
""")


def console_problems(driver, allow=()):
    """SEVERE console entries and CSP reports since the last call, minus allowed substrings."""
    problems = []
    for entry in driver.get_log("browser"):
        message = entry["message"]
        if any(a in message for a in allow):
            continue
        if entry["level"] == "SEVERE" or "Content Security Policy" in message or "Content-Security-Policy" in message:
            problems.append(f"{entry['level']}: {message}")
    return problems


def save_screenshot(driver, name):
    path = ARTIFACTS / "screenshots" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(path))
    return path
