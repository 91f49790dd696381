import Foundation

/// The static half of what a renderer needs, sent once per scene: every layer's role and
/// content, the run's length and the moments worth marking on a timeline.
public struct SceneDescription {
    public struct Marker: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case animationStart, animationEnd, keyframe, interactionEnd, completion
            /// A property animator paused, reversed, continued, stopped (its label says which).
            case animator
        }
        public let kind: Kind
        public let time: Double
        public let label: String
    }

    /// A timing curve the run used, for the page's curve readout.
    public struct Curve: Sendable {
        public let kind: AnimationGroup.Kind
        public let begin: Double
        public let duration: Double
        public let timing: AnimationTiming
        public let calculationMode: KeyframeCalculationMode
        public let keyTimes: [Double]
        public let properties: [String]
        /// The values the block gave each property (`properties` names them; this says to what);
        /// for a property animator's later stretch, the values that stretch moved between.
        public let values: [AnimatedValue]
        /// For a `UIViewPropertyAnimator`'s block, which of its clock's stretches this is: 0 is
        /// the animator as the app made it, later ones the re-timed rests after a
        /// `continueAnimation` or a reversal. `nil` for `UIView.animate`, keyframes and Core
        /// Animation, whose timing is the call's. Copy as Swift writes a property animator back
        /// as one (the card's `interruptibleAnimator(using:)` returns it).
        public var animatorStretch: Int? = nil
        /// Made by an explicit Core Animation animation (`add(_:forKey:)`); its one property
        /// is `"<layer id>.<key path>"` and it carries no `values`.
        public var isCoreAnimation = false

        /// How many equal steps `samples` divides the curve's duration into.
        public static let sampleIntervals = 64

        /// The curve's progress at `sampleIntervals + 1` evenly spaced moments from `begin` to
        /// `begin + duration`, as the engine evaluates it: the page draws these instead of
        /// solving the curve again, so the graph shows exactly what moves the layers.
        public var samples: [Double] {
            let steps = Double(Self.sampleIntervals)
            return (0...Self.sampleIntervals).map { i in
                timing.progress(elapsed: duration * Double(i) / steps, duration: duration)
            }
        }
    }

    public let viewport: CGSize
    public let duration: Double
    public let endTime: Double
    public let state: TransitionState
    public let layers: [SceneLayer]
    public let markers: [Marker]
    public let curves: [Curve]
    /// The content versions of layers whose content changed during the run, in the order the
    /// run made them; frames name them by index (`contentVersion`).
    public let contentVersions: [LayerContent]

    public init(run: TransitionRun) {
        viewport = run.window.bounds.size
        duration = run.duration
        endTime = run.endTime
        state = run.state
        layers = run.contents
        contentVersions = run.timeline.contentVersions.list
        var markers: [Marker] = []
        var curves: [Curve] = []
        for group in run.timeline.groups {
            if group.readsProgressFromClock {
                let stretches = Self.animatorStretches(group, clocks: run.timeline.clocks)
                curves += stretches.map(\.curve)
                if let first = stretches.first {
                    markers.append(
                        Marker(
                            kind: .animationStart, time: first.curve.begin,
                            label: "\(first.curve.kind.rawValue) starts"))
                }
                if let last = stretches.last, let end = last.end {
                    markers.append(Marker(kind: .animationEnd, time: end, label: "\(last.curve.kind.rawValue) ends"))
                }
                continue
            }
            // A block that changed nothing is no animation (UIKit makes none, and its completion
            // runs at once): no curve, no markers.
            guard !group.properties.isEmpty else { continue }
            // Groups on a paused (percent-driven) clock have no fixed wall-clock start.
            let onWallClock = group.clock == 0
            let start = onWallClock ? group.begin : group.createdAt
            curves.append(
                Curve(
                    kind: group.kind, begin: start, duration: group.duration, timing: group.timing,
                    calculationMode: group.calculationMode, keyTimes: group.keyTimes,
                    properties: group.properties, values: group.values))
            guard onWallClock else { continue }
            markers.append(Marker(kind: .animationStart, time: group.begin, label: "\(group.kind.rawValue) starts"))
            if group.activeDuration.isFinite {
                markers.append(Marker(kind: .animationEnd, time: group.begin + group.activeDuration, label: "\(group.kind.rawValue) ends"))
            }
            for key in group.keyTimes where key > 0 && key < 1 {
                markers.append(
                    Marker(
                        kind: .keyframe, time: group.begin + key * group.duration,
                        label: "keyframe \(JSONWriter.text(key))"))
            }
        }
        for record in run.timeline.coreAnimationState?.records ?? [] {
            var curve = Curve(
                kind: record.kind, begin: record.begin, duration: record.duration, timing: record.timing,
                calculationMode: record.calculationMode, keyTimes: record.keyTimes, properties: [record.property],
                values: [])
            curve.isCoreAnimation = true
            curves.append(curve)
            guard record.onWallClock else { continue }
            markers.append(Marker(kind: .animationStart, time: record.begin, label: "\(record.keyPath) starts"))
            if let end = record.end, end.isFinite {
                markers.append(Marker(kind: .animationEnd, time: end, label: "\(record.keyPath) ends"))
            }
            for key in record.keyTimes where key > 0 && key < 1 {
                markers.append(
                    Marker(kind: .keyframe, time: record.begin + key * record.duration, label: "keyframe \(JSONWriter.text(key))"))
            }
        }
        for event in run.timeline.animatorEvents {
            markers.append(Marker(kind: .animator, time: event.time, label: event.label))
        }
        if let end = run.interactionEndTime {
            markers.append(
                Marker(
                    kind: .interactionEnd, time: end,
                    label: run.context.transitionWasCancelled ? "released: cancel" : "released: finish"))
        }
        if let completion = run.completionTime {
            markers.append(Marker(kind: .completion, time: completion, label: "completeTransition"))
        }
        var seen = Set<String>()
        self.markers =
            markers
            .filter { seen.insert("\($0.kind.rawValue)@\(JSONWriter.text($0.time))").inserted }
            .sorted { ($0.time, $0.kind.rawValue) < ($1.time, $1.kind.rawValue) }
        self.curves = curves
    }

    /// A property animator block's stretches: each `AnimatorSegment` its clock played (the
    /// first run, and every re-timed rest after `continueAnimation` or a reversal), with the
    /// wall time it came to rest when nothing replaced it first. The first carries the block's
    /// values (what the app wrote); a later one the values it moved between — where the views
    /// were when it began, and where it comes to rest — so no two stretches repeat one motion.
    static func animatorStretches(_ group: AnimationGroup, clocks: ClockTable) -> [(curve: Curve, end: Double?)] {
        let pieces = clocks.clocks[group.clock].pieces
        var result: [(curve: Curve, end: Double?)] = []
        for (index, piece) in pieces.enumerated() {
            guard case .segment(let from, let segment) = piece else { continue }
            let stretch = result.count
            let kind: AnimationGroup.Kind = { if case .spring = segment.timing { return .spring } else { return .basic } }()
            let end = from + segment.length
            let replaced = index + 1 < pieces.count && pieces[index + 1].start < end
            let removed = group.removedAt < end
            result.append(
                (
                    Curve(
                        kind: kind, begin: from + segment.delay, duration: segment.duration, timing: segment.timing,
                        calculationMode: .linear, keyTimes: [], properties: group.properties,
                        values: stretch == 0
                            ? group.values
                            : group.values.map {
                                $0.stretched(from: segment.progress(after: 0), to: segment.endValue)
                            },
                        animatorStretch: stretch),
                    replaced || removed ? nil : end
                ))
        }
        return result
    }

    /// Writes the description's fields into an object the caller has begun.
    public func writeFields(into json: inout JSONWriter) {
        json.key("viewport")
        json.numbers([viewport.width, viewport.height])
        json.field("duration", duration)
        json.field("endTime", endTime)
        json.field("state", state.rawValue)
        var pictures = PictureTable()
        json.key("layers")
        json.beginArray()
        for layer in layers {
            json.beginObject()
            json.field("id", layer.id)
            json.field("role", layer.role)
            json.key("parent")
            if let parent = layer.parent { json.value(parent) } else { json.null() }
            json.field("depth", layer.depth)
            json.key("content")
            writeContent(layer.content, pictures: &pictures, into: &json)
            json.endObject()
        }
        json.endArray()
        json.key("markers")
        json.beginArray()
        for marker in markers {
            json.beginObject()
            json.field("kind", marker.kind.rawValue)
            json.field("time", marker.time)
            json.field("label", marker.label)
            json.endObject()
        }
        json.endArray()
        json.key("curves")
        json.beginArray()
        for curve in curves { write(curve, into: &json) }
        json.endArray()
        // Only when used: scenes without changing content or snapshots are unchanged.
        if !contentVersions.isEmpty {
            json.key("contentVersions")
            json.beginArray()
            for content in contentVersions { writeContent(content, pictures: &pictures, into: &json) }
            json.endArray()
        }
        writePictures(&pictures, into: &json)
    }

    private func write(_ curve: Curve, into json: inout JSONWriter) {
        json.beginObject()
        json.field("kind", curve.kind.rawValue)
        json.field("begin", curve.begin)
        json.field("duration", curve.duration)
        switch curve.timing {
        case .bezier(let bezier):
            json.field("timing", "bezier")
            json.key("controlPoints")
            json.numbers([bezier.x1, bezier.y1, bezier.x2, bezier.y2])
            if let name = bezier.name { json.field("name", name) }
        case .spring(let spring):
            json.field("timing", "spring")
            json.field("dampingRatio", spring.dampingRatio)
            json.field("stiffness", spring.stiffness)
            json.field("damping", spring.damping)
            json.field("mass", spring.mass)
            json.field("initialVelocity", spring.initialVelocity)
            json.field("settlingDuration", spring.settlingDuration)
            json.field("overshoot", spring.overshoot)
        }
        if curve.kind == .keyframes {
            json.field("calculationMode", curve.calculationMode.rawValue)
            json.key("keyTimes")
            json.numbers(curve.keyTimes)
        }
        if curve.isCoreAnimation { json.field("api", "CoreAnimation") }
        if let stretch = curve.animatorStretch {
            json.field("api", "UIViewPropertyAnimator")
            json.field("stretch", stretch)
        }
        json.key("samples")
        json.numbers(curve.samples)
        json.key("properties")
        json.beginArray()
        for property in curve.properties { json.value(property) }
        json.endArray()
        json.key("values")
        json.beginArray()
        for value in curve.values { write(value, into: &json) }
        json.endArray()
        json.endObject()
    }

    /// `{"layer","property","from","to"[,"keyframes"]}`; a value is a number or an array of
    /// numbers (`AnimatedValue.numbers`).
    private func write(_ value: AnimatedValue, into json: inout JSONWriter) {
        func number(_ key: StaticString, _ numbers: [Double]) {
            json.key(key)
            if numbers.count == 1 { json.value(numbers[0]) } else { json.numbers(numbers) }
        }
        json.beginObject()
        json.field("layer", value.layer)
        json.field("property", value.property)
        number("from", value.from)
        number("to", value.to)
        if !value.keyframes.isEmpty {
            json.key("keyframes")
            json.beginArray()
            for keyframe in value.keyframes {
                json.beginObject()
                json.field("start", keyframe.start)
                json.field("duration", keyframe.duration)
                number("value", keyframe.value)
                json.endObject()
            }
            json.endArray()
        }
        json.endObject()
    }

    func writeContent(_ content: LayerContent, pictures: inout PictureTable, into json: inout JSONWriter) {
        switch content {
        case .snapshot(let snapshot, let mode):
            json.beginObject()
            json.field("kind", "snapshot")
            json.field("picture", pictures.index(of: snapshot.picture))
            json.key("rect")
            json.numbers([snapshot.rect.origin.x, snapshot.rect.origin.y, snapshot.rect.width, snapshot.rect.height])
            json.field("contentMode", mode.rawValue)
            json.endObject()
        case .none:
            json.null()
        case .image(let image, let mode):
            json.beginObject()
            json.field("kind", "image")
            json.key("seed")
            json.value(String(image.seed))
            json.key("size")
            json.numbers([image.size.width, image.size.height])
            json.key("pixelSize")
            json.numbers([image.pixelSize.width, image.pixelSize.height])
            json.field("contentMode", mode.rawValue)
            let (a, b) = image.palette
            json.key("colors")
            json.beginArray()
            FrameEncoder().writeColor(a, into: &json)
            FrameEncoder().writeColor(b, into: &json)
            json.endArray()
            json.endObject()
        case .text(let text):
            json.beginObject()
            json.field("kind", "text")
            json.field("text", text.string)
            json.field("fontSize", text.fontSize)
            json.field("weight", text.weight.rawValue)
            json.key("color")
            FrameEncoder().writeColor(text.color, into: &json)
            json.field("alignment", text.alignment.rawValue)
            json.field("numberOfLines", text.numberOfLines)
            json.endObject()
        }
    }
}
