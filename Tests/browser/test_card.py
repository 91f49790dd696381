"""The flagship `card` entry in the page: the card springs open into the story (a property
animator), the timing panel shows its spring, and the collapse brings the card back."""

from conftest import canvas_digest, console_problems, open_page


def layer(driver, role):
    """The frame's layer of the scene layer with `role` (frames carry ids, the scene roles)."""
    return driver.execute_script("""
      const s = __preview.scene.layers.find((l) => l.role === arguments[0]);
      return s ? (__preview.frame.layers.find((l) => l.id === s.id) || null) : null;""", role)


def test_card_expands_on_a_property_animator_spring(driver, server):
    open_page(driver, server, "#entry=card&op=present&p=0", {"entry": "card", "progress": 0})
    story = layer(driver, "story")
    assert story is not None
    x0, y0, x1 = story["quad"][0], story["quad"][1], story["quad"][2]
    assert abs(x0 - 20) < 0.5 and abs(x1 - 355) < 0.5 and y0 > 100, "the story starts on the card"
    start = canvas_digest(driver)
    curves = driver.execute_script("return __preview.scene.curves")
    springs = [c for c in curves if c["timing"] == "spring"]
    assert springs and abs(springs[0]["dampingRatio"] - 0.75) < 1e-9, "the expansion's spring is in the scene"

    open_page(driver, server, "#entry=card&op=present&p=1", {"entry": "card", "progress": 1})
    story = layer(driver, "story")
    assert story["quad"][:4] == [0, 0, 375, 0], "full screen at the end"
    tab = layer(driver, "tabBar")
    assert tab is None or tab["quad"][1] >= 812 - 0.5, "the tab bar slid off the screen"
    assert canvas_digest(driver) != start
    assert console_problems(driver) == []


def test_card_collapses_back_into_the_feed(driver, server):
    open_page(driver, server, "#entry=card&op=dismiss&p=1", {"entry": "card", "progress": 1})
    assert layer(driver, "story") is None, "the story is gone once dismissed"
    card = layer(driver, "card")
    assert card is not None and abs(card["opacity"] - 1) < 1e-9, "the card is back in its place"
    tab = layer(driver, "tabBar")
    assert tab is not None and abs(tab["quad"][1] - (812 - 83)) < 0.5, "the tab bar is back"
    assert console_problems(driver) == []
