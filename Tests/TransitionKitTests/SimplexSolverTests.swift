import TestExpectations
import Testing
@testable import TransitionKit

/// The Cassowary solver on its own: priorities, inequalities, multipliers, conflicts and
/// ambiguity (docs/engine.md, "Auto Layout").
@Suite("Simplex solver")
struct SimplexSolverTests {
    let x = LayoutVariable("x"), y = LayoutVariable("y"), width = LayoutVariable("width")

    func expr(_ v: LayoutVariable, _ k: Double = 1, _ c: Double = 0) -> LinearExpression { LinearExpression(v, times: k, plus: c) }
    func const(_ c: Double) -> LinearExpression { LinearExpression(constant: c) }

    @Test("A required equality beats any number of optional ones")
    func requiredBeatsOptional() throws {
        let solver = SimplexSolver()
        try solver.add(LinearConstraint(expr(x), .equal, const(10), priority: 999))
        try solver.add(LinearConstraint(expr(x), .equal, const(10), priority: 999))
        try solver.add(LinearConstraint(expr(x), .equal, const(40)))
        expectEqual(solver.value(of: x), 40)
    }

    @Test("A higher optional priority wins over a lower one, whichever was added first")
    func higherPriorityWins() throws {
        for order in [false, true] {
            let solver = SimplexSolver()
            let high = LinearConstraint(expr(x), .equal, const(100), priority: 750)
            let low = LinearConstraint(expr(x), .equal, const(20), priority: 250)
            for constraint in order ? [high, low] : [low, high] { try solver.add(constraint) }
            expectEqual(solver.value(of: x), 100)
        }
    }

    @Test("Priorities are weights: many low-priority errors can outweigh one slightly higher")
    func prioritiesAreWeighted() throws {
        // x = 0 at 500 versus three copies of x = 10 at 499: 3 × 10^2.994 > 10^3.
        let solver = SimplexSolver()
        try solver.add(LinearConstraint(expr(x), .equal, const(0), priority: 500))
        for _ in 0..<3 { try solver.add(LinearConstraint(expr(x), .equal, const(10), priority: 499)) }
        expectEqual(solver.value(of: x), 10)
        #expect(LinearConstraint.weight(ofPriority: 750) / LinearConstraint.weight(ofPriority: 250) > 999)
    }

    @Test("Inequalities hold, and an optional preference moves within them")
    func inequalities() throws {
        let solver = SimplexSolver()
        try solver.add(LinearConstraint(expr(x), .greaterThanOrEqual, const(50)))
        try solver.add(LinearConstraint(expr(x), .lessThanOrEqual, const(80)))
        try solver.add(LinearConstraint(expr(x), .equal, const(0), priority: 250))
        expectEqual(solver.value(of: x), 50)
        try solver.add(LinearConstraint(expr(x), .equal, const(200), priority: 500))
        expectEqual(solver.value(of: x), 80)
    }

    @Test("Multipliers: width = 0.5 × x + 8, x + width = 300")
    func multipliers() throws {
        let solver = SimplexSolver()
        try solver.add(LinearConstraint(expr(width), .equal, expr(x, 0.5, 8)))
        var sum = expr(x)
        sum.add(width, times: 1)
        try solver.add(LinearConstraint(sum, .equal, const(300)))
        #expect(abs(solver.value(of: x) - 292 / 1.5) < 1e-9)
        #expect(abs(solver.value(of: width) - (0.5 * 292 / 1.5 + 8)) < 1e-9)
        #expect(!solver.isAmbiguous(x) && !solver.isAmbiguous(width))
    }

    @Test("Conflicting required constraints: the one added last is left out, the others hold")
    func conflictingRequired() throws {
        let solver = SimplexSolver()
        try solver.add(LinearConstraint(expr(x), .equal, const(10)))
        try solver.add(LinearConstraint(expr(y), .equal, expr(x, 1, 5)))
        #expect(throws: SimplexSolver.Failure.unsatisfiable) {
            try solver.add(LinearConstraint(expr(y), .equal, const(30)))
        }
        #expect(throws: SimplexSolver.Failure.unsatisfiable) {
            try solver.add(LinearConstraint(expr(y), .greaterThanOrEqual, const(16)))
        }
        // A repeat that agrees is fine.
        try solver.add(LinearConstraint(expr(y), .equal, const(15)))
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 15)
        expectEqual(solver.constraintCount, 3)
    }

    @Test("Ambiguity: an unpinned sum, an open inequality, and an unmentioned variable")
    func ambiguity() throws {
        let solver = SimplexSolver()
        var sum = expr(x)
        sum.add(y, times: 1)
        try solver.add(LinearConstraint(sum, .equal, const(100)))
        #expect(solver.isAmbiguous(x) || solver.isAmbiguous(y))
        try solver.add(LinearConstraint(expr(y), .equal, const(30), priority: 250))
        #expect(!solver.isAmbiguous(x) && !solver.isAmbiguous(y))
        expectEqual(solver.value(of: x), 70)
        try solver.add(LinearConstraint(expr(width), .greaterThanOrEqual, const(10)))
        #expect(solver.isAmbiguous(width))
        #expect(solver.isAmbiguous(LayoutVariable("never mentioned")))
    }

    @Test("Same constraints in the same order give bit-identical values")
    func deterministic() throws {
        func solve() throws -> [UInt64] {
            let solver = SimplexSolver()
            let vars = (0..<30).map { LayoutVariable("v\($0)") }
            var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
            func next() -> Double {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Double(seed >> 40) / Double(1 << 24)
            }
            for (index, v) in vars.enumerated() {
                try? solver.add(LinearConstraint(expr(v), .greaterThanOrEqual, const(0)))
                if index > 0 {
                    try? solver.add(LinearConstraint(expr(v), .equal, expr(vars[index - 1], 0.5 + next(), next() * 40),
                                                     priority: [1000, 750, 250][index % 3]))
                }
                try? solver.add(LinearConstraint(expr(v), .lessThanOrEqual, const(300 + next() * 100), priority: 500))
            }
            return vars.map { solver.value(of: $0).bitPattern }
        }
        let first = try solve()
        #expect(try solve() == first)
        #expect(first.contains { $0 != 0 })
    }
}
