"""A stand-in `swift` for the front's live tests, first on the front's PATH: `swift build
--package-path ROOT --product transitions-worker …` "builds" by installing fake_worker.py as
ROOT/.build/debug/transitions-worker. ROOT/build-mode says how builds go: `ok` (the default);
`fail` prints a compiler error for Catalog/Broken.swift and fails; `slow-ok` takes 0.6 s;
`racy`: takes 0.6 s and, like the compiler, fails without a diagnostic it can place when a
Catalog file changed while it ran. Every run appends its outcome to ROOT/builds.log."""

import os
import shutil
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def catalog_state(root):
    return sorted((str(p), p.stat().st_mtime_ns) for p in (root / "Catalog").rglob("*.swift"))


def main():
    args = sys.argv[1:]
    root = Path(args[args.index("--package-path") + 1])
    mode_file = root / "build-mode"
    mode = mode_file.read_text().strip() if mode_file.exists() else "ok"
    before = catalog_state(root)
    if mode in ("slow-ok", "racy"):
        time.sleep(0.6)
    outcome = "ok"
    if mode == "fail":
        print(f"{root}/Catalog/Broken.swift:3:5: error: expected '}}' in class")
        outcome = "fail"
    elif mode == "racy" and catalog_state(root) != before:
        print(f"error: input file '{root}/Catalog/Fake.swift' was modified during the build")
        outcome = "fail"
    with open(root / "builds.log", "a") as log:
        log.write(outcome + "\n")
    if outcome != "ok":
        sys.exit(1)
    target = root / ".build/debug/transitions-worker"
    target.parent.mkdir(parents=True, exist_ok=True)
    text = (HERE / "fake_worker.py").read_text()
    partial = target.with_name("transitions-worker.partial")
    partial.write_text(f"#!{sys.executable}\n" + text)
    partial.chmod(0o755)
    os.replace(partial, target)


if __name__ == "__main__":
    main()
