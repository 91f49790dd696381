import PreviewProtocol

extension Outgoing {
    /// A frame from text, so transport tests read like the messages they check.
    static func frame(_ text: String) -> Outgoing { .frame(Array(text.utf8)) }
}
