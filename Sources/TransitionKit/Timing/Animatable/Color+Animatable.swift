/// Straight sRGB components with unpremultiplied alpha, as Core Animation blends two
/// `CGColor`s in the same colour space.
extension Color: Animatable {
    public static func interpolate(_ a: Color, _ b: Color, _ t: Double) -> Color {
        Color(
            red: .interpolate(a.red, b.red, t), green: .interpolate(a.green, b.green, t),
            blue: .interpolate(a.blue, b.blue, t), alpha: .interpolate(a.alpha, b.alpha, t))
    }

    public var animatableComponents: [Double] { [red, green, blue, alpha] }

    public init(animatableComponents c: [Double]) {
        precondition(c.count == 4, "a Color has 4 animatable components, got \(c.count)")
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }
}
