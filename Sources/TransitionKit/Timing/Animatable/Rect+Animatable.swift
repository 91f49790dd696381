import Foundation

/// Origin and size blend independently, as Core Animation blends `bounds` and `frame`:
/// a rect that grows about its centre stays centred at every t.
extension CGRect: Animatable {
    public static func interpolate(_ a: CGRect, _ b: CGRect, _ t: Double) -> CGRect {
        CGRect(origin: .interpolate(a.origin, b.origin, t), size: .interpolate(a.size, b.size, t))
    }

    public var animatableComponents: [Double] { [origin.x, origin.y, size.width, size.height] }

    public init(animatableComponents c: [Double]) {
        precondition(c.count == 4, "a CGRect has 4 animatable components, got \(c.count)")
        self.init(x: c[0], y: c[1], width: c[2], height: c[3])
    }
}
