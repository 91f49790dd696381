"""Live transport tests: the built `transitions serve` binary on 127.0.0.1, real sockets.

The binary comes from $TRANSITIONS_BIN (default .build/debug/transitions, built by
`swift build`). Every server is started on port 0 and found through the line it prints,
`Serving http://ADDRESS:PORT/` (`127.0.0.1` unless a test passes `--host`), and killed at the
end of its test (or session).
"""

import os
import re
import select
import signal
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("TRANSITIONS_BIN", REPO / ".build/debug/transitions"))
SERVING = re.compile(r"^Serving (http://(\[[0-9a-f:.]+\]|[0-9.]+):(\d+)/)$")
WILDCARDS = ("0.0.0.0", "[::]")


class Server:
    """A running `transitions serve`; `stderr_text()` reads its log so far."""

    def __init__(self, args, web=None):
        if not BINARY.exists():
            pytest.fail(f"{BINARY} does not exist: run `swift build` first or set TRANSITIONS_BIN")
        self.log = tempfile.NamedTemporaryFile(prefix="transitions-serve-", suffix=".log", delete=False)
        command = [str(BINARY), "serve", "--port", "0", "--web", str(web or REPO / "web"), *args]
        self.process = subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=self.log, stdin=subprocess.DEVNULL, text=True)
        self.pid = self.process.pid
        line = self._read_line(timeout=10)
        match = SERVING.match(line)
        if not match:
            self.kill()
            pytest.fail(f"unexpected first line {line!r}; log:\n{self.stderr_text()}")
        self.url, self.address, self.port = match[1], match[2], int(match[3])
        # Where a client on this machine connects: a wildcard's loopback, else the address.
        self.host = f"{'127.0.0.1' if self.address in WILDCARDS else self.address}:{self.port}"
        self.ws = f"ws://{self.host}"

    def _read_line(self, timeout):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.process.stdout], [], [], 0.1)
            if ready:
                return self.process.stdout.readline().rstrip("\n")
            if self.process.poll() is not None:
                return ""
        return ""

    def stderr_text(self):
        return Path(self.log.name).read_text(errors="replace")

    def rss_kib(self, field="VmRSS"):
        """Resident memory now (VmRSS) or at its peak so far (VmHWM), in KiB."""
        for line in Path(f"/proc/{self.pid}/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1])
        raise AssertionError(f"no {field}")

    def peak_rss_kib(self):
        return self.rss_kib("VmHWM")

    def signal(self, number):
        self.process.send_signal(number)

    def kill(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(timeout=5)
        self.process.stdout.close()
        self.log.close()
        os.unlink(self.log.name)


@pytest.fixture(scope="session")
def server():
    """One shared server with the echo endpoint, for tests that do not stop it."""
    running = Server(["--echo-endpoint"])
    yield running
    running.kill()


@pytest.fixture
def start_server():
    """Starts servers with extra arguments (and an optional web directory) for one test."""
    started = []

    def start(*args, web=None):
        running = Server(list(args), web=web)
        started.append(running)
        return running

    yield start
    for running in started:
        running.kill()
