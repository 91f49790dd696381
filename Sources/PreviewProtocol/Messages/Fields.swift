import CatalogKit
import TransitionKit

/// Typed access to a message's fields; a field of the wrong type is an error naming it.
struct Fields {
    let values: [String: JSONValue]

    init(_ values: [String: JSONValue]) { self.values = values }

    /// The field's value; a missing field and `null` are both "not given".
    private func present(_ key: String) -> JSONValue? {
        guard let value = values[key], value != .null else { return nil }
        return value
    }

    func string(_ key: String) throws(ProtocolError) -> String? {
        guard let value = present(key) else { return nil }
        guard case .string(let string) = value else { throw ProtocolError(.badField, "\"\(key)\" must be a string") }
        return string
    }

    /// A finite number. A literal beyond Double's range (`1e309`) is `not-finite`: it is valid
    /// JSON, but no field takes an infinite value.
    func number(_ key: String) throws(ProtocolError) -> Double? {
        guard let value = present(key) else { return nil }
        guard case .number(let number) = value else { throw ProtocolError(.badField, "\"\(key)\" must be a number") }
        guard number.value.isFinite else {
            throw ProtocolError(.notFinite, "\"\(key)\" must be a finite number; \(number.text) is beyond a double's range")
        }
        return number.value
    }

    func integer(_ key: String) throws(ProtocolError) -> Int? {
        guard let number = try number(key) else { return nil }
        guard number == number.rounded(), abs(number) < 1e9 else { throw ProtocolError(.badField, "\"\(key)\" must be a whole number") }
        return Int(number)
    }

    func bool(_ key: String) throws(ProtocolError) -> Bool? {
        guard let value = present(key) else { return nil }
        guard case .bool(let flag) = value else { throw ProtocolError(.badField, "\"\(key)\" must be true or false") }
        return flag
    }

    func array(_ key: String) throws(ProtocolError) -> [JSONValue]? {
        guard let value = present(key) else { return nil }
        guard case .array(let array) = value else { throw ProtocolError(.badField, "\"\(key)\" must be an array") }
        guard array.count <= ClientMessage.maxTraceSamples else {
            throw ProtocolError.outOfRange(key, Double(array.count), "at most \(ClientMessage.maxTraceSamples) items")
        }
        return array
    }

    func parameters(_ key: String) throws(ProtocolError) -> [String: ParameterValue]? {
        guard let value = present(key) else { return nil }
        guard case .object(let object) = value else { throw ProtocolError(.badField, "\"\(key)\" must be an object of parameter values") }
        var result: [String: ParameterValue] = [:]
        for (name, raw) in object {
            switch raw {
            case .bool(let flag):
                result[name] = .toggle(flag)
            case .number(let number):
                guard number.value.isFinite else {
                    throw ProtocolError(.notFinite, "parameter '\(name)' must be finite; \(number.text) is beyond a double's range")
                }
                result[name] = .number(number.value)
            case .string(let string):
                result[name] = .choice(string)
            default:
                throw ProtocolError(.badField, "parameter '\(name)' must be a number, true/false or a string")
            }
        }
        return result
    }
}
