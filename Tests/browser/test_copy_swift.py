"""Copy as Swift: the tuned run's animations as the UIKit calls that make them, with the
numbers the engine recorded — equal to the parameters set in the page."""

import pytest
from selenium.webdriver.common.by import By

from conftest import console_problems, show_fragment, wait_for


def copy_swift(driver, server):
    driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": server.url.rstrip("/"),
                                                         "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    driver.find_element(By.XPATH, "//button[normalize-space()='Copy as Swift']").click()
    wait_for(driver, "return !!document.querySelector('dialog.swift-dialog[open]')")
    wait_for(driver, "return document.querySelector('.swift-status').textContent.startsWith('Copied')")
    shown = driver.execute_script("return document.querySelector('dialog.swift-dialog pre').textContent")
    copied = driver.execute_async_script("const done = arguments[0]; navigator.clipboard.readText().then(done, (e) => done('error: ' + e))")
    driver.execute_script("document.querySelector('dialog.swift-dialog').close()")
    wait_for(driver, "return !document.querySelector('dialog.swift-dialog')")
    return shown, copied


def test_a_tuned_spring_comes_back_as_the_uiview_animate_call(driver, server):
    show_fragment(driver, server, "#entry=zoom&op=present&p=0.5&param.duration=0.42&param.damping=0.72&param.velocity=1.5",
              {"entry": "zoom", "progress": 0.5})
    shown, copied = copy_swift(driver, server)
    assert copied == shown
    assert "UIView.animate(withDuration: 0.42, delay: 0," in shown
    assert "usingSpringWithDamping: 0.72, initialSpringVelocity: 1.5," in shown
    assert "//   duration = 0.42 s" in shown and "//   damping = 0.72" in shown
    # The same page with the defaults gives the defaults' numbers: nothing is hard-coded.
    show_fragment(driver, server, "#entry=zoom&op=present&p=0.5", {"entry": "zoom", "progress": 0.5})
    shown, _ = copy_swift(driver, server)
    assert "UIView.animate(withDuration: 0.5, delay: 0," in shown
    assert "usingSpringWithDamping: 0.8, initialSpringVelocity: 0," in shown
    assert console_problems(driver) == []


@pytest.mark.parametrize("mode,option", [("paced", ".calculationModePaced"), ("cubic", ".calculationModeCubic")])
def test_keyframes_come_back_with_their_duration_calculation_mode_and_key_times(driver, server, mode, option):
    show_fragment(driver, server, f"#entry=flip&op=present&p=0.5&param.duration=0.9&param.calculationMode={mode}",
              {"entry": "flip", "progress": 0.5})
    shown, _ = copy_swift(driver, server)
    assert f"UIView.animateKeyframes(withDuration: 0.9, delay: 0, options: [{option}], animations: {{" in shown
    # Kodeco's three equal keyframes.
    for start in ("0", "0.333333", "0.666667"):
        assert f"UIView.addKeyframe(withRelativeStartTime: {start}, relativeDuration: " in shown
    assert console_problems(driver) == []


def swift_number(value):
    text = f"{value:.6f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def expected_assignment(name, prop, value):
    """The statement the page should write for a scene value: the UIView API an app sets."""
    v = value if isinstance(value, list) else [value]
    n = [swift_number(x) for x in v]
    if prop == "position":
        return f"{name}.center = CGPoint(x: {n[0]}, y: {n[1]})"
    if prop == "bounds":
        return f"{name}.bounds = CGRect(x: {n[0]}, y: {n[1]}, width: {n[2]}, height: {n[3]})"
    if prop == "opacity":
        return f"{name}.alpha = {n[0]}"
    if prop == "cornerRadius":
        return f"{name}.layer.cornerRadius = {n[0]}"
    if prop == "transform":
        affine = all(v[i] == 0 for i in (2, 3, 6, 7, 8, 9, 11, 14)) and v[10] == 1 and v[15] == 1
        if affine and v == [1 if i % 5 == 0 else 0 for i in range(16)]:
            return f"{name}.transform = .identity"
        if affine:
            return f"{name}.transform = CGAffineTransform(a: {n[0]}, b: {n[1]}, c: {n[4]}, d: {n[5]}, tx: {n[12]}, ty: {n[13]})"
        return f"{name}.layer.transform = CATransform3D(m11: {n[0]}, m12: {n[1]}"
    return None


def named_values(driver):
    """Every scene value whose layer's role is an identifier of its own, with that role."""
    scene = driver.execute_script("const s = window.__preview.scene; return {layers: s.layers, curves: s.curves}")
    roles = [layer["role"] for layer in scene["layers"]]
    role_of = {layer["id"]: layer["role"] for layer in scene["layers"]}
    found = []
    for curve in scene["curves"]:
        for value in curve.get("values", []):
            role = role_of.get(value["layer"], "")
            if role.isidentifier() and roles.count(role) == 1:
                found.append((curve, role, value))
    return found


def blocks(shown, opening):
    """Each block that starts with the line `opening`, up to the line that closes it (the next
    line starting with "}" at the opening's indent)."""
    indent = opening[:len(opening) - len(opening.lstrip())]
    lines, found = shown.split("\n"), []
    for start, line in enumerate(lines):
        if line != opening:
            continue
        end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith(indent + "}")), len(lines) - 1)
        found.append("\n".join(lines[start:end + 1]))
    return found


@pytest.mark.parametrize("entry,operation,params", [
    ("zoom", "present", "&param.duration=0.42&param.damping=0.72"),   # spring
    ("crossfade", "push", ""),                                         # named bezier curve
    ("card", "present", "&param.screenRadius=33"),                     # property animator
])
def test_the_blocks_set_the_values_the_run_animated(driver, server, entry, operation, params):
    show_fragment(driver, server, f"#entry={entry}&op={operation}&p=0.5{params}", {"entry": entry, "progress": 0.5})
    shown, _ = copy_swift(driver, server)
    assert "Each name below stands for the view with that role" in shown.split("\n\n")[0]
    values = named_values(driver)
    assert values, "the scene carries values"
    # The from-values before each call, without animation; the to-values inside the blocks.
    before = blocks(shown, "UIView.performWithoutAnimation {")
    assert before
    animated = shown
    for block in before:
        animated = animated.replace(block, "")
    checked = 0
    for _, role, value in values:
        to = expected_assignment(role, value["property"], value["to"])
        start = expected_assignment(role, value["property"], value["from"])
        if to is None or to == start:
            continue
        assert any(start in block for block in before), f"{start!r} not set before a call in\n{shown}"
        assert to in animated, f"{to!r} not in a block of\n{shown}"
        checked += 1
    assert checked
    if entry == "card":
        assert ".layer.cornerRadius = 33\n" in animated
    assert console_problems(driver) == []


def test_each_keyframe_block_sets_its_own_value(driver, server):
    show_fragment(driver, server, "#entry=flip&op=present&p=0.5&param.duration=0.9", {"entry": "flip", "progress": 0.5})
    shown, _ = copy_swift(driver, server)
    keyed = [(curve, role, value) for curve, role, value in named_values(driver) if value.get("keyframes")]
    assert keyed, "the flip's keyframe block carries keyframe values"
    for _, role, value in keyed:
        for key in value["keyframes"]:
            opening = (f"    UIView.addKeyframe(withRelativeStartTime: {swift_number(key['start'])}, "
                       f"relativeDuration: {swift_number(key['duration'])}) {{")
            statement = expected_assignment(role, value["property"], key["value"])
            if statement:
                assert any(statement in block for block in blocks(shown, opening)), \
                    f"{statement!r} not in the keyframe at {key['start']}\n{shown}"
    assert "// keyframe 1" not in shown
    assert console_problems(driver) == []


def test_a_property_animator_comes_back_as_the_animator_the_app_made(driver, server):
    # The card's expansion: UIViewPropertyAnimator(duration:dampingRatio:), returned by its
    # interruptibleAnimator(using:) — the copy is that animator, not a UIView.animate call.
    show_fragment(driver, server, "#entry=card&op=present&p=0.5&param.expandDuration=0.7&param.expandDamping=0.68",
              {"entry": "card", "progress": 0.5})
    curves = driver.execute_script("return __preview.scene.curves")
    assert [(c.get("api"), c.get("stretch")) for c in curves] == [("UIViewPropertyAnimator", 0)]
    shown, _ = copy_swift(driver, server)
    assert "let animator = UIViewPropertyAnimator(duration: 0.7, dampingRatio: 0.68)\nanimator.addAnimations {\n" in shown
    assert "usingSpringWithDamping" not in shown and "UIView.animate(" not in shown
    assert "interruptibleAnimator(using:)" in shown and "// or start it here: animator.startAnimation()" in shown
    # The pull-down (the entry's sample gesture): the collapse as made, and the release's
    # re-timed rest as a note, not a second animator.
    show_fragment(driver, server, "#entry=card&op=dismiss&p=1&param.collapseDuration=0.45&param.collapseDamping=0.85",
              {"entry": "card", "operation": "dismiss"})
    curves = driver.execute_script("return __preview.scene.curves")
    assert [c.get("stretch") for c in curves] == list(range(len(curves))) and len(curves) >= 2
    shown, _ = copy_swift(driver, server)
    assert shown.count("UIViewPropertyAnimator(") == 1
    assert "let animator = UIViewPropertyAnimator(duration: 0.45, dampingRatio: 0.85)" in shown
    assert "the run continued `animator` on a spring (damping ratio 0.85" in shown
    assert console_problems(driver) == []
