"""Handshakes lws 4.1.6 would drop without an answer, or mishandle, answered with a status by
the server's own HTTP code before the hand-over (issue #21; docs/server-transport.md,
"Static files"), and absolute-form targets checked against their own authority."""

import socket

import pytest

import wire


def status_of(server, path="/echo", extra_headers="", host=None):
    sock, head = wire.handshake(server.port, path, extra_headers, host)
    sock.close()
    assert head, f"{path}: the connection closed without an answer"
    return int(head.split(" ", 2)[1])


def plain_status(server, request):
    with socket.create_connection(("127.0.0.1", server.port), timeout=5) as sock:
        sock.sendall(request.encode())
        status, _, _ = wire.HTTPReader(sock).response()
        return status


@pytest.mark.parametrize("name", ["Cookie", "Accept", "X-Forwarded-For", "Sec-WebSocket-Extensions"])
def test_too_many_header_lines_in_a_handshake_are_431(server, name):
    # The handshake itself has 5 lines (Host, Upgrade, Connection, key, version).
    assert status_of(server, extra_headers="".join(f"{name}: v{n}\r\n" for n in range(87))) == 431
    assert status_of(server, extra_headers="".join(f"{name}: v{n}\r\n" for n in range(28))) == 431
    # 32 lines, the most a handshake may have: lws's tables hold them.
    assert status_of(server, extra_headers="".join(f"{name}: v{n}\r\n" for n in range(27))) == 101


@pytest.mark.parametrize("path", ["/echo?a=%00", "/echo#%00", "/echo?a=%zz", "/echo?%", "/echo?a=%4"])
def test_a_bad_escape_in_a_handshakes_query_or_fragment_is_400_as_on_a_file(server, path):
    assert status_of(server, path) == 400
    file_path = path.replace("/echo", "/index.html")
    assert plain_status(server, wire.get_request(server.port, file_path).decode()) == 400


def test_a_handshake_with_a_body_is_refused(server):
    sock, head = wire.handshake(server.port, extra_headers="Content-Length: 6\r\n")
    sock.close()
    assert head.startswith("HTTP/1.1 400 "), head
    sock, head = wire.handshake(server.port, extra_headers="Transfer-Encoding: chunked\r\n")
    sock.close()
    assert head.startswith("HTTP/1.1 400 "), head


def test_an_absolute_form_target_is_checked_against_its_authority_not_host(server):
    port = server.port
    evil = f"GET http://evil.example/index.html HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n"
    assert plain_status(server, evil) == 403
    good = f"GET http://127.0.0.1:{port}/index.html HTTP/1.1\r\nHost: evil.example\r\n\r\n"
    assert plain_status(server, good) == 200
    # A handshake names a path (RFC 6455 §4.1): an absolute-form one is 400, whatever its host.
    assert status_of(server, f"http://127.0.0.1:{port}/echo") == 400
