/// The animation block being recorded: property changes inside it become animations.
final class AnimationContext {
    enum Mode { case basic, keyframes, none }

    let mode: Mode
    let group: AnimationGroup?
    /// The window of the `addKeyframe` block now running (relative start and duration).
    var keyframeWindow: (start: Double, duration: Double) = (0, 1)
    /// A property animator's block: told about every property it animates.
    var recordsAnimatedProperty: ((any AnimatedPropertyRecord) -> Void)?
    private var collectors: [String: any KeyframeCollecting] = [:]
    private var order: [String] = []

    init(mode: Mode, group: AnimationGroup?) {
        self.mode = mode
        self.group = group
    }

    func collect<V: Animatable>(
        layer: Layer, keyPath: ReferenceWritableKeyPath<Layer, Track<V>>,
        name: String, old: V, new: V
    ) {
        let key = "\(layer.id).\(name)"
        let collector: KeyframeCollector<V>
        if let existing = collectors[key] as? KeyframeCollector<V> {
            collector = existing
        } else {
            collector = KeyframeCollector(layer: layer, keyPath: keyPath, name: name, initial: old)
            collectors[key] = collector
            order.append(key)
        }
        collector.frames.append((keyframeWindow.start, keyframeWindow.duration, new))
    }

    /// Keyframe animations are only known once the whole block has run.
    func install() {
        guard mode == .keyframes, let group else { return }
        var keyTimes = Set<Double>()
        for key in order {
            guard let collector = collectors[key] else { continue }
            keyTimes.formUnion(collector.install(group: group))
            group.properties.append(key)
        }
        group.keyTimes = keyTimes.sorted()
    }
}

protocol KeyframeCollecting: AnyObject {
    /// Adds the animation to the layer's track; returns its key times.
    func install(group: AnimationGroup) -> [Double]
}

final class KeyframeCollector<V: Animatable>: KeyframeCollecting {
    let layer: Layer
    let keyPath: ReferenceWritableKeyPath<Layer, Track<V>>
    let name: String
    let initial: V
    var frames: [(start: Double, duration: Double, value: V)] = []

    init(layer: Layer, keyPath: ReferenceWritableKeyPath<Layer, Track<V>>, name: String, initial: V) {
        self.layer = layer
        self.keyPath = keyPath
        self.name = name
        self.initial = initial
    }

    func install(group: AnimationGroup) -> [Double] {
        let keyframes = Keyframes(initial: initial, frames: frames, mode: group.calculationMode)
        layer.changeTrack(keyPath) { $0.add(PropertyAnimation(group: group, keyframes: keyframes)) }
        group.record(layer: layer.id, property: name, from: initial, to: frames.last?.value ?? initial, keyframes: frames)
        return keyframes.keyTimes
    }
}
