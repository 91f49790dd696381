"""Soak: N clients sending the page's real traffic to `transitions serve` for M minutes, the
server's memory printed every 10 s and its slope at the end.

Run it through scripts/soak.sh, which builds and starts the release server. Loopback only;
every loop is bounded by the run's end time.

The traffic mixes what the page sends (web/): viewers that select and play in a loop, people
dragging a parameter slider (a `set` per movement) and seeking, pull-down gestures released
to finish or cancel, and connections that come and go. What a leak would show: RSS growing
steadily after warm-up. The slope is a least-squares fit over the samples after the first
minute (allocator arenas and caches reach their working size in it).
"""

import argparse
import asyncio
import json
import random
import time

from websockets.asyncio.client import connect

SUBPROTOCOL = "transition-preview"
ENTRIES = [("zoom", ["present", "dismiss"]), ("flip", ["present", "dismiss"]),
           ("scale-fade", ["push", "pop"]), ("snapshot-detail", ["push", "pop"]), ("crossfade", ["push", "pop"])]
DEVICES = ["iphone-15", "iphone-se", "ipad", "iphone-x"]


def rss_kb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise SystemExit(f"the server (pid {pid}) is gone")


class Counts:
    def __init__(self):
        self.sent = 0
        self.received = 0
        self.errors = 0
        self.connections = 0


async def session(port, counts, end, body, rng):
    """One connection running `body` until the end; reads everything the server sends."""
    async with connect(f"ws://127.0.0.1:{port}/", subprotocols=[SUBPROTOCOL], max_size=None,
                       origin=f"http://127.0.0.1:{port}") as ws:
        counts.connections += 1

        async def send(message):
            counts.sent += 1
            await ws.send(json.dumps(message))

        async def read():
            async for text in ws:
                counts.received += 1
                if text.startswith('{"type":"error"'):
                    counts.errors += 1

        reader = asyncio.create_task(read())
        try:
            await send({"type": "hello", "version": 1})
            await body(send, end, rng)
        finally:
            reader.cancel()


def random_selection(rng, interactive=False):
    if interactive:
        entry, operation = rng.choice([("zoom", "dismiss"), ("flip", "dismiss")])
    else:
        entry, operations = rng.choice(ENTRIES)
        operation = rng.choice(operations)
    return {"type": "select", "entry": entry, "operation": operation, "device": rng.choice(DEVICES)}


async def viewer(send, end, rng):
    """Selects, plays in a loop, switches entry every few seconds."""
    while time.monotonic() < end:
        await send(random_selection(rng))
        await send({"type": "play", "loop": True, "rate": rng.choice([1, 0.5, 0.25])})
        await asyncio.sleep(rng.uniform(3, 8))


async def slider(send, end, rng):
    """Drags the duration slider (a `set` per pointer move, ~30 a second), seeks, drags again."""
    while time.monotonic() < end:
        await send(random_selection(rng))
        for step in range(rng.randint(30, 90)):
            await send({"type": "set", "parameters": {"duration": round(0.3 + 0.01 * (step % 60), 2)}})
            await asyncio.sleep(1 / 30)
        for step in range(20):
            await send({"type": "seek", "progress": step / 19})
            await asyncio.sleep(1 / 60)
        await asyncio.sleep(rng.uniform(0.5, 2))


async def gesturer(send, end, rng):
    """Pull-downs and swipes at 60 Hz, released to finish or dragged back to cancel, then a
    `set` that replays the recorded gesture with new parameters."""
    t = 0.0
    while time.monotonic() < end:
        selection = random_selection(rng, interactive=True)
        await send(selection)
        x, y = (187.0, 300.0) if selection["entry"] == "zoom" else (20.0, 400.0)
        await send({"type": "gesture", "phase": "began", "x": x, "y": y, "t": t})
        moves = rng.randint(10, 60)
        back = rng.random() < 0.3
        for i in range(moves):
            t += 1 / 60
            direction = -1 if back and i > moves / 2 else 1
            if selection["entry"] == "zoom":
                y += direction * rng.uniform(2, 9)
            else:
                x += direction * rng.uniform(2, 9)
            await send({"type": "gesture", "phase": "changed", "x": x, "y": y, "t": t})
            await asyncio.sleep(1 / 60)
        t += 1 / 60
        await send({"type": "gesture", "phase": "ended", "x": x, "y": y, "t": t})
        await asyncio.sleep(0.8)
        await send({"type": "set", "parameters": {"duration": rng.choice([0.3, 0.5, 0.8])}})
        await asyncio.sleep(rng.uniform(0.2, 1))
        t += 5


async def churner(send, end, rng):
    """A short visit: select, a few seeks, leave (the caller reconnects)."""
    await send(random_selection(rng))
    for step in range(rng.randint(3, 12)):
        await send({"type": "seek", "progress": rng.random(), "id": step})
        await asyncio.sleep(0.05)
    await asyncio.sleep(rng.uniform(0.2, 1.5))


KINDS = [viewer, slider, gesturer, churner]


async def client(index, port, counts, end, seed):
    rng = random.Random(seed * 1000 + index)
    body = KINDS[index % len(KINDS)]
    while time.monotonic() < end:
        try:
            await session(port, counts, end, body, rng)
        except (OSError, asyncio.TimeoutError) as error:
            counts.errors += 1
            print(f"client {index}: {error!r}")
            await asyncio.sleep(1)
        except Exception as error:  # a closed connection: count it and come back
            counts.errors += 1
            print(f"client {index}: {type(error).__name__}: {error}")
            await asyncio.sleep(1)


def slope_mb_per_minute(samples):
    """Least-squares slope of (seconds, KiB) in MB per minute."""
    n = len(samples)
    if n < 2:
        return float("nan")
    mean_t = sum(t for t, _ in samples) / n
    mean_r = sum(r for _, r in samples) / n
    num = sum((t - mean_t) * (r - mean_r) for t, r in samples)
    den = sum((t - mean_t) ** 2 for t, _ in samples)
    return num / den * 60 / 1024 if den else float("nan")


async def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--server-pid", type=int, required=True)
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--minutes", type=float, default=10)
    parser.add_argument("--interval", type=float, default=10, help="seconds between memory samples")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if not (1 <= args.clients <= 2000 and 0 < args.minutes <= 120):
        raise SystemExit("--clients 1…2000 and --minutes up to 120")

    counts = Counts()
    start = time.monotonic()
    end = start + args.minutes * 60
    baseline = rss_kb(args.server_pid)
    print(f"soak: {args.clients} clients ({', '.join(k.__name__ for k in KINDS)} in turn) for {args.minutes} min; "
          f"server RSS at start {baseline / 1024:.1f} MB")
    print(f"{'t (s)':>6} {'RSS (MB)':>9} {'sent':>9} {'received':>9} {'errors':>6} {'connections':>11}")
    tasks = [asyncio.create_task(client(i, args.port, counts, end, args.seed)) for i in range(args.clients)]
    samples = []
    next_sample = start
    while time.monotonic() < end:
        now = time.monotonic()
        if now >= next_sample:
            rss = rss_kb(args.server_pid)
            samples.append((now - start, rss))
            print(f"{now - start:6.0f} {rss / 1024:9.1f} {counts.sent:9d} {counts.received:9d} {counts.errors:6d} "
                  f"{counts.connections:11d}", flush=True)
            next_sample += args.interval
        await asyncio.sleep(min(0.5, max(0.0, next_sample - time.monotonic())))
    await asyncio.gather(*tasks, return_exceptions=True)
    await asyncio.sleep(1)
    final = rss_kb(args.server_pid)
    samples.append((time.monotonic() - start, final))
    settled = [(t, r) for t, r in samples if t >= 60] or samples
    print(f"after the clients left: RSS {final / 1024:.1f} MB (start {baseline / 1024:.1f} MB, peak "
          f"{max(r for _, r in samples) / 1024:.1f} MB)")
    print(f"slope after the first minute: {slope_mb_per_minute(settled):+.2f} MB/min over {len(settled)} samples; "
          f"{counts.sent} messages sent, {counts.received} received, {counts.errors} errors")


if __name__ == "__main__":
    asyncio.run(main())
