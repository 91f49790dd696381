"""When the server writes a reply (issue #21, item 8): a seek's frame is computed in its own
socket's write, not in the tick timer's batch with every other viewer's frames, and what that
changes keeps the protocol's order and coalescing. The server logs its service counters when it
stops ("replies at write", "batched ticks"); these tests read them."""

import base64
import json
import os
import re
import signal
import socket
import threading
import time

from websockets.sync.client import connect

from wire import frame, read_frame

PREVIEW = ["transition-preview"]
COUNTERS = re.compile(
    r"service loop: (\d+) wake-ups in [0-9.]+s; replies at write: (\d+); batched ticks: (\d+); deferred ticks: (\d+)")


def stop_and_read_counters(server):
    server.signal(signal.SIGTERM)
    assert server.process.wait(timeout=10) == 0
    match = COUNTERS.search(server.stderr_text())
    assert match, f"no service counters in the log:\n{server.stderr_text()[-2000:]}"
    wake_ups, at_write, batched, deferred = map(int, match.groups())
    return {"wake_ups": wake_ups, "at_write": at_write, "batched": batched, "deferred": deferred}


def open_preview(port):
    """A raw preview connection whose handshake is read byte by byte, so no frame is lost."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=10)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((
        f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
        "Sec-WebSocket-Protocol: transition-preview\r\n\r\n").encode())
    head = b""
    while not head.endswith(b"\r\n\r\n"):
        byte = sock.recv(1)
        assert byte, "closed during the handshake"
        head += byte
    assert head.startswith(b"HTTP/1.1 101"), head
    return sock


def text(message):
    return frame(0x1, json.dumps(message).encode())


def next_message(sock):
    opcode, payload = read_frame(sock)
    assert opcode == 0x1, f"opcode {opcode}"
    return json.loads(payload)


def wait_for(sock, kind, id_):
    """Reads messages until one of `kind` with `id_`; returns every message read."""
    seen = []
    while True:
        message = next_message(sock)
        seen.append(message)
        if message["type"] == kind and message.get("id") == id_:
            return seen


def play(url, stop, frames):
    """A viewer playing the largest scene at 60 fps: ticks in the timer's batch."""
    with connect(url, subprotocols=PREVIEW, max_size=None) as ws:
        ws.send(json.dumps({"type": "select", "entry": "zoom", "device": "ipad"}))
        ws.send(json.dumps({"type": "play", "loop": True, "fps": 60}))
        while not stop.is_set():
            try:
                if json.loads(ws.recv(timeout=0.2))["type"] == "frame":
                    frames.append(1)
            except TimeoutError:
                pass


def test_seek_replies_are_made_at_their_own_write_while_others_play(start_server):
    """Four viewers play (their frames are the timer's batch) while a fifth scrubs one seek at a
    time: every seek's frame carries its id and was made in the scrubber's own write; none was
    computed in the batch behind the players' frames."""
    server = start_server()
    stop, frames = threading.Event(), []
    players = [threading.Thread(target=play, args=(f"{server.ws}/", stop, frames)) for _ in range(4)]
    for player in players:
        player.start()
    seeks = 40
    try:
        sock = open_preview(server.port)
        sock.sendall(text({"type": "select", "entry": "flip", "device": "iphone-x", "id": 1}))
        wait_for(sock, "state", None)  # select answers scene (with the id), frame, state
        for n in range(seeks):
            id_ = 100 + n
            sock.sendall(text({"type": "seek", "progress": n / seeks, "id": id_}))
            seen = wait_for(sock, "frame", id_)
            # One seek at a time: its answer is its own frame, with no other frame before it.
            assert [m for m in seen if m["type"] == "frame"] == [seen[-1]], seen
            assert abs(seen[-1]["progress"] - n / seeks) < 1e-4
        sock.close()
    finally:
        stop.set()
        for player in players:
            player.join()
    assert len(frames) > 10, "the players streamed while the scrubber seeked"
    counters = stop_and_read_counters(server)
    # The select and every seek: each reply owed at once was deferred to its socket's write.
    assert counters["at_write"] >= seeks + 1, counters
    # The players' playback ticks went through the timer's batch (that path still works)...
    assert counters["batched"] >= len(frames) // 2, counters
    # ...and the write ran each deferred reply (plus ticks deferred behind a waiting frame).
    assert counters["deferred"] >= seeks + 1, counters


def test_a_burst_of_seeks_costs_one_frame_after_the_pong(start_server):
    """Five seeks and a ping in one TCP write, read by the server in one go: one frame, with the
    newest seek's id, written after the pong (the pong was queued when the ping was read; the
    frame is made at the write). A frame per seek, or a frame computed when its seek was read,
    fails this."""
    server = start_server()
    sock = open_preview(server.port)
    sock.sendall(text({"type": "select", "entry": "flip", "device": "iphone-x", "id": 1}))
    wait_for(sock, "state", None)  # select answers scene (with the id), frame, state
    burst = b"".join(text({"type": "seek", "progress": 0.1 * n, "id": 10 + n}) for n in range(1, 6))
    sock.sendall(burst + text({"type": "ping", "id": 99}))
    seen = wait_for(sock, "frame", 15)
    sock.settimeout(0.5)
    try:
        while True:
            seen.append(next_message(sock))
    except (TimeoutError, socket.timeout):
        pass
    sock.close()
    kinds = [(m["type"], m.get("id")) for m in seen if m["type"] in ("frame", "pong")]
    assert kinds == [("pong", 99), ("frame", 15)], seen
    assert abs([m for m in seen if m["type"] == "frame"][0]["progress"] - 0.5) < 1e-4
    counters = stop_and_read_counters(server)
    # The select and the burst: two replies at write, however many seeks the burst held.
    assert counters["at_write"] == 2, counters


def test_echo_is_not_deferred(server):
    """The echo endpoint (Autobahn's) answers each message as it did: in order, one reply per
    message, whatever the preview connections do."""
    with connect(f"{server.ws}/echo", max_size=None) as ws:
        for n in range(20):
            ws.send(f"m{n}" * (n + 1))
        assert [ws.recv(timeout=5) for _ in range(20)] == [f"m{n}" * (n + 1) for n in range(20)]
