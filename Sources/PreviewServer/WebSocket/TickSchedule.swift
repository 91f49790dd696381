/// When each connection's next tick falls due, so the service loop keeps one timer for all of
/// them and serves every tick that is due in one wake-up.
///
/// Why one timer with a tolerance instead of a timer per connection: libwebsockets 4.1 turns
/// its next timer into a `poll` timeout by truncating to whole milliseconds, so `poll` returns
/// up to a millisecond before the timer is ripe and lws then polls with a zero timeout until it
/// is — a busy loop before every tick. With 50 viewers at 60 fps that was ~14,000 polls a
/// second for 3,000 frames (issue #14). The loop instead runs every tick due within
/// `tolerance` itself, before lws would spin; a frame a millisecond early is invisible at
/// 60 Hz, and the session is told the tick's own deadline as `now`, so frame times stay on the
/// display's grid.
struct TickSchedule {
    /// How early a tick may run.
    static let tolerance = 0.001

    private var deadlines: [Int: Double] = [:]
    /// The smallest deadline, when known; `nil` with `isEarliestKnown` means no deadline.
    private var cachedEarliest: Double?
    private var isEarliestKnown = true

    var isEmpty: Bool { deadlines.isEmpty }
    var count: Int { deadlines.count }

    func deadline(of id: Int) -> Double? { deadlines[id] }

    /// Sets (or, with `nil`, clears) a connection's next tick.
    mutating func schedule(_ id: Int, at deadline: Double?) {
        let old = deadlines[id]
        guard old != deadline else { return }
        deadlines[id] = deadline
        if let deadline, isEarliestKnown, cachedEarliest.map({ deadline <= $0 }) ?? true {
            cachedEarliest = deadline
        } else if let old, old == cachedEarliest {
            isEarliestKnown = false  // the earliest moved later or went away: find it when asked
        }
    }

    mutating func remove(_ id: Int) { schedule(id, at: nil) }

    mutating func removeAll() {
        deadlines.removeAll()
        cachedEarliest = nil
        isEarliestKnown = true
    }

    /// The soonest deadline, or `nil` when nothing is scheduled.
    mutating func earliest() -> Double? {
        if !isEarliestKnown {
            cachedEarliest = deadlines.values.min()
            isEarliestKnown = true
        }
        return cachedEarliest
    }

    /// Whether some tick is due at `now` (or within the tolerance after it).
    mutating func hasDue(at now: Double) -> Bool {
        guard let earliest = earliest() else { return false }
        return earliest <= now + Self.tolerance
    }

    /// Removes and returns the ticks due at `now`, soonest first (ties by id, so the order
    /// never depends on the dictionary's).
    mutating func takeDue(at now: Double) -> [(id: Int, deadline: Double)] {
        guard hasDue(at: now) else { return [] }
        let limit = now + Self.tolerance
        var due: [(id: Int, deadline: Double)] = []
        var rest: Double?
        for (id, deadline) in deadlines {
            if deadline <= limit {
                due.append((id, deadline))
            } else if rest.map({ deadline < $0 }) ?? true {
                rest = deadline
            }
        }
        for item in due { deadlines[item.id] = nil }
        cachedEarliest = rest
        isEarliestKnown = true
        return due.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
    }
}
