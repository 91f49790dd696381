import Foundation

/// One property an animation group animates, with the values the app's block gave it: what
/// "Copy as Swift" writes back as the app's own assignments (the frames already carry every
/// value in between; these are the few the app typed).
public struct AnimatedValue: Sendable, Equatable {
    /// One `addKeyframe` block's window (fractions of the group's duration) and the value it set.
    public struct Keyframe: Sendable, Equatable {
        public let start: Double
        public let duration: Double
        public let value: [Double]
    }

    public let layer: Int
    /// The layer property's name (`position`, `opacity` …), as in `AnimationGroup.properties`.
    public let property: String
    /// The model value before the block changed it: what the view showed before the call.
    public let from: [Double]
    /// The last value the block set.
    public internal(set) var to: [Double]
    /// Keyframe groups only: each value set, in the order the blocks set it.
    public let keyframes: [Keyframe]

    /// A value as plain numbers, in the order UIKit's initializers take them: a number alone;
    /// x, y; x, y, width, height; red, green, blue, alpha; the sixteen m11 … m44.
    static func numbers<V: Animatable>(_ value: V) -> [Double] {
        switch value {
        case let number as Double: [number]
        case let point as CGPoint: [point.x, point.y]
        case let size as CGSize: [size.width, size.height]
        case let rect as CGRect: [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        case let color as Color: [color.red, color.green, color.blue, color.alpha]
        case let transform as Transform3D: transform.elements
        default: value.animatableComponents
        }
    }
}

extension AnimationGroup {
    /// Notes a change the block made; a second change of the same property moves only its end.
    func record<V: Animatable>(
        layer: Int, property: String, from: V, to: V,
        keyframes: [(start: Double, duration: Double, value: V)] = []
    ) {
        let end = AnimatedValue.numbers(to)
        if let index = values.firstIndex(where: { $0.layer == layer && $0.property == property }) {
            values[index].to = end
            return
        }
        values.append(
            AnimatedValue(
                layer: layer, property: property, from: AnimatedValue.numbers(from), to: end,
                keyframes: keyframes.map {
                    .init(start: $0.start, duration: $0.duration, value: AnimatedValue.numbers($0.value))
                }))
    }
}
