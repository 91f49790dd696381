"""Drives a running `transitions serve` with the page's ordinary traffic (the same rounds as
Tests/live/test_server_day.py) so that, built with AddressSanitizer and stopped with SIGTERM,
LeakSanitizer checks every session's runs were freed. Used by scripts/asan.sh."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "Tests/live"))
import test_server_day  # noqa: E402


class Target:
    def __init__(self, port):
        self.ws = f"ws://127.0.0.1:{port}"


if __name__ == "__main__":
    test_server_day.run_clients(Target(int(sys.argv[1])), clients=4, rounds=int(sys.argv[2]) if len(sys.argv) > 2 else 30)
    print("leak-check: traffic done")
