"""Fails when the package's target graph says something its sources do not: a declared
dependency that no file of the target imports (it costs rebuilds for nothing — a catalog edit
rebuilding the protocol module, say), or a file importing one of the package's own modules
that its target does not declare (it builds only by accident, through another target).

    python3 scripts/check-dependencies.py      (scripts/test runs it)

Reads the graph from `swift package dump-package` and the imports from each target's files.
Executable dependencies are exempt: a test target depends on one to run it, not to import it,
and so are a plugin's build tools. A target that uses CatalogRegistryPlugin also has the imports
of the file the plugin generates into it: UIKit, and the catalog imports the module of each of
its folder entries (a target whose folder is directly in the catalog's).
"""

import json
import pathlib
import re
import subprocess
import sys

IMPORT = re.compile(r"^\s*(?:@testable\s+|@_exported\s+|public\s+|internal\s+|package\s+)*import\s+(?:(?:struct|class|enum|func|protocol|typealias|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*)", re.M)
# Products of package dependencies: the module each one provides.
PRODUCT_MODULES = {"ArgumentParser": "ArgumentParser"}
# Multi-line string literals (test fixtures hold Swift source with import lines of its own).
MULTILINE_STRING = re.compile(r'"""[\s\S]*?"""')


def dependency_names(target):
    names = []
    for dependency in target.get("dependencies", []):
        for kind, value in dependency.items():
            names.append((kind, value[0]))
    return names


def main():
    root = pathlib.Path(__file__).resolve().parent.parent
    package = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=root, check=True,
                                        capture_output=True, text=True).stdout)
    targets = {t["name"]: t for t in package["targets"]}
    problems = []
    for target in package["targets"]:
        if target["type"] in ("plugin", "system"):
            continue
        path = root / (target.get("path") or f"Sources/{target['name']}")
        excluded = [path / e for e in target.get("exclude", [])]
        imports = set()
        for file in path.rglob("*.swift"):
            if any(file.is_relative_to(e) for e in excluded):
                continue
            source = MULTILINE_STRING.sub("", file.read_text(errors="replace"))
            imports.update(IMPORT.findall(source))
        if any(usage.get("plugin", [None])[0] == "CatalogRegistryPlugin" for usage in target.get("pluginUsages") or []):
            imports.add("UIKit")
            for kind, name in dependency_names(target):
                other = targets.get(name)
                if kind != "product" and other and (root / (other.get("path") or "")).parent == path:
                    imports.add(name)
        declared = set()
        for kind, name in dependency_names(target):
            module = PRODUCT_MODULES.get(name, name) if kind == "product" else name
            declared.add(module)
            if targets.get(name, {}).get("type") == "executable":
                continue
            if module not in imports:
                problems.append(f"{target['name']}: declares {name} but no file imports {module}")
        for module in sorted(imports & targets.keys() - declared - {target["name"]}):
            problems.append(f"{target['name']}: imports {module} without declaring it")
    for problem in problems:
        print(f"error: {problem}")
    print(f"target graph: {len(package['targets'])} targets checked, {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
