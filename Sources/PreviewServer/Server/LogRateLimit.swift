/// At most one log line a second of each kind, and a count of those held back.
///
/// A condition the server cannot fix at once (out of file descriptors, lws retrying `accept`)
/// may repeat thousands of times a second; logged each time it filled 28 MB of log in 13 s
/// (issue #21). The first line of a kind goes out; repeats within the next second are counted
/// and said in one line when the kind next comes up after that second.
struct LogRateLimit {
    let interval: Double
    private var windows: [String: (start: Double, held: Int)] = [:]

    init(interval: Double = 1) { self.interval = interval }

    /// The lines to write for `line` of `kind` at `now` (none while the kind is held back).
    mutating func admit(_ line: String, kind: String, now: Double) -> [String] {
        guard let window = windows[kind], now - window.start < interval else {
            let held = windows[kind]?.held ?? 0
            windows[kind] = (now, 0)
            if windows.count > 64 { windows = windows.filter { now - $0.value.start < interval } }
            return held > 0 ? ["\(line) (\(held) more like it held back since the last one logged)"] : [line]
        }
        windows[kind]?.held += 1
        return []
    }
}
