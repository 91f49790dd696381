"""What the pixel checks of single frames share (drawingchecks, blurchecks, ninepartchecks,
revealchecks): running an async page script through WebDriver, and comparing the pixels it
read with the colours expected at named points."""


def async_script(body):
    """`body` (an async function's body reading `arguments`) as a script for
    `execute_async_script`: its result, or `{error}` when it throws, goes to the driver."""
    return ("const done = arguments[arguments.length - 1];"
            "(async function () {" + body + "}).apply(null, Array.from(arguments).slice(0, -1))"
            ".then(done, (e) => done({ error: String(e && e.stack || e) }));")


def points(expect):
    """The points of `expect` ({name: (point, rgb, tolerance)}) in the order `mismatches` reads."""
    return [list(point) for point, _, _ in expect.values()]


def mismatches(expect, pixels):
    """Every expected colour within its tolerance; returns the mismatches as text."""
    assert not isinstance(pixels, dict), pixels
    return [f"{name} at {point}: {px[:3]}, expected {list(rgb)}"
            for (name, (point, rgb, tolerance)), px in zip(expect.items(), pixels)
            if max(abs(px[i] - rgb[i]) for i in range(3)) > tolerance]
