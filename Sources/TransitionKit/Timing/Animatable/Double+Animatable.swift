extension Double: Animatable {
    /// a + (b − a)·t, except that t = 0 and t = 1 give a and b exactly (a finished
    /// animation lands on its target), and a = b gives a for every t.
    @inline(__always)
    public static func interpolate(_ a: Double, _ b: Double, _ t: Double) -> Double {
        if t == 0 { return a }
        if t == 1 { return b }
        return a + (b - a) * t
    }

    public var animatableComponents: [Double] { [self] }

    public init(animatableComponents components: [Double]) {
        precondition(components.count == 1, "a Double has 1 animatable component, got \(components.count)")
        self = components[0]
    }
}
