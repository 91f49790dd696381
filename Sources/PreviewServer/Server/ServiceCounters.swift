/// What the service loop did, counted on its thread and logged when it stops, so tests (and
/// people reading a log) can tell how replies were produced without timing anything.
struct ServiceCounters: Equatable {
    /// Returns from one `lws_service` poll.
    var wakeUps = 0
    /// Replies owed to a message just received (a seek's frame) that were computed in the
    /// connection's own WRITEABLE callback, right before being written.
    var repliesAtWrite = 0
    /// Ticks that fell due in the tick timer's batch (playback frames, replies owed later).
    var batchedTicks = 0
    /// Ticks that fell due while a frame still waited, run when the socket took it.
    var deferredTicks = 0

    /// The shutdown log line; it starts as it did before the other counters existed
    /// ("service loop: N wake-ups"), which older log readers match.
    func summary(seconds: String) -> String {
        "service loop: \(wakeUps) wake-ups in \(seconds)s; replies at write: \(repliesAtWrite);"
            + " batched ticks: \(batchedTicks); deferred ticks: \(deferredTicks)"
    }
}
