"""A working day against the real server: memory stays flat under the page's ordinary traffic,
and one viewer's long gesture cannot freeze another viewer."""

import asyncio
import json
import threading
import time

from websockets.asyncio.client import connect as async_connect
from websockets.sync.client import connect

PREVIEW = ["transition-preview"]


def gesture(t0, samples=6):
    """A pull-down on the zoom's photo: began, a few moves, ended."""
    yield {"type": "gesture", "phase": "began", "x": 187, "y": 300, "t": t0}
    for i in range(1, samples):
        yield {"type": "gesture", "phase": "changed", "x": 187 + i, "y": 300 + 25 * i, "t": t0 + 0.016 * i}
    yield {"type": "gesture", "phase": "ended", "x": 187 + samples, "y": 300 + 25 * samples, "t": t0 + 0.016 * samples}


async def ordinary_use(url, rounds):
    """What the page sends: selections, a slider dragged (`set` per movement), a pull-down."""
    async with async_connect(url, subprotocols=PREVIEW, max_size=None) as ws:
        reader = asyncio.create_task(drain(ws))
        for n in range(rounds):
            batch = [{"type": "select", "entry": ["zoom", "flip", "snapshot-detail", "scale-fade"][n % 4]},
                     {"type": "set", "parameters": {"duration": 0.4 + 0.01 * (n % 10)}},
                     {"type": "set", "parameters": {"duration": 0.5}},
                     {"type": "select", "entry": "zoom", "operation": "dismiss"},
                     *gesture(n),
                     {"type": "set", "parameters": {"duration": 0.45}},
                     {"type": "ping", "id": n}]
            for message in batch:
                await ws.send(json.dumps(message))
            await reader_until_pong(reader, ws, n)
        reader.cancel()


async def drain(ws):
    pongs = set()
    async for text in ws:
        message = json.loads(text)
        if message["type"] == "pong":
            pongs.add(message["id"])
        ws.pongs = pongs


async def reader_until_pong(reader, ws, n):
    deadline = time.monotonic() + 30
    while n not in getattr(ws, "pongs", set()):
        assert time.monotonic() < deadline, "no pong within 30 s"
        assert not reader.done(), reader.exception()
        await asyncio.sleep(0.002)


def run_clients(server, clients, rounds):
    async def main():
        await asyncio.gather(*(ordinary_use(f"{server.ws}/", rounds) for _ in range(clients)))
    asyncio.run(main())


def test_memory_returns_to_its_baseline_after_six_hundred_runs(start_server):
    running = start_server()
    # Warm up: allocator arenas, caches and lws buffers reach their working size (10 rounds
    # each leave 100–200 KiB of growth after them, against 24 KiB after 40: both far below the
    # bound, and the soak is test-run time).
    run_clients(running, clients=4, rounds=10)
    time.sleep(0.5)
    baseline = running.rss_kib()
    # 4 connections × 25 rounds × 6 runs each (2 selects, 3 sets, 1 gesture began) = 600 runs;
    # before the leak was fixed each kept ~40 KB, ~24 MB in all: five times the bound, as the
    # longer soak this replaces (1,200 runs against 10 MiB) had it.
    run_clients(running, clients=4, rounds=25)
    time.sleep(0.5)
    grown = running.rss_kib() - baseline
    assert grown < 5 * 1024, f"RSS grew by {grown} KiB over 600 runs on closed connections"


def test_a_long_gesture_replayed_by_set_does_not_freeze_another_viewer(start_server):
    """The bound: a `set` replays at most 10,000 samples on the service thread — each one
    hit-tested and delivered to the app's own recognizer, whose action runs the app's
    interaction code — which takes ~0.2 s in the debug build tests run on an idle machine
    (docs/performance.md). Another viewer's ping waits at most about two replays: a pong
    queued as one replay ends is written after the dragger's next `set` if the loop services
    the dragger's socket first (the order lws walks its descriptors). So never longer than
    twice the slowest `set` round trip plus the pinger's quiet latency and 0.25 s, and never
    1.5 s (0.85 s was seen with a browser suite running beside the test; 0.63 s, two replays
    of 0.32 s, on a fresh CI machine). A 200,000-sample gesture (the bug: seconds frozen per
    `set` with today's per-sample work) cannot be recorded at all."""
    running = start_server()
    with connect(f"{running.ws}/", subprotocols=PREVIEW, max_size=None) as dragger:
        dragger.send(json.dumps({"type": "select", "entry": "zoom", "operation": "dismiss"}))
        samples = list(gesture(0, samples=9_999))  # began + 9,998 changed + ended = 10,000
        over = {"type": "gesture", "phase": "changed", "x": 190, "y": 500, "t": 500, "id": "over"}
        for message in samples[:-1]:
            dragger.send(json.dumps(message))
        dragger.send(json.dumps(over))
        dragger.send(json.dumps(samples[-1]))
        dragger.send(json.dumps({"type": "ping", "id": "sent"}))
        error = None
        while True:
            message = json.loads(dragger.recv(timeout=60))
            if message["type"] == "error":
                assert message.get("id") == "over" and message["code"] == "gesture-too-long", message
                error = message
            if message["type"] == "pong":
                break
        assert error is not None, "the 10,001st sample was accepted"
        while json.loads(dragger.recv(timeout=30)).get("state") not in ("finished", "cancelled"):
            pass

        delays = []
        stop = threading.Event()

        def ping():
            with connect(f"{running.ws}/", subprotocols=PREVIEW) as other:
                n = 0
                while not stop.is_set():
                    sent = time.monotonic()
                    other.send(json.dumps({"type": "ping", "id": n}))
                    while json.loads(other.recv(timeout=10)).get("id") != n:
                        pass
                    delays.append(time.monotonic() - sent)
                    n += 1
                    time.sleep(0.002)

        pinger = threading.Thread(target=ping)
        pinger.start()
        time.sleep(0.3)
        # The pinger's own latency with nothing replaying: on a loaded machine a starved
        # client thread, not the server, is what waits.
        quiet = list(delays)
        replays = []
        for n in range(3):
            sent = time.monotonic()
            dragger.send(json.dumps({"type": "set", "parameters": {"duration": 0.5 + n / 10}, "id": f"set{n}"}))
            while json.loads(dragger.recv(timeout=30)).get("id") != f"set{n}":
                pass
            replays.append(time.monotonic() - sent)
        time.sleep(0.2)
        stop.set()
        pinger.join()
    baseline = max(quiet, default=0)
    print(f"pings: {len(delays)}, max delay {max(delays) * 1000:.1f} ms (quiet {baseline * 1000:.1f} ms); "
          f"set round trips {[round(r * 1000) for r in replays]} ms")
    assert len(delays) > 20 and quiet
    assert max(delays) < 2 * max(replays) + baseline + 0.25, \
        f"another viewer's ping waited {max(delays):.3f} s, longer than two whole replays ({max(replays):.3f} s) and the quiet latency ({baseline:.3f} s)"
    # And a replay stays a fraction of a second's work: ~0.2 s idle, 0.32 s on a fresh CI
    # machine, ~1 s with two browser suites and three compiles beside it. A fixed bound on the
    # ping itself (4 s) failed on a slow host (4.5 s, the replays there not recorded); what the bug did
    # (a viewer frozen for a whole gesture of seconds) shows here as a replay of seconds,
    # 25 times the idle figure.
    assert max(replays) < 5, f"a `set` replaying a 10,000-sample gesture took {max(replays):.3f} s"


def test_the_service_loop_sleeps_between_frames(start_server):
    """Ten viewers playing at 60 fps for two seconds: the loop wakes about twice a display
    refresh (the tick timer, then the sockets becoming writable), however many viewers there
    are. The loop that spun before waiting for each viewer's timer woke thousands of times a
    second; the server logs its wake-ups when it stops."""
    import re
    import signal

    server = start_server()
    viewers, seconds = 10, 2.0
    frames = []

    def viewer():
        with connect(f"{server.ws}/", subprotocols=PREVIEW, max_size=None) as ws:
            ws.send(json.dumps({"type": "select", "entry": "zoom", "device": "ipad"}))
            ws.send(json.dumps({"type": "play", "loop": True, "fps": 60}))
            # The window opens at the first frame: the selection's run (the catalog's worker
            # starting on a loaded machine) is not what this test measures.
            while json.loads(ws.recv(timeout=30))["type"] != "frame":
                pass
            count, end = 1, time.monotonic() + seconds
            while time.monotonic() < end:
                try:
                    if json.loads(ws.recv(timeout=0.5))["type"] == "frame":
                        count += 1
                except TimeoutError:
                    pass
            frames.append(count)

    threads = [threading.Thread(target=viewer) for _ in range(viewers)]
    started = time.monotonic()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    server.signal(signal.SIGTERM)
    assert server.process.wait(timeout=10) == 0
    elapsed = time.monotonic() - started
    wake_ups = int(re.search(r"service loop: (\d+) wake-ups", server.stderr_text()).group(1))
    # Every viewer streams; how fast depends on the machine (26–30 of 120 frames each were seen
    # with two browser suites and compiles beside the test; 4–6 in CI once when the window
    # still held the selection's run), so the bound is on the loop's wake-ups, below, not on
    # throughput.
    assert min(frames) >= 3, f"every viewer streams (frames: {frames})"
    refreshes = 60 * elapsed
    # About 2 wake-ups a refresh, plus connection set-up; 10 per refresh would still be far
    # below a spinning loop (hundreds per refresh with ten viewers).
    assert wake_ups < 10 * refreshes, f"{wake_ups} wake-ups for {refreshes:.0f} refreshes"
