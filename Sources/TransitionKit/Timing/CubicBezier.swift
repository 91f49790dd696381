/// A `CAMediaTimingFunction`: a cubic Bézier from (0, 0) to (1, 1) whose two inner control
/// points shape how time maps to progress.
///
/// A value, like `Spring`: the control points are fixed at creation and the polynomial
/// coefficients the solver needs are derived once, so evaluating a frame does no set-up work.
public struct CubicBezier: Hashable, Sendable, CustomStringConvertible {
    public let x1: Double, y1: Double, x2: Double, y2: Double

    /// Power-basis coefficients of x(s) = ((ax·s + bx)·s + cx)·s, and the same for y.
    let ax: Double, bx: Double, cx: Double
    let ay: Double, by: Double, cy: Double

    /// A curve through (x1, y1) and (x2, y2).
    ///
    /// Traps unless every number is finite and x1, x2 lie in [0, 1]: outside that range x(s)
    /// is no longer monotonic, so "the progress at time x" would have several answers.
    /// The y values may leave [0, 1] (an anticipating or overshooting curve).
    /// Use `checked(_:_:_:_:)` for numbers that come from a user.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        if let problem = Self.problem(x1, y1, x2, y2) {
            preconditionFailure(problem.description)
        }
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        (ax, bx, cx) = Self.coefficients(x1, x2)
        (ay, by, cy) = Self.coefficients(y1, y2)
    }

    /// The same curve as `init(_:_:_:_:)`, but a bad number throws instead of trapping.
    public static func checked(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws -> CubicBezier {
        if let problem = problem(x1, y1, x2, y2) { throw problem }
        return CubicBezier(x1, y1, x2, y2)
    }

    static func problem(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> TimingError? {
        if let notFinite = TimingError.firstNonFinite(["x1": x1, "y1": y1, "x2": x2, "y2": y2]) {
            return notFinite
        }
        for (name, x) in [("x1", x1), ("x2", x2)] where !(0...1).contains(x) {
            return .outOfRange(parameter: name, value: x, expected: "in [0, 1]")
        }
        return nil
    }

    /// The Bernstein-to-power-basis change for one axis, with the end points fixed at 0 and 1.
    static func coefficients(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        return (1 - c - b, b, c)
    }

    // MARK: Presets (docs/fidelity.md §2)

    public static let linear = CubicBezier(0, 0, 1, 1)
    public static let easeIn = CubicBezier(0.42, 0, 1, 1)
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)
    public static let easeInEaseOut = CubicBezier(0.42, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionDefault`, the curve of an implicit layer animation — not the
    /// curve of `UIView.animate`, which is `easeInEaseOut`.
    public static let `default` = CubicBezier(0.25, 0.1, 0.25, 1)

    /// The preset names, in the order the CLI lists them.
    public static let names: [String] = ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]

    private static let presets: [(name: String, curve: CubicBezier)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInEaseOut", .easeInEaseOut), ("default", .default),
    ]

    /// The preset with this name (as in `names`), or nil.
    public init?(name: String) {
        guard let preset = Self.presets.first(where: { $0.name == name }) else { return nil }
        self = preset.curve
    }

    /// The name of the preset this curve equals, so output can say "easeInEaseOut" rather
    /// than four numbers.
    public var name: String? {
        Self.presets.first(where: { $0.curve == self })?.name
    }

    public var description: String {
        let points = "(\(x1), \(y1), \(x2), \(y2))"
        return name.map { "CubicBezier.\($0) \(points)" } ?? "CubicBezier\(points)"
    }
}

extension CubicBezier: Codable {
    private enum CodingKeys: String, CodingKey { case x1, y1, x2, y2 }

    /// Decoding re-validates, so a hand-edited file cannot smuggle in a non-monotonic curve.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let x1 = try c.decode(Double.self, forKey: .x1)
        let y1 = try c.decode(Double.self, forKey: .y1)
        let x2 = try c.decode(Double.self, forKey: .x2)
        let y2 = try c.decode(Double.self, forKey: .y2)
        if let problem = Self.problem(x1, y1, x2, y2) {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: problem.description))
        }
        self.init(x1, y1, x2, y2)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(x1, forKey: .x1)
        try c.encode(y1, forKey: .y1)
        try c.encode(x2, forKey: .x2)
        try c.encode(y2, forKey: .y2)
    }
}
