"""The transport over real sockets: static files, handshake policy, messages, limits, shutdown.

Third-party client: Python `websockets`. Preview-protocol tests use `/echo` with the
`transition-preview` subprotocol, where `--echo-endpoint` puts EchoHandler (its `!stream` and
`!flood` commands drive ticks, frames and the control queue).
"""

import asyncio
import contextlib
import http.client
import json
import os
import signal
import socket
import struct
import time
from pathlib import Path

import pytest
from websockets.asyncio.client import connect as async_connect
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect

import wire

PREVIEW = ["transition-preview"]
MiB = 1024 * 1024


def get(server, path, connection=None):
    """GET with the path sent exactly as written (no client-side normalisation)."""
    conn = connection or http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
    conn.putrequest("GET", path, skip_accept_encoding=True)
    conn.endheaders()
    response = conn.getresponse()
    return response.status, response.getheader("content-type"), response.read()


def refused_status(url, **options):
    with pytest.raises(InvalidStatus) as refused:
        with connect(url, open_timeout=5, **options):
            pass
    return refused.value.response.status_code


# MARK: Static files


def test_index_and_es_module_are_served_with_their_types(server):
    status, content_type, body = get(server, "/")
    assert status == 200
    assert content_type.startswith("text/html")
    assert b'<script type="module" src="js/main.js">' in body
    status, content_type, body = get(server, "/js/main.js")
    assert (status, content_type) == (200, "text/javascript; charset=utf-8")
    status, content_type, body = get(server, "/js/connection.js")
    assert (status, content_type) == (200, "text/javascript; charset=utf-8")
    assert b"WebSocket" in body
    status, content_type, _ = get(server, "/style.css")
    assert (status, content_type) == (200, "text/css; charset=utf-8")


def test_media_types_of_other_assets(start_server, tmp_path):
    (tmp_path / "index.html").write_text("<h1>x</h1>")
    (tmp_path / "a.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    (tmp_path / "b.svg").write_text("<svg xmlns='http://www.w3.org/2000/svg'/>")
    (tmp_path / "c.json").write_text("{}")
    (tmp_path / "d.mjs").write_text("export {}")
    running = start_server(web=tmp_path)
    expected = {"/a.png": "image/png", "/b.svg": "image/svg+xml", "/c.json": "application/json",
                "/d.mjs": "text/javascript; charset=utf-8"}
    for path, content_type in expected.items():
        status, actual, _ = get(running, path)
        assert (path, status, actual) == (path, 200, content_type)


def test_missing_file_is_a_404_response_and_the_connection_is_reused(server):
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
    status, _, body = get(server, "/no-such-file.js", connection)
    assert status == 404 and b"404" in body
    status, _, _ = get(server, "/js/main.js", connection)  # same keep-alive connection
    assert status == 200


def test_head_answers_the_headers_of_get_without_a_body(server):
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
    connection.request("HEAD", "/js/main.js")
    head = connection.getresponse()
    assert head.read() == b""
    _, _, body = get(server, "/js/main.js", connection)  # same keep-alive connection: no stray body
    assert head.status == 200
    assert head.getheader("content-type") == "text/javascript; charset=utf-8"
    assert int(head.getheader("content-length")) == len(body) > 0
    connection.request("HEAD", "/no-such-file.js")
    missing = connection.getresponse()
    missing.read()
    assert missing.status == 404


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "OPTIONS"])
def test_other_methods_are_refused_with_405_and_allow(server, method):
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
    connection.request(method, "/", body=b"x")
    response = connection.getresponse()
    assert response.status == 405
    assert response.getheader("allow") == "GET, HEAD"
    assert response.read() == b"405 Method Not Allowed\n"


def test_rebinding_host_names_get_403_for_files_and_handshakes(server):
    """DNS rebinding: a page whose name resolves to 127.0.0.1 sends its own name as Host."""
    for host in ["evil.example", f"evil.example:{server.port}", f"127.0.0.1.evil.example:{server.port}"]:
        connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
        connection.putrequest("GET", "/", skip_host=True)
        connection.putheader("Host", host)
        connection.endheaders()
        response = connection.getresponse()
        assert (host, response.status) == (host, 403)
        assert b"<script" not in response.read()
        sock, head = wire.handshake(server.port, "/", "Sec-WebSocket-Protocol: transition-preview\r\n", host=host)
        sock.close()
        assert head.startswith("HTTP/1.1 403"), (host, head)
    # A client library adding its own Host beside the page's sends two: RFC 9112 §3.2 says 400.
    request = {"Host": "evil.example"}
    assert refused_status(f"{server.ws}/", subprotocols=PREVIEW, additional_headers=request) == 400
    for host in [f"localhost:{server.port}", f"127.0.0.1:{server.port}", "LOCALHOST"]:
        connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
        connection.putrequest("GET", "/", skip_host=True)
        connection.putheader("Host", host)
        connection.endheaders()
        assert connection.getresponse().status == 200, host
    assert "host not served" in server.stderr_text()


@pytest.mark.parametrize("path", [
    "/../Package.swift", "/%2e%2e/Package.swift", "/..%2fPackage.swift", "/%2e%2e%2fPackage.swift",
    "/..%2f..%2f..%2fetc/passwd", "/web/../../Package.swift", "/%252e%252e/Package.swift",
    "/.%2e/Package.swift", "/..\\Package.swift",
])
def test_traversal_never_leaves_the_web_directory(server, path):
    status, _, body = get(server, path)
    assert status in (403, 404)
    assert b"swift-tools-version" not in body and b"root:" not in body


def test_symlinks_pointing_outside_are_refused(start_server, tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP SECRET")
    web = tmp_path / "web"
    web.mkdir()
    (web / "index.html").write_text("<h1>web</h1>")
    (web / "inside.txt").write_text("fine")
    (web / "leak.txt").symlink_to(secret)
    (web / "outside").symlink_to(tmp_path)
    (web / "alias.txt").symlink_to(web / "inside.txt")
    running = start_server(web=web)
    for path in ["/leak.txt", "/outside/secret.txt", "/outside/../secret.txt", "/outside/%2e%2e/secret.txt"]:
        status, _, body = get(running, path)
        assert status in (403, 404), path
        assert b"SECRET" not in body
    assert get(running, "/leak.txt")[0] == 403  # refused by the containment check itself
    # Symlinks that stay inside still work (even through a link that points outside and back).
    assert get(running, "/alias.txt")[0::2] == (200, b"fine")
    assert get(running, "/outside/web/inside.txt")[0::2] == (200, b"fine")


# MARK: Handshake policy


def test_cross_origin_handshakes_are_refused_with_403(server):
    for origin in ["http://evil.example", "null", f"http://127.0.0.1:{server.port + 1}",
                   f"https://127.0.0.1:{server.port}", f"http://127.0.0.1.evil.example:{server.port}"]:
        assert refused_status(f"{server.ws}/", subprotocols=PREVIEW, origin=origin) == 403, origin


def test_same_origin_is_accepted_under_both_loopback_names(server):
    for origin in [f"http://127.0.0.1:{server.port}", f"http://localhost:{server.port}",
                   f"http://LOCALHOST:{server.port}/"]:
        with connect(f"{server.ws}/", subprotocols=PREVIEW, origin=origin) as ws:
            assert ws.subprotocol == "transition-preview"
            ws.send('{"type":"ping","id":"same origin"}')
            assert json.loads(ws.recv(timeout=5)) == {"type": "pong", "id": "same origin"}


def test_no_origin_header_is_accepted(server):
    # Non-browser clients send no Origin; browsers always do (see OriginPolicy).
    with connect(f"{server.ws}/", subprotocols=PREVIEW) as ws:
        ws.send('{"type":"ping","id":"no origin"}')
        assert json.loads(ws.recv(timeout=5)) == {"type": "pong", "id": "no origin"}


def test_allow_origin_option(start_server):
    running = start_server("--allow-origin", "http://localhost:5173")
    for origin in ["http://localhost:5173", "http://127.0.0.1:5173"]:
        with connect(f"{running.ws}/", subprotocols=PREVIEW, origin=origin) as ws:
            assert ws.subprotocol == "transition-preview"
    assert refused_status(f"{running.ws}/", subprotocols=PREVIEW, origin="http://localhost:5174") == 403
    # Without --echo-endpoint there is no echo endpoint.
    assert refused_status(f"{running.ws}/echo") == 400
    assert "refused" in running.stderr_text() and "origin not allowed (403)" in running.stderr_text()


def test_subprotocol_is_required_outside_the_echo_endpoint(server):
    assert refused_status(f"{server.ws}/") == 400
    assert refused_status(f"{server.ws}/", subprotocols=["chat"]) == 400


# MARK: Messages


def test_echo_endpoint_round_trips_text_and_binary(server):
    with connect(f"{server.ws}/echo", max_size=None) as ws:
        assert ws.subprotocol is None
        ws.send("héllo ✓")
        assert ws.recv(timeout=5) == "héllo ✓"
        ws.send(b"\x00\x01\xff")
        assert ws.recv(timeout=5) == b"\x00\x01\xff"
        big = os.urandom(MiB)
        ws.send(big)
        assert ws.recv(timeout=10) == big
        ws.send(["frag", "mented ", "text"])  # one message in three frames
        assert ws.recv(timeout=5) == "fragmented text"


def test_echo_endpoint_closes_1009_over_its_cap(server):
    with connect(f"{server.ws}/echo", max_size=None, close_timeout=2) as ws:
        ws.send(b"x" * (17 * MiB + 1))
        with pytest.raises(ConnectionClosed) as closed:
            ws.recv(timeout=10)
    assert closed.value.rcvd.code == 1009


def test_invalid_utf8_closes_1007(server):
    sock, head = wire.handshake(server.port, "/echo")
    assert head.startswith("HTTP/1.1 101")
    sock.sendall(wire.frame(0x1, b"ok \xff\xfe"))
    opcode, payload = wire.read_frame(sock)
    assert (opcode, wire.close_code(payload)) == (0x8, 1007)
    sock.close()


@pytest.mark.xfail(strict=True, reason="lws 4.1.6 accepts unmasked client frames and exposes no way to "
                   "tell them apart (docs/conformance.md, 'What remains'); strict, so this fails "
                   "loudly if a libwebsockets update starts rejecting them")
def test_unmasked_client_frames_close_1002(server):
    sock, head = wire.handshake(server.port, "/echo")
    assert head.startswith("HTTP/1.1 101")
    sock.sendall(wire.frame(0x1, b"not masked", masked=False))
    opcode, payload = wire.read_frame(sock)
    assert (opcode, wire.close_code(payload)) == (0x8, 1002), (opcode, payload)
    sock.settimeout(2)
    assert sock.recv(4096) == b""  # then TCP closes
    sock.close()


def test_preview_binary_and_oversize_get_errors_and_the_connection_stays_usable(server):
    with connect(f"{server.ws}/echo", subprotocols=PREVIEW, max_size=None) as ws:
        ws.send(b"\x01\x02\x03")
        error = json.loads(ws.recv(timeout=5))
        assert (error["type"], error["code"]) == ("error", "binary-message")
        ws.send("y" * (64 * 1024 + 1))
        error = json.loads(ws.recv(timeout=5))
        assert (error["type"], error["code"]) == ("error", "message-too-large")
        assert "65537" in error["message"]
        ws.send(["z" * 40_000, "z" * 40_000])  # over the cap only once reassembled
        assert json.loads(ws.recv(timeout=5))["code"] == "message-too-large"
        ws.send(["a" * 30_000, "b" * 30_000])  # fragmented, under the cap: delivered whole
        assert ws.recv(timeout=5) == "a" * 30_000 + "b" * 30_000
        ws.send("still usable")
        assert ws.recv(timeout=5) == "still usable"


def test_thirty_two_concurrent_clients(server):
    async def client(number):
        async with async_connect(f"{server.ws}/echo", subprotocols=PREVIEW) as ws:
            for index in range(20):
                await ws.send(f"{number}:{index}")
            return [await asyncio.wait_for(ws.recv(), 5) for _ in range(20)]

    async def everyone():
        return await asyncio.gather(*(client(number) for number in range(32)))

    replies = asyncio.run(everyone())
    assert replies == [[f"{number}:{index}" for index in range(20)] for number in range(32)]


# MARK: Slow clients and bounded memory


# Each memory test has a server of its own, so that the peak RSS (VmHWM) since the test
# started is the test's alone.


def test_a_stalled_client_gets_fresh_frames_not_a_backlog(start_server):
    server = start_server("--echo-endpoint")
    rate, size, stall = 100, 256 * 1024, 2.0
    with connect(f"{server.ws}/echo", subprotocols=PREVIEW, max_size=None, max_queue=1,
                 close_timeout=1) as ws:
        ws.send(f"!stream {rate} {size}")
        assert ws.recv(timeout=5) == "ok stream"
        before = server.peak_rss_kib()
        time.sleep(stall)  # read nothing while the server ticks 200 times
        grown = server.peak_rss_kib() - before
        drained = 0
        while True:
            fields = ws.recv(timeout=5).split(" ", 3)
            drained += 1
            if fields[0] == "frame" and time.monotonic() - float(fields[2]) < 0.2:
                break
            assert drained < rate * stall / 2, "the stalled client is replaying a backlog"
        ws.send("!stop")
    print(f"stalled client: RSS +{grown} KiB, {drained} messages drained to a fresh frame")
    assert grown < 24 * 1024, f"server RSS grew {grown} KiB while the client stalled"


def test_control_queue_overflow_closes_1008_with_bounded_memory(start_server):
    server = start_server("--echo-endpoint")
    with connect(f"{server.ws}/echo", subprotocols=PREVIEW, max_size=None, max_queue=1,
                 close_timeout=1) as ws:
        ws.send("!flood 1000 65536")  # 64 MB/s of control messages that must not be dropped
        assert ws.recv(timeout=5) == "ok flood"
        before = server.peak_rss_kib()
        time.sleep(1.0)
        grown = server.peak_rss_kib() - before
        with pytest.raises(ConnectionClosed) as closed:
            while True:
                ws.recv(timeout=5)
    print(f"flood: RSS +{grown} KiB before the 1008 close")
    assert closed.value.rcvd.code == 1008
    assert grown < 24 * 1024, f"server RSS grew {grown} KiB"
    assert "with 1008 (output queue overflow)" in server.stderr_text()


def test_echo_backpressure_bounds_memory_when_the_client_stops_reading(start_server):
    server = start_server("--echo-endpoint")

    async def scenario():
        async with async_connect(f"{server.ws}/echo", max_size=None, max_queue=1,
                                 write_limit=MiB, close_timeout=0.5) as ws:
            before = server.peak_rss_kib()
            message, sent = b"m" * MiB, 0

            async def send_forever():
                nonlocal sent
                while True:
                    await ws.send(message)
                    sent += 1

            sender = asyncio.create_task(send_forever())
            await asyncio.sleep(2.5)
            grown = server.peak_rss_kib() - before
            sender.cancel()
            ws.transport.abort()
            return sent, grown

    sent, grown = asyncio.run(scenario())
    print(f"echo backpressure: {sent} MiB sent, RSS +{grown} KiB")
    # The server stops reading once its echo backlog passes 1 MiB, so the client is blocked
    # after a few MiB (socket buffers) instead of pushing ~GiB into the server.
    assert sent < 64, f"the client could send {sent} MiB without reading any echo"
    assert grown < 48 * 1024, f"server RSS grew {grown} KiB"


# MARK: Process behaviour


@pytest.mark.parametrize("signal_number", [signal.SIGTERM, signal.SIGINT])
def test_signal_closes_sessions_with_1001_and_exits_0_within_a_second(start_server, signal_number):
    running = start_server("--echo-endpoint")
    with contextlib.ExitStack() as stack:
        clients = [stack.enter_context(connect(f"{running.ws}/echo", subprotocols=PREVIEW))
                   for _ in range(3)]
        clients[0].send("!stream 120 1000")
        time.sleep(0.2)
        started = time.monotonic()
        running.signal(signal_number)
        code = running.process.wait(timeout=5)
        elapsed = time.monotonic() - started
        assert code == 0
        assert elapsed < 1.0, f"exit took {elapsed:.3f} s"
        for client in clients:
            with pytest.raises(ConnectionClosed) as closed:
                while True:
                    client.recv(timeout=2)
            assert closed.value.rcvd.code == 1001
    assert "closing 3 connection(s) with 1001" in running.stderr_text()


def test_busy_port_is_a_clear_error(tmp_path):
    from conftest import BINARY, REPO

    blocker = socket.socket()
    blocker.bind(("127.0.0.1", 0))
    blocker.listen()
    port = blocker.getsockname()[1]
    result = __import__("subprocess").run(
        [str(BINARY), "serve", "--port", str(port), "--web", str(REPO / "web")],
        capture_output=True, text=True, timeout=10)
    blocker.close()
    assert result.returncode != 0
    assert f"port {port} is already in use" in result.stderr
    assert "Fatal error" not in result.stderr and result.stdout == ""


def test_listens_on_loopback_only(server):
    port_hex = f"{server.port:04X}"
    listening = []
    for table in ["/proc/net/tcp", "/proc/net/tcp6"]:
        for line in Path(table).read_text().splitlines()[1:]:
            local, state = line.split()[1], line.split()[3]
            if state == "0A" and local.endswith(":" + port_hex):
                listening.append((table, local))
    assert listening == [("/proc/net/tcp", f"0100007F:{port_hex}")]


def test_logs_one_line_per_connection_event(server):
    with connect(f"{server.ws}/echo", subprotocols=PREVIEW, origin=f"http://localhost:{server.port}") as ws:
        ws.send("log me")
        ws.recv(timeout=5)
    time.sleep(0.1)
    log = server.stderr_text()
    assert f"transition-preview path=/echo origin=http://localhost:{server.port}" in log
    assert "client sent 1000" in log


def test_clients_vanishing_mid_stream_are_logged_as_disconnects_not_errors(start_server):
    """A tab closed while frames stream: the server's next write fails (EPIPE/ECONNRESET)."""
    running = start_server("--echo-endpoint")
    for index in range(10):
        sock, head = wire.handshake(running.port, "/echo", "Sec-WebSocket-Protocol: transition-preview\r\n")
        assert head.startswith("HTTP/1.1 101")
        sock.sendall(wire.frame(0x1, b"!stream 500 100000"))  # 50 MB/s: a write is always pending
        time.sleep(0.1)
        sock.recv(1000)
        if index % 2:  # reset, as a crashed or killed client does; else an ordinary close
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        sock.close()
    time.sleep(0.5)
    log = running.stderr_text()
    assert log.count("close #") == 10, log
    assert "write failed" not in log and "transitions: error" not in log, log
    assert "client disconnected (" in log, log  # at least one reset met a write


def test_shutdown_does_not_wait_for_a_client_that_stopped_reading(start_server):
    running = start_server("--echo-endpoint")
    sock, head = wire.handshake(running.port, "/echo", "Sec-WebSocket-Protocol: transition-preview\r\n")
    assert head.startswith("HTTP/1.1 101")
    sock.sendall(wire.frame(0x1, b"!stream 200 50000"))  # then never read: the close cannot get out
    time.sleep(0.5)
    started = time.monotonic()
    running.signal(signal.SIGTERM)
    assert running.process.wait(timeout=5) == 0
    # The 0.5 s grace, then the server drops the client and exits; the rest is slack for a
    # loaded machine (waiting on the client would take until the 5 s above, or for ever).
    assert time.monotonic() - started < 2.0
    # Dropped by the grace timer, or (on a loaded machine, when lws's own close timeout of the
    # same length fires first) closed by lws: either way without the client's answer.
    log = running.stderr_text()
    assert "did not answer the close; dropping them" in log or "server sent 1001 (server shutting down)" in log, log
    sock.close()
