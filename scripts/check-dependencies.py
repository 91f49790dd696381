"""Fails when the package's target graph says something its sources do not, or points the
wrong way:

- a declared dependency that no file of the target imports (it costs rebuilds for nothing — a
  catalog edit rebuilding the protocol module, say);
- a file importing one of the package's own modules that its target does not declare (it
  builds only by accident, through another target);
- an import (or a declared dependency) that goes sideways or up the layer table in
  Package.swift's comments (`// layer NAME: TARGETS on LAYERS`): a target imports only its own
  layer and the layers below it, those its layer is `on` and theirs. A target the table does not
  place is an error too, so a new target must be given its place;
- an import of a fenced module (`// fence MODULE: FOLDER/`) from a file outside its folder.

    python3 scripts/check-dependencies.py              (scripts/test runs it)
    python3 scripts/check-dependencies.py --self-test  (only the checker's own test)

Before checking the package it checks itself: small fixture packages it must reject, each for
one reason, and one it must accept. A checker that stopped finding problems fails there.

Reads the graph from `swift package dump-package` and the imports from each target's files.
Executable dependencies are exempt from "declared but not imported": a test target depends on
one to run it, not to import it, and so are a plugin's build tools. A target that uses
CatalogRegistryPlugin also has the imports of the file the plugin generates into it: UIKit, and
the catalog imports the module of each of its folder entries (a target whose folder is directly
in the catalog's).
"""

import fnmatch
import json
import pathlib
import re
import subprocess
import sys
import tempfile

IMPORT = re.compile(r"^\s*(?:@testable\s+|@_exported\s+|public\s+|internal\s+|package\s+)*import\s+(?:(?:struct|class|enum|func|protocol|typealias|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*)", re.M)
# Products of package dependencies: the module each one provides (the package has none today).
PRODUCT_MODULES = {}
# Multi-line string literals (test fixtures hold Swift source with import lines of its own).
MULTILINE_STRING = re.compile(r'"""[\s\S]*?"""')
LAYER = re.compile(r"^// layer ([\w-]+):\s+(.+?)(?:\s+on\s+([\w\s-]+?))?\s*$", re.M)
FENCE = re.compile(r"^// fence (\w+):\s+(\S+)\s*$", re.M)


class Layers:
    """The layer table of Package.swift's comments: which layer each target is in, and which
    layers each layer may import (itself, what it is `on`, and what those are on)."""

    def __init__(self, manifest_text):
        self.patterns = []  # (layer, target name or glob), in table order
        below = {}
        for name, targets, on in LAYER.findall(manifest_text):
            if name in below:
                raise ValueError(f"layer {name} is declared twice")
            below[name] = on.split() if on else []
            self.patterns += [(name, target) for target in targets.split()]
        for name, lower in below.items():
            for layer in lower:
                if layer not in below:
                    raise ValueError(f"layer {name} is on {layer}, which is not a layer")
        self.reachable = {}
        for name in below:
            seen, todo = {name}, list(below[name])
            while todo:
                layer = todo.pop()
                if layer == name:
                    raise ValueError(f"layer {name} is on itself, through {', '.join(sorted(seen - {name}))}")
                if layer not in seen:
                    seen.add(layer)
                    todo += below[layer]
            self.reachable[name] = seen
        self.fences = {module: folder for module, folder in FENCE.findall(manifest_text)}

    def layer_of(self, target):
        """The first layer naming the target exactly, else the first whose pattern matches."""
        for layer, pattern in self.patterns:
            if pattern == target:
                return layer
        for layer, pattern in self.patterns:
            if fnmatch.fnmatchcase(target, pattern):
                return layer
        return None


def dependency_names(target):
    names = []
    for dependency in target.get("dependencies", []):
        for kind, value in dependency.items():
            names.append((kind, value[0]))
    return names


def target_files(root, target):
    path = root / (target.get("path") or f"Sources/{target['name']}")
    excluded = [path / e for e in target.get("exclude", [])]
    return [f for f in sorted(path.rglob("*.swift")) if not any(f.is_relative_to(e) for e in excluded)], path


def problems_in(package, root, layers):
    """Every problem of the package, as lines for people."""
    if not layers.patterns:
        return ["Package.swift has no layer table (`// layer NAME: TARGETS on LAYERS`)"]
    targets = {t["name"]: t for t in package["targets"]}
    problems = []
    for target in package["targets"]:
        if target["type"] == "plugin":
            continue
        name = target["name"]
        layer = layers.layer_of(name)
        if layer is None:
            problems.append(f"{name}: no layer of Package.swift's table names it")
        if target["type"] == "system":
            continue
        files, path = target_files(root, target)
        imports = set()
        for file in files:
            source = MULTILINE_STRING.sub("", file.read_text(errors="replace"))
            found = set(IMPORT.findall(source))
            imports |= found
            for module in sorted(found & layers.fences.keys()):
                if not file.relative_to(root).as_posix().startswith(layers.fences[module]):
                    problems.append(f"{file.relative_to(root)}: imports {module}, which is fenced into {layers.fences[module]}")
        if any(usage.get("plugin", [None])[0] == "CatalogRegistryPlugin" for usage in target.get("pluginUsages") or []):
            imports.add("UIKit")
            for kind, dependency in dependency_names(target):
                other = targets.get(dependency)
                if kind != "product" and other and (root / (other.get("path") or "")).parent == path:
                    imports.add(dependency)
        declared = set()
        for kind, dependency in dependency_names(target):
            module = PRODUCT_MODULES.get(dependency, dependency) if kind == "product" else dependency
            declared.add(module)
            if targets.get(dependency, {}).get("type") == "executable":
                continue
            if module not in imports:
                problems.append(f"{name}: declares {dependency} but no file imports {module}")
        own = (imports | declared) & targets.keys() - {name}
        for module in sorted(imports & targets.keys() - declared - {name}):
            problems.append(f"{name}: imports {module} without declaring it")
        if layer is None:
            continue
        for module in sorted(own):
            other = layers.layer_of(module)
            if other is not None and other not in layers.reachable[layer]:
                problems.append(f"{name} (layer {layer}) uses {module} (layer {other}), which is not below it")
    return problems


# The checker's own test: (what the fixture shows, its manifest's comment table, its targets as
# (name, type, dependencies), its files, the problems it must report — exactly those).
SELF_TEST_TABLE = """
// layer low:   Low Leaf*
// layer c:     CLib
// layer high:  High  on low c
// fence CLib: Sources/High/Fenced/
"""
SELF_TEST_CASES = [
    ("a clean package", [("Low", []), ("High", ["Low", "CLib"])],
     {"Sources/Low/A.swift": "struct A {}\n", "Sources/High/Fenced/B.swift": "import Low\nimport CLib\n"},
     []),
    ("an import that points up", [("Low", ["High"]), ("High", ["CLib"])],
     {"Sources/Low/A.swift": "import High\n", "Sources/High/Fenced/B.swift": "import CLib\n"},
     ["Low (layer low) uses High (layer high), which is not below it"]),
    ("an import that points sideways", [("Low", ["CLib"]), ("High", ["CLib"])],
     {"Sources/Low/A.swift": "import CLib\n", "Sources/High/Fenced/B.swift": "import CLib\n"},
     ["Sources/Low/A.swift: imports CLib, which is fenced into Sources/High/Fenced/",
      "Low (layer low) uses CLib (layer c), which is not below it"]),
    ("a target the table does not place", [("Low", []), ("Stray", ["Low"])],
     {"Sources/Low/A.swift": "", "Sources/Stray/S.swift": "import Low\n"},
     ["Stray: no layer of Package.swift's table names it"]),
    ("a fenced module imported outside its folder", [("Low", []), ("High", ["CLib"])],
     {"Sources/Low/A.swift": "", "Sources/High/Fenced/B.swift": "import CLib\n", "Sources/High/C.swift": "import CLib\n"},
     ["Sources/High/C.swift: imports CLib, which is fenced into Sources/High/Fenced/"]),
    ("declared but not imported, imported but not declared", [("Low", []), ("LeafA", []), ("High", ["Low", "CLib"])],
     {"Sources/Low/A.swift": "import LeafA\n", "Sources/LeafA/L.swift": "", "Sources/High/Fenced/B.swift": "import CLib\n"},
     ["Low: imports LeafA without declaring it", "High: declares Low but no file imports Low"]),
]


def self_test():
    """The problems with the checker itself: fixtures it got wrong, described."""
    failures = []
    for description, targets, files, expected in SELF_TEST_CASES:
        with tempfile.TemporaryDirectory() as directory:
            root = pathlib.Path(directory)
            for path, text in files.items():
                (root / path).parent.mkdir(parents=True, exist_ok=True)
                (root / path).write_text(text)
            package = {"targets": [{"name": "CLib", "type": "system", "path": "Sources/CLib"}] + [
                {"name": name, "type": "regular", "path": f"Sources/{name}",
                 "dependencies": [{"byName": [d, None]} for d in dependencies]}
                for name, dependencies in targets]}
            found = problems_in(package, root, Layers(SELF_TEST_TABLE))
        if sorted(found) != sorted(expected):
            failures.append(f"{description}: expected {expected}, got {found}")
    return failures


def main():
    failures = self_test()
    for failure in failures:
        print(f"error: the checker's self-test: {failure}")
    if failures or "--self-test" in sys.argv[1:]:
        print(f"self-test: {len(SELF_TEST_CASES)} fixture packages, {len(failures)} wrong")
        return 1 if failures else 0
    root = pathlib.Path(__file__).resolve().parent.parent
    package = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=root, check=True,
                                        capture_output=True, text=True).stdout)
    layers = Layers((root / "Package.swift").read_text())
    problems = problems_in(package, root, layers)
    for problem in problems:
        print(f"error: {problem}")
    print(f"target graph: {len(package['targets'])} targets in {len(layers.reachable)} layers checked, "
          f"{len(problems)} problem(s); the checker's self-test: {len(SELF_TEST_CASES)} fixture packages")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
