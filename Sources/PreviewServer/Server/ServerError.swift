/// A failure of the preview server, with a stable code for programs and a message for people.
///
/// `description` is one line fit for a log: `serve: port-in-use: 127.0.0.1:8080 is already in use`.
public struct ServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, as a stable machine-readable kind.
    public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// The address could not be bound (busy port, no permission, unknown interface).
        public static let cannotListen = Code(rawValue: "cannot-listen")
        /// The web directory is missing or not a directory.
        public static let webRootMissing = Code(rawValue: "web-root-missing")
        /// A configuration value is out of range or malformed.
        public static let invalidConfiguration = Code(rawValue: "invalid-configuration")
        /// libwebsockets failed in a way that has no more specific code.
        public static let transport = Code(rawValue: "transport")
        /// `run()` was called twice on the same server.
        public static let alreadyRunning = Code(rawValue: "already-running")
    }

    public var code: Code
    public var message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { "serve: \(code): \(message)" }
}
