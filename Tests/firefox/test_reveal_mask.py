"""Firefox draws the circular reveal's mask where the engine's animated path says,
mid-transition (Tests/browser/revealchecks.py says what and where)."""

from conftest import BINARY, load, open_page

revealchecks = load("revealchecks", "Tests/browser/revealchecks.py")


def test_reveal_mask_edge_follows_the_animated_path(browser, server):
    open_page(browser, server)
    for operation in ("present", "dismiss"):
        frame, width, height, points = revealchecks.probes(BINARY, operation)
        pixels = browser.run(revealchecks.PAINT_BODY, frame, width, height, list(points.values()))
        assert revealchecks.check(operation, points, pixels) == []
    assert browser.console_problems() == []
