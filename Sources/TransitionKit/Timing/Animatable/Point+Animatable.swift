import Foundation

extension CGPoint: Animatable {
    public static func interpolate(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
        CGPoint(x: .interpolate(a.x, b.x, t), y: .interpolate(a.y, b.y, t))
    }

    public var animatableComponents: [Double] { [x, y] }

    public init(animatableComponents c: [Double]) {
        precondition(c.count == 2, "a CGPoint has 2 animatable components, got \(c.count)")
        self.init(x: c[0], y: c[1])
    }
}
