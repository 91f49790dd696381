"""Load generator for `transitions serve`: seek/ping round trips and 60 fps streaming capacity.

Run it through scripts/bench-server.sh, which builds the release server, starts it on a free
port and passes --port and --server-pid; see docs/performance.md for what the figures mean.

Why it is built this way:
- Round trips are timed with time.perf_counter_ns (CLOCK_MONOTONIC on Linux, the same clock
  in every process), from just before `send` to the moment the answer reaches our coroutine.
- The clients are spread over several processes (multiprocessing), each running one asyncio
  loop with its share of the connections, so a single Python interpreter is not the
  bottleneck. Each process reports the CPU it used so a reader can judge whether it was.
- Frames are 3-7 KB of JSON; decoding them would cost the client more than the server spends
  making them. The server writes `type`, then `id`, then `seq` first, so we read only the head.
- The machine has few cores shared by the server, the clients and whatever else runs: the
  output shows the machine's total CPU use and load average next to the server's own figures.
"""

import argparse
import asyncio
import collections
import json
import math
import multiprocessing as mp
import os
import random
import re
import resource
import sys
import time

from websockets.asyncio.client import connect

SUBPROTOCOL = "transition-preview"
# What the seek clients preview, round-robin: every animated entry, the largest scene (the
# Photos zoom, 64 layers) on the iPad.
SEEK_MIX = [("zoom", "ipad"), ("flip", "iphone-x"), ("scale-fade", "iphone-x"), ("snapshot-detail", "iphone-x")]
STREAM_SCENE = ("zoom", "ipad")
STREAM_FPS = 60
STREAM_MIN_FPS = 57  # "still streaming at 60 fps": at most 5 % of frames missing
HEAD = re.compile(r'^\{"type":"(\w+)"(?:,"id":(\d+|"[^"]*"))?(?:,"seq":(\d+))?')
CLK_TCK = os.sysconf("SC_CLK_TCK")


# ---------------------------------------------------------------- server and machine figures

def require_server(pid):
    """The server runs beside other people's work; say clearly if it disappeared mid-run."""
    if not os.path.exists(f"/proc/{pid}/stat"):
        raise SystemExit(f"the server (pid {pid}) is gone: it crashed or something killed it; "
                         "see artifacts/bench-server.log")


def proc_cpu_seconds(pid):
    """utime + stime of a process, in seconds (fields 14 and 15 of /proc/PID/stat)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / CLK_TCK


def wait_until_idle(pid, limit=60):
    """Waits until the server has worked off the previous phase (an overloaded server keeps
    computing the seeks still in its sockets after the clients have gone)."""
    deadline = time.perf_counter() + limit
    while time.perf_counter() < deadline:
        cpu = proc_cpu_seconds(pid)
        time.sleep(0.5)
        if proc_cpu_seconds(pid) - cpu < 0.02:
            return
    print(f"  (the server was still busy after {limit} s)", flush=True)


def proc_memory_kb(pid):
    """VmRSS and VmHWM (the peak since the process started) in KiB."""
    values = {}
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            key, _, rest = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                values[key] = int(rest.split()[0])
    return values


def machine_cpu_ticks():
    """(busy, total) jiffies over all cores, from /proc/stat: the machine's load, all users."""
    with open("/proc/stat") as f:
        values = [int(v) for v in f.readline().split()[1:]]
    idle = values[3] + values[4]
    return sum(values) - idle, sum(values)


def loadavg():
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def machine_description():
    model = "?"
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    return {"cpu": model, "cores": os.cpu_count(), "kernel": os.uname().release,
            "python": sys.version.split()[0]}


class Window:
    """Server CPU, machine CPU and server memory over one measurement window."""

    def __init__(self, pid):
        self.pid = pid

    def begin(self):
        self.t0 = time.perf_counter()
        self.cpu0 = proc_cpu_seconds(self.pid)
        self.machine0 = machine_cpu_ticks()
        self.load0 = loadavg()
        self.max_rss = 0

    def sample(self):
        require_server(self.pid)
        self.max_rss = max(self.max_rss, proc_memory_kb(self.pid)["VmRSS"])

    def end(self):
        elapsed = time.perf_counter() - self.t0
        busy, total = (b - a for a, b in zip(self.machine0, machine_cpu_ticks()))
        memory = proc_memory_kb(self.pid)
        self.sample()
        return {
            "server_cpu_percent": 100 * (proc_cpu_seconds(self.pid) - self.cpu0) / elapsed,
            "machine_cpu_percent_of_all_cores": 100 * busy / max(total, 1),
            "machine_cpu_percent_of_one_core": 100 * busy / max(total, 1) * (os.cpu_count() or 1),
            "server_rss_mb_max": self.max_rss / 1024, "server_rss_mb_end": memory["VmRSS"] / 1024,
            "server_hwm_mb": memory["VmHWM"] / 1024,
            "loadavg_before": self.load0, "loadavg_after": loadavg(),
        }


# ---------------------------------------------------------------- client side (worker processes)

async def open_client(port, entry, device):
    """Connects and selects; returns once the answer (scene, frame, state) has arrived."""
    ws = await connect(f"ws://127.0.0.1:{port}/", subprotocols=[SUBPROTOCOL], compression=None,
                       ping_interval=None, max_size=2**22, open_timeout=30)
    await ws.send(json.dumps({"type": "select", "entry": entry, "device": device, "id": "select"}))
    for _ in range(3):
        await ws.recv()
    return ws


async def sleep_until(t):
    delay = t - time.perf_counter()
    if delay > 0:
        await asyncio.sleep(delay)


class SeekClient:
    """One connection: seeks at `seek_hz`, pings at `ping_hz`, each on its own random phase.

    Seek ids are increasing integers. Frames are latest-wins: a frame answers the seek whose
    id it carries and every older seek still waiting (they were coalesced into it). The older
    seeks' round trips are measured to that newer frame: it is when the viewer first sees the
    result of that seek or of a later one. A seek never answered by the end is `unanswered`.
    """

    def __init__(self, ws, plan, index):
        self.ws, self.plan, self.index = ws, plan, index
        self.waiting_seeks = collections.deque()  # (id, sent_ns), oldest first
        self.waiting_pings = {}  # id -> sent_ns
        self.seek_rtts, self.ping_rtts = [], []
        self.sent = {"seek": 0, "ping": 0}
        self.frames = self.pongs = self.coalesced = self.server_dropped = self.errors = 0
        self.last_seq = None

    def in_window(self, ns):
        return self.plan["measure_from_ns"] <= ns < self.plan["measure_until_ns"]

    async def send_loop(self, kind, hz):
        if hz <= 0:
            return
        period = 1 / hz
        t = self.plan["start"] + random.random() * period
        n = 0
        while t < self.plan["stop"]:
            await sleep_until(t)
            n += 1
            if kind == "seek":  # a slow scrub: 0.85 of the run per second, from a different start per client
                text = '{"type":"seek","progress":%.4f,"id":%d}' % ((n * 0.0071 + self.index * 0.13) % 1, n)
                self.waiting_seeks.append((n, time.perf_counter_ns()))
            else:
                text = '{"type":"ping","id":"p%d"}' % n
                self.waiting_pings["p%d" % n] = time.perf_counter_ns()
            await self.ws.send(text)
            if self.in_window(time.perf_counter_ns()):
                self.sent[kind] += 1
            # A late loop skips the ticks it missed instead of sending them in a burst: the
            # achieved rate in the report shows it.
            t = max(t + period, time.perf_counter())

    async def read_loop(self):
        async for message in self.ws:
            now = time.perf_counter_ns()
            head = HEAD.match(message)
            kind = head.group(1) if head else None
            if kind == "frame":
                seq = int(head.group(3))
                if self.last_seq is not None and seq > self.last_seq + 1 and self.in_window(now):
                    self.server_dropped += seq - self.last_seq - 1
                self.last_seq = seq
                if self.in_window(now):
                    self.frames += 1
                if head.group(2):
                    answered = int(head.group(2))
                    while self.waiting_seeks and self.waiting_seeks[0][0] <= answered:
                        sid, sent = self.waiting_seeks.popleft()
                        if self.in_window(sent):
                            self.seek_rtts.append(now - sent)
                            self.coalesced += sid != answered
            elif kind == "pong":
                sent = self.waiting_pings.pop(json.loads(message)["id"], None)
                if sent is not None and self.in_window(sent):
                    self.ping_rtts.append(now - sent)
                    self.pongs += 1
            elif kind == "error":
                self.errors += 1
            if time.perf_counter() > self.plan["stop"] and not self.waiting_seeks and not self.waiting_pings:
                return

    async def run(self):
        reader = asyncio.create_task(self.read_loop())
        await asyncio.gather(self.send_loop("seek", self.plan["seek_hz"]), self.send_loop("ping", self.plan["ping_hz"]))
        try:  # give the last answers a moment, then stop waiting
            await asyncio.wait_for(reader, timeout=self.plan["drain"])
        except asyncio.TimeoutError:
            pass
        await self.ws.close()

    def result(self):
        return {"seek_rtts": self.seek_rtts, "ping_rtts": self.ping_rtts, "sent": self.sent,
                "frames": self.frames, "pongs": self.pongs, "coalesced": self.coalesced,
                "unanswered": sum(1 for _, sent in self.waiting_seeks if self.in_window(sent)),
                "pings_unanswered": sum(1 for sent in self.waiting_pings.values() if self.in_window(sent)),
                "server_dropped": self.server_dropped, "errors": self.errors}


class StreamClient:
    """One connection that plays its scene in a loop at 60 fps and counts the frames it gets."""

    def __init__(self, ws, plan, index):
        self.ws, self.plan = ws, plan
        self.frames = 0

    async def run(self):
        await sleep_until(self.plan["start"])
        await self.ws.send(json.dumps({"type": "play", "loop": True, "fps": STREAM_FPS, "id": "play"}))
        try:
            async with asyncio.timeout(self.plan["stop"] - time.perf_counter()):
                async for message in self.ws:
                    if message.startswith('{"type":"frame"'):
                        now = time.perf_counter_ns()
                        if self.plan["measure_from_ns"] <= now < self.plan["measure_until_ns"]:
                            self.frames += 1
        except TimeoutError:
            pass
        await self.ws.close()

    def result(self):
        return {"frames": self.frames}


def worker(kind, port, indices, pipe):
    """One client process: opens its connections, says ready, waits for the plan, runs it."""
    async def main():
        scenes = [STREAM_SCENE if kind == "stream" else SEEK_MIX[i % len(SEEK_MIX)] for i in indices]
        sockets = await asyncio.gather(*(open_client(port, *scene) for scene in scenes))
        pipe.send("ready")
        plan = await asyncio.to_thread(pipe.recv)
        cls = StreamClient if kind == "stream" else SeekClient
        clients = [cls(ws, plan, i) for ws, i in zip(sockets, indices)]
        runs = asyncio.gather(*(client.run() for client in clients))
        await sleep_until(plan["measure_from"])
        usage0 = resource.getrusage(resource.RUSAGE_SELF)
        await sleep_until(plan["measure_until"])
        usage1 = resource.getrusage(resource.RUSAGE_SELF)
        await runs
        cpu = (usage1.ru_utime + usage1.ru_stime) - (usage0.ru_utime + usage0.ru_stime)
        pipe.send({"clients": [client.result() for client in clients],
                   "cpu_percent": 100 * cpu / (plan["measure_until"] - plan["measure_from"])})
    asyncio.run(main())


# ---------------------------------------------------------------- driver (parent process)

def run_phase(kind, args, count, window, plan_times):
    """Starts the client processes for `count` connections, runs one measurement, merges."""
    require_server(args.server_pid)
    wait_until_idle(args.server_pid)
    processes = max(1, min(args.processes, count))
    pipes, procs = [], []
    for p in range(processes):
        parent, child = mp.Pipe()
        proc = mp.Process(target=worker, args=(kind, args.port, list(range(p, count, processes)), child), daemon=True)
        proc.start()
        pipes.append(parent)
        procs.append(proc)
    for pipe in pipes:
        if pipe.recv() != "ready":
            raise SystemExit("a client process failed to connect")
    warmup, duration, drain = plan_times
    start = time.perf_counter() + 0.2
    plan = {"start": start, "measure_from": start + warmup, "measure_until": start + warmup + duration,
            "stop": start + warmup + duration, "drain": drain, "seek_hz": args.seek_hz, "ping_hz": args.ping_hz}
    plan["measure_from_ns"] = int(plan["measure_from"] * 1e9)
    plan["measure_until_ns"] = int(plan["measure_until"] * 1e9)
    for pipe in pipes:
        pipe.send(plan)
    time.sleep(max(0, plan["measure_from"] - time.perf_counter()))
    window.begin()
    while time.perf_counter() < plan["measure_until"]:
        time.sleep(min(0.25, max(0, plan["measure_until"] - time.perf_counter())))
        window.sample()
    figures = window.end()
    results = [pipe.recv() for pipe in pipes]
    for proc in procs:
        proc.join()
    figures["client_cpu_percent"] = sum(r["cpu_percent"] for r in results)
    figures["client_cpu_percent_max_process"] = max(r["cpu_percent"] for r in results)
    figures["client_processes"] = processes
    # What neither the server nor our clients used: other engineers' builds, the kernel's
    # softirq work not charged to a process, this driver.
    figures["other_cpu_percent"] = max(0.0, figures["machine_cpu_percent_of_one_core"]
                                       - figures["server_cpu_percent"] - figures["client_cpu_percent"])
    figures["client_bound"] = figures["client_cpu_percent_max_process"] > 85
    return figures, [c for r in results for c in r["clients"]]


def percentile(sorted_values, q):
    """Nearest-rank percentile."""
    if not sorted_values:
        return float("nan")
    return sorted_values[max(0, math.ceil(q / 100 * len(sorted_values)) - 1)]


def seek_phase(args, count, window):
    figures, clients = run_phase("seek", args, count, window, (args.warmup, args.duration, 1.0))
    seeks = sorted(r for c in clients for r in c["seek_rtts"])
    pings = sorted(r for c in clients for r in c["ping_rtts"])
    ms = lambda ns: ns / 1e6
    figures.update({
        "clients": count,
        "seek_p50_ms": ms(percentile(seeks, 50)), "seek_p99_ms": ms(percentile(seeks, 99)),
        "seek_max_ms": ms(seeks[-1]) if seeks else None,
        "ping_p50_ms": ms(percentile(pings, 50)), "ping_p99_ms": ms(percentile(pings, 99)),
        "ping_max_ms": ms(pings[-1]) if pings else None,
        "seek_samples": len(seeks), "ping_samples": len(pings),
    })
    figures["p99_ratio"] = figures["seek_p99_ms"] / figures["ping_p99_ms"]
    for key in ("frames", "pongs", "coalesced", "unanswered", "pings_unanswered", "server_dropped", "errors"):
        figures[key] = sum(c[key] for c in clients)
    figures["seeks_per_s"] = sum(c["sent"]["seek"] for c in clients) / args.duration
    figures["pings_per_s"] = sum(c["sent"]["ping"] for c in clients) / args.duration
    figures["frames_per_s"] = figures["frames"] / args.duration
    # Server CPU per seek: the cost of one answer (receive, parse, compute, encode, send).
    figures["server_cpu_us_per_seek"] = (figures["server_cpu_percent"] / 100 * 1e6 / figures["seeks_per_s"]
                                         if figures["seeks_per_s"] else None)
    return figures


def stream_phase(args, count, window):
    figures, clients = run_phase("stream", args, count, window, (args.stream_warmup, args.stream_duration, 0))
    fps = sorted(c["frames"] / args.stream_duration for c in clients)
    figures.update({"clients": count, "fps_min": fps[0], "fps_median": percentile(fps, 50),
                    "fps_mean": sum(fps) / len(fps), "frames_per_s_total": sum(fps)})
    figures["passes"] = fps[0] >= STREAM_MIN_FPS and figures["server_cpu_percent"] <= 100
    return figures


def print_seek_table(rows):
    print("\n%7s %9s %9s %9s %9s %6s | %7s %8s %7s %9s %5s %7s | %7s %6s %10s %7s %6s" % (
        "clients", "seek p50", "seek p99", "ping p50", "ping p99", "p99 ÷", "seeks/s", "frames/s",
        "pings/s", "coalesced", "unans", "dropped", "server", "µs/seek", "RSS/HWM MB", "clients", "others"))
    ms = lambda v: "%7.2fms" % v if v == v else "     none"  # none: no answer in the window
    for r in rows:
        print("%7d %s %s %s %s %6.2f | %7.0f %8.0f %7.0f %9d %5d %7d | %6.0f%% %6.0f %5.1f/%-4.1f %6.0f%%%s %5.0f%%" % (
            r["clients"], ms(r["seek_p50_ms"]), ms(r["seek_p99_ms"]), ms(r["ping_p50_ms"]), ms(r["ping_p99_ms"]), r["p99_ratio"],
            r["seeks_per_s"], r["frames_per_s"], r["pings_per_s"], r["coalesced"], r["unanswered"],
            r["server_dropped"], r["server_cpu_percent"], r["server_cpu_us_per_seek"] or 0, r["server_rss_mb_max"],
            r["server_hwm_mb"], r["client_cpu_percent"], "!" if r["client_bound"] else " ", r["other_cpu_percent"]))


def print_stream_table(rows):
    print("\n%7s %8s %8s %9s | %7s %10s %7s %6s | %s" % (
        "clients", "fps min", "fps p50", "frames/s", "server", "RSS/HWM MB", "clients", "others", "≥57 fps, server ≤100 %"))
    for r in rows:
        print("%7d %8.1f %8.1f %9.0f | %6.0f%% %5.1f/%-4.1f %6.0f%%%s %5.0f%% | %s" % (
            r["clients"], r["fps_min"], r["fps_median"], r["frames_per_s_total"], r["server_cpu_percent"],
            r["server_rss_mb_max"], r["server_hwm_mb"], r["client_cpu_percent"], "!" if r["client_bound"] else " ",
            r["other_cpu_percent"], "yes" if r["passes"] else "NO"))


def counts(text):
    return [int(v) for v in text.split(",") if v]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--server-pid", type=int, required=True, help="for CPU and memory from /proc")
    parser.add_argument("--clients", type=counts, default=[1, 64, 256], help="seek client counts, e.g. 1,64,256")
    parser.add_argument("--duration", type=float, default=10, help="seek measurement seconds per count")
    parser.add_argument("--warmup", type=float, default=1, help="seconds of load before measuring")
    parser.add_argument("--seek-hz", type=float, default=120)
    parser.add_argument("--ping-hz", type=float, default=10)
    parser.add_argument("--stream", type=counts, default=[8, 16, 32, 48, 64, 96, 128, 192, 256, 384, 512],
                        help="streaming client counts to ramp through (stops after the first that fails)")
    parser.add_argument("--stream-duration", type=float, default=5)
    parser.add_argument("--stream-warmup", type=float, default=1)
    parser.add_argument("--processes", type=int, default=max(2, os.cpu_count() or 2), help="client processes")
    parser.add_argument("--only", choices=["seek", "stream"], help="run one of the two measurements")
    parser.add_argument("--quick", action="store_true", help="smoke run: ~3 s per seek count, short ramp")
    parser.add_argument("--json", metavar="FILE", help="also write every figure to FILE")
    args = parser.parse_args()
    if args.quick:
        args.duration, args.warmup, args.stream_duration, args.stream_warmup = 3, 0.5, 2, 0.5
        args.stream = [v for v in args.stream if v <= 64]

    window = Window(args.server_pid)
    report = {"machine": machine_description(), "loadavg_at_start": loadavg(),
              "config": {k: v for k, v in vars(args).items() if k not in ("json",)},
              "seek": [], "stream": []}
    m = report["machine"]
    print(f"machine: {m['cpu']}, {m['cores']} cores shared by the server, {args.processes} client processes "
          f"and anything else running; load average {report['loadavg_at_start']}")
    if args.only != "stream":
        print(f"seek at {args.seek_hz:g} Hz + ping at {args.ping_hz:g} Hz per client, "
              f"{args.duration:g} s measured after {args.warmup:g} s warm-up; mix: "
              + ", ".join(f"{e}@{d}" for e, d in SEEK_MIX), flush=True)
        for count in args.clients:
            report["seek"].append(seek_phase(args, count, window))
            print(f"  {count} clients: done", flush=True)
        print_seek_table(report["seek"])
    if args.only != "seek":
        print(f"\nstreaming: each client plays {STREAM_SCENE[0]}@{STREAM_SCENE[1]} looping at {STREAM_FPS} fps, "
              f"{args.stream_duration:g} s measured after {args.stream_warmup:g} s", flush=True)
        for count in args.stream:
            row = stream_phase(args, count, window)
            report["stream"].append(row)
            print(f"  {count} clients: min {row['fps_min']:.1f} fps, server CPU {row['server_cpu_percent']:.0f} %", flush=True)
            if not row["passes"]:
                break
        print_stream_table(report["stream"])
        passing = [r["clients"] for r in report["stream"] if r["passes"]]
        report["stream_capacity"] = max(passing) if passing else 0
        print(f"\none core streams {report['stream_capacity']} clients at ≥ {STREAM_MIN_FPS} fps "
              f"(largest passing count of the ramp)")
    print("\nRound trips: send → answer, at the client. p99 ÷ = seek p99 / ping p99. coalesced: seeks\n"
          "answered by a newer seek's frame (timed to it); unans: never answered; dropped: frames the\n"
          "server computed but replaced before sending (seq gaps). CPU in % of one core over the window:\n"
          "server (utime+stime), µs/seek = server CPU per seek sent, clients = all client processes\n"
          "(! = one of them above 85 %: the client may be the bottleneck), others = the rest of the\n"
          f"machine's {os.cpu_count()} cores (other builds, unattributed kernel work). RSS = max VmRSS in the\n"
          "window, HWM = the server's peak since it started.")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(report, f, indent=2)
        print(f"figures written to {args.json}")


if __name__ == "__main__":
    main()
