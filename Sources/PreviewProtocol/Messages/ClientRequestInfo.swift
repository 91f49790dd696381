/// The little the front reads from a client message it forwards: its `id` (to answer it if
/// the worker dies on it), its `type`, and a `select`'s `entry` (to name the entry that crashed).
public struct ClientRequestInfo: Sendable {
    let id: MessageID?
    public let type: String?
    public let entry: String?
    /// Whether the message carries an `id` (a direct answer is owed to it).
    public var hasID: Bool { id != nil }

    /// `nil` for text that is not a JSON object; the worker answers that one itself.
    public init?(text: String) {
        guard let document = try? JSONParser.parse(text), case .object(let members) = document else { return nil }
        id = (try? MessageID.parse(members["id"]).get()) ?? nil
        type = members["type"]?.string
        entry = type == "select" ? members["entry"]?.string : nil
    }
}
