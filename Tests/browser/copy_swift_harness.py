"""The Copy as Swift harness (issue #25): the copied code, built for real as a catalog entry,
plays the original's frames. The browsers' tests (Tests/browser/test_copy_swift_build.py,
Tests/firefox/test_copy_swift_build.py) take each fixture's text from the page's dialog and
hand it to `build_and_compare`.

Roles are not identifiers in the app's scope, so the harness binds them: in the scratch
package (scratch_package.py: an overlay or a copy of the checkout, never the checkout itself) the
entry's file becomes the fixture — its animator declares `let <role> = <its view>` for every
name the copied text uses, runs the copied text in place of its own animation call, and
runs its completion block's work when the original's ran. The real compiler builds it, and
`transitions export --json` (and a `render` past the end) of the fixture and of the checkout's
original must agree at every 1/30 s within 1e-4 in every layer's opacity and colour channel
and 0.01 pt in every quad corner and corner radius (the copied numbers are written to six decimals; docs/page.md)."""

import contextlib
import fcntl
import hashlib
import json
import os
import re
import subprocess
from pathlib import Path

from scratch_package import REPO, open_scratch


class Fixture:
    """An entry whose animation call the copied code replaces in the scratch package's copy of
    its file: `call` is the call replaced — the first line that starts it (stripped) and how many
    lines it spans, so this file holds no second copy of the entry's code —, `bindings` give the
    view each role stands for, and
    `completion` is what the original's completion block did (run when the original ran it),
    with the views it uses in `captures` (Swift 6 checks what a main-queue block captures).
    A property animator's copy is an animator, not a call: `returns` names it, and the bindings
    and the copied text go in a closure that yields it in place of the original's (so a
    binding may shadow a name of the function's, as `story` does in the card's), and the
    original's own completion (`addCompletion`, after the replaced lines) stays: `completion`
    is None. Bindings are declared in the order given (one may use a name before a later one
    shadows it). `duration` is the run's length (the `duration` parameter unless given)."""

    def __init__(self, entry, operation, params, file, call, bindings, completion, captures=None,
                 returns=None, duration=None):
        self.entry, self.operation, self.params = entry, operation, params
        self.file, self.call = file, call
        self.bindings, self.completion, self.captures = bindings, completion, captures or {}
        self.returns, self.duration = returns, duration or params["duration"]

    def source(self, copied):
        lines = (REPO / "Catalog" / self.file).read_text().split("\n")
        first, count = self.call
        start = next(i for i, line in enumerate(lines) if line.strip() == first)
        end = start + count
        assert lines[end - 1].strip() in ("}", "})") and lines[end - 1][:8] == " " * 8, lines[start:end]
        names = set(re.findall(r"^\s*([A-Za-z_][A-Za-z0-9_]*)\.[A-Za-z]", copied, re.M)) - {"UIView", "animator"}
        assert names and names <= set(self.bindings), f"the copied text names views the fixture does not bind: {names}"
        # A role that already is the animator's own name for the view (None) needs no binding.
        indent = "            " if self.returns else "        "
        body = "".join(f"{indent}let {role} = {view}\n" for role, view in self.bindings.items() if role in names and view)
        body += "".join(f"{indent}{line}\n" if line else "\n" for line in copied.rstrip("\n").split("\n"))
        if self.returns:
            body = (f"        let {self.returns}: UIViewPropertyAnimator = {{\n{body}"
                    f"            return {self.returns}\n        }}()\n")
        if self.completion is None:
            return "\n".join(lines[:start]) + "\n" + body + "\n".join(lines[end:])
        # The copied calls have no completion: the fixture runs the original's when it ran.
        body += ("        nonisolated(unsafe) let context = transitionContext\n"
                 + "".join(f"        nonisolated(unsafe) let {name} = {view}\n" for name, view in self.captures.items())
                 + "        DispatchQueue.main.asyncAfter(deadline: .now() + transitionDuration(using: transitionContext)) {\n"
                 + "".join(f"            {line}\n" for line in self.completion)
                 + "        }\n")
        return "\n".join(lines[:start]) + "\n" + body + "\n".join(lines[end:])


COMPLETE = "context.completeTransition(!context.transitionWasCancelled)"
FIXTURES = [
    # A named curve on one view's alpha.
    Fixture("crossfade", "push", {"duration": 0.7}, "Crossfade.swift",
            ("UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {", 5),
            {"to": "toView"}, [COMPLETE]),
    # Two views: an affine scale (CGAffineTransform) and an alpha.
    Fixture("scale-fade", "push", {"duration": 0.55, "pushScale": 1.35}, "ScaleFade.swift",
            ("UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {", 7),
            {"from": "fromViewController.view!", "to": "toViewController.view!"},
            ["fromView.transform = CGAffineTransform(scaleX: 1, y: 1)", COMPLETE],
            {"fromView": "fromViewController.view!"}),
    # Keyframes (cubic): 3D rotations (CATransform3D), bounds, position and a corner radius.
    Fixture("flip", "present", {"duration": 0.9}, "Flip/FlipPresentAnimationController.swift",
            ("UIView.animateKeyframes(withDuration: duration, delay: 0, options: calculationMode, animations: {", 17),
            {"from": "fromVC.view!", "snapshot": None, "to": "toVC.view!"},
            ["toView.isHidden = false", "snap.removeFromSuperview()", "fromView.layer.transform = CATransform3DIdentity", COMPLETE],
            {"toView": "toVC.view!", "snap": "snapshot", "fromView": "fromVC.view!"}),
    # A spring (usingSpringWithDamping) on three views: bounds, center and two alphas.
    Fixture("zoom", "present", {"duration": 0.65, "damping": 0.62, "velocity": 0.8}, "Zoom/ZoomAnimator.swift",
            ("UIView.animate(withDuration: transitionDuration(using: transitionContext),", 19),
            {"transitionImage": "self.transitionImageView!", "to": "toVC.view!",
             "tabBar": "fromVC.tabBarController!.tabBar"},
            ["me.transitionImageView?.removeFromSuperview()", "toReference.isHidden = false",
             "fromReference.isHidden = false", "me.transitionImageView = nil", COMPLETE,
             "me.toDelegate?.transitionDidEndWith(zoomAnimator: me)",
             "me.fromDelegate?.transitionDidEndWith(zoomAnimator: me)"],
            {"me": "self", "toReference": "toReferenceImageView", "fromReference": "fromReferenceImageView"}),
    # A property animator (UIViewPropertyAnimator(duration:dampingRatio:)) as the card's
    # interruptibleAnimator(using:) makes and returns it: bounds, center and a corner radius on the
    # story, its header and text re-laid out, the tab bar's affine translation.
    Fixture("card", "present", {"expandDuration": 0.7, "expandDamping": 0.68, "screenRadius": 33}, "Card.swift",
            ("let animator = UIViewPropertyAnimator(duration: spring.duration, dampingRatio: spring.damping)", 10),
            {"storyHeader": "story.header", "storyText": "story.body", "story": "storyView", "tabBar": None},
            None, returns="animator", duration=0.7),
]


def params(fixture):
    return [arg for key, value in fixture.params.items() for arg in ("--param", f"{key}={value}")]


def frames(argv, fixture):
    """Every frame at 30 fps from the start to the run's end (`transitions export --json`, one
    process per binary and fixture), then one a tenth of a second after the end, as
    (time, {role: layer}) pairs."""
    out = subprocess.run(argv + ["export", fixture.entry, "--operation", fixture.operation, *params(fixture),
                                 "--fps", "30", "--format", "json", "-o", "-"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    exported = json.loads(out.stdout)["frames"]
    after = round(exported[-1]["time"] + 0.1, 6)
    out = subprocess.run(argv + ["render", fixture.entry, "--operation", fixture.operation, *params(fixture),
                                 "--time", str(after), "--json"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    return [(frame["time"], {layer["role"]: layer for layer in frame["layers"]})
            for frame in exported + [dict(json.loads(out.stdout), time=after)]]


def close(original, copy):
    """Within the harness's tolerance: 0.01 pt in every quad corner and the corner radius,
    1e-4 in opacity and in each colour channel."""
    def near(a, b, tolerance):
        a, b = (a, b) if isinstance(a, list) else ([a], [b])
        return len(a) == len(b) and all(abs(x - y) <= tolerance for x, y in zip(a, b))
    return (near(original["quad"], copy["quad"], 0.01) and near(original["cornerRadius"], copy["cornerRadius"], 0.01)
            and near(original["opacity"], copy["opacity"], 1e-4)
            and near(original["background"], copy["background"], 1e-4))


def fragment(fixture):
    """The page's link to the fixture's entry, tuned as the fixture says."""
    query = "".join(f"&param.{key}={value}" for key, value in fixture.params.items())
    return f"#entry={fixture.entry}&op={fixture.operation}&p=0.5{query}"


def passed_before(copies):
    """Where this run records that these exact sources were built and matched, or None.

    scripts/test runs Chromium's and Firefox's suites one after the other and points
    $PASSED_CHECKS at a folder of the run's own: when the second browser's dialog shows the
    same text as the first's, the generated sources are the same bytes, built by the same
    compiler against the same original binary, so the first build's result stands for both
    and the second scratch build (~30 s on two cores) is skipped. Any difference in the text,
    the entry files or the binary changes the key and builds again."""
    folder = os.environ.get("PASSED_CHECKS")
    if not folder:
        return None
    key = hashlib.sha256()
    binary = (REPO / ".build/debug/transitions").stat()
    key.update(f"{binary.st_size} {binary.st_mtime_ns}\n".encode())
    for fixture, copied in copies:
        key.update(f"{fixture.file}\n{fixture.source(copied)}\n".encode())
    return Path(folder) / f"copy-swift-{key.hexdigest()}"


def build_and_compare(copies):
    """`copies`: (fixture, copied text) pairs. Builds every fixture in one scratch package (a
    build takes most of the time) and compares its frames with the original's, unless this run
    already did with the same sources (passed_before)."""
    record = passed_before(copies)
    # The browsers' suites run at once (scripts/test's lanes): the second to get here waits for
    # the first's build rather than building the same sources beside it.
    with holding(record):
        if record is not None and record.exists():
            return
        build_and_compare_now(copies, record)


@contextlib.contextmanager
def holding(record):
    """An exclusive lock beside `record` while it is decided and written (none without one)."""
    if record is None:
        yield
        return
    record.parent.mkdir(parents=True, exist_ok=True)
    with open(record.with_suffix(".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield


def build_and_compare_now(copies, record):
    scratch = open_scratch("copy-swift")
    try:
        for fixture, copied in copies:
            (scratch.path / "Catalog" / fixture.file).write_text(fixture.source(copied))
        for product in ("transitions", "transitions-worker"):
            built = subprocess.run(scratch.inside(["swift", "build", "--product", product]),
                                   capture_output=True, text=True, timeout=1800)
            assert built.returncode == 0, f"the copied Swift does not build:\n{built.stdout[-4000:]}\n{built.stderr[-2000:]}"
        copy_bin = scratch.inside([".build/debug/transitions"])
        original_bin = [str(REPO / ".build/debug/transitions")]
        for fixture, _ in copies:
            originals, copied = frames(original_bin, fixture), frames(copy_bin, fixture)
            assert [time for time, _ in originals] == [time for time, _ in copied], fixture.entry
            assert len(originals) >= fixture.duration * 30, (fixture.entry, len(originals))
            for (time, original), (_, copy) in zip(originals, copied):
                assert set(original) == set(copy), (fixture.entry, time)
                for role, layer in original.items():
                    assert close(layer, copy[role]), (fixture.entry, time, role, layer, copy[role])
    finally:
        scratch.close()
    if record is not None:
        record.write_text("".join(f"{fixture.entry} {fixture.operation}\n" for fixture, _ in copies))
