/// Every `code` an `error` message of the preview protocol can carry (docs/protocol.md,
/// "`error`"): clients switch on these strings, so a raw value never changes once shipped.
///
/// The one place a code is spelled. The engine throws typed errors and knows none of these;
/// the catalog layer (CatalogKit) names its failures with them, since a run made from user
/// input is refused the same way on the wire, in the contract checker and in the CLI; the
/// session (PreviewProtocol) and the server's live reload (PreviewServer) answer with them.
/// `ErrorCodeDocsTests` holds the documented table to `allCases`.
public enum ErrorCode: String, CaseIterable, Sendable, Hashable {
    // The message itself.
    case badJSON = "bad-json"
    case missingType = "missing-type"
    case unknownType = "unknown-type"
    case badID = "bad-id"
    case badField = "bad-field"
    case missingField = "missing-field"
    case notFinite = "not-finite"
    case outOfRange = "out-of-range"
    case unsupportedVersion = "unsupported-version"
    case binaryNotSupported = "binary-not-supported"
    case tooLarge = "too-large"

    // What it names.
    case noSelection = "no-selection"
    case unknownEntry = "unknown-entry"
    case unknownOperation = "unknown-operation"
    case unknownDevice = "unknown-device"
    case unknownParameter = "unknown-parameter"
    case wrongType = "wrong-type"
    case unknownChoice = "unknown-choice"

    // The entry's app code, and how it is driven.
    case notInteractive = "not-interactive"
    case noTransition = "no-transition"
    case severalTransitions = "several-transitions"
    case startedWithoutTouch = "started-without-touch"
    case noSampleGesture = "no-sample-gesture"
    case wrongOperation = "wrong-operation"
    case interactive = "interactive"
    case gestureOutOfOrder = "gesture-out-of-order"
    case gestureTimeWentBack = "gesture-time-went-back"
    case gestureNotFinite = "gesture-not-finite"
    case tapAfterEnd = "tap-after-end"
    case gestureTooLong = "gesture-too-long"
    case emptyGesture = "empty-gesture"

    // `serve --watch`: the worker running the entry's code.
    case entryCrashed = "entry-crashed"
    case entryTimedOut = "entry-timed-out"
    case busy = "busy"
    case tooManyWorkers = "too-many-workers"

    // Never sent by the session (ErrorCodeDocsTests lists why), kept so that every failure
    // has a code of this enum.
    /// The CLI's `key=value` parameter syntax (`CatalogRun.parseOverrides`); the protocol takes
    /// JSON values.
    case badParameter = "bad-parameter"
    /// A gesture on a run that began without one; the session starts every gesture's run itself.
    case alreadyStarted = "already-started"
}
