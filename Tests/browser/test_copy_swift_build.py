"""The Copy as Swift harness (issue #25): the copied code, built for real as a catalog entry,
plays the original's frames.

Roles are not identifiers in the app's scope, so the harness binds them: a fixture entry —
Catalog/Crossfade.swift with its types renamed (livereload.entry_like_crossfade) — whose
animator declares `let <role> = <its view>` for every name the copied text uses, then runs the
copied text in place of its own `UIView.animate` call, and completes the transition when the
original did. The scratch package (scratch_package.py: the checkout's overlay) builds it with
the real compiler, and `transitions render --json` of the fixture and of the original must agree
at every 1/30 s within 1e-4 in opacity and 0.01 pt in every quad corner (the copied numbers are
written to six decimals; docs/page.md)."""

import json
import re
import subprocess

import pytest

from conftest import open_page
from livereload import entry_like_crossfade
from scratch_package import REPO, open_scratch
from test_copy_swift import copy_swift

# The crossfade animator's own animation call, which the copied code replaces.
ORIGINAL_CALL = """        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
        }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
"""
# The fixture's views by role: what each name in the copied text stands for.
BINDINGS = {"to": "toView"}


def fixture_entry(copied):
    text = entry_like_crossfade("CopiedCrossfade", "copied-crossfade")
    assert ORIGINAL_CALL in text
    names = set(re.findall(r"^\s*([A-Za-z_][A-Za-z0-9_]*)\.[A-Za-z]", copied, re.M)) - {"UIView", "animator"}
    assert names and names <= set(BINDINGS), f"the copied text names views the fixture does not bind: {names}"
    body = "".join(f"        let {role} = {BINDINGS[role]}\n" for role in sorted(names))
    body += "".join(f"        {line}\n" if line else "\n" for line in copied.rstrip("\n").split("\n"))
    # The copied calls have no completion: the fixture completes when the original's did.
    body += ("        nonisolated(unsafe) let context = transitionContext\n"
             "        DispatchQueue.main.asyncAfter(deadline: .now() + transitionDuration(using: transitionContext)) {\n"
             "            context.completeTransition(!context.transitionWasCancelled)\n"
             "        }\n")
    return text.replace(ORIGINAL_CALL, body)


def render(argv, entry, time, duration):
    out = subprocess.run(argv + ["render", entry, "--operation", "push", "--param", f"duration={duration}",
                                 "--time", str(time), "--json"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    return {layer["role"]: layer for layer in json.loads(out.stdout)["layers"]}


@pytest.mark.xdist_group("copy-swift-build")
def test_the_copied_swift_built_as_an_entry_renders_the_original_frames(driver, server):
    duration = 0.7
    open_page(driver, server, f"#entry=crossfade&op=push&p=0.5&param.duration={duration}",
              {"entry": "crossfade", "progress": 0.5})
    copied, _ = copy_swift(driver, server)
    assert "to.alpha = 1" in copied
    scratch = open_scratch("copy-swift")
    try:
        (scratch.path / "Catalog/CopiedCrossfade.swift").write_text(fixture_entry(copied))
        for product in ("transitions", "transitions-worker"):
            built = subprocess.run(scratch.inside(["swift", "build", "--product", product]),
                                   capture_output=True, text=True, timeout=1800)
            assert built.returncode == 0, f"the copied Swift does not build:\n{built.stdout[-4000:]}\n{built.stderr[-2000:]}"
        copy_bin = scratch.inside([".build/debug/transitions"])
        original_bin = [str(REPO / ".build/debug/transitions")]
        for step in range(0, int(duration * 30) + 3):
            time = round(step / 30, 6)
            original = render(original_bin, "crossfade", time, duration)
            fixture = render(copy_bin, "copied-crossfade", time, duration)
            assert set(original) == set(fixture), time
            for role, layer in original.items():
                assert abs(layer["opacity"] - fixture[role]["opacity"]) <= 1e-4, (time, role)
                assert all(abs(a - b) <= 0.01 for a, b in zip(layer["quad"], fixture[role]["quad"])), (time, role)
    finally:
        scratch.close()
