"""`transitions serve --watch` in a throwaway package, for the front's live tests.

The front is the real binary (a copy of .build/debug/transitions in TMP/pkg/.build/debug/, so
it watches TMP/pkg, never the checkout); `swift` on its PATH is fake_swift.py, so a "build"
takes milliseconds and installs fake_worker.py as the worker. After `use_fake_worker()` every
connection's session runs in the stand-in, whose entries loop, sleep, allocate or trap on cue:
what is under test is the front — its sockets, its workers' limits, its rebuilds.
"""

import os
import queue
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
BINARY = Path(os.environ.get("TRANSITIONS_BIN", REPO / ".build/debug/transitions"))
HERE = Path(__file__).resolve().parent
SERVING = re.compile(r"^Serving http://127\.0\.0\.1:(\d+)/$")


class WatchFront:
    def __init__(self, tmp_path, mode="ok", files=None, environment=None):
        self.root = tmp_path / "pkg"
        (self.root / "Catalog").mkdir(parents=True)
        for relative, text in (files or {}).items():
            (self.root / relative).write_text(text)
        (self.root / "Package.swift").write_text("// stand-in: the front only looks for this file\n")
        (self.root / "Catalog/Fake.swift").write_text("// 0\n")
        (self.root / "build-mode").write_text(mode)
        (self.root / ".build/debug").mkdir(parents=True)
        shutil.copy2(BINARY, self.root / ".build/debug/transitions")
        bin_dir = tmp_path / "bin"
        bin_dir.mkdir()
        (bin_dir / "swift").write_text(f'#!/bin/sh\nexec "{sys.executable}" "{HERE / "fake_swift.py"}" "$@"\n')
        (bin_dir / "swift").chmod(0o755)
        self.log_path = tmp_path / "front.log"
        self.log = open(self.log_path, "w")
        environment = {**os.environ, "PATH": f"{bin_dir}:{os.environ['PATH']}", **(environment or {})}
        self.process = subprocess.Popen(
            [str(self.root / ".build/debug/transitions"), "serve", "--watch", "--port", "0", "--web", str(REPO / "web")],
            stdout=subprocess.PIPE, stderr=self.log, stdin=subprocess.DEVNULL, text=True, env=environment)
        self.lines = queue.Queue()
        threading.Thread(target=self._pump, daemon=True).start()
        first = self.next_line(20)
        match = SERVING.match(first)
        assert match, f"unexpected first line {first!r}: {self.log_text()[-2000:]}"
        self.port = int(match[1])
        self.ws = f"ws://127.0.0.1:{self.port}/"
        assert self.next_line(10).startswith("Watching ")
        self.edits = 0

    def _pump(self):
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def next_line(self, timeout):
        try:
            return self.lines.get(timeout=timeout)
        except queue.Empty:
            return ""

    def log_text(self):
        return self.log_path.read_text(errors="replace")

    def wait_for_log(self, text, timeout=20):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if text in self.log_text():
                return True
            time.sleep(0.05)
        return False

    def edit(self):
        """Saves Catalog/Fake.swift with new text, as an editor would."""
        self.edits += 1
        target = self.root / "Catalog/Fake.swift"
        temporary = target.with_name("Fake.swift.tmp")
        temporary.write_text(f"// {self.edits}\n")
        os.replace(temporary, target)

    def use_fake_worker(self):
        """Waits for the start-up build, then makes one edit whose build swaps in the stand-in."""
        assert self.wait_for_log("watch: swift build of transitions-worker done"), self.log_text()[-2000:]
        self.edit()
        line = self.next_line(20)
        assert re.match(r"build 1: .* rebuilt in", line), line

    def builds(self):
        path = self.root / "builds.log"
        return path.read_text().split() if path.exists() else []

    def kill(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=5)
        self.log.close()
