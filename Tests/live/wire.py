"""Raw WebSocket frames over a plain socket, for inputs no well-behaved client will send."""

import base64
import os
import socket
import struct


def handshake(port, path="/echo", extra_headers="", host=None):
    """Opens a socket and completes an upgrade; returns the socket and the response head."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=5)
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((
        f"GET {path} HTTP/1.1\r\nHost: {host or f'127.0.0.1:{port}'}\r\nUpgrade: websocket\r\n"
        f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
        f"{extra_headers}\r\n").encode())
    head = b""
    while b"\r\n\r\n" not in head:
        chunk = sock.recv(4096)
        if not chunk:
            break
        head += chunk
    return sock, head.decode(errors="replace")


def frame(opcode, payload, fin=True, rsv=0, masked=True):
    """A client frame, masked as RFC 6455 §5.1 requires unless `masked` is False."""
    first = (0x80 if fin else 0) | (rsv << 4) | opcode
    bit = 0x80 if masked else 0
    length = len(payload)
    if length < 126:
        header = struct.pack("!BB", first, bit | length)
    elif length < 65536:
        header = struct.pack("!BBH", first, bit | 126, length)
    else:
        header = struct.pack("!BBQ", first, bit | 127, length)
    if not masked:
        return header + payload
    mask = os.urandom(4)
    return header + mask + bytes(byte ^ mask[i % 4] for i, byte in enumerate(payload))


def read_frame(sock):
    """One unmasked server frame: (opcode, payload)."""
    def exactly(count):
        data = b""
        while len(data) < count:
            chunk = sock.recv(count - len(data))
            if not chunk:
                raise ConnectionError("closed")
            data += chunk
        return data

    first, second = exactly(2)
    length = second & 0x7F
    if length == 126:
        length = struct.unpack("!H", exactly(2))[0]
    elif length == 127:
        length = struct.unpack("!Q", exactly(8))[0]
    return first & 0x0F, exactly(length)


def close_code(payload):
    return struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else None


class HTTPReader:
    """Reads HTTP/1.1 responses one after another from a socket (for pipelined requests)."""

    def __init__(self, sock):
        self.sock = sock
        self.buffer = bytearray()

    def _fill(self):
        chunk = self.sock.recv(256 * 1024)
        if not chunk:
            raise EOFError("connection closed")
        self.buffer += chunk

    def response(self, head_only=False):
        """(status, headers with lower-case names, body); `head_only` for HEAD requests."""
        while (end := self.buffer.find(b"\r\n\r\n")) < 0:
            self._fill()
        lines = self.buffer[:end].decode("latin-1").split("\r\n")
        del self.buffer[:end + 4]
        status = int(lines[0].split(" ", 2)[1])
        headers = {}
        for line in lines[1:]:
            name, value = line.split(":", 1)
            headers[name.strip().lower()] = value.strip()
        length = 0 if head_only else int(headers.get("content-length", "0"))
        while len(self.buffer) < length:
            self._fill()
        body = bytes(self.buffer[:length])
        del self.buffer[:length]
        return status, headers, body

    def closed(self):
        """True once the server has closed the connection (after any unread bytes)."""
        try:
            while True:
                self._fill()
        except (EOFError, ConnectionResetError):
            return True
        except TimeoutError:
            return False


def get_request(port, path, extra=""):
    return f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n{extra}\r\n".encode()
