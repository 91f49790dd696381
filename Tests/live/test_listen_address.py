"""`serve --host`: the printed URL names the socket the kernel really listens on (`ss`), the
server stays on loopback unless told otherwise, and a wildcard says so on stderr."""

import http.client
import shutil
import socket
import subprocess

import pytest

from conftest import BINARY, REPO


def ipv6_loopback():
    try:
        with socket.socket(socket.AF_INET6, socket.SOCK_STREAM) as probe:
            probe.bind(("::1", 0))
        return True
    except OSError:
        return False


needs_ipv6 = pytest.mark.skipif(not ipv6_loopback(), reason="no IPv6 loopback on this machine")


def listening(pid):
    """The local ADDRESS:PORT of each TCP socket `pid` listens on, as `ss -ltnp` prints them.
    ss writes a dual-stack socket bound to `::` as `*`; that is `[::]` in a URL."""
    if shutil.which("ss") is None:
        pytest.fail("ss is missing: install iproute2 (scripts/test does)")
    lines = subprocess.run(["ss", "-ltnpH"], check=True, capture_output=True, text=True).stdout.splitlines()
    local = [line.split()[3] for line in lines if f"pid={pid}," in line]
    return ["[::]" + address[1:] if address.startswith("*:") else address for address in local]


@pytest.mark.parametrize("args,address", [
    ([], "127.0.0.1"),
    (["--host", "127.0.0.1"], "127.0.0.1"),
    (["--host", "localhost"], "127.0.0.1"),
    pytest.param(["--host", "::1"], "[::1]", marks=needs_ipv6),
    (["--host", "0.0.0.0"], "0.0.0.0"),
    pytest.param(["--host", "::"], "[::]", marks=needs_ipv6),
])
def test_the_printed_url_is_the_listening_socket(start_server, args, address):
    running = start_server(*args)
    printed = running.url.removeprefix("http://").removesuffix("/")
    assert printed == f"{address}:{running.port}"
    assert listening(running.pid) == [printed], running.stderr_text()
    # The URL works as printed (a wildcard answers every Host).
    connection = http.client.HTTPConnection(address.strip("[]"), running.port, timeout=5)
    connection.request("GET", "/")
    assert connection.getresponse().status == 200
    warnings = [line for line in running.stderr_text().splitlines() if "warning:" in line]
    if address in ("0.0.0.0", "[::]"):
        assert len(warnings) == 1 and f"--host {args[1]} listens on every" in warnings[0], warnings
        assert f"http://127.0.0.1:{running.port}/" in warnings[0]
    else:
        assert warnings == []


@pytest.mark.parametrize("host", ["", "evil.example", "eth0"])
def test_a_host_that_is_not_an_address_is_refused_before_listening(host):
    """`--host ""` (an unset variable) used to serve every interface with the Host check off."""
    process = subprocess.Popen([str(BINARY), "serve", "--host", host, "--port", "0", "--web", str(REPO / "web")],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        stdout, stderr = process.communicate(timeout=10)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == 64, stderr
    assert "--host must be an IP address or localhost" in stderr and stdout == ""
