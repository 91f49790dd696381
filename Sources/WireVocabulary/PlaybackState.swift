/// The `state` field of the protocol's `state` message (docs/protocol.md, "`state`"): what the
/// viewer's playhead is doing. The page switches on these strings.
public enum PlaybackState: String, CaseIterable, Sendable, Hashable {
    /// No transition selected yet.
    case idle
    /// Stopped at the playhead (after `pause`, `seek`, `select` or `set`).
    case paused
    /// `play`ing, or a released gesture's finish or cancel playing out.
    case running
    /// Stopped at the end of a run that finished.
    case finished
    /// Stopped at the end of a run that was cancelled.
    case cancelled
    /// A live gesture drives the run: `seek` and `play` wait for its end.
    case interactive
}
