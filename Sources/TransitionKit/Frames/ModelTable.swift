/// Model tracks of one value type, as an `EvaluationPlan` holds them: each track's initial
/// value followed by its changes, back to back in two columns (times and values).
///
/// Built with arrays while the plan is made, then frozen into `PlanBuffer`s so that a frame
/// reads them without reference counting.
struct ModelTable<Value: Equatable & Sendable> {
    /// One track: `values[start]` is its initial value, and `times`/`values` at
    /// `start + 1 … start + changeCount` its changes in time order.
    struct Entry {
        var start: Int32
        var changeCount: Int32
    }

    private(set) var entries: [Entry] = []
    private var times: [Double] = []
    private var values: [Value] = []

    var count: Int { entries.count }

    /// Adds a track; returns its index.
    mutating func append(_ track: ModelTrack<Value>) -> Int32 {
        entries.append(Entry(start: Int32(values.count), changeCount: Int32(track.changes.count)))
        times.append(-.infinity)  // the initial value's slot; never compared
        values.append(track.initial)
        for change in track.changes {
            times.append(change.time)
            values.append(change.value)
        }
        return Int32(entries.count - 1)
    }

    func frozen() -> Frozen { Frozen(entries: PlanBuffer(entries), times: PlanBuffer(times), values: PlanBuffer(values)) }

    struct Frozen {
        let entries: PlanBuffer<Entry>
        let times: PlanBuffer<Double>
        let values: PlanBuffer<Value>

        var count: Int { entries.count }

        /// `ModelTrack.value(at:)`: the newest change at or before t, else the initial value.
        @inline(__always)
        func value(_ track: Int32, at t: Double) -> Value {
            let entry = entries[track]
            let start = Int(entry.start)
            var i = start + Int(entry.changeCount)
            while i > start {
                if times[i] <= t { return values[i] }
                i -= 1
            }
            return values[start]
        }

        func deallocate() {
            entries.deallocate()
            times.deallocate()
            values.deallocate()
        }
    }
}
