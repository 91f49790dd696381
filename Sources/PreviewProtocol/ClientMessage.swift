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
    }

    /// The most samples a recorded gesture trace (and a live gesture) may have.
    static let maxTraceSamples = 10_000

    static let types = ["hello", "select", "seek", "play", "pause", "gesture", "set", "ping"]

    /// Parses one text message. Returns the message's `id` (when readable) with the result, so
    /// even an error can answer the request it belongs to.
    static func parse(_ text: String) -> (id: MessageID?, type: String?, result: Result<ClientMessage, ProtocolError>) {
        let data = Data(text.utf8)
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            return (nil, nil, .failure(ProtocolError("bad-json", "the message is not valid JSON")))
        }
        guard let fields = object as? [String: Any] else {
            return (nil, nil, .failure(ProtocolError("bad-json", "the message must be a JSON object with a \"type\"")))
        }
        let id: MessageID?
        switch MessageID.parse(fields["id"]) {
        case .success(let value): id = value
        case .failure(let error): return (nil, fields["type"] as? String, .failure(error))
        }
        guard let type = fields["type"] as? String else {
            return (id, nil, .failure(ProtocolError("missing-type", "the message has no \"type\" string; types: \(types.joined(separator: ", "))")))
        }
        do {
            return (id, type, .success(try message(type: type, fields: Fields(fields))))
        } catch let error as ProtocolError {
            return (id, type, .failure(error))
        } catch {
            return (id, type, .failure(ProtocolError("bad-message", "\(error)")))
        }
    }

    private static func message(type: String, fields: Fields) throws -> ClientMessage {
        switch type {
        case "hello":
            return .hello(version: try fields.integer("version") ?? PreviewSession.protocolVersion)
        case "select":
            guard let entry = try fields.string("entry") else { throw ProtocolError.missing("entry", in: type) }
            let trace = try fields.array("gesture").map { samples in
                try samples.enumerated().map { index, sample -> GestureSample in
                    guard let sample = sample as? [String: Any] else {
                        throw ProtocolError("bad-field", "gesture[\(index)] must be an object {t, phase, x, y}")
                    }
                    return try gestureSample(Fields(sample), path: "gesture[\(index)].")
                }
            }
            return .select(Selection(entry: entry, operation: try fields.string("operation"),
                                     device: try fields.string("device"),
                                     parameters: try fields.parameters("parameters") ?? [:], trace: trace))
        case "seek":
            let progress = try fields.number("progress"), time = try fields.number("time")
            switch (progress, time) {
            case (let p?, nil):
                guard (0...1).contains(p) else { throw ProtocolError.outOfRange("progress", p, "0…1") }
                return .seek(.progress(p))
            case (nil, let t?):
                guard t >= 0 else { throw ProtocolError.outOfRange("time", t, "≥ 0 seconds") }
                return .seek(.time(t))
            case (nil, nil):
                throw ProtocolError("missing-field", "seek needs \"progress\" (0…1) or \"time\" (seconds)")
            default:
                throw ProtocolError("bad-field", "seek takes \"progress\" or \"time\", not both")
            }
        case "play":
            let rate = try fields.number("rate"), fps = try fields.number("fps")
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
        case "set":
            guard let parameters = try fields.parameters("parameters") else { throw ProtocolError.missing("parameters", in: type) }
            return .set(parameters: parameters)
        case "ping":
            return .ping
        default:
            throw ProtocolError("unknown-type", "unknown message type '\(type)'; types: \(types.joined(separator: ", "))")
        }
    }

    private static func gestureSample(_ fields: Fields, path: String) throws -> GestureSample {
        guard let phaseName = try fields.string("phase") else { throw ProtocolError.missing(path + "phase", in: "gesture") }
        guard let phase = GestureSample.Phase(rawValue: phaseName) else {
            throw ProtocolError("bad-field", "\(path)phase must be began, changed, ended or cancelled, not '\(phaseName)'")
        }
        guard let x = try fields.number("x"), let y = try fields.number("y"), let t = try fields.number("t") else {
            throw ProtocolError("missing-field", "a gesture sample needs numbers \(path)t (seconds), \(path)x and \(path)y (points)")
        }
        guard abs(x) <= 1e6, abs(y) <= 1e6 else { throw ProtocolError.outOfRange(path + "x/y", max(abs(x), abs(y)), "±1000000 points") }
        guard t >= 0, t <= 1e9 else { throw ProtocolError.outOfRange(path + "t", t, "0…1e9 seconds") }
        return GestureSample(t: t, phase: phase, x: x, y: y)
    }
}

/// Typed access to a message's fields; a field of the wrong type is an error naming it.
struct Fields {
    let values: [String: Any]

    init(_ values: [String: Any]) { self.values = values }

    private func present(_ key: String) -> Any? {
        guard let value = values[key], !(value is NSNull) else { return nil }
        return value
    }

    func string(_ key: String) throws -> String? {
        guard let value = present(key) else { return nil }
        guard let string = value as? String else { throw ProtocolError("bad-field", "\"\(key)\" must be a string") }
        return string
    }

    func number(_ key: String) throws -> Double? {
        guard let value = present(key) else { return nil }
        guard let number = value as? NSNumber, !number.isBoolean else { throw ProtocolError("bad-field", "\"\(key)\" must be a number") }
        let double = number.doubleValue
        guard double.isFinite else { throw ProtocolError("not-finite", "\"\(key)\" must be a finite number") }
        return double
    }

    func integer(_ key: String) throws -> Int? {
        guard let number = try number(key) else { return nil }
        guard number == number.rounded(), abs(number) < 1e9 else { throw ProtocolError("bad-field", "\"\(key)\" must be a whole number") }
        return Int(number)
    }

    func bool(_ key: String) throws -> Bool? {
        guard let value = present(key) else { return nil }
        guard let number = value as? NSNumber, number.isBoolean else { throw ProtocolError("bad-field", "\"\(key)\" must be true or false") }
        return number.boolValue
    }

    func array(_ key: String) throws -> [Any]? {
        guard let value = present(key) else { return nil }
        guard let array = value as? [Any] else { throw ProtocolError("bad-field", "\"\(key)\" must be an array") }
        guard array.count <= ClientMessage.maxTraceSamples else {
            throw ProtocolError.outOfRange(key, Double(array.count), "at most \(ClientMessage.maxTraceSamples) items")
        }
        return array
    }

    func parameters(_ key: String) throws -> [String: ParameterValue]? {
        guard let value = present(key) else { return nil }
        guard let object = value as? [String: Any] else { throw ProtocolError("bad-field", "\"\(key)\" must be an object of parameter values") }
        var result: [String: ParameterValue] = [:]
        for (name, raw) in object {
            if let number = raw as? NSNumber {
                if number.isBoolean {
                    result[name] = .toggle(number.boolValue)
                } else {
                    guard number.doubleValue.isFinite else { throw ProtocolError("not-finite", "parameter '\(name)' must be finite") }
                    result[name] = .number(number.doubleValue)
                }
            } else if let string = raw as? String {
                result[name] = .choice(string)
            } else {
                throw ProtocolError("bad-field", "parameter '\(name)' must be a number, true/false or a string")
            }
        }
        return result
    }
}

extension NSNumber {
    /// JSONSerialization gives booleans as NSNumber too (type encoding "c", a char, which a
    /// JSON number never gets); tell them apart from 0 and 1.
    var isBoolean: Bool {
        String(cString: objCType) == "c"
    }
}

/// A request id, echoed exactly as the client sent it: a string or a whole number.
enum MessageID: Equatable {
    case string(String)
    case number(Int)

    static func parse(_ value: Any?) -> Result<MessageID?, ProtocolError> {
        guard let value, !(value is NSNull) else { return .success(nil) }
        if let string = value as? String {
            guard string.utf8.count <= 256 else { return .failure(ProtocolError("bad-id", "\"id\" is longer than 256 bytes")) }
            return .success(.string(string))
        }
        if let number = value as? NSNumber, !number.isBoolean {
            let double = number.doubleValue
            guard double.isFinite, double == double.rounded(), abs(double) <= 9_007_199_254_740_991 else {
                return .failure(ProtocolError("bad-id", "\"id\" must be a string or a whole number"))
            }
            return .success(.number(Int(double)))
        }
        return .failure(ProtocolError("bad-id", "\"id\" must be a string or a whole number"))
    }

    func write(into json: inout JSONWriter) {
        switch self {
        case .string(let s): json.value(s)
        case .number(let n): json.value(n)
        }
    }
}
