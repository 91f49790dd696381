public struct CubicBezier: Hashable, Sendable, Codable, CustomStringConvertible {
    public let x1: Double, y1: Double, x2: Double, y2: Double
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }
    public static let linear = CubicBezier(0, 0, 1, 1)
    public static let easeIn = CubicBezier(0.42, 0, 1, 1)
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)
    public static let easeInEaseOut = CubicBezier(0.42, 0, 0.58, 1)
    public static let `default` = CubicBezier(0.25, 0.1, 0.25, 1)
    public var name: String? { nil }
    public var description: String { "bezier(\(x1), \(y1), \(x2), \(y2))" }
    public func value(at x: Double) -> Double {
        let x = min(1, max(0, x))
        func bx(_ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * x1 + 3 * (1 - s) * s * s * x2 + s * s * s }
        func by(_ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * y1 + 3 * (1 - s) * s * s * y2 + s * s * s }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 { let m = (lo + hi) / 2; if bx(m) < x { lo = m } else { hi = m } }
        return by((lo + hi) / 2)
    }
}
