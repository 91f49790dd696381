extension AnimatedValue {
    /// The value shown at `fraction` of the way from `from` to `to`, as the engine blends this
    /// property: a transform (sixteen numbers) through its decomposition, like Core Animation,
    /// every other value component by component.
    func value(atFraction fraction: Double) -> [Double] {
        if from.count == 16 && to.count == 16 {
            return AnimatedValue.numbers(Transform3D.interpolate(Transform3D(from), Transform3D(to), fraction))
        }
        return zip(from, to).map { Double.interpolate($0, $1, fraction) }
    }

    /// The same property over one stretch of a property animator: from where the views were
    /// when the stretch began (`start`, the animator's fraction complete then) to where it
    /// comes to rest (`end`). A re-timed rest after a `continueAnimation` or a reversal moves
    /// between those values, not between the block's own `from` and `to`.
    func stretched(from start: Double, to end: Double) -> AnimatedValue {
        AnimatedValue(
            layer: layer, property: property, from: value(atFraction: start), to: value(atFraction: end),
            keyframes: [])
    }
}
