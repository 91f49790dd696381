"""Headless Firefox driven over WebDriver BiDi, with the `websockets` client.

Debian has no geckodriver, but Firefox carries its own WebDriver BiDi server (the remote
agent): `firefox-esr --headless --remote-debugging-port 0 --profile DIR` prints
`WebDriver BiDi listening on ws://127.0.0.1:PORT` and then speaks BiDi on `…/session`.
This module does only that: start Firefox with a fresh profile, open a session, run scripts
in the page, send input, collect console errors and warnings, and shut Firefox down again.
Every wait is bounded; a Firefox that does not start raises `FirefoxError` with its log.

    with Firefox(width=1440, height=900) as browser:
        browser.open("http://127.0.0.1:8080/")
        browser.run("return document.title")
"""

import base64
import json
import os
import shutil
import signal
import sys
import subprocess
import tempfile
import time
from pathlib import Path

from websockets.sync.client import connect

FIREFOX = os.environ.get("FIREFOX", "/usr/bin/firefox-esr")
LISTENING = "WebDriver BiDi listening on "

# WebDriver's code points for keys that are not characters (the spec's table of keys).
KEYS = {
    "Enter": "\ue007", "Shift": "\ue008", "Escape": "\ue00c", "Space": " ", "End": "\ue010", "Home": "\ue011",
    "ArrowLeft": "\ue012", "ArrowUp": "\ue013", "ArrowRight": "\ue014", "ArrowDown": "\ue015",
}

# Runs a function body like selenium's execute_script: `arguments` are the JSON-decoded
# arguments and the returned value comes back through JSON (awaited if it is a promise). A
# throw is caught here: Firefox reports some exceptions of async functions as a protocol
# error without their message.
WRAPPER = """async function (args) {
  try {
    const value = await (async function () { %s }).apply(null, JSON.parse(args));
    return JSON.stringify({ value: value === undefined ? null : value });
  } catch (e) {
    return JSON.stringify({ error: String(e) });
  }
}"""

PREFS = {
    # The page is tested dark, as in Chromium (0 = dark, 1 = light).
    "layout.css.prefers-color-scheme.content-override": 0,
    # No first-run pages, default-browser prompts or background traffic.
    "browser.shell.checkDefaultBrowser": False,
    "browser.startup.homepage_override.mstone": "ignore",
    "browser.startup.page": 0,
    "datareporting.policy.dataSubmissionEnabled": False,
    "toolkit.telemetry.reportingpolicy.firstRun": False,
    "app.update.disabledForTesting": True,
}


class FirefoxError(RuntimeError):
    """Firefox did not start, or stopped answering."""


class ScriptError(RuntimeError):
    """A script run in the page threw."""


class Firefox:
    def __init__(self, width=1440, height=900, scale=1, timeout=30, binary=FIREFOX, prefs=None):
        """`prefs` are preferences set in the profile beside PREFS (and over them): the
        colour scheme, say, which is fixed at launch."""
        self.timeout = timeout
        self.prefs = {**PREFS, **(prefs or {})}
        self.console = []  # log.entryAdded entries not yet collected
        self.process = None
        self.socket = None
        self._next_id = 0
        self.profile = Path(tempfile.mkdtemp(prefix="firefox-profile-"))
        try:
            self._launch(binary)
            self._command("session.new", {"capabilities": {}})
            self._command("session.subscribe", {"events": ["log.entryAdded"]})
            self.context = self._command("browsingContext.getTree", {"maxDepth": 0})["contexts"][0]["context"]
            self.set_viewport(width, height, scale)
        except BaseException:
            self.close()
            raise

    # -- lifecycle -----------------------------------------------------------------------

    def _launch(self, binary):
        if not os.access(binary, os.X_OK):
            raise FirefoxError(f"{binary} is missing (apt-get install firefox-esr)")
        (self.profile / "user.js").write_text(
            "".join(f"user_pref({json.dumps(k)}, {json.dumps(v)});\n" for k, v in self.prefs.items()))
        self.log = self.profile.parent / (self.profile.name + ".log")
        with open(self.log, "wb") as log:
            # Its own process group, so that cleaning up can reach the content processes too.
            self.process = subprocess.Popen(
                [binary, "--headless", "--no-remote", "--remote-debugging-port", "0",
                 "--profile", str(self.profile), "about:blank"],
                stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        deadline = time.monotonic() + self.timeout
        while True:
            url = next((line[len(LISTENING):].strip() for line in self.log_text().splitlines()
                        if line.startswith(LISTENING)), None)
            if url:
                break
            if self.process.poll() is not None:
                raise FirefoxError(f"Firefox exited with status {self.process.returncode} before listening:\n{self.log_text()}")
            if time.monotonic() > deadline:
                raise FirefoxError(f"Firefox did not start listening within {self.timeout} s:\n{self.log_text()}")
            time.sleep(0.05)
        self.socket = connect(f"{url}/session", max_size=None, open_timeout=self.timeout)

    def log_text(self):
        """What Firefox printed so far (stdout and stderr)."""
        try:
            return self.log.read_text(errors="replace")
        except FileNotFoundError:
            return ""

    def close(self):
        """Ends the session, waits for Firefox to exit (kills its process group if it does
        not) and removes the profile. Safe to call twice."""
        if self.socket is not None:
            try:
                self._command("browser.close", {}, timeout=10)
            except Exception:
                pass
            self.socket.close()
            self.socket = None
        if self.process is not None:
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                pass
            try:  # whatever is left of its process group (content processes, or all of it)
                os.killpg(self.process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            self.process.wait(timeout=10)
            self.process = None
        shutil.rmtree(self.profile, ignore_errors=True)
        if getattr(self, "log", None):
            self.log.unlink(missing_ok=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # -- the protocol --------------------------------------------------------------------

    def _command(self, method, params, timeout=None):
        """Sends one command and returns its result; events that arrive meanwhile are kept."""
        if self.socket is None:
            raise FirefoxError(f"{method}: not connected")
        self._next_id += 1
        ident = self._next_id
        self.socket.send(json.dumps({"id": ident, "method": method, "params": params}))
        deadline = time.monotonic() + (timeout or self.timeout)
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise FirefoxError(f"{method}: no answer within {timeout or self.timeout} s")
            try:
                message = json.loads(self.socket.recv(timeout=remaining))
            except TimeoutError:
                continue
            if message.get("type") == "event":
                if message["method"] == "log.entryAdded":
                    self.console.append(message["params"])
            elif message.get("id") == ident:
                if message["type"] == "error":
                    raise FirefoxError(f"{method}: {message['error']}: {message.get('message', '')}")
                return message["result"]

    # -- what tests use ------------------------------------------------------------------

    def open(self, url):
        """Navigates and waits until the document is parsed and its module scripts have run
        (DOMContentLoaded): what a test reads next is the page's own state, which it waits for.
        Waiting for the load event as well hung for 30 s once in a few dozen fresh-clone runs,
        on a page that then worked; a navigation that still gets no answer is tried once more,
        said on stderr, and a second silence fails the test."""
        params = {"context": self.context, "url": url, "wait": "interactive"}
        try:
            self._command("browsingContext.navigate", params)
        except FirefoxError as error:
            if "no answer" not in str(error):
                raise
            print(f"bidi: {error}; navigating again to {url}", file=sys.stderr)
            self._command("browsingContext.navigate", params)

    def reload(self):
        self._command("browsingContext.reload", {"context": self.context, "wait": "complete"})

    def run(self, body, *args, timeout=None):
        """Runs a JavaScript function body in the page (`return …`, `arguments[i]`, `await`)
        and returns its JSON value; `timeout` (seconds) for work longer than a page's usual."""
        result = self._command("script.callFunction", {
            "functionDeclaration": WRAPPER % body, "arguments": [{"type": "string", "value": json.dumps(args)}],
            "target": {"context": self.context}, "awaitPromise": True, "resultOwnership": "none"}, timeout=timeout)
        if result["type"] == "exception":  # a syntax error: the body never ran
            raise ScriptError(f"{result['exceptionDetails'].get('text')} in:\n{body}")
        outcome = json.loads(result["result"]["value"])
        if "error" in outcome:
            raise ScriptError(f"{outcome['error']} in:\n{body}")
        return outcome["value"]

    def set_viewport(self, width, height, scale=1):
        """The page's inner size in CSS pixels (browsingContext.setViewport)."""
        self._command("browsingContext.setViewport", {
            "context": self.context, "viewport": {"width": width, "height": height}, "devicePixelRatio": scale})

    def press(self, *keys):
        """Presses and releases each key in turn (a character, or a name from KEYS)."""
        actions = []
        for key in keys:
            value = KEYS.get(key, key)
            actions += [{"type": "keyDown", "value": value}, {"type": "keyUp", "value": value}]
        self.perform([{"type": "key", "id": "keyboard", "actions": actions}])

    def drag(self, points, step_ms=16):
        """A left-button mouse drag through viewport points [(x, y), …]."""
        (x0, y0), rest = points[0], points[1:]
        actions = [{"type": "pointerMove", "x": round(x0), "y": round(y0)}, {"type": "pointerDown", "button": 0}]
        for x, y in rest:
            actions.append({"type": "pointerMove", "x": round(x), "y": round(y), "duration": step_ms})
        actions.append({"type": "pointerUp", "button": 0})
        self.perform([{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": actions}])

    def perform(self, sources):
        """input.performActions, then input.releaseActions (nothing stays pressed)."""
        try:
            self._command("input.performActions", {"context": self.context, "actions": sources})
        finally:
            self._command("input.releaseActions", {"context": self.context})

    def screenshot(self, path):
        data = self._command("browsingContext.captureScreenshot", {"context": self.context})["data"]
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(base64.b64decode(data))
        return path

    def console_problems(self, allow=()):
        """Console errors and warnings since the last call, as "level: text", minus those
        containing an allowed substring. Firefox also logs uncaught exceptions, unhandled
        rejections and Content-Security-Policy violations here, as errors."""
        self.run("return null")  # a round trip, so that entries logged before now have arrived
        entries, self.console = self.console, []
        return [f"{e['level']}: {e.get('text')}" for e in entries
                if e["level"] in ("error", "warn") and not any(a in (e.get("text") or "") for a in allow)]
