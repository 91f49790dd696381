import Foundation

/// A quantity the solver chooses: one edge or size of a view or layout guide. A class so
/// constraints can share it; the solver numbers variables in the order it first meets them,
/// so its choices do not depend on when a variable was made.
public final class LayoutVariable {
    public let name: String
    public init(_ name: String) { self.name = name }
}

/// `Σ coefficient × variable + constant`. Terms keep the order they were written in; the same
/// variable written twice is one term.
public struct LinearExpression {
    public private(set) var terms: [(variable: LayoutVariable, coefficient: Double)] = []
    public var constant: Double

    public init(constant: Double = 0) { self.constant = constant }

    public init(_ variable: LayoutVariable, times coefficient: Double = 1, plus constant: Double = 0) {
        self.constant = constant
        add(variable, times: coefficient)
    }

    public mutating func add(_ variable: LayoutVariable, times coefficient: Double) {
        if let index = terms.firstIndex(where: { $0.variable === variable }) {
            terms[index].coefficient += coefficient
        } else {
            terms.append((variable, coefficient))
        }
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var result = lhs
        for term in rhs.terms { result.add(term.variable, times: -term.coefficient) }
        result.constant -= rhs.constant
        return result
    }
}

/// `expression ≤ 0`, `= 0` or `≥ 0`, at a priority from 1 to 1000 (1000 is required; the
/// numbers are UIKit's, `UILayoutPriority`).
public struct LinearConstraint {
    public enum Relation: Sendable { case lessThanOrEqual, equal, greaterThanOrEqual }

    public static let required: Double = 1000

    public var expression: LinearExpression
    public var relation: Relation
    public var priority: Double

    public init(_ expression: LinearExpression, _ relation: Relation, priority: Double = LinearConstraint.required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// `lhs relation rhs`.
    public init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
        priority: Double = LinearConstraint.required
    ) {
        self.init(lhs - rhs, relation, priority: priority)
    }

    public var isRequired: Bool { priority >= LinearConstraint.required }

    /// What one point of error costs at `priority`: 10^(6 p / 1000), so a point at 750 costs
    /// as much as 1000 points at 250 (the scale of Cassowary's strong/medium/weak). Ours:
    /// Apple documents only that higher priorities are satisfied first (docs/engine.md, "Auto Layout").
    public static func weight(ofPriority priority: Double) -> Double {
        pow(10, 6 * Swift.min(Swift.max(priority, 0), 999.999) / 1000)
    }
}
