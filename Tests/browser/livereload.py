"""`transitions serve --watch` on the scratch package (Tests/browser/scratch_package.py: an
overlay of the checkout, or a copy) for the live-reload tests and the reload benchmark. The
watch server rebuilds the package it was built from, so they edit the scratch package, never
the checkout.
"""

import os
import queue
import re
import signal
import subprocess
import tempfile
import threading
import time
from pathlib import Path

from scratch_package import REPO, open_scratch

SERVING = re.compile(r"^Serving (http://[0-9.]+:(\d+)/)$")

_scratch = None


def sync_scratch():
    """Makes the scratch package pristine (opening it the first time); returns the path
    processes outside it see it at."""
    global _scratch
    if _scratch is None:
        _scratch = open_scratch("live-reload")
    else:
        _scratch.reset()
    return _scratch.path


def close_scratch():
    global _scratch
    if _scratch is not None:
        _scratch.close()
        _scratch = None


def path(relative=""):
    """A path of the scratch package as this process sees it."""
    return _scratch.path / relative


def inside(argv):
    """argv run inside the scratch package (its builds and binaries see it at its own root)."""
    return _scratch.inside(argv)


def build_scratch():
    """swift build of the scratch package's `transitions` and `transitions-worker` (debug, what
    scripts/preview builds); returns seconds taken."""
    started = time.monotonic()
    for product in ("transitions", "transitions-worker"):
        result = subprocess.run(inside(["swift", "build", "--product", product, "--manifest-cache", "none"]),
                                capture_output=True, text=True, timeout=3600)
        if result.returncode != 0:
            raise RuntimeError(f"the scratch package does not build:\n{result.stdout[-4000:]}\n{result.stderr[-4000:]}")
    return time.monotonic() - started


class WatchServer:
    """`transitions serve --watch` of the scratch copy on an ephemeral port. Its stdout lines
    (one per rebuild) are collected in `lines`."""

    def __init__(self, web=REPO / "web", options=()):
        self.log = tempfile.NamedTemporaryFile("w+", prefix="watch-server-", suffix=".log")
        self.process = subprocess.Popen(
            inside([".build/debug/transitions", "serve", "--watch", "--port", "0", "--web", str(web), *options]),
            stdout=subprocess.PIPE, stderr=self.log, stdin=subprocess.DEVNULL, text=True)
        self.lines = queue.Queue()
        threading.Thread(target=self._pump, daemon=True).start()
        try:
            first = self.next_line(20)
        except queue.Empty:
            first = ""
        match = SERVING.match(first)
        if not match:
            self.kill()
            raise RuntimeError(f"unexpected first line {first!r}: {self.stderr_text()[-2000:]}")
        self.url, self.port = match[1], int(match[2])
        self.watching = self.next_line(10)
        assert self.watching.startswith("Watching "), self.watching

    def _pump(self):
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def next_line(self, timeout=600):
        return self.lines.get(timeout=timeout)

    def stderr_text(self):
        return Path(self.log.name).read_text(errors="replace")

    def kill(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=5)
        self.log.close()


def write(relative, text):
    """Writes a file of the scratch copy the way most editors do: a temporary file renamed
    over the original."""
    target = path(relative)
    target.parent.mkdir(parents=True, exist_ok=True)
    temporary = target.with_name(target.name + ".tmp")
    temporary.write_text(text)
    os.replace(temporary, target)


def read(relative):
    return path(relative).read_text()


def entry_like_crossfade(name, entry_id, trap=None, hang=False, nan=False, twice=False, unmodelled=False):
    """Catalog/Crossfade.swift with every type renamed (`Crossfade` → name) and another id;
    with `trap`, its `start` stops with fatalError(trap); with `hang`, it never returns; with
    `nan`, its animation moves the new screen by 0 / 0 points; with `twice`, its completion
    block calls completeTransition twice; with `unmodelled`, its second screen's colour is
    `UIColor(named:)` (a call the engine reports not-modelled at its line) and it holds a label
    with `adjustsFontSizeToFitWidth` (a property set, reported on the label)."""
    text = (REPO / "Catalog/Crossfade.swift").read_text().replace("Crossfade", name)
    text = text.replace('let id = "crossfade"', f'let id = "{entry_id}"')
    text = text.replace('let title = "Cross-dissolve"', f'let title = "{name}"')
    if trap:
        text = text.replace("        let first = ", f'        if parameters[Self.duration] > 0 {{ fatalError("{trap}") }}\n        let first = ', 1)
    if nan:
        text = text.replace("            toView.alpha = 1\n", "            toView.alpha = 1\n"
                            "            let spread = 0.0 / (self.duration - self.duration)\n"
                            "            toView.transform = CGAffineTransform(translationX: CGFloat(spread), y: 0)\n", 1)
        assert "spread" in text
    if twice:
        call = "            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)\n"
        assert call in text
        text = text.replace(call, call + call, 1)
    if unmodelled:
        colour = "        second.view.backgroundColor = .systemBlue\n"
        assert colour in text
        text = text.replace(colour, '        second.view.backgroundColor = UIColor(named: "Brand") ?? .systemBlue\n'
                            "        let caption = UILabel()\n"
                            '        caption.accessibilityIdentifier = "caption"\n'
                            "        caption.adjustsFontSizeToFitWidth = true\n"
                            "        second.view.addSubview(caption)\n", 1)
    if hang:
        text = text.replace("        let first = ", "        var spins = 0\n        while parameters[Self.duration] > 0 { spins &+= 1 }\n        _ = spins\n        let first = ", 1)
    return text
