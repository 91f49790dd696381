"""The preview protocol over a real socket: the built server, the third-party `websockets`
client, and `transitions render --json` as the reference for what a frame must contain."""

import asyncio
import json
import socket
import subprocess
import time

import pytest
from websockets.asyncio.client import connect as async_connect
from websockets.sync.client import connect

from conftest import BINARY

PREVIEW = ["transition-preview"]


def ask(ws, message, want=None, timeout=10):
    """Sends a message and returns the replies up to (and including) one of type `want`."""
    ws.send(json.dumps(message))
    replies = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        reply = json.loads(ws.recv(timeout=timeout))
        replies.append(reply)
        if want is None or reply["type"] == want:
            return replies
    raise AssertionError(f"no {want} in {replies}")


def select(ws, **fields):
    """Selects and returns the scene, first frame and state, by type; `order` lists the types
    as they arrived (docs/protocol.md: scene, frame, state)."""
    ws.send(json.dumps({"type": "select", **fields}))
    seen = {"order": []}
    while not {"scene", "state", "frame"} <= seen.keys():
        message = json.loads(ws.recv(timeout=10))
        assert message["type"] != "error", message
        seen[message["type"]] = message
        seen["order"].append(message["type"])
    return seen


def test_hello_select_seek_ping(server):
    with connect(f"{server.ws}/", subprotocols=PREVIEW) as ws:
        catalog = ask(ws, {"type": "hello", "version": 1, "id": 1})[-1]
        assert catalog["type"] == "catalog" and catalog["id"] == 1
        assert {"zoom", "scale-fade", "snapshot-detail", "flip"} <= {e["id"] for e in catalog["entries"]}
        replies = select(ws, entry="flip", operation="present", id="s")
        assert replies["order"] == ["scene", "frame", "state"]
        assert replies["scene"]["id"] == "s" and replies["scene"]["endTime"] == 0.6
        assert replies["frame"]["time"] == 0 and replies["state"]["state"] == "paused"
        frame = ask(ws, {"type": "seek", "progress": 0.25, "id": 9}, want="frame")[-1]
        assert frame["id"] == 9 and frame["time"] == 0.15
        assert ask(ws, {"type": "ping", "id": "p"})[-1] == {"type": "pong", "id": "p"}


IDENTITY = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
# What the wire leaves out of a layer means its default (docs/protocol.md, "frame").
WIRE_DEFAULTS = {"transform": IDENTITY, "cornerRadius": 0, "borderWidth": 0, "clip": [], "masksToBounds": False,
                 "content": False}


@pytest.mark.parametrize("entry,operation,device,parameters,transforms", [
    ("zoom", "dismiss", "iphone-15", {"dismissDuration": 0.5}, True),  # the sample pull scales the photo
    ("zoom", "present", "iphone-15", {"duration": 0.8}, False),  # frames and alpha only
    ("flip", "present", "iphone-x", {}, True),  # rotations in perspective
])
def test_seek_frame_matches_transitions_render(server, entry, operation, device, parameters, transforms):
    command = [str(BINARY), "render", entry, "--operation", operation, "--device", device, "--progress", "0.4", "--json"]
    for key, value in parameters.items():
        command += ["--param", f"{key}={value}"]
    render = json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)
    with connect(f"{server.ws}/", subprotocols=PREVIEW) as ws:
        select(ws, entry=entry, operation=operation, device=device, parameters=parameters)
        frame = ask(ws, {"type": "seek", "progress": 0.4, "id": "f"}, want="frame")[-1]
    assert frame["time"] == render["time"] and frame["progress"] == render["progress"]
    assert [layer["id"] for layer in frame["layers"]] == [layer["id"] for layer in render["layers"]]
    transformed = 0
    for wire, reference in zip(frame["layers"], render["layers"]):
        for key in ("quad", "opacity", "size"):
            assert wire[key] == reference[key], (wire["id"], key)
        for key, default in WIRE_DEFAULTS.items():
            assert wire.get(key, default) == reference[key], (wire["id"], key)
        assert wire.get("background", reference["background"]) == reference["background"]
        if "background" not in wire:
            assert reference["background"][3] == 0, wire["id"]
        transformed += "transform" in wire
    assert (transformed > 0) == transforms, transformed


def test_bad_input_gets_errors_and_the_connection_keeps_answering(server):
    with connect(f"{server.ws}/", subprotocols=PREVIEW, max_size=None) as ws:
        for text, code in [("{", "bad-json"), ('{"type":"warp"}', "unknown-type"),
                           ('{"type":"seek","progress":0.5}', "no-selection"),
                           ('{"type":"ping",}', "bad-json"), ('{"type":"ping","id":[1,2,]}', "bad-json"),
                           ('{"type":"seek","progress":NaN}', "bad-json"),
                           ('{"type":"select","entry":"zoom","parameters":{"duration":1e400}}', "not-finite"),
                           (None, None),
                           ('{"type":"seek","progress":7,"id":1}', "out-of-range"),
                           ('{"type":"gesture","phase":"began","x":0,"y":0,"t":0}', "not-interactive")]:
            if text is None:
                select(ws, entry="scale-fade")
                continue
            ws.send(text)
            reply = json.loads(ws.recv(timeout=5))
            assert (reply["type"], reply["code"]) == ("error", code), text
        ws.send(b"\x00\x01")
        assert json.loads(ws.recv(timeout=5))["code"] == "binary-not-supported"
        ws.send("x" * (64 * 1024 + 10))
        error = json.loads(ws.recv(timeout=5))
        assert error["code"] == "too-large" and "65536" in error["message"]
        assert ask(ws, {"type": "ping", "id": 2})[-1] == {"type": "pong", "id": 2}


def test_numeric_ids_come_back_in_the_text_the_client_wrote(server):
    with connect(f"{server.ws}/", subprotocols=PREVIEW) as ws:
        for text in ["1.0", "1e2", "-0", "7"]:
            ws.send(f'{{"type":"ping","id":{text}}}')
            assert ws.recv(timeout=5) == f'{{"type":"pong","id":{text}}}'
        ws.send('{"type":"seek","progress":1e309,"id":2.50e1}')
        error = ws.recv(timeout=5)
        assert error.startswith('{"type":"error","id":2.50e1,"code":"not-finite"'), error


def test_live_pull_down_finishes_and_streams_the_release(server):
    with connect(f"{server.ws}/", subprotocols=PREVIEW) as ws:
        select(ws, entry="zoom", operation="dismiss")
        samples = [("began", 187, 400, 0.0)] + [("changed", 187, 400 + 15 * i, i / 60) for i in range(1, 12)]
        samples.append(("ended", 187, 575, 12 / 60))
        for phase, x, y, t in samples:
            ws.send(json.dumps({"type": "gesture", "phase": phase, "x": x, "y": y, "t": t}))
        state = None
        frames = 0
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            message = json.loads(ws.recv(timeout=5))
            frames += message["type"] == "frame"
            if message["type"] == "state" and message["state"] in ("finished", "cancelled"):
                state = message
                break
        assert state is not None and state["state"] == "finished" and not state["transitionWasCancelled"]
        assert frames >= 12


def test_thirty_two_clients_each_get_their_own_session(server):
    async def client(number):
        async with async_connect(f"{server.ws}/", subprotocols=PREVIEW) as ws:
            entry = ["zoom", "flip", "scale-fade", "snapshot-detail"][number % 4]
            await ws.send(json.dumps({"type": "select", "entry": entry}))
            seen = set()
            while not {"scene", "state", "frame"} <= seen:
                seen.add(json.loads(await ws.recv())["type"])
            for index in range(10):
                await ws.send(json.dumps({"type": "seek", "progress": index / 10, "id": index}))
                reply = json.loads(await ws.recv())
                assert reply["type"] == "frame" and reply["id"] == index
            scene = None
            await ws.send(json.dumps({"type": "set", "parameters": {"duration": 0.7}, "id": "set"}))
            while scene is None:
                message = json.loads(await ws.recv())
                if message["type"] == "scene":
                    scene = message
            assert scene["entry"] == entry and scene["parameters"]["duration"] == 0.7
            return number

    async def main():
        return await asyncio.gather(*(client(n) for n in range(32)))

    assert sorted(asyncio.run(main())) == list(range(32))


def test_a_viewer_that_stops_reading_playback_does_not_grow_memory(start_server):
    running = start_server()
    sock = socket.create_connection(("127.0.0.1", running.port))
    key = "dGhlIHNhbXBsZSBub25jZQ=="
    sock.sendall((f"GET / HTTP/1.1\r\nHost: {running.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                  f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
                  "Sec-WebSocket-Protocol: transition-preview\r\n\r\n").encode())
    assert b"101" in sock.recv(4096).split(b"\r\n")[0]

    def send(text):
        payload = text.encode()
        mask = b"\x01\x02\x03\x04"
        header = bytes([0x81, 0x80 | len(payload)]) if len(payload) < 126 else \
            bytes([0x81, 0x80 | 126]) + len(payload).to_bytes(2, "big")
        sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    send('{"type":"select","entry":"zoom","operation":"present","device":"ipad"}')
    send('{"type":"play","loop":true,"fps":240,"rate":0.1}')
    baseline = running.rss_kib()
    time.sleep(3)  # 240 frames a second nobody reads
    grown = running.rss_kib() - baseline
    assert grown < 8 * 1024, f"RSS grew by {grown} KiB for a client that stopped reading"
    sock.close()
