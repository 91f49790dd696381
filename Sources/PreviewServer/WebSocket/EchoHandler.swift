import PreviewProtocol

/// A stand-in handler for testing the transport: echoes every text message back.
///
/// Three commands drive the transport's output paths from a real client:
/// - `!stream HZ BYTES` pushes a frame of about BYTES bytes HZ times a second (ticks and
///   latest-wins frames): `frame SEQ NOW xxxx…`, NOW being the tick's `now` (CLOCK_MONOTONIC
///   seconds, so a client on the same machine can tell how fresh a frame is).
/// - `!flood HZ BYTES` pushes a control message of about BYTES bytes HZ times a second (the
///   bounded queue): `flood SEQ NOW xxxx…`.
/// - `!stop` stops either.
/// Binary or oversized messages get an error message in the protocol's shape, and the
/// connection stays usable.
public final class EchoHandler: ConnectionHandler {
    private enum Push {
        case frames
        case messages
    }

    private var push: Push?
    private var interval = 0.0
    private var payloadBytes = 0
    private var sequence = 0
    public private(set) var nextTick: Double?

    public init() {}

    public func opened(now: Double) -> [Outgoing] { [] }

    public func received(text: String, now: Double) -> [Outgoing] {
        let words = text.split(separator: " ")
        switch words.first {
        case "!stream", "!flood":
            guard words.count == 3, let hertz = Double(words[1]), hertz > 0, hertz <= 10_000,
                let bytes = Int(words[2]), (0...16 * 1024 * 1024).contains(bytes)
            else { return [Self.error("bad-command", "usage: \(words[0]) HZ BYTES")] }
            push = words[0] == "!stream" ? .frames : .messages
            interval = 1 / hertz
            payloadBytes = bytes
            nextTick = now
            return [.message("ok \(words[0].dropFirst())")]
        case "!stop":
            push = nil
            nextTick = nil
            return [.message("ok stop")]
        default:
            return [.message(text)]
        }
    }

    public func receivedInvalid(_ problem: InvalidMessage, now: Double) -> [Outgoing] {
        switch problem {
        case .binary(let count):
            return [Self.error("binary-message", "binary messages are not accepted (\(count) bytes)")]
        case .tooLarge(let count):
            return [Self.error("message-too-large", "message of \(count) bytes is over the limit")]
        }
    }

    public func tick(now: Double) -> [Outgoing] {
        guard let push, let due = nextTick, now >= due else { return [] }
        sequence += 1
        // Skip missed slots instead of catching up: a late tick produces one item, not many.
        let next = due + interval
        nextTick = next > now ? next : now + interval
        let padding = String(repeating: "x", count: payloadBytes)
        switch push {
        case .frames: return [.frame(Array("frame \(sequence) \(now) \(padding)".utf8))]
        case .messages: return [.message("flood \(sequence) \(now) \(padding)")]
        }
    }

    public func closed() {
        push = nil
        nextTick = nil
    }

    private static func error(_ code: String, _ message: String) -> Outgoing {
        .message(#"{"type":"error","code":"\#(code)","message":"\#(message)"}"#)
    }
}
