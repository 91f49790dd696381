"""Server CPU per frame sent, and how many 60 fps viewers the service thread sustains.

Run it through scripts/bench-cpu.sh, which builds the release server and the C load client
(scripts/bench/stream_client.c), starts the server and passes --port, --server-pid and
--client. For each viewer count, N viewers play the same scene in a loop at 60 fps; over the
measured window it prints the server's CPU (utime + stime, % of one core), the frames the
viewers received, the CPU per frame, and — where `perf` can count the poll system calls — how
many times the service loop polled per frame (a loop that sleeps polls about twice per
frame round: once woken by the tick timer, once for the sockets becoming writable).

The server has one service thread, so "viewers one core sustains" is the largest count of the
ramp whose slowest viewer still gets >= 57 fps (5 % slack) with the server under 100 % of a
core. The client runs on the same 2 cores: its CPU is printed too, so a reader can tell when
the machine, not the server, was the limit.
"""

import argparse
import os
import subprocess
import sys
import time

CLK_TCK = os.sysconf("SC_CLK_TCK")
MIN_FPS = 57


def cpu_seconds(pid):
    """utime + stime of a process, in seconds (fields 14 and 15 of /proc/PID/stat)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / CLK_TCK


def machine_busy():
    with open("/proc/stat") as f:
        values = [int(v) for v in f.readline().split()[1:]]
    idle = values[3] + values[4]
    return sum(values) - idle, sum(values)


def wait_until_idle(pid, limit=30):
    """Waits for the connections of the previous count to be gone (server CPU near zero)."""
    end = time.monotonic() + limit
    while time.monotonic() < end:
        before = cpu_seconds(pid)
        time.sleep(0.5)
        if cpu_seconds(pid) - before < 0.01:
            return
    print(f"warning: the server stayed busy for {limit} s before this count", file=sys.stderr)


def start_poll_count(pid, seconds):
    """perf counting poll/ppoll system calls of the server over `seconds`, or None."""
    try:
        return subprocess.Popen(
            ["perf", "stat", "-x", ",", "-e", "syscalls:sys_enter_poll,syscalls:sys_enter_ppoll",
             "-p", str(pid), "--", "sleep", f"{seconds:.3f}"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    except FileNotFoundError:
        return None


def finish_poll_count(process):
    if process is None:
        return None
    _, err = process.communicate()
    total = 0
    for line in err.splitlines():
        fields = line.split(",")
        if len(fields) > 2 and "sys_enter_" in fields[2]:
            if not fields[0].strip().isdigit():
                return None  # <not supported> or <not counted>
            total += int(fields[0])
    return total


def measure(args, viewers):
    wait_until_idle(args.server_pid)
    client = subprocess.Popen(
        [args.client, str(args.port), str(viewers), str(args.warmup), str(args.duration), args.entry, args.device],
        stdout=subprocess.PIPE, text=True)
    line = client.stdout.readline().strip()
    if line != "measuring":
        client.wait()
        raise SystemExit(f"the load client failed before measuring ({line!r})")
    cpu0, machine0, t0 = cpu_seconds(args.server_pid), machine_busy(), time.monotonic()
    client_cpu0 = cpu_seconds(client.pid)
    # perf counts over 90 % of the window, so its count never runs past the viewers' end.
    poll_seconds = 0.9 * args.duration
    polls = start_poll_count(args.server_pid, poll_seconds)
    result = client.stdout.readline().split()
    client_cpu1 = cpu_seconds(client.pid) if os.path.exists(f"/proc/{client.pid}/stat") else None
    cpu1, machine1, t1 = cpu_seconds(args.server_pid), machine_busy(), time.monotonic()
    client.wait()
    poll_count = finish_poll_count(polls)
    fields = dict(zip(result[0::2], result[1::2]))
    elapsed = t1 - t0
    frames = int(fields["frames"])
    frames_per_s = frames / float(fields["window"])
    server_percent = 100 * (cpu1 - cpu0) / elapsed
    busy = machine1[0] - machine0[0]
    total = max(1, machine1[1] - machine0[1])
    row = {
        "viewers": viewers,
        "fps_min": float(fields["fps_min"]), "fps_median": float(fields["fps_median"]),
        "frames_per_s": frames_per_s,
        "server_percent": server_percent,
        "us_per_frame": (cpu1 - cpu0) / frames * 1e6 if frames else float("nan"),
        "client_percent": 100 * (client_cpu1 - client_cpu0) / elapsed if client_cpu1 is not None else float("nan"),
        "machine_percent": 100 * busy / total * (os.cpu_count() or 1),
        "polls_per_s": poll_count / poll_seconds if poll_count is not None else None,
        "errors": int(fields["errors"]),
    }
    row["polls_per_frame"] = row["polls_per_s"] / frames_per_s if row["polls_per_s"] and frames_per_s else None
    row["passes"] = row["fps_min"] >= MIN_FPS and server_percent <= 100 and row["errors"] == 0
    return row


def print_row(row):
    polls = ("%8.0f %6.2f" % (row["polls_per_s"], row["polls_per_frame"] or 0)) if row["polls_per_s"] is not None else "     n/a    n/a"
    print("%7d %7.1f %7.1f %9.0f | %6.1f%% %7.1f | %s | %6.0f%% %6.0f%% | %s" % (
        row["viewers"], row["fps_min"], row["fps_median"], row["frames_per_s"], row["server_percent"],
        row["us_per_frame"], polls, row["client_percent"], row["machine_percent"],
        "yes" if row["passes"] else "NO" + (f" ({row['errors']} errors)" if row["errors"] else "")), flush=True)


def counts(text):
    return [int(v) for v in text.split(",") if v]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--server-pid", type=int, required=True)
    parser.add_argument("--client", required=True, help="the built stream_client")
    parser.add_argument("--viewers", type=counts, default=[1, 10, 50, 500, 1000])
    parser.add_argument("--ramp", type=counts, default=[200, 400, 600, 800, 1000, 1200, 1500, 2000, 2500, 3000],
                        help="counts tried for the capacity, stopping at the first that fails")
    parser.add_argument("--duration", type=float, default=5)
    parser.add_argument("--warmup", type=float, default=2)
    parser.add_argument("--entry", default="zoom")
    parser.add_argument("--device", default="ipad")
    args = parser.parse_args()

    with open("/proc/loadavg") as f:
        load = " ".join(f.read().split()[:3])
    print(f"{os.cpu_count()} cores, load average {load}; each viewer plays {args.entry}@{args.device} "
          f"looping at 60 fps; {args.duration:g} s measured after {args.warmup:g} s")
    header = ("%7s %7s %7s %9s | %7s %7s | %8s %6s | %7s %7s | %s" % (
        "viewers", "fps min", "fps p50", "frames/s", "server", "µs/frame", "polls/s", "/frame",
        "client", "machine", "≥ 57 fps, server ≤ 100 %"))
    print(header)
    for viewers in args.viewers:
        print_row(measure(args, viewers))
    print("\ncapacity ramp:")
    print(header)
    capacity = 0
    for viewers in args.ramp:
        row = measure(args, viewers)
        print_row(row)
        if not row["passes"]:
            break
        capacity = viewers
    print(f"\nthe service thread sustains {capacity} viewers at ≥ {MIN_FPS} fps (largest passing count of the ramp)")
    print("server = the server's CPU in % of one core; µs/frame = server CPU per frame received;\n"
          "polls/s and /frame = the server's poll calls (perf), n/a where perf cannot count them;\n"
          "client = the C load client; machine = every process, in % of one core.")


if __name__ == "__main__":
    main()
