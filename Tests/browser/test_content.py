"""Content that looks like content: the procedural photos are seeded pictures (skies,
landscapes, flowers), not two-colour gradients, and the same seed always paints the same
pixels; tab bars show a recognisable glyph per item in the item's tint."""

import itertools

import pytest

from conftest import console_problems, inner_size, open_page

# A linear gradient between two colours crosses at most 3 × 32 cells of a 5-bit-per-channel
# colour cube (each channel moves one way), so more distinct colours than this is not one.
GRADIENT_COLOURS = 96


def images(scene):
    seen = {}
    for layer in scene["layers"]:
        c = layer.get("content")
        if c and c["kind"] == "image":
            seen[(c["seed"], tuple(c["pixelSize"]))] = c
    return list(seen.values())


@pytest.mark.parametrize("entry", ["zoom", "lightbox", "card", "scale-fade"])
def test_photos_are_pictures_and_deterministic(driver, server, entry):
    got = open_page(driver, server, f"#entry={entry}&p=0", {"entry": entry})
    contents = images(got["scene"])
    assert contents
    stats = [driver.execute_script("return __preview.photoStats(arguments[0])", c) for c in contents]
    for c, s in zip(contents, stats):
        assert s["colours"] > GRADIENT_COLOURS + 40, f"seed {c['seed']}: only {s['colours']} colours"
        assert s["stdev"] > 15, f"seed {c['seed']}: flat (luminance σ {s['stdev']:.1f})"
        assert s["freshDigest"] == s["digest"], f"seed {c['seed']} painted twice differs"
    # Different seeds, different pictures.
    by_seed = {c["seed"]: s["digest"] for c, s in zip(contents, stats)}
    assert len(set(by_seed.values())) == len(by_seed), "two seeds painted the same picture"
    # A new document paints every seed the same again.
    open_page(driver, server, f"#entry={entry}&p=0", {"entry": entry})
    again = [driver.execute_script("return __preview.photoStats(arguments[0]).digest", c) for c in contents]
    assert again == [s["digest"] for s in stats]
    assert console_problems(driver) == []


@pytest.fixture
def sharp(driver):
    with inner_size(driver, 1440, 900, scale=2):  # tab glyphs are 24 points: look at them at 2×
        yield driver


@pytest.mark.parametrize("entry,titles", [("zoom", ["Library", "For You", "Albums", "Search"]),
                                          ("card", ["Today", "Games", "Apps", "Arcade", "Search"])])
def test_tab_icons_are_distinct_glyphs_in_their_tint(sharp, server, entry, titles):
    got = open_page(sharp, server, f"#entry={entry}&p=0", {"entry": entry})
    scene, frame = got["scene"], got["frame"]
    roles = {l["id"]: l["role"] for l in scene["layers"]}
    icons = [l for l in frame["layers"] if roles[l["id"]] == "tabIcon"]
    assert len(icons) == len(titles)
    glyphs = sharp.execute_script("return __preview.tabGlyphs")
    assert len({glyphs[str(l["id"])] for l in icons}) == len(icons), glyphs
    assert glyphs[str(icons[-1]["id"])] == "search"  # the last item of both is Search
    masks = []
    for layer in icons:
        q = layer["quad"]
        a = sharp.execute_script("return __preview.toCanvas(arguments[0], arguments[1])", q[0], q[1])
        b = sharp.execute_script("return __preview.toCanvas(arguments[0], arguments[1])", q[4], q[5])
        x0, y0, x1, y1 = round(a["x"]), round(a["y"]), round(b["x"]), round(b["y"])
        data = sharp.execute_script("""
const c = document.getElementById('preview');
return Array.from(c.getContext('2d').getImageData(arguments[0], arguments[1], arguments[2], arguments[3]).data);""", x0, y0, x1 - x0, y1 - y0)
        tint = [round(v * 255) for v in layer["background"][:3]]
        mask = [max(abs(data[i + k] - tint[k]) for k in range(3)) < 48 for i in range(0, len(data), 4)]
        coverage = sum(mask) / len(mask)
        # A glyph: some of the box in the tint, not all of it (the old grey square was all).
        assert 0.08 < coverage < 0.8, f"tab icon {layer['id']}: {coverage:.0%} of its box in the tint"
        masks.append(mask)
    for (i, m), (j, n) in itertools.combinations(enumerate(masks), 2):
        differ = sum(p != q for p, q in zip(m, n)) / len(m)
        assert differ > 0.1, f"tab icons {i} and {j} look alike ({differ:.0%} of pixels differ)"
    assert console_problems(sharp) == []
