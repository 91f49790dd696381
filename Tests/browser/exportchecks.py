"""The export checks both browser suites share: the in-page comparison of decoded frames with
the server's, and what its result must satisfy."""

# A function body (`arguments`, `await`, `return`): decodes `payload` — a WebM's blocks
# ([{key, t_ms, data: base64}], demuxed by media.py) or an APNG (base64) — with the browser's
# own decoders, paints the server's frame at each of `times` the way the export does, and
# returns per-frame mean absolute differences (0–255) of RGB: decoded i against reference i,
# against reference i + lag, and reference i against reference i + lag.
COMPARE_BODY = """
const [kind, payload, codec, times, scale, lag, colorSpace] = arguments;
const { exportCanvas, BACKGROUND } = await import('/js/run-export.js');
const { paintFramed } = await import('/js/export.js');
const p = window.__preview;
const device = p.device, scene = p.scene;
const ref = exportCanvas(device, scale);
const work = document.createElement('canvas');
work.width = ref.width; work.height = ref.height;
const wctx = work.getContext('2d', { willReadFrequently: true });
const STEP = 3;
const sample = (source) => {
  wctx.clearRect(0, 0, work.width, work.height);
  wctx.drawImage(source, 0, 0, work.width, work.height);
  const data = wctx.getImageData(0, 0, work.width, work.height).data;
  const out = [];
  for (let y = 0; y < work.height; y += STEP) for (let x = 0; x < work.width; x += STEP) {
    const i = (y * work.width + x) * 4;
    out.push(data[i], data[i + 1], data[i + 2]);
  }
  return Uint8Array.from(out);
};
const bytes = (b64) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
const decoded = [], stamps = [];
let sizes = null;
if (kind === 'webm') {
  let failure = null;
  const decoder = new VideoDecoder({
    output: (frame) => { stamps.push(frame.timestamp / 1000); sizes = [frame.displayWidth, frame.displayHeight]; decoded.push(sample(frame)); frame.close(); },
    error: (e) => { failure = e; },
  });
  decoder.configure({ codec, colorSpace });
  for (const c of payload) decoder.decode(new EncodedVideoChunk({ type: c.key ? 'key' : 'delta', timestamp: Math.round(c.t_ms * 1000), data: bytes(c.data) }));
  await decoder.flush();
  if (failure) throw failure;
} else {
  const decoder = new ImageDecoder({ data: bytes(payload), type: 'image/png' });
  await decoder.tracks.ready;
  const count = decoder.tracks.selectedTrack.frameCount;
  for (let i = 0; i < count; i++) {
    const { image } = await decoder.decode({ frameIndex: i });
    stamps.push(image.timestamp / 1000); sizes = [image.displayWidth, image.displayHeight];
    decoded.push(sample(image)); image.close();
  }
}
const refs = [];
for (const t of times) {
  const frame = await p.frameAt(t);
  paintFramed(ref, device, scene, frame, BACKGROUND);
  refs.push(sample(ref));
}
const diff = (a, b) => { let s = 0; for (let i = 0; i < a.length; i++) s += Math.abs(a[i] - b[i]); return s / a.length; };
const n = Math.min(decoded.length, refs.length);
const result = { count: decoded.length, stamps, sizes, canvas: [ref.width, ref.height], same: [], lagged: [], gap: [] };
for (let i = 0; i < n; i++) {
  const j = Math.min(n - 1, i + lag);
  result.same.push(diff(decoded[i], refs[i]));
  result.lagged.push(diff(decoded[i], refs[j]));
  result.gap.push(diff(refs[i], refs[j]));
}
return result;
"""

# The body above for selenium's execute_async_script (its last argument is the callback).
COMPARE_ASYNC = ("const done = arguments[arguments.length - 1];"
                 "(async function () {" + COMPARE_BODY + "}).apply(null, Array.from(arguments).slice(0, -1))"
                 ".then(done, (e) => done({ error: String(e && e.stack || e) }));")


def assert_in_order(result, times, tolerance):
    """Every decoded frame is its reference (within the codec's loss), and where the run moves
    it is nearer its own time's frame than a later one's — so no frame is stale, missing or
    out of place."""
    assert "error" not in result, result.get("error")
    assert result["count"] == len(times)
    worst = max(result["same"])
    assert worst < tolerance, f"frame {result['same'].index(worst)} differs by {worst:.2f} from the server's"
    moving = [i for i, g in enumerate(result["gap"]) if g > 4 * tolerance]
    assert len(moving) > len(times) // 4, "the run hardly moves: the order check would prove nothing"
    for i in moving:
        assert result["lagged"][i] > result["same"][i], f"frame {i} looks like a later frame"
