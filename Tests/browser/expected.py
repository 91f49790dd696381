"""What the canvas must show at a point, computed from the scene and frame the server sent.

An independent reading of protocol v1 (docs/protocol.md), not the page's code: each layer's
size rectangle maps onto its quad by a projective map; a point's colour is the source-over
composite, in paint order, of every layer background and photo that covers it (inside its own
bounds, its content rectangle, and every clipping ancestor), over the black screen. Points
where the answer depends on antialiasing or on glyphs (near any relevant edge, in a rounded
corner, inside a label or a tab icon) are reported as ambiguous and not checked, and so are
points a Core Animation drawing field decides (a `mask` on the layer or an ancestor, a `shape`,
a `gradient`, a `shadow` and its blur): those have their own pixel tests (test_layer_drawing,
test_reveal_mask), and this reading does not redo the page's drawing of them. Photos are
seeded pictures the page paints; their texels are read from the page and placed here (see
photo_lookup).
"""

import math
import re

INSIDE, OUTSIDE, EDGE = "in", "out", "edge"


def homography(w, h, quad):
    """Unit-square → quad (Heckbert), scaled to the w × h rectangle; None if degenerate."""
    if w <= 0 or h <= 0:
        return None
    x0, y0, x1, y1, x2, y2, x3, y3 = quad
    sx, sy = x0 - x1 + x2 - x3, y0 - y1 + y2 - y3
    if abs(sx) < 1e-9 and abs(sy) < 1e-9:
        a, b, c, d, e, f, g, k = x1 - x0, x3 - x0, x0, y1 - y0, y3 - y0, y0, 0.0, 0.0
    else:
        dx1, dx2, dy1, dy2 = x1 - x2, x3 - x2, y1 - y2, y3 - y2
        den = dx1 * dy2 - dx2 * dy1
        if abs(den) < 1e-12:
            return None
        g = (sx * dy2 - dx2 * sy) / den
        k = (dx1 * sy - sx * dy1) / den
        a, b, c = x1 - x0 + g * x1, x3 - x0 + k * x3, x0
        d, e, f = y1 - y0 + g * y1, y3 - y0 + k * y3, y0
    return [a / w, b / h, c, d / w, e / h, f, g / w, k / h, 1.0]


def project(H, u, v):
    W = H[6] * u + H[7] * v + 1
    return ((H[0] * u + H[1] * v + H[2]) / W, (H[3] * u + H[4] * v + H[5]) / W)


def invert(H):
    a, b, c, d, e, f, g, h, i = H
    A, B, C = e * i - f * h, -(d * i - f * g), d * h - e * g
    det = a * A + b * B + c * C
    if abs(det) < 1e-15:
        return None
    m = [A, -(b * i - c * h), b * f - c * e, B, a * i - c * g, -(a * f - c * d), C, -(a * h - b * g), a * e - b * d]
    return [x / det for x in m]


def unproject(H, inv, x, y):
    W = inv[6] * x + inv[7] * y + inv[8]
    if abs(W) < 1e-12:
        return None
    u, v = (inv[0] * x + inv[1] * y + inv[2]) / W, (inv[3] * x + inv[4] * y + inv[5]) / W
    return (u, v) if H[6] * u + H[7] * v + 1 > 0 else None


def segment_distance(px, py, ax, ay, bx, by):
    dx, dy = bx - ax, by - ay
    length = dx * dx + dy * dy
    t = 0 if length == 0 else max(0, min(1, ((px - ax) * dx + (py - ay) * dy) / length))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def region_status(H, inv, rect, radius, x, y, margin):
    """Where (x, y) is relative to a rectangle of layer points (its projection, rounded corners)."""
    u0, v0, u1, v1 = rect
    corners = [project(H, u0, v0), project(H, u1, v0), project(H, u1, v1), project(H, u0, v1)]
    near = min(segment_distance(x, y, *corners[i], *corners[(i + 1) % 4]) for i in range(4))
    p = unproject(H, inv, x, y)
    if near < margin:
        return EDGE
    if p is None:
        return OUTSIDE
    u, v = p
    if not (u0 <= u <= u1 and v0 <= v <= v1):
        return OUTSIDE
    r = min(radius, (u1 - u0) / 2, (v1 - v0) / 2)
    if r > 0 and (u < u0 + r or u > u1 - r) and (v < v0 + r or v > v1 - r):
        return EDGE  # inside a rounded corner's square: antialiased arc, not checked
    return INSIDE


def content_rect(mode, size, w, h):
    iw, ih = size
    if iw <= 0 or ih <= 0:
        return (0, 0, w, h)
    if mode in ("scaleAspectFit", "scaleAspectFill"):
        s = min(w / iw, h / ih) if mode == "scaleAspectFit" else max(w / iw, h / ih)
        return ((w - iw * s) / 2, (h - ih * s) / 2, (w + iw * s) / 2, (h + ih * s) / 2)
    if mode == "center":
        return ((w - iw) / 2, (h - ih) / 2, (w + iw) / 2, (h + ih) / 2)
    return (0, 0, w, h)


TEXTURE_SIDE = 256  # the page paints each photo at 256 px along its longer side (web/js/images.js)


def texture_size(content):
    W, H = content["pixelSize"] if content["pixelSize"][0] > 0 else content["size"]
    k = TEXTURE_SIDE / max(W, H, 1)
    return max(1, round(W * k)), max(1, round(H * k))


def photo_lookup(H, inv, content, rect, u, v, photo):
    """The photo's colour at layer point (u, v): the page paints photos procedurally (a seeded
    picture, not a formula this reading could restate), so its texture is read from the page
    (`photo`, see pagechecks.expected_colors); what is checked independently is where each
    texel lands — the content rectangle, the homography, clips and compositing. `photo` gets
    the image coordinates (0…1) and how many texels one viewport point spans there."""
    x0, y0, x1, y1 = rect
    su, sv = (u - x0) / (x1 - x0), (v - y0) / (y1 - y0)
    tw, th = texture_size(content)
    ax, ay = project(H, u, v)
    bx, by = project(H, u + 1, v)
    cx, cy = project(H, u, v + 1)
    points_per_layer_point = max(1e-6, min(math.hypot(bx - ax, by - ay), math.hypot(cx - ax, cy - ay)))
    texels_per_point = max(tw / (x1 - x0), th / (y1 - y0)) / points_per_layer_point
    return photo(content, su, sv, texels_per_point)


# Layers the page draws as a glyph in their background colour rather than a filled rectangle
# (web/js/icons.js): like labels, not checked inside.
GLYPH_ROLES = {"tabIcon"}


class Ambiguous(Exception):
    pass


def expected_color(scene, frame, x, y, margin, photo=None, opaque_only=False):
    """RGB 0…255 the canvas must show at viewport point (x, y), or None when not checkable.
    `photo(content, s, t, texels_per_point)` gives a photo's RGBA (0…1) at image coordinates
    (s, t) or raises Ambiguous; without it, points on photos are not checked. A snapshot's
    picture is looked up the same way, in its own points (`opaque_only`: inside a picture,
    a point no opaque layer covers is transparent, and not checked)."""
    contents = {layer["id"]: layer["content"] for layer in scene["layers"]}
    roles = {layer["id"]: layer.get("role") for layer in scene["layers"]}
    parents = {layer["id"]: layer.get("parent") for layer in scene["layers"]}  # frames do not repeat them
    by_id = {layer["id"]: layer for layer in frame["layers"]}
    geometry = {}

    def geom(layer):
        if layer["id"] not in geometry:
            H = homography(layer["size"][0], layer["size"][1], layer["quad"])
            inv = invert(H) if H else None
            geometry[layer["id"]] = (H, inv) if inv else None
        return geometry[layer["id"]]

    def mask_status(layer):
        """Where the point is relative to the masks of the layer and its ancestors: a plain
        rectangle or a filled path mask is read here; any other mask is not checked."""
        status = INSIDE
        while layer is not None:
            mask = layer.get("mask")
            if mask:
                g = geom(layer)
                if g is None:
                    raise Ambiguous
                here = mask_region(g[0], mask, x, y, margin)
                if here == OUTSIDE:
                    return OUTSIDE
                if here == EDGE:
                    status = EDGE
            layer = by_id.get(parents.get(layer["id"]))
        return status

    def drawn_by_core_animation(layer):
        """Whether a drawing field (not this reading) decides the colour at the point."""
        if not (layer.get("shape") or layer.get("gradient") or layer.get("shadow")):
            return False
        g = geom(layer)
        if g is None:
            return False
        shadow = layer.get("shadow") or {}
        offset = shadow.get("offset", [0, 0])
        reach = abs(offset[0]) + abs(offset[1]) + 3 * shadow.get("radius", 0) if shadow else 0
        w, h = layer["size"]
        return region_status(*g, (-reach, -reach, w + reach, h + reach), 0, x, y, margin) != OUTSIDE

    color = [0.0, 0.0, 0.0]  # the screen behind every layer
    covered = False
    try:
        for layer in frame["layers"]:
            if layer["opacity"] <= 0.001:
                continue
            if layer.get("doubleSided") is False and sum(
                    layer["quad"][i] * layer["quad"][(i + 3) % 8] - layer["quad"][(i + 2) % 8] * layer["quad"][i + 1]
                    for i in range(0, 8, 2)) < 0:
                continue  # turned away: culled
            if drawn_by_core_animation(layer):
                raise Ambiguous
            masking = mask_status(layer)
            if masking == OUTSIDE:
                continue
            background = layer.get("background")
            if "contentVersion" in layer:
                content = (scene.get("contentVersions") or [])[layer["contentVersion"]]
            else:
                content = contents.get(layer["id"]) if layer.get("content") else None
            if not (background and background[3] > 0) and not content:
                continue
            g = geom(layer)
            if g is None:
                continue
            H, inv = g
            w, h = layer["size"]
            radius = layer.get("cornerRadius", 0)
            clip = INSIDE
            for cid in layer.get("clip", []):
                ancestor = by_id.get(cid)
                ag = geom(ancestor) if ancestor else None
                if ag is None:
                    continue
                status = region_status(*ag, (0, 0, *ancestor["size"]), ancestor.get("cornerRadius", 0), x, y, margin)
                if status == OUTSIDE:
                    clip = OUTSIDE
                    break
                if status == EDGE:
                    clip = EDGE
            if clip == OUTSIDE:
                continue
            if masking == EDGE and region_status(H, inv, (0, 0, w, h), 0, x, y, margin) != OUTSIDE:
                raise Ambiguous  # the mask's antialiased edge
            paints = []
            if background and background[3] > 0 and roles.get(layer["id"]) in GLYPH_ROLES:
                if region_status(H, inv, (0, 0, w, h), 0, x, y, margin) != OUTSIDE:
                    raise Ambiguous  # a glyph's strokes
            elif background and background[3] > 0:
                status = region_status(H, inv, (0, 0, w, h), radius, x, y, margin)
                if status == EDGE or (status == INSIDE and clip == EDGE):
                    raise Ambiguous
                if status == INSIDE:
                    paints.append((background, layer["opacity"] * background[3]))
            if content:
                bounds = region_status(H, inv, (0, 0, w, h), radius if layer.get("masksToBounds") else 0, x, y, margin)
                if content["kind"] == "text":
                    if bounds != OUTSIDE:
                        raise Ambiguous  # glyphs
                elif content["kind"] == "snapshot":
                    if bounds == EDGE or (bounds == INSIDE and clip == EDGE) or (
                            bounds == INSIDE and content["contentMode"] != "scaleToFill"):
                        raise Ambiguous
                    if bounds == INSIDE:
                        c = snapshot_lookup(scene, layer, content, H, inv, x, y, margin, photo)
                        paints.append((c, layer["opacity"]))
                elif content["kind"] == "image":
                    rect = content_rect(content["contentMode"], content["size"], w, h)
                    status = region_status(H, inv, rect, 0, x, y, margin)
                    if layer.get("masksToBounds") and bounds != INSIDE:
                        status = OUTSIDE if bounds == OUTSIDE else EDGE
                    if status == EDGE or (status == INSIDE and clip == EDGE):
                        raise Ambiguous
                    if status == INSIDE:
                        if photo is None:
                            raise Ambiguous
                        u, v = unproject(H, inv, x, y)
                        c = photo_lookup(H, inv, content, rect, u, v, photo)
                        paints.append((c, layer["opacity"] * c[3]))
            for c, alpha in paints:
                color = [c[i] * alpha + color[i] * (1 - alpha) for i in range(3)]
                covered = covered or alpha >= 0.999
    except Ambiguous:
        return None
    if opaque_only and not covered:
        return None
    return [round(c * 255) for c in color]


def snapshot_lookup(scene, layer, content, H, inv, x, y, margin, photo):
    """RGB 0…1 of a snapshot's picture where the layer shows it at (x, y): the layer point
    through `contentsRect` and the image's `rect` to the picture's point, whose colour comes
    from the picture's own layers. Raises Ambiguous when that is not certain."""
    picture = (scene.get("pictures") or [])[content["picture"]]
    w, h = layer["size"]
    u, v = unproject(H, inv, x, y)
    cr = layer.get("contentsRect", [0, 0, 1, 1])
    rx, ry, rw, rh = content["rect"]
    px, py = rx + (cr[0] + u / w * cr[2]) * rw, ry + (cr[1] + v / h * cr[3]) * rh
    inner = {"layers": [{"id": c["id"], "content": c["content"], "role": None} for c in picture["contents"]],
             "pictures": scene.get("pictures")}
    scale = max(cr[2] * rw / w, cr[3] * rh / h) * 4  # picture points per viewport point, with room for perspective
    rgb = expected_color(inner, {"layers": picture["layers"]}, px, py, margin * scale, photo, opaque_only=True)
    if rgb is None:
        raise Ambiguous
    return [c / 255 for c in rgb]


def path_polygons(data, steps=24):
    """SVG path data (absolute M, L, Q, C, Z: docs/protocol.md) as closed polygons."""
    tokens = re.findall(r"[MLQCZ]|-?[0-9.]+(?:e-?[0-9]+)?", data)
    polygons, current, i, command = [], [], 0, None
    while i < len(tokens):
        if tokens[i] in "MLQCZ":
            command = tokens[i]
            i += 1
            if command == "Z":
                if current:
                    polygons.append(current)
                current = []
                continue
        count = {"M": 2, "L": 2, "Q": 4, "C": 6}[command]
        n = [float(t) for t in tokens[i:i + count]]
        i += count
        if command == "M":
            if current:
                polygons.append(current)
            current = [(n[0], n[1])]
            command = "L"
        elif command == "L":
            current.append((n[0], n[1]))
        else:
            x0, y0 = current[-1]
            for k in range(1, steps + 1):
                t = k / steps
                if command == "Q":
                    a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
                    current.append((a * x0 + b * n[0] + c * n[2], a * y0 + b * n[1] + c * n[3]))
                else:
                    a, b, c, d = (1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t * t, t ** 3
                    current.append((a * x0 + b * n[0] + c * n[2] + d * n[4], a * y0 + b * n[1] + c * n[3] + d * n[5]))
    if current:
        polygons.append(current)
    return polygons


def polygons_status(polygons, x, y, margin, even_odd):
    """Where (x, y) is relative to filled polygons in viewport points."""
    winding, crossings, near = 0, 0, math.inf
    for polygon in polygons:
        for (ax, ay), (bx, by) in zip(polygon, polygon[1:] + polygon[:1]):
            near = min(near, segment_distance(x, y, ax, ay, bx, by))
            if (ay <= y) != (by <= y):
                at = ax + (y - ay) * (bx - ax) / (by - ay)
                if at > x:
                    crossings += 1
                    winding += 1 if by > ay else -1
    if near < margin:
        return EDGE
    inside = crossings % 2 == 1 if even_odd else winding != 0
    return INSIDE if inside else OUTSIDE


def mask_region(H, mask, x, y, margin):
    """Where (x, y) is relative to a layer's `mask` (H maps the masked layer's points): inside
    where the mask is opaque. Masks this reading does not model raise Ambiguous."""
    if mask.get("hidden") or mask.get("mask") or mask.get("gradient") or mask.get("opacity", 1) < 1:
        raise Ambiguous
    fx, fy, fw, fh = mask["frame"]
    shape = mask.get("shape")
    if shape is None:
        background = mask.get("background")
        if not background or background[3] < 1:
            raise Ambiguous
        inv = invert(H)
        if inv is None:
            raise Ambiguous
        return region_status(H, inv, (fx, fy, fx + fw, fy + fh), mask.get("cornerRadius", 0), x, y, margin)
    fill = shape.get("fill")
    if mask.get("background") or shape.get("stroke") or not fill or fill[3] < 1:
        raise Ambiguous
    ox, oy = mask.get("boundsOrigin", [0, 0])
    polygons = [[project(H, fx + px - ox, fy + py - oy) for px, py in polygon] for polygon in path_polygons(shape["path"])]
    return polygons_status(polygons, x, y, margin, shape.get("fillRule") == "evenOdd")


def sample_points(viewport, corner_radius, margin, columns=14, rows=28):
    """A grid over the screen, away from its rounded corners and edges."""
    W, H = viewport
    points = []
    for i in range(columns):
        for j in range(rows):
            x = margin + (W - 2 * margin) * (i + 0.5) / columns
            y = margin + (H - 2 * margin) * (j + 0.5) / rows
            r = corner_radius + margin
            if (x < r or x > W - r) and (y < r or y > H - r):
                continue
            points.append((x, y))
    return points
