public protocol Animatable: Equatable, Sendable {
    static func interpolate(_ a: Self, _ b: Self, _ t: Double) -> Self
    var animatableComponents: [Double] { get }
    init(animatableComponents: [Double])
}
extension Double: Animatable {
    public static func interpolate(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
    public var animatableComponents: [Double] { [self] }
    public init(animatableComponents c: [Double]) { self = c[0] }
}
extension Point: Animatable {
    public static func interpolate(_ a: Point, _ b: Point, _ t: Double) -> Point { Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
    public var animatableComponents: [Double] { [x, y] }
    public init(animatableComponents c: [Double]) { self.init(x: c[0], y: c[1]) }
}
extension Rect: Animatable {
    public static func interpolate(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
        Rect(x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t, width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }
    public var animatableComponents: [Double] { [minX, minY, width, height] }
    public init(animatableComponents c: [Double]) { self.init(x: c[0], y: c[1], width: c[2], height: c[3]) }
}
extension Color: Animatable {
    public static func interpolate(_ a: Color, _ b: Color, _ t: Double) -> Color {
        Color(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t, blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
    }
    public var animatableComponents: [Double] { [red, green, blue, alpha] }
    public init(animatableComponents c: [Double]) { self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3]) }
}
extension Transform3D: Animatable {
    public static func interpolate(_ a: Transform3D, _ b: Transform3D, _ t: Double) -> Transform3D {
        if t == 0 { return a }; if t == 1 { return b }
        let ea = a.elements, eb = b.elements
        return Transform3D((0..<16).map { ea[$0] + (eb[$0] - ea[$0]) * t })
    }
    public var animatableComponents: [Double] { elements }
    public init(animatableComponents c: [Double]) { self.init(c) }
}
