"""The card entry through the preview protocol on a real socket: a `tap` at the playhead while
the card opens reaches the story's own tap recognizer and sends the story back into the card;
a tap once the transition has ended, or on the pull-down (which starts from touches), is an
error and the connection stays usable."""

import json

from websockets.sync.client import connect

from test_preview_protocol import PREVIEW, select


def read_until(ws, predicate, timeout=10):
    while True:
        message = json.loads(ws.recv(timeout=timeout))
        if predicate(message):
            return message


def test_a_tap_while_the_card_opens_sends_the_story_back(server):
    with connect(f"{server.ws}/", subprotocols=PREVIEW) as ws:
        assert select(ws, entry="card", operation="present")["scene"]["state"] == "completed"
        ws.send(json.dumps({"type": "seek", "time": 0.2}))
        read_until(ws, lambda m: m["type"] == "frame")
        ws.send(json.dumps({"type": "tap", "x": 187, "y": 400, "id": "tap"}))
        scene = read_until(ws, lambda m: m.get("id") == "tap")
        assert scene["type"] == "scene" and scene["state"] == "cancelled"
        labels = [m["label"] for m in scene["markers"]]
        assert "animator paused" in labels and "released: cancel" in labels
        frame = read_until(ws, lambda m: m["type"] == "frame")
        assert abs(frame["time"] - 0.2) < 1e-6, "the playhead stays where the tap was"
        ws.send(json.dumps({"type": "seek", "progress": 1, "id": "end"}))
        end = read_until(ws, lambda m: m.get("id") == "end")
        roles = {l["id"]: l["role"] for l in scene["layers"]}
        assert "story" not in [roles.get(l["id"]) for l in end["layers"]], "the story went back into the card"


def test_taps_that_cannot_reach_the_app_are_errors(server):
    with connect(f"{server.ws}/", subprotocols=PREVIEW) as ws:
        select(ws, entry="card", operation="present")
        ws.send(json.dumps({"type": "seek", "progress": 1}))
        ws.send(json.dumps({"type": "tap", "x": 187, "y": 400, "id": "late"}))
        assert read_until(ws, lambda m: m.get("id") == "late")["code"] == "tap-after-end"
        select(ws, entry="card", operation="dismiss")
        ws.send(json.dumps({"type": "tap", "x": 187, "y": 400, "id": "pull"}))
        assert read_until(ws, lambda m: m.get("id") == "pull")["code"] == "interactive"
        ws.send(json.dumps({"type": "ping", "id": "still"}))
        assert read_until(ws, lambda m: m.get("id") == "still")["type"] == "pong"
