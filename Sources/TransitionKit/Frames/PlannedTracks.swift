import Foundation

/// The time-dependent tracks of a plan, one table per value type, the animation groups their
/// animations belong to, and the keyframe segments those animations read.
///
/// Built while the plan is made; `frozen()` copies it into the buffers a frame reads.
struct PlannedTracks {
    var bools = ModelTable<Bool>()
    var doubles = TrackTable<Double>()
    var points = TrackTable<CGPoint>()
    var rects = TrackTable<CGRect>()
    var colors = TrackTable<Color>()
    var transforms = TrackTable<Transform3D>()
    /// `TrackTable.Animation.group` indexes this.
    private(set) var groups: [AnimationGroup] = []
    /// One per distinct animation group and key-time list (`TrackTable.Animation.segment`
    /// indexes this): all the tracks of an `animateKeyframes` block usually share one, so a
    /// frame looks up the segment and works out its weights once for all of them.
    private(set) var segments: [Segment] = []
    private var keyTimes: [Double] = []
    private var groupIndex: [ObjectIdentifier: Int32] = [:]
    private var segmentIndex: [SegmentID: Int32] = [:]
    /// Tracks with explicit Core Animation animations: each writes its composed value over
    /// the planned one (CoreAnimation/PlannedComposition.swift).
    var composers: [Composer] = []

    struct Segment {
        var group: Int32
        var firstTime: Int32
        var timeCount: Int32
    }

    /// Key times by their bits, so that only identical lists are shared.
    private struct SegmentID: Hashable {
        var group: Int32
        var times: [UInt64]
    }

    /// Adds a track to `table`; returns its slot there.
    mutating func plan<V: FrameValue>(_ track: Track<V>, into table: WritableKeyPath<PlannedTracks, TrackTable<V>>) -> Int32 {
        var groups: [Int32] = []
        var segments: [Int32] = []
        for animation in track.animations {
            let group = index(of: animation.group)
            groups.append(group)
            let form = TrackTable<V>.form(of: animation.keyframes)
            segments.append(
                form == .single || form == .pair
                    ? -1
                    : segment(group: group, times: animation.keyframes.resolvedKeyTimes))
        }
        return self[keyPath: table].append(track, groups: groups, segments: segments)
    }

    private mutating func index(of group: AnimationGroup) -> Int32 {
        if let index = groupIndex[ObjectIdentifier(group)] { return index }
        groups.append(group)
        groupIndex[ObjectIdentifier(group)] = Int32(groups.count - 1)
        return Int32(groups.count - 1)
    }

    private mutating func segment(group: Int32, times: [Double]) -> Int32 {
        let id = SegmentID(group: group, times: times.map(\.bitPattern))
        if let index = segmentIndex[id] { return index }
        segments.append(Segment(group: group, firstTime: Int32(keyTimes.count), timeCount: Int32(times.count)))
        keyTimes += times
        segmentIndex[id] = Int32(segments.count - 1)
        return Int32(segments.count - 1)
    }

    func frozen() -> Frozen {
        Frozen(
            bools: bools.frozen(), doubles: doubles.frozen(), points: points.frozen(), rects: rects.frozen(),
            colors: colors.frozen(), transforms: transforms.frozen(), groups: groups, composers: composers,
            segments: PlanBuffer(segments), keyTimes: PlanBuffer(keyTimes))
    }

    /// What a frame reads; freed by the plan that owns it.
    struct Frozen {
        let bools: ModelTable<Bool>.Frozen
        let doubles: TrackTable<Double>.Frozen
        let points: TrackTable<CGPoint>.Frozen
        let rects: TrackTable<CGRect>.Frozen
        let colors: TrackTable<Color>.Frozen
        let transforms: TrackTable<Transform3D>.Frozen
        let groups: [AnimationGroup]
        let composers: [Composer]
        let segments: PlanBuffer<Segment>
        let keyTimes: PlanBuffer<Double>

        /// Segment `index` at the time its group's progress is `groups[…]`.
        @inline(__always)
        func keySegment(_ index: Int, groups: UnsafePointer<GroupAtTime>) -> KeySegment {
            let segment = segments[index]
            return KeySegment(groups[Int(segment.group)].fraction, in: keyTimes.slice(segment.firstTime, segment.timeCount))
        }

        func deallocate() {
            bools.deallocate()
            doubles.deallocate()
            points.deallocate()
            rects.deallocate()
            colors.deallocate()
            transforms.deallocate()
            segments.deallocate()
            keyTimes.deallocate()
        }
    }
}

/// One animation group at the time being evaluated: computed once per frame, read by every
/// track the group animates.
struct GroupAtTime {
    var isAlive: Bool
    var fraction: Double

    /// The same numbers `AnimationGroup.isAlive(at:)` and `fraction(at:clocks:)` give.
    @inline(__always)
    init(_ group: AnimationGroup, at t: Double, clocks: ClockTable) {
        isAlive = group.isAlive(at: t)
        fraction = isAlive ? group.progress(elapsed: clocks.localTime(clock: group.clock, at: t) - group.begin) : 0
    }
}
