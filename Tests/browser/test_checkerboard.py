"""Chromium draws the checkerboard's tiles from the snapshots mid-transition: each tile that
faces the viewer shows, at its centre, the screen its snapshot was taken of at the point its
`contentsRect` picks — the old screen on tiles still turning away, the new one on tiles that
have turned round — and a tile turned away (`isDoubleSided = false`) is not drawn.

The tiles turn about their vertical centre line, so a tile's centre stays where the
diagonals of its quad cross, and the snapshot's point there is the centre of its
`contentsRect`. What each screen shows at that point is read from the scene's own picture
(its topmost opaque layer there), so the test checks the page's drawing of the picture, not
a copy of the entry's colours."""

from conftest import console_problems, open_page

PAINT_ASYNC = """
const done = arguments[arguments.length - 1];
const [width, height, points] = arguments;
(async function () {
  const { paintLayers } = await import('/js/layer-painter.js');
  const canvas = document.createElement('canvas');
  canvas.width = width; canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  ctx.fillStyle = '#ff00ff';
  ctx.fillRect(0, 0, width, height);
  paintLayers(ctx, window.__preview.scene, window.__preview.frame, { base: [1, 0, 0, 1, 0, 0], exploded: false });
  const data = ctx.getImageData(0, 0, width, height).data;
  return points.map(([x, y]) => { const i = (y * width + x) * 4; return [data[i], data[i + 1], data[i + 2]]; });
})().then(done, (e) => done({ error: String(e && e.stack || e) }));
"""

MARGIN = 6  # points kept from any edge of the picture's layers (antialiasing, corners)


def crossing(quad):
    """Where the quad's diagonals cross: the projected centre of the tile."""
    (x1, y1), (x3, y3) = (quad[0], quad[1]), (quad[4], quad[5])
    (x2, y2), (x4, y4) = (quad[2], quad[3]), (quad[6], quad[7])
    d = (x1 - x3) * (y2 - y4) - (y1 - y3) * (x2 - x4)
    t = ((x1 - x2) * (y2 - y4) - (y1 - y2) * (x2 - x4)) / d
    return x1 + t * (x3 - x1), y1 + t * (y3 - y1)


def signed_area(quad):
    return sum(quad[i] * quad[(i + 3) % 8] - quad[(i + 2) % 8] * quad[i + 1] for i in range(0, 8, 2))


def picture_colour(picture, x, y):
    """The topmost opaque, axis-aligned layer of the picture at (x, y), as 0…255 RGB; None
    near an edge."""
    colour = None
    for layer in picture["layers"]:
        q = layer["quad"]
        left, top, right, bottom = min(q[0::2]), min(q[1::2]), max(q[0::2]), max(q[1::2])
        near_edge = any(abs(v - e) < MARGIN for v, e in ((x, left), (x, right), (y, top), (y, bottom)))
        inside = left <= x <= right and top <= y <= bottom
        if inside and near_edge:
            return None
        background = layer.get("background")
        if inside and background and background[3] > 0.99:
            colour = [round(c * 255) for c in background[:3]]
    return colour


def test_checkerboard_tiles_show_their_snapshots_mid_transition(driver, server):
    got = open_page(driver, server, "#entry=checkerboard&op=push&p=0.5", {"entry": "checkerboard", "progress": 0.5})
    scene, frame = got["scene"], got["frame"]
    pictures = scene["pictures"]
    content = {layer["id"]: layer["content"] for layer in scene["layers"]}
    width, height = scene["viewport"]
    probes, expected = [], []
    facing = {"fromTile": 0, "toTile": 0}
    for layer in frame["layers"]:
        role = scene["layers"][[l["id"] for l in scene["layers"]].index(layer["id"])]["role"]
        if role not in facing or signed_area(layer["quad"]) <= 0:
            continue
        q = layer["quad"]
        if abs(q[2] - q[0]) < 0.3 * layer["size"][0]:
            continue  # nearly edge-on
        snapshot = content[layer["id"]]
        assert snapshot["kind"] == "snapshot"
        cr = layer.get("contentsRect", [0, 0, 1, 1])
        rx, ry, rw, rh = snapshot["rect"]
        px, py = rx + (cr[0] + cr[2] / 2) * rw, ry + (cr[1] + cr[3] / 2) * rh
        colour = picture_colour(pictures[snapshot["picture"]], px, py)
        if colour is None:
            continue
        x, y = crossing(q)
        probes.append([round(x), round(y)])
        expected.append((role, colour))
        facing[role] += 1
    assert facing["fromTile"] >= 3 and facing["toTile"] >= 3, facing
    pixels = driver.execute_async_script(PAINT_ASYNC, round(width), round(height), probes)
    assert not isinstance(pixels, dict), pixels
    wrong = [(role, point, want, got) for (role, want), point, got in zip(expected, probes, pixels)
             if max(abs(a - b) for a, b in zip(want, got)) > 40]
    assert wrong == [], wrong
    # The two screens differ at most probes, so the check tells a front from a back.
    assert len({tuple(c) for _, c in expected}) >= 2
    assert console_problems(driver) == []
