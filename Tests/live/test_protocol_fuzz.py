"""A bounded, seeded fuzz run of the preview protocol (issue #21: 405,859 fuzzed messages found
no crash; this keeps a few seconds of it in every test run).

Messages are valid ones with fields dropped, retyped or set to extreme values, unknown types,
broken JSON and binary frames, from a fixed seed (FUZZ_SEED overrides it, to explore). The
server must answer every one without closing the connection, with JSON whose `error` codes are
all documented, and still answer a ping at the end.
"""

import json
import os
import random
import re
import time
from pathlib import Path

from websockets.sync.client import connect

PREVIEW = ["transition-preview"]
SEED = int(os.environ.get("FUZZ_SEED", "21"))
SECONDS = 3
MAX_MESSAGES = 4000
REPO = Path(__file__).resolve().parents[2]


def documented_codes():
    text = (REPO / "docs/protocol.md").read_text()
    return set(re.findall(r"(?m)^\| `([a-z][a-z-]*)` \|", text[text.index("### `error`"):]))


def values(rng):
    return rng.choice([
        0, -1, 1, 0.5, 7, -0.0, 1e308, -1e308, 2 ** 53, 2 ** 64, 1e-320, "", "x", "zoom", "🙂" * 3,
        None, True, False, [], [1, 2], {}, {"a": {"b": [None]}}, "a" * rng.randint(0, 3000),
    ])


def valid(rng, entries):
    x, y, t = rng.uniform(-50, 900), rng.uniform(-50, 900), rng.uniform(0, 50)
    return rng.choice([
        {"type": "hello", "version": 1},
        {"type": "select", "entry": rng.choice(entries), "operation": rng.choice(["present", "dismiss", "push", "pop"]),
         "device": rng.choice(["iphone-x", "ipad", "nope"]), "parameters": {"duration": rng.uniform(0, 4)}},
        {"type": "seek", "progress": rng.uniform(-0.5, 1.5)},
        {"type": "seek", "time": rng.uniform(-1, 5)},
        {"type": "play", "rate": rng.uniform(0, 12), "loop": rng.random() < 0.5, "fps": rng.randint(0, 300)},
        {"type": "pause"},
        {"type": "gesture", "phase": rng.choice(["began", "changed", "ended", "cancelled", "x"]), "x": x, "y": y, "t": t},
        {"type": "tap", "x": x, "y": y},
        {"type": "set", "parameters": {rng.choice(["duration", "damping", "perspective", "zzz"]): values(rng)}},
        {"type": "ping"},
    ])


def mutate(rng, message):
    message = dict(message)
    roll = rng.random()
    if roll < 0.25 and len(message) > 1:
        message.pop(rng.choice([k for k in message if k != "type"]))
    elif roll < 0.55:
        message[rng.choice(list(message) + ["id", "extra"])] = values(rng)
    elif roll < 0.65:
        message["type"] = rng.choice(["", "SEEK", "frame", "catalog", "pong", 3, None])
    if rng.random() < 0.3:
        message["id"] = values(rng)
    return message


def fuzzed(rng, entries):
    roll = rng.random()
    if roll < 0.05:
        return rng.randbytes(rng.randint(0, 64))  # a binary frame
    if roll < 0.12:
        text = json.dumps(valid(rng, entries))
        return text[: rng.randint(0, len(text))]  # cut short
    if roll < 0.16:
        return rng.choice(["NaN", "[1,]", '{"type":"seek","progress":Infinity}', "{}", "null", '{"type":"ping",}',
                           '{"type":"seek","progress":1e309}', "\u0000", " " * 100])
    message = valid(rng, entries)
    return json.dumps(mutate(rng, message) if roll < 0.8 else message)


def test_a_seeded_fuzz_run_is_answered_without_a_crash_or_an_undocumented_error(server):
    rng = random.Random(SEED)
    codes = documented_codes()
    with connect(server.ws + "/", subprotocols=PREVIEW, open_timeout=5, max_size=None) as ws:
        ws.send(json.dumps({"type": "hello", "version": 1, "id": "h"}))
        catalog = next(m for m in (json.loads(ws.recv(timeout=10)) for _ in range(5)) if m["type"] == "catalog")
        entries = [entry["id"] for entry in catalog["entries"]] + ["missing"]
        sent = received = errors = 0
        seen_codes = set()
        deadline = time.monotonic() + SECONDS
        while time.monotonic() < deadline and sent < MAX_MESSAGES:
            ws.send(fuzzed(rng, entries))
            sent += 1
            if sent % 50 == 0:
                # A ping every 50 messages: everything before it has been answered when its pong
                # arrives, so the client never floods the server's bounded queue.
                ws.send(json.dumps({"type": "ping", "id": f"sync-{sent}"}))
                while True:
                    message = json.loads(ws.recv(timeout=10))
                    received += 1
                    assert isinstance(message, dict) and isinstance(message.get("type"), str), message
                    if message["type"] == "error":
                        errors += 1
                        seen_codes.add(message["code"])
                        assert message["code"] in codes, message
                    if message.get("id") == f"sync-{sent}" and message["type"] == "pong":
                        break
        ws.send(json.dumps({"type": "ping", "id": "end"}))
        while json.loads(ws.recv(timeout=10)).get("id") != "end":
            pass
    assert sent >= 200, f"only {sent} messages in {SECONDS} s"
    assert errors > sent // 10, "the fuzzer should provoke errors"
    assert server.process.poll() is None
    print(f"\nseed {SEED}: {sent} messages, {received} answers, {errors} errors, codes: {sorted(seen_codes)}")
