import TransitionKit

/// A gesture trace file (`transitions render --gesture FILE`, the page's "Save trace"): the
/// same JSON as a `select`'s `gesture`, read by the protocol's own strict reader and sample
/// rules, so a trace the CLI accepts is one the page and the protocol accept too.
public enum GestureTrace {
    public struct Invalid: Error, CustomStringConvertible {
        public let description: String
    }

    public static func parse(_ text: String) throws(Invalid) -> [GestureSample] {
        let value: JSONValue
        do {
            value = try JSONParser.parse(text)
        } catch {
            throw Invalid(description: error.message)
        }
        guard case .array(let samples) = value else {
            throw Invalid(description: "a trace is a JSON array of samples")
        }
        do {
            return try ClientMessage.trace(samples, path: "")
        } catch {
            throw Invalid(description: error.message)
        }
    }
}
