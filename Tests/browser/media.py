"""Reading the page's exported files without the page's code: a WebM demuxer (EBML) and an
APNG chunk reader, written from the Matroska and APNG specifications, so the export tests
check the files against the formats rather than against the muxer that wrote them."""

import struct

SEGMENT, INFO, TIMESTAMP_SCALE, DURATION = 0x18538067, 0x1549A966, 0x2AD7B1, 0x4489
TRACKS, TRACK_ENTRY, CODEC_ID, VIDEO, PIXEL_WIDTH, PIXEL_HEIGHT = 0x1654AE6B, 0xAE, 0x86, 0xE0, 0xB0, 0xBA
CLUSTER, CLUSTER_TIMESTAMP, SIMPLE_BLOCK, EBML = 0x1F43B675, 0xE7, 0xA3, 0x1A45DFA3
COLOUR = 0x55B0
COLOUR_FIELDS = {0x55B1: "matrix", 0x55B9: "range", 0x55BA: "transfer", 0x55BB: "primaries"}
# Matroska codec IDs → the WebCodecs codec strings the page encodes with.
WEBCODECS_CODECS = {"V_VP8": "vp8", "V_VP9": "vp09.00.10.08", "V_AV1": "av01.0.04M.08"}
MASTERS = {SEGMENT, INFO, TRACKS, TRACK_ENTRY, VIDEO, CLUSTER, COLOUR}


def _vint(data, at, keep_marker):
    first = data[at]
    length = 1
    while length <= 8 and not first & (0x80 >> (length - 1)):
        length += 1
    assert length <= 8, f"bad EBML vint at {at}"
    value = first if keep_marker else first & (0xFF >> length)
    for b in data[at + 1:at + length]:
        value = value << 8 | b
    return value, at + length


def elements(data, start=0, end=None):
    """(id, payload start, payload end) of the elements in data[start:end], in order."""
    end = len(data) if end is None else end
    at = start
    while at < end:
        ident, at = _vint(data, at, keep_marker=True)
        size, at = _vint(data, at, keep_marker=False)
        assert at + size <= end, f"element {ident:#x} runs past its parent"
        yield ident, at, at + size
        at += size


def read_webm(data):
    """{duration_ms, timestamp_scale, codec, width, height, colour: {matrix, range, transfer, primaries} (H.273 codes),
    blocks: [{t_ms, key, data}]}."""
    top = list(elements(data))
    assert top[0][0] == EBML, "not an EBML file"
    segment = next(e for e in top if e[0] == SEGMENT)
    out = {"blocks": [], "timestamp_scale": 1_000_000, "duration_ms": None}

    def walk(start, end, cluster_time=None):
        for ident, a, b in elements(data, start, end):
            if ident == CLUSTER:
                walk(a, b, cluster_time=0)
            elif ident in MASTERS:
                walk(a, b, cluster_time)
            elif ident == CLUSTER_TIMESTAMP:
                cluster_time = int.from_bytes(data[a:b], "big")
            elif ident == TIMESTAMP_SCALE:
                out["timestamp_scale"] = int.from_bytes(data[a:b], "big")
            elif ident == DURATION:
                out["duration_ms"] = struct.unpack(">d" if b - a == 8 else ">f", data[a:b])[0]
            elif ident == CODEC_ID:
                out["codec"] = data[a:b].decode()
            elif ident == PIXEL_WIDTH:
                out["width"] = int.from_bytes(data[a:b], "big")
            elif ident == PIXEL_HEIGHT:
                out["height"] = int.from_bytes(data[a:b], "big")
            elif ident in COLOUR_FIELDS:
                out.setdefault("colour", {})[COLOUR_FIELDS[ident]] = int.from_bytes(data[a:b], "big")
            elif ident == SIMPLE_BLOCK:
                track, at = _vint(data, a, keep_marker=False)
                relative = struct.unpack(">h", data[at:at + 2])[0]
                flags = data[at + 2]
                out["blocks"].append({"track": track, "t_ms": cluster_time + relative, "key": bool(flags & 0x80),
                                      "data": bytes(data[at + 3:b])})

    walk(segment[1], segment[2])
    return out


def read_apng(data):
    """{width, height, num_frames, num_plays, frames: [{delay_num, delay_den, width, height}], sequence}."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG file"
    at, out = 8, {"frames": [], "sequence": []}
    import zlib
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        crc = struct.unpack(">I", data[at + 8 + length:at + 12 + length])[0]
        assert zlib.crc32(kind + body) == crc, f"bad CRC in {kind}"
        if kind == b"IHDR":
            out["width"], out["height"] = struct.unpack(">II", body[:8])
        elif kind == b"acTL":
            out["num_frames"], out["num_plays"] = struct.unpack(">II", body)
        elif kind == b"fcTL":
            seq, w, h, x, y, num, den, dispose, blend = struct.unpack(">IIIIIHHBB", body)
            out["sequence"].append(seq)
            out["frames"].append({"width": w, "height": h, "x": x, "y": y, "delay_num": num, "delay_den": den})
        elif kind == b"fdAT":
            out["sequence"].append(struct.unpack(">I", body[:4])[0])
        at += 12 + length
    return out


def sample_times(end, fps):
    """The page's and the CLI's sample times: i/fps up to `end`, the end included."""
    count = int(end * fps + 1e-9)
    times = [min(end, i / fps) for i in range(count + 1)]
    if times[-1] < end - 1e-9:
        times.append(end)
    return times


def export_times(end_time, rate, fps):
    """Run times of an exported file's frames at `rate` (run-export.js's exportTimes)."""
    return [min(end_time, t * rate) for t in sample_times(end_time / rate, fps)]


def webcodecs_color_space(colour):
    """A Matroska Colour element's codes as a WebCodecs VideoColorSpaceInit, for the decoder."""
    names = {
        "matrix": {0: "rgb", 1: "bt709", 5: "bt470bg", 6: "smpte170m", 9: "bt2020-ncl"},
        "transfer": {1: "bt709", 6: "smpte170m", 8: "linear", 13: "iec61966-2-1", 16: "pq", 18: "hlg"},
        "primaries": {1: "bt709", 5: "bt470bg", 6: "smpte170m", 9: "bt2020", 12: "smpte432"},
    }
    space = {key: names[key][code] for key, code in colour.items() if key in names}
    if "range" in colour:
        space["fullRange"] = colour["range"] == 2
    return space
