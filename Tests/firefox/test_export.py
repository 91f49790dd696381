"""In Firefox: the whole-run exports are frame-exact too — the WebM (WebCodecs VP8 in a WebM
of our own) and the animated PNG hold every frame of the run in order, decoded by Firefox's
own decoders and compared with the server's frames (the checks of Tests/browser/test_export.py)."""

import base64

from conftest import load, open_page, wait_for

media = load("media", "Tests/browser/media.py")
exportchecks = load("exportchecks", "Tests/browser/exportchecks.py")

# The page saves through an object URL; keep each blob so the test can read the file.
CAPTURE = """
if (!window.__saved) {
  window.__saved = [];
  const create = URL.createObjectURL;
  URL.createObjectURL = (blob) => { window.__saved.push(blob); return create.call(URL, blob); };
}
window.__saved.length = 0;
return true;
"""

SAVED = """
const blob = window.__saved[window.__saved.length - 1];
const bytes = new Uint8Array(await blob.arrayBuffer());
let text = '';
for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
return btoa(text);
"""


def export(browser, label):
    browser.run(CAPTURE)
    browser.run(f"document.evaluate(\"//button[normalize-space()='{label}']\", document, null, 9, null).singleNodeValue.click(); return true;")
    wait_for(browser, "return window.__saved.length > 0", timeout=120)
    return base64.b64decode(browser.run(SAVED, timeout=120))


def compare(browser, *args):
    # Decoding every frame of the run: as long as Chromium's (180 s) on a loaded machine.
    result = browser.run(exportchecks.COMPARE_BODY, *args, timeout=180)
    assert "error" not in result, result.get("error")
    return result


def test_webm_export_holds_every_frame_in_order_with_its_duration(browser, server):
    opened = open_page(browser, server, "#entry=flip&op=present&p=0.4", {"entry": "flip", "progress": 0.4})
    times = media.export_times(opened["scene"]["endTime"], 1, 60)
    webm = media.read_webm(export(browser, "WebM"))
    assert [b["t_ms"] for b in webm["blocks"]] == [round(i * 1000 / 60) for i in range(len(times))]
    assert abs(webm["duration_ms"] - len(times) * 1000 / 60) < 1e-6
    payload = [{"key": b["key"], "t_ms": b["t_ms"], "data": base64.b64encode(b["data"]).decode()} for b in webm["blocks"]]
    result = compare(browser, "webm", payload, media.WEBCODECS_CODECS[webm["codec"]], times, 1.5, 6,
                     media.webcodecs_color_space(webm["colour"]))
    exportchecks.assert_in_order(result, times, tolerance=3.5)
    assert browser.console_problems() == []


def test_apng_export_is_lossless_and_complete(browser, server):
    opened = open_page(browser, server, "#entry=flip&op=present&p=0.7", {"entry": "flip", "progress": 0.7})
    times = media.export_times(opened["scene"]["endTime"], 1, 30)
    data = export(browser, "APNG")
    apng = media.read_apng(data)
    assert apng["num_frames"] == len(times)
    assert all((f["delay_num"], f["delay_den"]) == (1, 30) for f in apng["frames"])
    result = compare(browser, "apng", base64.b64encode(data).decode(), None, times, 1, 6, None)
    exportchecks.assert_in_order(result, times, tolerance=0.5)
    assert browser.console_problems() == []
