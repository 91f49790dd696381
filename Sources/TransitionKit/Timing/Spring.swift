public struct Spring: Hashable, Sendable, Codable, CustomStringConvertible {
    public let mass: Double, stiffness: Double, damping: Double
    public let initialVelocity: Double
    public let dampingRatio: Double
    public let duration: Double?
    public let allowsOverdamping: Bool
    public var description: String { "spring" }
    public init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        let d = min(10, max(0.01, duration)), z = min(1, max(1.19e-7, dampingRatio))
        let w0: Double = z < 1 ? Math.log(z / (0.001 * (1 - z * z).squareRoot())) / (z * d) : 9.233413476451586 / d
        mass = 1; stiffness = w0 * w0; damping = 2 * z * w0; self.initialVelocity = initialVelocity; self.dampingRatio = z
        self.duration = d; allowsOverdamping = false
    }
    public func displacement(at t: Double) -> Double {
        let w0 = stiffness.squareRoot(), z = dampingRatio
        if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            return Math.exp(-z * w0 * t) * (Math.cos(wd * t) + (z * w0 - initialVelocity) / wd * Math.sin(wd * t))
        }
        return (1 + (w0 - initialVelocity) * t) * Math.exp(-w0 * t)
    }
    public func value(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if let duration, t >= duration { return 1 }
        return 1 - displacement(at: t)
    }
    public var settlingDuration: Double { duration ?? 1 }
    public var overshoot: Double { 0 }
}
