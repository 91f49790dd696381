import Foundation

extension CGSize: Animatable {
    public static func interpolate(_ a: CGSize, _ b: CGSize, _ t: Double) -> CGSize {
        CGSize(width: .interpolate(a.width, b.width, t), height: .interpolate(a.height, b.height, t))
    }

    public var animatableComponents: [Double] { [width, height] }

    public init(animatableComponents c: [Double]) {
        precondition(c.count == 2, "a CGSize has 2 animatable components, got \(c.count)")
        self.init(width: c[0], height: c[1])
    }
}
