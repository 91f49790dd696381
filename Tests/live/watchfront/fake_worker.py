"""A stand-in `transitions-worker` for the front's live tests: it speaks the worker pipe
(docs/protocol.md, "The worker pipe") and behaves like entry code at its worst on cue.

The entry named in a `select` says what its code does: `loop` never returns, `slow` takes
0.3 s over every message, `alloc` allocates until it cannot, `trap` dies, `spin` answers and
then keeps a thread busy (work no request waits for). Any other entry answers at once; `play`
then streams one frame per tick at 60 fps, as the real session does.
"""

import json
import math
import struct
import sys
import threading
import time

FPS = 60


def read_exactly(stream, count):
    data = b""
    while len(data) < count:
        chunk = stream.read(count - len(data))
        if not chunk:
            sys.exit(0)
        data += chunk
    return data


def send(out, kind, payload):
    out.write(kind + struct.pack("<I", len(payload)) + payload)


def spin():
    while True:
        pass


def main():
    stdin, out = sys.stdin.buffer, sys.stdout.buffer
    entry, playing, seq = None, False, 0
    while True:
        kind = read_exactly(stdin, 1)
        now, length = struct.unpack("<dI", read_exactly(stdin, 12))
        payload = read_exactly(stdin, length)
        replies = []
        if kind == b"t":
            try:
                message = json.loads(payload)
            except ValueError:
                message = {}
            kind_of = message.get("type") if isinstance(message, dict) else None
            answer = {"id": message["id"]} if isinstance(message, dict) and "id" in message else {}
            if kind_of == "select":
                entry = message.get("entry")
            if entry == "loop" and kind_of == "select":
                while True:
                    pass
            if entry == "alloc" and kind_of == "select":
                hoard = []
                while True:
                    hoard.append(bytearray(16 << 20))
            if entry == "trap" and kind_of == "select":
                sys.stderr.write("Fatal error: trap entry\n")
                sys.exit(134)
            if entry == "spin" and kind_of == "select":
                threading.Thread(target=spin, daemon=True).start()
            if entry == "slow":
                time.sleep(0.3)
            if kind_of == "hello":
                replies.append(("m", {"type": "catalog", "entries": [], **answer}))
            elif kind_of == "select":
                replies.append(("m", {"type": "scene", "entry": entry, **answer}))
            elif kind_of == "play":
                playing = True
                replies.append(("m", {"type": "state", "state": "running", **answer}))
            elif kind_of == "ping":
                replies.append(("m", {"type": "pong", **answer}))
            elif kind_of == "seek":
                seq += 1
                replies.append(("f", {"type": "frame", "seq": seq, "time": now, **answer}))
        elif kind == b"k" and playing:
            seq += 1
            replies.append(("f", {"type": "frame", "seq": seq, "time": now}))
        for record, message in replies:
            send(out, record.encode(), json.dumps(message).encode())
        send(out, b"e", struct.pack("<d", now + 1 / FPS if playing else math.nan))
        out.flush()


if __name__ == "__main__":
    main()
