"""The scratch package that the live-reload tests, the reload benchmark and the catalog registry
check edit and rebuild, so the checkout's own Catalog/ and .build are never touched.

There are two ways to have one; the first is used when the machine allows it:

- overlay (root and overlayfs): a private mount namespace in which the checkout's own path
  shows an overlay of the checkout, with writes going to a temporary upper directory. Builds
  and servers run inside it at the checkout's absolute path, so SwiftPM finds the checkout's
  .build as its own and the first build compiles nothing (about 10 s, against a cold build of
  the whole package in a copy, about 3 min on two cores: docs/performance.md, "The test run").
  Processes outside reach the overlay through /proc/<holder>/root<checkout>; a sleeping holder
  process keeps the namespace alive, and killing it unmounts everything.
- copy: `.build/scratch-<use>/` (or $SCRATCH_PACKAGE-<use>), a copy of the checkout's files
  with a .build of its own (a cold build the first time; kept between runs, so later runs
  build incrementally), one per use so the registry check and the live-reload tests can run at
  once.

SCRATCH_MODE=copy forces the copy.
"""

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
COPIES = os.environ.get("SCRATCH_PACKAGE", str(REPO / ".build/scratch"))


def source_files():
    out = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                         cwd=REPO, check=True, capture_output=True).stdout
    return sorted({Path(p.decode()) for p in out.split(b"\0") if p and (REPO / p.decode()).is_file()})


class CopyScratch:
    """The copy: `path` is where everyone sees it and where its commands run."""

    mode = "copy"

    def __init__(self, use):
        self.path = Path(f"{COPIES}-{use}")
        self.reset()

    def reset(self):
        """Makes the copy hold exactly the checkout's sources again (its .build kept)."""
        self.path.mkdir(parents=True, exist_ok=True)
        wanted = set(source_files())
        for relative in wanted:
            source, target = REPO / relative, self.path / relative
            if target.is_file() and target.read_bytes() == source.read_bytes():
                continue
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
        for directory, folders, files in os.walk(self.path):
            if Path(directory) == self.path:
                folders[:] = [f for f in folders if f not in (".build", ".swiftpm")]
            for name in files:
                relative = (Path(directory) / name).relative_to(self.path)
                if relative not in wanted:
                    (self.path / relative).unlink()
        for directory in sorted((d for d in (self.path / "Catalog").rglob("*") if d.is_dir()), reverse=True):
            if not any(directory.iterdir()):
                directory.rmdir()

    def inside(self, argv):
        """argv run in the scratch package's directory (a path of it, relative or inside)."""
        return ["sh", "-c", 'cd "$0" && exec "$@"', str(self.path), *map(str, argv)]

    @property
    def root_inside(self):
        """The package's path as its own builds and servers see it."""
        return self.path

    def close(self):
        self.reset()


class OverlayScratch:
    """The overlay: `path` is where processes outside see it; `root_inside` (the checkout's
    own path) is where its commands see it."""

    mode = "overlay"

    def __init__(self):
        self.holder = None
        self.layers = None
        self.reset()

    def reset(self):
        """A fresh overlay: everything written since is gone."""
        self.close()
        self.layers = Path(tempfile.mkdtemp(prefix="scratch-overlay-"))
        (self.layers / "upper").mkdir()
        (self.layers / "work").mkdir()
        options = f"lowerdir={REPO},upperdir={self.layers / 'upper'},workdir={self.layers / 'work'}"
        script = 'mount -t overlay overlay -o "$1" "$2" && echo mounted && exec sleep 2147483647'
        self.holder = subprocess.Popen(["unshare", "--mount", "--propagation", "private", "--",
                                        "sh", "-c", script, "sh", options, str(REPO)],
                                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                                       text=True, start_new_session=True)
        if self.holder.stdout.readline().strip() != "mounted":
            error = self.holder.stderr.read().strip() if self.holder.wait(timeout=10) is not None else ""
            self.close()
            raise OSError(error or "the overlay was not mounted")
        self.path = Path(f"/proc/{self.holder.pid}/root{REPO}")

    def inside(self, argv):
        """argv run inside the namespace, in the package's directory."""
        return ["nsenter", "-t", str(self.holder.pid), "-m", "--",
                "sh", "-c", 'cd "$0" && exec "$@"', str(REPO), *map(str, argv)]

    @property
    def root_inside(self):
        return REPO

    def close(self):
        if self.holder is not None:
            self.holder.kill()
            self.holder.wait(timeout=10)
            for stream in (self.holder.stdout, self.holder.stderr):
                stream.close()
            self.holder = None
        if self.layers is not None:
            shutil.rmtree(self.layers, ignore_errors=True)
            self.layers = None


def open_scratch(use):
    """A pristine scratch package: an overlay when the machine allows it, else the copy kept
    for `use` (a short name: "live-reload", "registry")."""
    if os.environ.get("SCRATCH_MODE") != "copy":
        try:
            return OverlayScratch()
        except (OSError, subprocess.SubprocessError) as error:
            print(f"scratch package: no overlay here ({error}); using a copy (a cold build the first time)",
                  file=sys.stderr)
    return CopyScratch(use)


if __name__ == "__main__":
    # For the shell (scripts/check-catalog-registry.sh):
    #   python3 Tests/browser/scratch_package.py hold <use>
    # opens a scratch package, prints `<mode> <path> <root inside> <holder pid or 0>` and keeps it
    # open until its standard input closes; the shell runs commands inside with
    # `nsenter -t <pid> -m` (overlay) or in <path> (copy).
    if len(sys.argv) != 3 or sys.argv[1] != "hold":
        sys.exit("usage: scratch_package.py hold <use>   (prints: mode path root-inside holder-pid)")
    scratch = open_scratch(sys.argv[2])
    pid = scratch.holder.pid if scratch.mode == "overlay" else 0
    print(scratch.mode, scratch.path, scratch.root_inside, pid, flush=True)
    try:
        sys.stdin.read()
    finally:
        scratch.close()
