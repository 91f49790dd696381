import CatalogKit
import Foundation
import TransitionKit

/// A message from the page, parsed and checked. Anything that does not parse becomes a
/// `ProtocolError` that names the field and what it accepts.
enum ClientMessage {
    case hello(version: Int)
    case select(Selection)
    case seek(SeekTarget)
    case play(rate: Double?, loop: Bool?, fps: Double?)
    case pause
    case gesture(GestureSample)
    /// A tap on the app's screen at the playhead (points).
    case tap(CGPoint)
    case set(parameters: [String: ParameterValue])
    case ping

    enum SeekTarget: Equatable {
        case progress(Double)
        case time(Double)
    }

    struct Selection {
        var entry: String
        var operation: String?
        var device: String?
        var parameters: [String: ParameterValue]
        var trace: [GestureSample]?
        /// Taps the viewer made on the app while it animated (`tap` messages), replayed when
        /// new parameters re-run it; a new selection starts without.
        var taps: [Tap] = []
        /// The device's Reduce Motion setting for the run (`UIAccessibility.isReduceMotionEnabled`).
        var reduceMotion = false
    }

    /// The most samples a recorded gesture trace (and a live gesture) may have.
    static let maxTraceSamples = 10_000

    static let types = ["hello", "select", "seek", "play", "pause", "gesture", "tap", "set", "ping"]

    /// Parses one text message. Returns the message's `id` (when readable) with the result, so
    /// even an error can answer the request it belongs to.
    static func parse(_ text: String) -> (id: MessageID?, type: String?, result: Result<ClientMessage, ProtocolError>) {
        let document: JSONValue
        do {
            document = try JSONParser.parse(text)
        } catch {
            return (nil, nil, .failure(ProtocolError(.badJSON, "the message is not valid JSON: \(error.message)")))
        }
        guard case .object(let fields) = document else {
            return (nil, nil, .failure(ProtocolError(.badJSON, "the message must be a JSON object with a \"type\"")))
        }
        let id: MessageID?
        switch MessageID.parse(fields["id"]) {
        case .success(let value): id = value
        case .failure(let error): return (nil, fields["type"]?.string, .failure(error))
        }
        guard let type = fields["type"]?.string else {
            return (
                id, nil,
                .failure(ProtocolError(.missingType, "the message has no \"type\" string; types: \(types.joined(separator: ", "))"))
            )
        }
        do {
            return (id, type, .success(try message(type: type, fields: Fields(fields))))
        } catch {
            return (id, type, .failure(error))
        }
    }

    private static func message(type: String, fields: Fields) throws(ProtocolError) -> ClientMessage {
        switch type {
        case "hello":
            return .hello(version: try fields.integer("version") ?? PreviewSession.protocolVersion)
        case "select":
            guard let entry = try fields.string("entry") else { throw ProtocolError.missing("entry", in: type) }
            let trace = try fields.array("gesture").map { samples throws(ProtocolError) in try Self.trace(samples, path: "gesture") }
            return .select(
                Selection(
                    entry: entry, operation: try fields.string("operation"),
                    device: try fields.string("device"),
                    parameters: try fields.parameters("parameters") ?? [:], trace: trace,
                    reduceMotion: try fields.bool("reduceMotion") ?? false))
        case "seek":
            let progress = try fields.number("progress")
            let time = try fields.number("time")
            switch (progress, time) {
            case (let p?, nil):
                guard (0...1).contains(p) else { throw ProtocolError.outOfRange("progress", p, "0…1") }
                return .seek(.progress(p))
            case (nil, let t?):
                guard t >= 0 else { throw ProtocolError.outOfRange("time", t, "≥ 0 seconds") }
                return .seek(.time(t))
            case (nil, nil):
                throw ProtocolError(.missingField, "seek needs \"progress\" (0…1) or \"time\" (seconds)")
            default:
                throw ProtocolError(.badField, "seek takes \"progress\" or \"time\", not both")
            }
        case "play":
            let rate = try fields.number("rate")
            let fps = try fields.number("fps")
            if let rate, !(PreviewSession.rates.contains(rate)) {
                throw ProtocolError.outOfRange("rate", rate, "\(PreviewSession.rates.lowerBound)…\(PreviewSession.rates.upperBound)")
            }
            if let fps, !(1...PreviewSession.maxFPS).contains(fps) {
                throw ProtocolError.outOfRange("fps", fps, "1…\(Int(PreviewSession.maxFPS))")
            }
            return .play(rate: rate, loop: try fields.bool("loop"), fps: fps)
        case "pause":
            return .pause
        case "gesture":
            return .gesture(try gestureSample(fields, path: ""))
        case "tap":
            guard let x = try fields.number("x"), let y = try fields.number("y") else {
                throw ProtocolError(.missingField, "a tap needs numbers x and y (points)")
            }
            guard abs(x) <= 1e6, abs(y) <= 1e6 else { throw ProtocolError.outOfRange("x/y", max(abs(x), abs(y)), "±1000000 points") }
            return .tap(CGPoint(x: x, y: y))
        case "set":
            guard let parameters = try fields.parameters("parameters") else { throw ProtocolError.missing("parameters", in: type) }
            return .set(parameters: parameters)
        case "ping":
            return .ping
        default:
            throw ProtocolError(.unknownType, "unknown message type '\(type)'; types: \(types.joined(separator: ", "))")
        }
    }

    /// A gesture trace, `[{t, phase, x, y}, …]` (`x2`, `y2` for a second finger): a `select`'s `gesture`, and a trace file
    /// the CLI reads (GestureTrace).
    static func trace(_ samples: [JSONValue], path: String) throws(ProtocolError) -> [GestureSample] {
        var trace: [GestureSample] = []
        for (index, sample) in samples.enumerated() {
            guard case .object(let sample) = sample else {
                throw ProtocolError(.badField, "\(path)[\(index)] must be an object {t, phase, x, y}")
            }
            trace.append(try gestureSample(Fields(sample), path: "\(path)[\(index)]."))
        }
        return trace
    }

    private static func gestureSample(_ fields: Fields, path: String) throws(ProtocolError) -> GestureSample {
        guard let phaseName = try fields.string("phase") else { throw ProtocolError.missing(path + "phase", in: "gesture") }
        guard let phase = GestureSample.Phase(rawValue: phaseName) else {
            throw ProtocolError(.badField, "\(path)phase must be began, changed, ended or cancelled, not '\(phaseName)'")
        }
        guard let x = try fields.number("x"), let y = try fields.number("y"), let t = try fields.number("t") else {
            throw ProtocolError(.missingField, "a gesture sample needs numbers \(path)t (seconds), \(path)x and \(path)y (points)")
        }
        guard abs(x) <= 1e6, abs(y) <= 1e6 else { throw ProtocolError.outOfRange(path + "x/y", max(abs(x), abs(y)), "±1000000 points") }
        guard t >= 0, t <= 1e9 else { throw ProtocolError.outOfRange(path + "t", t, "0…1e9 seconds") }
        // The second finger of a two-finger gesture: both coordinates or neither.
        let x2 = try fields.number("x2")
        let y2 = try fields.number("y2")
        if (x2 == nil) != (y2 == nil) {
            throw ProtocolError(
                .missingField,
                "a two-finger gesture sample needs both \(path)x2 and \(path)y2 (points of the second finger); got only \(path)\(x2 == nil ? "y2" : "x2")"
            )
        }
        if let x2, let y2, abs(x2) > 1e6 || abs(y2) > 1e6 {
            throw ProtocolError.outOfRange(path + "x2/y2", max(abs(x2), abs(y2)), "±1000000 points")
        }
        return GestureSample(t: t, phase: phase, x: x, y: y, x2: x2, y2: y2)
    }
}
