extension Spring: Codable {
    private enum CodingKeys: String, CodingKey {
        case mass, stiffness, damping, dampingRatio, initialVelocity, duration, allowsOverdamping
    }

    /// Only the parameters are stored; what is derived from them is worked out again, and
    /// the parameters are checked again, since a file is input like any other.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let mass = try c.decode(Double.self, forKey: .mass)
        let stiffness = try c.decode(Double.self, forKey: .stiffness)
        let damping = try c.decode(Double.self, forKey: .damping)
        let velocity = try c.decodeIfPresent(Double.self, forKey: .initialVelocity) ?? 0
        let duration = try c.decodeIfPresent(Double.self, forKey: .duration)
        let allowsOverdamping = try c.decodeIfPresent(Bool.self, forKey: .allowsOverdamping) ?? false
        let ratio =
            try c.decodeIfPresent(Double.self, forKey: .dampingRatio)
            ?? Self.dampingRatio(mass: mass, stiffness: stiffness, damping: damping)
        func corrupt(_ message: String) -> DecodingError {
            .dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: message))
        }
        if let problem = TimingError.firstNonFinite([
            "mass": mass, "stiffness": stiffness, "damping": damping,
            "dampingRatio": ratio, "initialVelocity": velocity,
            "duration": duration ?? 1,
        ]) {
            throw corrupt(problem.description)
        }
        guard mass > 0, stiffness > 0, damping >= 0, ratio >= 0, (duration ?? 1) > 0 else {
            throw corrupt("a spring needs mass, stiffness and duration > 0 and damping ≥ 0")
        }
        self.init(
            checkedMass: mass, stiffness: stiffness, damping: damping, dampingRatio: ratio,
            initialVelocity: velocity, duration: duration, allowsOverdamping: allowsOverdamping)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(mass, forKey: .mass)
        try c.encode(stiffness, forKey: .stiffness)
        try c.encode(damping, forKey: .damping)
        try c.encode(dampingRatio, forKey: .dampingRatio)
        try c.encode(initialVelocity, forKey: .initialVelocity)
        try c.encodeIfPresent(duration, forKey: .duration)
        try c.encode(allowsOverdamping, forKey: .allowsOverdamping)
    }
}
