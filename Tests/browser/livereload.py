"""A scratch copy of the package for `transitions serve --watch` tests, the reload benchmark and
the catalog registry check (scripts/check-catalog-registry.sh, which runs first and so pays
for the copy's first build).

The watch server rebuilds the package it was built from, so the tests edit a copy, never the
checkout: `.build/scratch-package/` (or $SCRATCH_PACKAGE), synced from the checkout's
files (tracked and untracked-but-not-ignored) and built once with its own `.build`. The copy
is kept between runs, so only the first run pays the full build; later runs sync the sources
(restoring the pristine Catalog/) and build incrementally. The checkout's `.build` is never
touched.
"""

import os
import queue
import re
import shutil
import signal
import subprocess
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SCRATCH = Path(os.environ.get("SCRATCH_PACKAGE", REPO / ".build/scratch-package"))
SERVING = re.compile(r"^Serving (http://[0-9.]+:(\d+)/)$")


def source_files():
    out = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                         cwd=REPO, check=True, capture_output=True).stdout
    return sorted({Path(p.decode()) for p in out.split(b"\0") if p and (REPO / p.decode()).is_file()})


def sync_scratch():
    """Makes SCRATCH hold exactly the checkout's sources (its .build kept); returns its path."""
    SCRATCH.mkdir(parents=True, exist_ok=True)
    wanted = set(source_files())
    for path in wanted:
        source, target = REPO / path, SCRATCH / path
        if target.is_file() and target.read_bytes() == source.read_bytes():
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, target)
    for directory, folders, files in os.walk(SCRATCH):
        if Path(directory) == SCRATCH:
            folders[:] = [f for f in folders if f not in (".build", ".swiftpm")]
        for name in files:
            relative = (Path(directory) / name).relative_to(SCRATCH)
            if relative not in wanted and relative.name != "watch-server.log":
                (SCRATCH / relative).unlink()
    for directory in sorted((d for d in (SCRATCH / "Catalog").rglob("*") if d.is_dir()), reverse=True):
        if not any(directory.iterdir()):
            directory.rmdir()
    return SCRATCH


def build_scratch():
    """swift build of the scratch copy's `transitions` and `transitions-worker` (debug, what
    scripts/preview builds); returns seconds taken."""
    started = time.monotonic()
    for product in ("transitions", "transitions-worker"):
        result = subprocess.run(["swift", "build", "--product", product, "--manifest-cache", "none"],
                                cwd=SCRATCH, capture_output=True, text=True, timeout=3600)
        if result.returncode != 0:
            raise RuntimeError(f"the scratch package does not build:\n{result.stdout[-4000:]}\n{result.stderr[-4000:]}")
    return time.monotonic() - started


class WatchServer:
    """`transitions serve --watch` of the scratch copy on an ephemeral port. Its stdout lines
    (one per rebuild) are collected in `lines`."""

    def __init__(self, web=REPO / "web", options=()):
        binary = SCRATCH / ".build/debug/transitions"
        self.log = open(SCRATCH / "watch-server.log", "w")
        self.process = subprocess.Popen(
            [str(binary), "serve", "--watch", "--port", "0", "--web", str(web), *options],
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
            raise RuntimeError(f"unexpected first line {first!r}: {(SCRATCH / 'watch-server.log').read_text()[-2000:]}")
        self.url, self.port = match[1], int(match[2])
        self.watching = self.next_line(10)
        assert self.watching.startswith("Watching "), self.watching

    def _pump(self):
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def next_line(self, timeout=600):
        return self.lines.get(timeout=timeout)

    def stderr_text(self):
        return (SCRATCH / "watch-server.log").read_text(errors="replace")

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
    target = SCRATCH / relative
    target.parent.mkdir(parents=True, exist_ok=True)
    temporary = target.with_name(target.name + ".tmp")
    temporary.write_text(text)
    os.replace(temporary, target)


def read(relative):
    return (SCRATCH / relative).read_text()


def entry_like_crossfade(name, entry_id, trap=None, hang=False, nan=False, twice=False):
    """Catalog/Crossfade.swift with every type renamed (`Crossfade` → name) and another id;
    with `trap`, its `start` stops with fatalError(trap); with `hang`, it never returns; with
    `nan`, its animation moves the new screen by 0 / 0 points; with `twice`, its completion
    block calls completeTransition twice."""
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
    if hang:
        text = text.replace("        let first = ", "        var spins = 0\n        while parameters[Self.duration] > 0 { spins &+= 1 }\n        _ = spins\n        let first = ", 1)
    return text


if __name__ == "__main__":
    # `python3 Tests/browser/livereload.py sync`: the shell's way to the same copy.
    import sys
    if sys.argv[1:] != ["sync"]:
        sys.exit("usage: livereload.py sync   (prints the synced scratch copy's path)")
    print(sync_scratch())
