import Foundation

/// The explicit animations on a layer's drawing properties — a shape's `path`, `strokeStart`,
/// `strokeEnd`, `lineWidth`, `fillColor`, `strokeColor`, `lineDashPhase`; a layer's
/// `shadowOpacity`, `shadowRadius`, `shadowOffset`, `shadowColor`, `shadowPath`; a gradient's
/// `colors`, `locations`, `startPoint`, `endPoint`. These properties are not tracks (frames
/// send them as pre-encoded JSON, Frames/LayerDrawing.swift): their animations are kept here,
/// by key path, and a frame of a layer that has any evaluates its drawing fields at the
/// frame's time with every animation applied — the presentation value per frame.
struct DrawingAnimations {
    /// The animations of one key path, V its value type. A class, so that a frame finds them
    /// with one class cast rather than an array's element-by-element cast.
    final class List<V: Animatable> {
        var animations: [ExplicitAnimation<V>] = []
    }

    /// By `DrawingKey.rawValue`; empty until the first animation is added.
    private var lists: [AnyObject?] = []
    /// Bit `1 << key.rawValue` for each key path that has animations.
    private(set) var keys: UInt32 = 0

    var isEmpty: Bool { keys == 0 }

    /// Whether any of `set` (bits of `DrawingKey`s) is animated.
    func animates(_ set: UInt32) -> Bool { keys & set != 0 }

    mutating func add<V: Animatable>(_ animation: ExplicitAnimation<V>, for key: DrawingKey) {
        if lists.isEmpty { lists = Array(repeating: nil, count: DrawingKey.allCases.count) }
        let list = lists[key.rawValue] as? List<V> ?? List<V>()
        list.animations.append(animation)
        lists[key.rawValue] = list
        keys |= key.bit
    }

    /// The value of `key` at wall time `t`: `base` (the model value) with every animation on
    /// the key applied in the order they were added, as `Track.composed` does for tracks.
    func value<V: Animatable>(_ key: DrawingKey, _ base: V, at time: DrawingTime) -> V {
        guard keys & key.bit != 0, let list = lists[key.rawValue] as? List<V> else { return base }
        var value = base
        for animation in list.animations {
            let clock = animation.added.clock
            let layerTime =
                clock == 0 ? time.wallLayerTime : LayerTimeChain.localTime(at: time.t, clock: clock, clocks: time.clocks, of: time.layer)
            value = animation.value(value, at: time.t, layerTime: layerTime)
        }
        return value
    }
}

/// The drawing key paths an explicit animation can name.
enum DrawingKey: Int, CaseIterable {
    case shadowOpacity, shadowRadius, shadowOffset, shadowColor, shadowPath
    case path, strokeStart, strokeEnd, lineWidth, lineDashPhase, fillColor, strokeColor
    case colors, locations, startPoint, endPoint

    var bit: UInt32 { 1 << UInt32(rawValue) }

    static func named(_ keyPath: String) -> DrawingKey? { byName[keyPath] }

    private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { (String(describing: $0), $0) })

    static let surface: UInt32 = [shadowOpacity, shadowRadius, shadowOffset, shadowColor, shadowPath].reduce(0) { $0 | $1.bit }
    static let shape: UInt32 = [path, strokeStart, strokeEnd, lineWidth, lineDashPhase, fillColor, strokeColor].reduce(0) {
        $0 | $1.bit
    }
    static let gradient: UInt32 = [colors, locations, startPoint, endPoint].reduce(0) { $0 | $1.bit }
}

/// When a frame's drawing fields are evaluated: the wall time, the run's media clocks and the
/// layer whose time the animations run in (a mask: its own, which is the masked layer's).
struct DrawingTime {
    let t: Double
    let clocks: ClockTable
    unowned(unsafe) var layer: CALayer
    /// The layer's local time on the wall clock (clock 0, where almost every animation runs),
    /// walked once per layer and frame.
    private(set) var wallLayerTime: Double

    init(t: Double, clocks: ClockTable, layer: CALayer) {
        self.t = t
        self.clocks = clocks
        self.layer = layer
        wallLayerTime = LayerTimeChain.localTime(at: t, clock: 0, clocks: clocks, of: layer)
    }

    func chain(for layer: CALayer) -> DrawingTime {
        DrawingTime(t: t, clocks: clocks, layer: layer)
    }
}

extension LayerTimeChain {
    /// `localTime(at:clock:clocks:chain:)` with the chain walked from the layer up, without
    /// building it: a frame evaluates this for every animated drawing property.
    static func localTime(at t: Double, clock: Int, clocks: ClockTable, of layer: CALayer) -> Double {
        let parent =
            layer.timeParent.map { localTime(at: t, clock: clock, clocks: clocks, of: $0) } ?? clocks.localTime(clock: clock, at: t)
        let track = layer.mediaTimingTrack
        let timing = track.isConstant ? track.model : track.value(at: t)
        return timing.isIdentity ? parent : timing.local(parent: parent)
    }
}

/// Binding the drawing key paths to the layer kinds that have them.
enum DrawingKeyPath {
    /// Installs `leaf` on `keyPath` when it is a drawing key path the layer has; nil when it is
    /// not one (the caller goes on), false when the layer kind lacks the property (reported).
    static func install(
        _ leaf: CAPropertyAnimation, keyPath: String, on layer: Layer, added: AddedAnimation,
        inner: [MediaTimingValues], report: (String) -> Void
    ) -> Bool? {
        func bind<V: CAAnimationValue>(_ type: V.Type) -> Bool {
            guard let apply = AnimationCurve<V>.make(leaf, duration: (inner.last ?? added.timing).duration, report: report)
            else { return true }
            guard let key = DrawingKey.named(keyPath) else { return false }
            layer.drawingAnimations.add(ExplicitAnimation<V>(added: added, inner: inner, apply: apply), for: key)
            layer.surface.animatesDrawing = true  // its didSet forgets the cached fields
            return true
        }
        switch keyPath {
        case "shadowOpacity", "shadowRadius": return bind(Double.self)
        case "shadowOffset": return bind(CGSize.self)
        case "shadowColor": return bind(DrawingColor.self)
        case "shadowPath":
            notePathKinds(leaf, report: report)
            return bind(PathValue.self)
        case "path", "strokeStart", "strokeEnd", "lineWidth", "lineDashPhase", "fillColor", "strokeColor":
            guard layer is CAShapeLayer else { return false }
            switch keyPath {
            case "path":
                notePathKinds(leaf, report: report)
                return bind(PathValue.self)
            case "fillColor", "strokeColor": return bind(DrawingColor.self)
            default: return bind(Double.self)
            }
        case "colors", "locations", "startPoint", "endPoint":
            guard layer is CAGradientLayer else { return false }
            switch keyPath {
            case "colors":
                noteListLengths(leaf, as: ValueList<DrawingColor>.self, report: report)
                return bind(ValueList<DrawingColor>.self)
            case "locations":
                noteListLengths(leaf, as: ValueList<Double>.self, report: report)
                return bind(ValueList<Double>.self)
            default: return bind(CGPoint.self)
            }
        default: return nil
        }
    }

    /// The values the app gave, in order (from, to, by; or the keyframes).
    private static func givenValues(_ leaf: CAPropertyAnimation) -> [Any] {
        if let keyframes = leaf as? CAKeyframeAnimation { return keyframes.values ?? [] }
        guard let basic = leaf as? CABasicAnimation else { return [] }
        return [basic.fromValue, basic.toValue].compactMap { $0 }
    }

    /// Paths whose elements differ (count or kind) have no defined in-between in Core
    /// Animation: reported, and played as a jump at the midpoint. A keyframe path animation in
    /// a cubic mode is reported too (its in-betweens are built as polylines).
    private static func notePathKinds(_ leaf: CAPropertyAnimation, report: (String) -> Void) {
        let paths = givenValues(leaf).compactMap(PathValue.read)
        if zip(paths, paths.dropFirst()).contains(where: { !PathValue.matches($0, $1) }) {
            report(
                "\(type(of: leaf)) on \"\(leaf.keyPath ?? "")\" between paths whose elements differ in count or kind (Core Animation's result is undefined; frames jump at the midpoint)"
            )
        }
        if let keyframes = leaf as? CAKeyframeAnimation, [.cubic, .cubicPaced].contains(keyframes.calculationMode) {
            report(
                "CAKeyframeAnimation on \"\(leaf.keyPath ?? "")\" in \(keyframes.calculationMode.rawValue) mode (path in-betweens are drawn as polylines)"
            )
        }
    }

    private static func noteListLengths<L: CAAnimationValue>(
        _ leaf: CAPropertyAnimation, as: ValueList<L>.Type, report: (String) -> Void
    ) {
        let lists = givenValues(leaf).compactMap(ValueList<L>.read)
        if zip(lists, lists.dropFirst()).contains(where: { $0.items.count != $1.items.count }) {
            report(
                "\(type(of: leaf)) on \"\(leaf.keyPath ?? "")\" between lists of different lengths (frames jump at the midpoint)")
        }
    }
}
