extension Size: Animatable {
    public static func interpolate(_ a: Size, _ b: Size, _ t: Double) -> Size {
        Size(width: .interpolate(a.width, b.width, t), height: .interpolate(a.height, b.height, t))
    }

    public var animatableComponents: [Double] { [width, height] }

    public init(animatableComponents c: [Double]) {
        precondition(c.count == 2, "a Size has 2 animatable components, got \(c.count)")
        self.init(width: c[0], height: c[1])
    }
}
