/// The animated tracks of one value type in an `EvaluationPlan`, as plain numbers: each
/// track's model values (a `ModelTable`) and its animations, newest last, with their key
/// values and — for the cubic modes — their components and tangents.
///
/// `value(_:at:groups:segments:)` gives exactly what `Track.value(at:clocks:)` gives: the
/// newest animation whose group is alive decides, read as `Keyframes.value(at:)` reads it,
/// with the group's progress and its keyframe segment (`KeySegment`) computed once per frame
/// instead of per track; otherwise the model value shows.
struct TrackTable<Value: FrameValue> {
    struct Entry {
        var model: Int32
        var firstAnimation: Int32
        var animationCount: Int32
    }

    /// How an animation's keyframes are read; `Keyframes.value(at:)` in the same order.
    enum Form: UInt8 {
        /// One key: that value throughout.
        case single
        /// Two keys in linear mode: `interpolate` at the raw fraction (extrapolating a spring).
        case pair
        /// Hold key i until key i + 1.
        case discrete
        /// A cubic Hermite blend of the keys' components.
        case cubic
        /// `interpolate` between the segment's keys (linear, paced, and cubic keys whose
        /// component counts differ).
        case linear
    }

    struct Animation {
        /// Index into `PlannedTracks.groups`.
        var group: Int32
        var form: Form
        /// Index into `PlannedTracks.segments` (not for `single` and `pair`).
        var segment: Int32
        var firstKey: Int32
        /// `cubic` only: where each key's components and then its tangents start, and how
        /// many components a key has.
        var firstNumber: Int32
        var componentCount: Int32
    }

    private(set) var entries: [Entry] = []
    private var animations: [Animation] = []
    private var keys: [Value.Key] = []
    private var numbers: [Double] = []
    private var models = ModelTable<Value>()

    var count: Int { entries.count }

    /// Adds a track whose animations are in `groups` and read their key times through
    /// `segments` (one per animation, ignored for one key or a linear pair); returns its slot.
    mutating func append(_ track: Track<Value>, groups: [Int32], segments: [Int32]) -> Int32 {
        entries.append(
            Entry(
                model: models.append(track.modelTrack), firstAnimation: Int32(animations.count),
                animationCount: Int32(track.animations.count)))
        for (i, animation) in track.animations.enumerated() {
            let keyframes = animation.keyframes
            let form = Self.form(of: keyframes)
            let componentCount = form == .cubic ? keyframes.points[0].count : 0
            animations.append(
                Animation(
                    group: groups[i], form: form, segment: segments[i], firstKey: Int32(keys.count),
                    firstNumber: Int32(numbers.count), componentCount: Int32(componentCount)))
            keys += keyframes.values.map(Value.key)
            if form == .cubic {
                for k in keyframes.points.indices { numbers += keyframes.points[k] + keyframes.tangents[k] }
            }
        }
        return Int32(entries.count - 1)
    }

    static func form(of keyframes: Keyframes<Value>) -> Form {
        if keyframes.values.count == 1 { return .single }
        if keyframes.mode == .linear && keyframes.values.count == 2 { return .pair }
        if keyframes.mode == .discrete { return .discrete }
        return keyframes.tangents.isEmpty ? .linear : .cubic
    }

    func frozen() -> Frozen {
        Frozen(
            entries: PlanBuffer(entries), animations: PlanBuffer(animations), keys: PlanBuffer(keys),
            numbers: PlanBuffer(numbers), models: models.frozen())
    }

    /// The table in `PlanBuffer`s, read by every frame.
    struct Frozen {
        let entries: PlanBuffer<Entry>
        let animations: PlanBuffer<Animation>
        let keys: PlanBuffer<Value.Key>
        let numbers: PlanBuffer<Double>
        let models: ModelTable<Value>.Frozen

        var count: Int { entries.count }

        /// Track `track`'s presentation value at wall time t.
        @inline(__always)
        func value(
            _ track: Int, at t: Double, groups: UnsafePointer<GroupAtTime>,
            segments: UnsafePointer<KeySegment>
        ) -> Value {
            let entry = entries[track]
            var i = Int(entry.firstAnimation) + Int(entry.animationCount) - 1
            while i >= Int(entry.firstAnimation) {
                let group = groups[Int(animations[i].group)]
                if group.isAlive { return value(of: animations.base + i, at: group.fraction, segments: segments) }
                i -= 1
            }
            return models.value(entry.model, at: t)
        }

        /// `Keyframes.value(at:)` for one animation.
        @inline(__always)
        private func value(
            of animation: UnsafePointer<Animation>, at fraction: Double,
            segments: UnsafePointer<KeySegment>
        ) -> Value {
            precondition(!fraction.isNaN, "Keyframes.value(at:) needs a fraction, got NaN")
            let first = Int(animation.pointee.firstKey)
            switch animation.pointee.form {
            case .single:
                return Value.value(of: keys[first])
            case .pair:
                return Value.interpolate(keys[first], keys[first + 1], fraction)
            case .discrete, .cubic, .linear:
                let segment = segments + Int(animation.pointee.segment)
                let i = segment.pointee.index
                if animation.pointee.form == .discrete || segment.pointee.atKey { return Value.value(of: keys[first + i]) }
                if animation.pointee.form == .cubic {
                    let count = Int(animation.pointee.componentCount)
                    let p0 = UnsafePointer(numbers.base + Int(animation.pointee.firstNumber) + 2 * count * i)
                    return Value.hermite(
                        p0, p0 + count, p0 + 2 * count, p0 + 3 * count, count: count,
                        segment.pointee.weights)
                }
                return Value.interpolate(keys[first + i], keys[first + i + 1], segment.pointee.u)
            }
        }

        func deallocate() {
            entries.deallocate()
            animations.deallocate()
            keys.deallocate()
            numbers.deallocate()
            models.deallocate()
        }
    }
}
