"""Firefox tests: the page in real headless Firefox against a live `transitions serve`.

Firefox (Debian's firefox-esr) is driven over WebDriver BiDi by `bidi.py`, since there is no
geckodriver here. One Firefox serves the whole run (its launch is the slow part) and one
server on an ephemeral port (the `Server` helper of the live transport tests). The pixel
expectations are those of the Chromium tests (`Tests/browser/expected.py`).
"""

import importlib.util
import itertools
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bidi import Firefox

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
ARTIFACTS = Path(os.environ.get("ARTIFACTS", REPO / "artifacts"))
WIDTH, HEIGHT = 1440, 900
WAIT = 30


def load(name, path):
    """Imports a module of another test folder by path, under `name` (so modules loaded
    later can `import` it)."""
    spec = importlib.util.spec_from_file_location(name, REPO / path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


live = load("live_conftest", "Tests/live/conftest.py")
expected = load("expected", "Tests/browser/expected.py")
pagechecks = load("pagechecks", "Tests/browser/pagechecks.py")
load("paintscript", "Tests/browser/paintscript.py")  # what the browser folder's pixel checks import
Server, BINARY = live.Server, live.BINARY


def list_catalog():
    return json.loads(subprocess.run([str(BINARY), "list", "--json"], check=True, capture_output=True, text=True).stdout)


@pytest.fixture(scope="session")
def server():
    running = Server([])
    yield running
    running.kill()


@pytest.fixture(scope="session")
def browser():
    firefox = Firefox(WIDTH, HEIGHT, timeout=WAIT)
    yield firefox
    firefox.close()


@pytest.fixture(autouse=True)
def fresh_console(browser):
    """Each test sees only the console messages logged while it ran."""
    browser.console_problems()


@pytest.fixture(scope="session")
def catalog():
    return list_catalog()


@pytest.fixture(scope="session")
def device(catalog):
    return next(d for d in catalog["devices"] if d["default"])


def wait_for(browser, script, timeout=WAIT, message=None):
    """Polls a JS function body (`return …`) until it returns something truthy; returns it."""
    return pagechecks.wait_for(browser.run, script, timeout, message)


SETTLED = ("const p = window.__preview; return !!(p && p.connection === 'open' && p.scene && p.frame"
           " && p.drawnSeq === p.frame.seq && !document.hidden")


def settle(browser, expect=None, timeout=WAIT):
    """Waits until the page is connected and the newest frame is on the canvas (and the
    scene / progress are the expected ones); returns {scene, frame}."""
    checks = []
    for key, value in (expect or {}).items():
        if key == "progress":
            checks.append(f"Math.abs(p.frame.progress - {value}) < 0.002")
        else:
            checks.append(f"p.scene.{key} === {json.dumps(value)}")
    wait_for(browser, SETTLED + "".join(f" && {c}" for c in checks) + ");", timeout)
    time.sleep(0.05)  # a frame already on its way may still land
    wait_for(browser, SETTLED + ");", timeout)
    return browser.run("return {scene: __preview.scene, frame: __preview.frame}")


_loads = itertools.count()


def open_page(browser, server, fragment="", expect=None):
    """Loads the page at #fragment (a fresh document, not a hash change) and waits until the
    frame it asked for is drawn. A query the page ignores makes each load a new document of the
    same origin, without a detour through about:blank (a sixth of a load's CPU here;
    docs/performance.md, "Fewer fresh page loads")."""
    browser.open(f"{server.url}?load={next(_loads)}{fragment}")
    return settle(browser, expect)


def go_to(browser, fragment, expect=None):
    """Changes the open page's #fragment, as a pasted link or the back button does, and waits
    until the frame it asked for is drawn (an entry switch or a seek inside one document)."""
    browser.run("location.hash = arguments[0]; return true;", fragment.lstrip("#"))
    return settle(browser, expect)


def show_fragment(browser, server, fragment, expect=None):
    """A seek or an entry switch in the open page (open_page if the server's page is not open):
    for tests whose subject is the frame a fragment asks for, not the document's first load
    (the Chromium suite loads every entry's first frame in a fresh document)."""
    if not browser.run("return location.href").startswith(server.url):
        return open_page(browser, server, fragment, expect)
    pagechecks.change_fragment(browser.run, lambda script: wait_for(browser, script), fragment)
    return settle(browser, expect)


def pixels_at(browser, points):
    """RGBA of the preview canvas at device points [(x, y), …]."""
    return pagechecks.pixels_at(browser.run, points)


def canvas_scale(browser):
    """Canvas pixels per device point."""
    return pagechecks.canvas_scale(browser.run)


def canvas_digest(browser):
    """A fingerprint of the canvas: the RGB of every pixel."""
    return browser.run("""
const c = document.getElementById('preview'), d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
let s = 0; for (let i = 0; i < d.length; i += 4) s = (((s * 31 + d[i]) * 31 + d[i + 1]) * 31 + d[i + 2]) % 2147483647; return s;""")


def save_screenshot(browser, name):
    return browser.screenshot(ARTIFACTS / "screenshots" / "firefox" / name)
