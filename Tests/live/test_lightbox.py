"""The lightbox entry through the preview protocol on a real socket: `gesture` messages reach the
app's own recognizers. A tap (began and ended at one point) on a photo presents it; on the gap
between photos it starts nothing. On the open photo, a sideways swipe is refused by the pan's
delegate (gestureRecognizerShouldBegin) and starts nothing, and a pull down dismisses."""

import json
import time

from websockets.sync.client import connect

from test_preview_protocol import PREVIEW, select


def send_gesture(ws, points, dt=1 / 30):
    """Sends (x, y) points as one touch; the last one carries id "end" (its answer or error)."""
    for index, (x, y) in enumerate(points):
        phase = "began" if index == 0 else "ended" if index == len(points) - 1 else "changed"
        message = {"type": "gesture", "phase": phase, "x": x, "y": y, "t": index * dt}
        if phase == "ended":
            message["id"] = "end"
        ws.send(json.dumps(message))


def outcome(ws, timeout=5):
    """Reads until the touch's outcome: an `error` (its code) or the run's final `state`."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        message = json.loads(ws.recv(timeout=timeout))
        if message["type"] == "error":
            return message["code"]
        if message["type"] == "state" and message["state"] in ("finished", "cancelled"):
            return message["state"] + (" (cancelled)" if message["transitionWasCancelled"] else "")
    raise AssertionError("no outcome")


def test_a_tap_on_a_photo_presents_and_a_tap_between_photos_does_not(server):
    with connect(f"{server.ws}/", subprotocols=PREVIEW) as ws:
        scene = select(ws, entry="lightbox", operation="present")["scene"]
        assert scene["interactive"] is True
        # iPhone X: the first photo spans x 16…183.5, y 108…275.5; x 187 is the gap between columns.
        send_gesture(ws, [(187, 190), (187, 190)])
        assert outcome(ws) == "no-transition"
        send_gesture(ws, [(100, 190), (100, 190)])
        assert outcome(ws) == "finished"


def test_the_delegate_refuses_a_sideways_swipe_and_a_pull_down_dismisses(server):
    with connect(f"{server.ws}/", subprotocols=PREVIEW) as ws:
        select(ws, entry="lightbox", operation="dismiss")
        send_gesture(ws, [(100, 400), (140, 402), (200, 404), (260, 406), (340, 408)])
        assert outcome(ws) == "no-transition"
        send_gesture(ws, [(187, 300), (188, 340), (189, 400), (190, 480), (190, 560)])
        assert outcome(ws) == "finished"
