"""Whole-run exports are frame-exact: the WebM and the animated PNG hold every frame of the
run at the chosen rate, first to last, in order, with the right duration — decoded here by the
browser's own decoders (WebCodecs VideoDecoder, ImageDecoder) from files read by a demuxer of
our own (media.py), and compared with the server's frames painted at the same times."""

import base64
import time
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By

import exportchecks
import media
from conftest import console_problems, open_page, wait_for

VIDEO_FPS, APNG_FPS = 60, 30


@pytest.fixture
def downloads(driver, tmp_path):
    driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(tmp_path)})
    return tmp_path


def wait_for_download(folder, suffix, timeout=120):
    """The finished download (Chromium writes `.crdownload` first, then renames)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        done = [p for p in Path(folder).iterdir() if p.name.endswith(suffix)]
        if done and done[0].stat().st_size > 0:
            time.sleep(0.2)
            return done[0]
        time.sleep(0.1)
    raise AssertionError(f"no {suffix} download in {folder}: {list(Path(folder).iterdir())}")


def compare(driver, kind, payload, codec, times, scale, lag=6, color_space=None):
    driver.set_script_timeout(180)
    result = driver.execute_async_script(exportchecks.COMPARE_ASYNC, kind, payload, codec, times, scale, lag, color_space)
    assert "error" not in result, result.get("error")
    return result


# The 3D flip at 1×; at 0.25× (four times the frames) the 0.3 s crossfade keeps the file short.
@pytest.mark.parametrize("entry,operation,rate", [("flip", "present", 1), ("crossfade", "push", 0.25)])
def test_webm_holds_every_frame_in_order_with_its_duration(driver, server, downloads, entry, operation, rate):
    # The playhead starts mid-run, where the old recorder took its stale first frames from.
    fragment = f"#entry={entry}&op={operation}&p=0.4" + ("" if rate == 1 else f"&rate={rate}")
    opened = open_page(driver, server, fragment, {"entry": entry, "progress": 0.4})
    end_time = opened["scene"]["endTime"]
    times = media.export_times(end_time, rate, VIDEO_FPS)

    driver.find_element(By.XPATH, "//button[normalize-space()='WebM']").click()
    data = wait_for_download(downloads, ".webm").read_bytes()
    webm = media.read_webm(data)
    assert webm["codec"] in media.WEBCODECS_CODECS
    blocks = webm["blocks"]
    assert len(blocks) == len(times), (len(blocks), len(times))
    assert blocks[0]["key"]
    assert [b["t_ms"] for b in blocks] == [round(i * 1000 / VIDEO_FPS) for i in range(len(times))]
    assert webm["timestamp_scale"] == 1_000_000
    assert webm["duration_ms"] == pytest.approx(len(times) * 1000 / VIDEO_FPS)
    assert webm["duration_ms"] / 1000 == pytest.approx(end_time / rate, abs=1.5 / VIDEO_FPS)
    wait_for(driver, "return Math.abs(__preview.frame.progress - 0.4) < 1e-3")  # the playhead is put back

    codec = media.WEBCODECS_CODECS[webm["codec"]]
    payload = [{"key": b["key"], "t_ms": b["t_ms"], "data": base64.b64encode(b["data"]).decode()} for b in blocks]
    # A player converts back with the colour space the file names (the encoder's).
    assert "colour" in webm, "the track does not say how its YUV maps to RGB"
    result = compare(driver, "webm", payload, codec, times, scale=1.5, lag=round(6 / rate),
                     color_space=media.webcodecs_color_space(webm["colour"]))
    assert result["sizes"] == [webm["width"], webm["height"]] == result["canvas"]
    assert result["stamps"] == pytest.approx([i * 1000 / VIDEO_FPS for i in range(len(times))], abs=1)
    exportchecks.assert_in_order(result, times, tolerance=3.5)
    assert console_problems(driver) == []


def test_apng_holds_every_frame_losslessly_with_exact_delays(driver, server, downloads):
    opened = open_page(driver, server, "#entry=flip&op=present&p=0.7", {"entry": "flip", "progress": 0.7})
    times = media.export_times(opened["scene"]["endTime"], 1, APNG_FPS)

    driver.find_element(By.XPATH, "//button[normalize-space()='APNG']").click()
    data = wait_for_download(downloads, ".png").read_bytes()
    apng = media.read_apng(data)
    assert apng["num_frames"] == len(times) == len(apng["frames"])
    assert apng["num_plays"] == 0
    assert all((f["delay_num"], f["delay_den"]) == (1, APNG_FPS) for f in apng["frames"])
    assert all((f["width"], f["height"], f["x"], f["y"]) == (apng["width"], apng["height"], 0, 0) for f in apng["frames"])
    assert apng["sequence"] == list(range(len(apng["sequence"])))

    result = compare(driver, "apng", base64.b64encode(data).decode(), None, times, scale=1)
    assert result["sizes"] == [apng["width"], apng["height"]] == result["canvas"]
    # Lossless: each frame is the server's frame painted again, to the pixel.
    exportchecks.assert_in_order(result, times, tolerance=0.5)
    assert console_problems(driver) == []
