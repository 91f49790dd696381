"""The Copy as Swift harness (issue #25): the copied code, built for real as a catalog entry,
plays the original's frames.

Roles are not identifiers in the app's scope, so the harness binds them: in the scratch
package (scratch_package.py: an overlay or a copy of the checkout, never the checkout itself) the
entry's file becomes the fixture — its animator declares `let <role> = <its view>` for every
name the copied text uses, runs the copied text in place of its own animation call, and
runs its completion block's work when the original's ran. The real compiler builds it, and
`transitions render --json` of the fixture and of the checkout's original must agree at every
1/30 s within 1e-4 in every layer's opacity and colour channel and 0.01 pt in every quad corner
and corner radius (the copied numbers are written to six decimals; docs/page.md)."""

import json
import re
import subprocess

import pytest

from conftest import open_page
from scratch_package import REPO, open_scratch
from test_copy_swift import copy_swift

class Fixture:
    """An entry whose animator call the copied code replaces in the scratch package's copy of
    its file: `call` is the call replaced, `bindings` give the view each role stands for, and
    `completion` is what the original's completion block did (run when the original ran it),
    with the views it uses in `captures` (Swift 6 checks what a main-queue block captures)."""

    def __init__(self, entry, operation, params, file, call, bindings, completion, captures=None):
        self.entry, self.operation, self.params = entry, operation, params
        self.file, self.call = file, call
        self.bindings, self.completion, self.captures = bindings, completion, captures or {}

    def source(self, copied):
        text = (REPO / "Catalog" / self.file).read_text()
        assert self.call in text
        names = set(re.findall(r"^\s*([A-Za-z_][A-Za-z0-9_]*)\.[A-Za-z]", copied, re.M)) - {"UIView", "animator"}
        assert names and names <= set(self.bindings), f"the copied text names views the fixture does not bind: {names}"
        # A role that already is the animator's own name for the view (None) needs no binding.
        body = "".join(f"        let {role} = {self.bindings[role]}\n" for role in sorted(names) if self.bindings[role])
        body += "".join(f"        {line}\n" if line else "\n" for line in copied.rstrip("\n").split("\n"))
        # The copied calls have no completion: the fixture runs the original's when it ran.
        body += ("        nonisolated(unsafe) let context = transitionContext\n"
                 + "".join(f"        nonisolated(unsafe) let {name} = {view}\n" for name, view in self.captures.items())
                 + "        DispatchQueue.main.asyncAfter(deadline: .now() + transitionDuration(using: transitionContext)) {\n"
                 + "".join(f"            {line}\n" for line in self.completion)
                 + "        }\n")
        return text.replace(self.call, body)


COMPLETE = "context.completeTransition(!context.transitionWasCancelled)"
FIXTURES = [
    # A named curve on one view's alpha.
    Fixture("crossfade", "push", {"duration": 0.7}, "Crossfade.swift",
            """        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
        }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
""", {"to": "toView"}, [COMPLETE]),
    # Two views: an affine scale (CGAffineTransform) and an alpha.
    Fixture("scale-fade", "push", {"duration": 0.55, "pushScale": 1.35}, "ScaleFade.swift",
            """        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromViewController.view.transform = CGAffineTransform(scaleX: self.scale, y: self.scale)
            toViewController.view.alpha = 1
        }) { _ in
            fromViewController.view.transform = CGAffineTransform(scaleX: 1, y: 1)
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
""", {"from": "fromViewController.view!", "to": "toViewController.view!"},
            ["fromView.transform = CGAffineTransform(scaleX: 1, y: 1)", COMPLETE],
            {"fromView": "fromViewController.view!"}),
    # Keyframes (cubic): 3D rotations (CATransform3D), bounds, position and a corner radius.
    Fixture("flip", "present", {"duration": 0.9}, "Flip/FlipPresentAnimationController.swift",
            """        UIView.animateKeyframes(withDuration: duration, delay: 0, options: calculationMode, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 1.0 / 3.0) {
                fromVC.view.layer.transform = self.helper.yRotation(-.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 1.0 / 3.0, relativeDuration: 1.0 / 3.0) {
                snapshot.layer.transform = self.helper.yRotation(0.0)
            }
            UIView.addKeyframe(withRelativeStartTime: 2.0 / 3.0, relativeDuration: 1.0 / 3.0) {
                snapshot.frame = finalFrame
                snapshot.layer.cornerRadius = 0
            }
        }, completion: { _ in
            toVC.view.isHidden = false
            snapshot.removeFromSuperview()
            fromVC.view.layer.transform = CATransform3DIdentity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
""", {"from": "fromVC.view!", "snapshot": None, "to": "toVC.view!"},
            ["toView.isHidden = false", "snap.removeFromSuperview()", "fromView.layer.transform = CATransform3DIdentity", COMPLETE],
            {"toView": "toVC.view!", "snap": "snapshot", "fromView": "fromVC.view!"}),
    # A spring (usingSpringWithDamping) on three views: bounds, center and two alphas.
    Fixture("zoom", "present", {"duration": 0.65, "damping": 0.62, "velocity": 0.8}, "Zoom/ZoomAnimator.swift",
            """        UIView.animate(withDuration: transitionDuration(using: transitionContext),
                       delay: 0,
                       usingSpringWithDamping: dampingRatio,
                       initialSpringVelocity: initialSpringVelocity,
                       options: [UIView.AnimationOptions.transitionCrossDissolve],
                       animations: {
                           self.transitionImageView?.frame = finalTransitionSize
                           toVC.view.alpha = 1.0
                           fromVC.tabBarController?.tabBar.alpha = 0
                       },
                       completion: { _ in
                           self.transitionImageView?.removeFromSuperview()
                           toReferenceImageView.isHidden = false
                           fromReferenceImageView.isHidden = false
                           self.transitionImageView = nil
                           transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                           self.toDelegate?.transitionDidEndWith(zoomAnimator: self)
                           self.fromDelegate?.transitionDidEndWith(zoomAnimator: self)
                       })
""", {"transitionImage": "self.transitionImageView!", "to": "toVC.view!",
                 "tabBar": "fromVC.tabBarController!.tabBar"},
            ["me.transitionImageView?.removeFromSuperview()", "toReference.isHidden = false",
             "fromReference.isHidden = false", "me.transitionImageView = nil", COMPLETE,
             "me.toDelegate?.transitionDidEndWith(zoomAnimator: me)",
             "me.fromDelegate?.transitionDidEndWith(zoomAnimator: me)"],
            {"me": "self", "toReference": "toReferenceImageView", "fromReference": "fromReferenceImageView"}),
]


def render(argv, entry, fixture, time):
    params = [arg for key, value in fixture.params.items() for arg in ("--param", f"{key}={value}")]
    out = subprocess.run(argv + ["render", entry, "--operation", fixture.operation, *params,
                                 "--time", str(time), "--json"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    return {layer["role"]: layer for layer in json.loads(out.stdout)["layers"]}


def close(original, copy):
    """Within the harness's tolerance: 0.01 pt in every quad corner and the corner radius,
    1e-4 in opacity and in each colour channel."""
    def near(a, b, tolerance):
        a, b = (a, b) if isinstance(a, list) else ([a], [b])
        return len(a) == len(b) and all(abs(x - y) <= tolerance for x, y in zip(a, b))
    return (near(original["quad"], copy["quad"], 0.01) and near(original["cornerRadius"], copy["cornerRadius"], 0.01)
            and near(original["opacity"], copy["opacity"], 1e-4)
            and near(original["background"], copy["background"], 1e-4))


@pytest.mark.xdist_group("copy-swift-build")
def test_the_copied_swift_built_as_entries_renders_the_originals_frames(driver, server):
    copies = []
    for fixture in FIXTURES:
        query = "".join(f"&param.{key}={value}" for key, value in fixture.params.items())
        open_page(driver, server, f"#entry={fixture.entry}&op={fixture.operation}&p=0.5{query}",
                  {"entry": fixture.entry, "progress": 0.5})
        copied, _ = copy_swift(driver, server)
        copies.append((fixture, copied))
    scratch = open_scratch("copy-swift")
    try:
        # One build for every fixture: a build of the scratch package takes most of the test's time.
        for fixture, copied in copies:
            (scratch.path / "Catalog" / fixture.file).write_text(fixture.source(copied))
        for product in ("transitions", "transitions-worker"):
            built = subprocess.run(scratch.inside(["swift", "build", "--product", product]),
                                   capture_output=True, text=True, timeout=1800)
            assert built.returncode == 0, f"the copied Swift does not build:\n{built.stdout[-4000:]}\n{built.stderr[-2000:]}"
        copy_bin = scratch.inside([".build/debug/transitions"])
        original_bin = [str(REPO / ".build/debug/transitions")]
        for fixture, _ in copies:
            for step in range(0, int(fixture.params["duration"] * 30) + 3):
                time = round(step / 30, 6)
                original = render(original_bin, fixture.entry, fixture, time)
                copy = render(copy_bin, fixture.entry, fixture, time)
                assert set(original) == set(copy), (fixture.entry, time)
                for role, layer in original.items():
                    assert close(layer, copy[role]), (fixture.entry, time, role, layer, copy[role])
    finally:
        scratch.close()
