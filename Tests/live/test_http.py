"""The static-file side under real clients' habits: pipelining, oversized requests, odd methods
and paths. Raw sockets, so requests go out exactly as written (see docs/server-transport.md)."""

import socket
import time

import pytest
from websockets.sync.client import connect

import wire
from wire import HTTPReader, get_request


def open_socket(server):
    return socket.create_connection(("127.0.0.1", server.port), timeout=5)


def body_of(server, path):
    with open_socket(server) as sock:
        sock.sendall(get_request(server.port, path))
        return HTTPReader(sock).response()[2]


# MARK: Pipelining


@pytest.mark.parametrize("count", [2, 10, 1000])
def test_pipelined_requests_are_each_answered_in_full_and_in_order(server, count):
    paths = ["/", "/js/main.js", "/no-such-file.js", "/style.css"]
    expected = {path: body_of(server, path) for path in paths}
    requests = [paths[index % len(paths)] for index in range(count)]
    with open_socket(server) as sock:
        sock.sendall(b"".join(get_request(server.port, path) for path in requests))  # one write
        reader = HTTPReader(sock)
        for index, path in enumerate(requests):
            status, headers, body = reader.response()
            assert (index, status) == (index, 404 if path == "/no-such-file.js" else 200)
            assert body == expected[path], f"response {index} ({path}) has the wrong body"
            assert "connection" not in headers
        # The connection is still open and still answers.
        sock.sendall(get_request(server.port, "/"))
        assert reader.response()[2] == expected["/"]


def test_pipelined_head_get_and_handshake_in_one_write(server):
    """The requests before a WebSocket handshake are answered first; then the socket is a WebSocket."""
    with open_socket(server) as sock:
        sock.sendall(
            f"HEAD /js/main.js HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n\r\n".encode()
            + get_request(server.port, "/style.css")
            + get_request(server.port, "/echo", "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                          "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n")
            + wire.frame(0x1, b"right after the handshake"))
        reader = HTTPReader(sock)
        status, headers, body = reader.response(head_only=True)
        assert (status, body) == (200, b"")
        assert int(headers["content-length"]) == len(body_of(server, "/js/main.js"))
        assert reader.response()[:1] == (200,)
        status, headers, _ = reader.response(head_only=True)
        assert status == 101
        assert headers["sec-websocket-accept"] == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo="
        sock.setblocking(True)
        rest = bytes(reader.buffer)
        while len(rest) < 2 + len(b"right after the handshake"):
            rest += sock.recv(4096)
        assert rest[2:] == b"right after the handshake"  # echoed by /echo


def test_a_request_followed_by_the_clients_fin_still_gets_its_whole_response(server):
    """`printf 'GET / …' | nc -N`: the client closes its sending side right after the request."""
    for path, status in [("/js/main.js", 200), ("/no-such-file", 404)]:
        with open_socket(server) as sock:
            sock.sendall(get_request(server.port, path))
            sock.shutdown(socket.SHUT_WR)
            reader = HTTPReader(sock)
            assert reader.response()[:3:2] == (status, body_of(server, path))


# MARK: Oversized requests


def test_a_long_request_line_gets_414_then_the_connection_closes(server):
    with open_socket(server) as sock:
        sock.sendall(get_request(server.port, "/" + "a" * 8000))  # under the limit: answered
        assert HTTPReader(sock).response()[0] == 404
    with open_socket(server) as sock:
        # 200 KB in one write: the server answers after 8 KiB and drains the rest, so the
        # answer is not destroyed by a reset.
        sock.sendall(get_request(server.port, "/" + "a" * 200_000))
        reader = HTTPReader(sock)
        status, headers, body = reader.response()
        assert (status, body) == (414, b"414 URI Too Long\n")
        assert headers["connection"] == "close"
        assert reader.closed()
    assert "http 414 127.0.0.1 request line too long" in server.stderr_text()


@pytest.mark.parametrize("headers, status", [
    ("Cookie: " + "c" * 10_000 + "\r\n", 200),        # large, but within 32 KiB: served
    ("X-Padding: " + "p" * 16_000 + "\r\n", 200),
    ("Cookie: " + "c" * 40_000 + "\r\n", 431),
    ("".join(f"X-Field-{n}: {n}\r\n" for n in range(200)), 431),
], ids=["cookie-10k", "padding-16k", "cookie-40k", "200-fields"])
def test_large_header_sections_are_served_or_get_431(server, headers, status):
    with open_socket(server) as sock:
        sock.sendall(get_request(server.port, "/", headers))
        reader = HTTPReader(sock)
        assert reader.response()[0] == status
        if status == 431:
            assert reader.closed()


# MARK: Methods and paths


@pytest.mark.parametrize("method", ["TRACE", "PROPFIND", "CONNECT", "BREW", "OPTIONS"])
def test_unknown_methods_get_405_with_allow_on_a_connection_that_stays_open(server, method):
    with open_socket(server) as sock:
        target = f"127.0.0.1:{server.port}" if method == "CONNECT" else "/"
        sock.sendall(f"{method} {target} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n\r\n".encode()
                     + get_request(server.port, "/"))
        reader = HTTPReader(sock)
        status, headers, body = reader.response()
        assert (status, headers["allow"], body) == (405, "GET, HEAD", b"405 Method Not Allowed\n")
        assert reader.response()[0] == 200


@pytest.mark.parametrize("path", ["/index.html%00", "/%00", "/index.html%zz", "/%"])
def test_undecodable_paths_get_400_and_the_server_stays_healthy(server, path):
    with open_socket(server) as sock:
        sock.sendall(get_request(server.port, path) + get_request(server.port, "/"))
        reader = HTTPReader(sock)
        status, _, body = reader.response()
        assert (status, body) == (400, b"400 Bad Request\n")
        assert reader.response()[0] == 200  # same connection
    with connect(f"{server.ws}/echo") as ws:  # and the server as a whole
        ws.send("still here")
        assert ws.recv(timeout=5) == "still here"


def test_malformed_requests_get_400_not_a_silent_close(server):
    for request in [b"GET / HTTP/1.1\r\n\r\n",                               # no Host
                    b"GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n",          # two Hosts
                    b"GET / HTTP/1.1\r\nHost : 127.0.0.1\r\n\r\n",            # space before the colon
                    b"GET /\r\n\r\n"]:
        with open_socket(server) as sock:
            sock.sendall(request)
            reader = HTTPReader(sock)
            assert reader.response()[0] == 400, request
            assert reader.closed()


def test_a_handshake_with_large_cookies_still_opens_a_websocket(server):
    """Browsers send their cookies (for every port of localhost) with the handshake too: what
    the page's own requests may carry, its WebSocket must be able to carry."""
    cookie = "Cookie: " + "c" * 30_000 + "\r\n"
    sock, head = wire.handshake(server.port, "/echo", cookie)
    assert head.startswith("HTTP/1.1 101"), head
    sock.sendall(wire.frame(0x1, b"big cookie"))
    assert wire.read_frame(sock) == (0x1, b"big cookie")
    sock.close()


def test_a_handshake_to_an_undecodable_path_gets_400(server):
    sock, head = wire.handshake(server.port, "/echo%00")
    sock.close()
    assert head.startswith("HTTP/1.1 400"), head


@pytest.mark.parametrize("fields, status", [
    ("Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\n", 400),
    ("Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n", 400),
    ("Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 8\r\n", 426),
], ids=["no-key", "no-connection-upgrade", "version-8"])
def test_malformed_handshakes_get_a_status_not_a_dropped_connection(server, fields, status):
    with open_socket(server) as sock:
        sock.sendall(get_request(server.port, "/echo", "Upgrade: websocket\r\n" + fields))
        status_line, headers, _ = HTTPReader(sock).response()
        assert status_line == status
        if status == 426:
            assert headers["sec-websocket-version"] == "13"


def test_an_idle_keep_alive_connection_is_closed_after_its_timeout(start_server):
    running = start_server()
    with open_socket(running) as sock:
        sock.settimeout(15)
        sock.sendall(get_request(running.port, "/"))
        reader = HTTPReader(sock)
        assert reader.response()[0] == 200
        started = time.monotonic()
        assert reader.closed()
        assert 8 < time.monotonic() - started < 13
