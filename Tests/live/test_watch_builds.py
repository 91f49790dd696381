"""`serve --watch` rebuilds (issue #21): saves during a build never reach pages as a failure
nobody caused, and a catalog that does not compile at start is reported like any failed build.

watchfront's stand-in `swift` makes builds take 0.6 s and, like the compiler ("input file …
was modified during the build"), fail without a diagnostic when a Catalog file changes while
they run (`racy`), or fail with a compiler error (`fail`).
"""

import json
import threading
import time

import pytest
from websockets.sync.client import connect

from watchfront import WatchFront

PREVIEW = ["transition-preview"]


class Notices(threading.Thread):
    """Every live-reload notice one page receives."""

    def __init__(self, front):
        super().__init__(daemon=True)
        self.ws = connect(front.ws, subprotocols=PREVIEW, open_timeout=5)
        self.received = []

    def run(self):
        try:
            for text in self.ws:
                message = json.loads(text)
                if message["type"].startswith(("build-", "catalog-")):
                    self.received.append(message)
        except Exception:
            pass

    def first(self, kind, timeout):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            found = [m for m in self.received if m["type"] == kind]
            if found:
                return found[0]
            time.sleep(0.02)
        raise AssertionError(f"no {kind} in {self.received}")


def test_saves_during_builds_never_send_a_failure_without_diagnostics(tmp_path):
    front = WatchFront(tmp_path, mode="racy")
    try:
        assert front.wait_for_log("watch: swift build of transitions-worker done"), front.log_text()[-2000:]
        page = Notices(front)
        page.start()
        for _ in range(30):
            front.edit()
            time.sleep(0.15)  # the scenario: a save every 150 ms
        lines = []
        while True:
            line = front.next_line(3)
            if not line:
                break
            lines.append(line)
            assert len(lines) < 40, lines
        assert lines and "rebuilt in" in lines[-1], lines
        assert any("superseded" in line for line in lines), f"no build raced a save: {lines}"
        assert "fail" in front.builds(), front.builds()
        assert front.builds()[-1] == "ok"
        assert [m for m in page.received if m["type"] == "build-failed"] == []
        assert page.received[-1]["type"] == "catalog-changed", page.received[-3:]
        print(f"\n30 saves: {len(lines)} builds, {sum('superseded' in line for line in lines)} superseded")
        page.ws.close()
    finally:
        front.kill()


def test_a_first_build_that_fails_reaches_the_log_and_every_page(tmp_path):
    front = WatchFront(tmp_path, mode="fail",
                       files={"Catalog/Broken.swift": "class Broken {\n    func f() {\n    let x = 1\n"})
    try:
        early = Notices(front)
        early.start()
        line = front.next_line(20)
        assert line.startswith("build 0: ") and "failed in" in line, line
        assert "Catalog/Broken.swift:3:5: expected '}' in class" in line, line
        assert front.wait_for_log("Catalog/Broken.swift:3:5"), front.log_text()[-2000:]
        late = Notices(front)
        late.start()
        for page in (early, late):
            failed = page.first("build-failed", 10)
            assert failed["build"] == 0
            assert failed["diagnostics"][0]["file"] == "Catalog/Broken.swift"
            assert failed["diagnostics"][0]["line"] == 3
            assert failed["diagnostics"][0]["source"] == "    let x = 1"
            page.ws.close()
    finally:
        front.kill()
