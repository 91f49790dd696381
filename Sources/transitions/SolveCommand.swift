import CommandLineParsing
import Foundation
import TransitionKit

/// `transitions solve`: the engine's constraint solver on a system read from standard input,
/// for the differential tests against PyPI's `kiwisolver` (Tests/live/test_kiwisolver.py).
/// Input: `{"variables": n, "constraints": [{"terms": [[index, coefficient], …], "constant": c,
/// "relation": "<=" | "==" | ">=", "priority": p}, …]}`, each meaning `Σ terms + c (relation) 0`
/// at priority p (1000 required). Output: `{"values": […], "refused": [indices of required
/// constraints that conflict with earlier ones]}`.
struct SolveCommand: Command {
    static let configuration = CommandConfiguration(
        name: "solve",
        abstract: "Solve a linear constraint system (JSON on standard input) with the engine's Cassowary solver.")

    func run() throws {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let count = root["variables"] as? Int, count >= 0, count <= 10_000,
            let constraints = root["constraints"] as? [[String: Any]]
        else { throw ValidationError("expected {\"variables\": n, \"constraints\": […]} on standard input") }
        let variables = (0..<count).map { LayoutVariable("v\($0)") }
        let solver = SimplexSolver()
        var refused: [JSON] = []
        for (index, item) in constraints.enumerated() {
            var expression = LinearExpression(constant: (item["constant"] as? Double) ?? 0)
            for term in (item["terms"] as? [[Double]]) ?? [] {
                guard term.count == 2, let variable = Int(exactly: term[0]), variables.indices.contains(variable) else {
                    throw ValidationError("constraint \(index): a term is [variable index, coefficient]")
                }
                expression.add(variables[variable], times: term[1])
            }
            let relations: [String: LinearConstraint.Relation] = ["<=": .lessThanOrEqual, "==": .equal, ">=": .greaterThanOrEqual]
            guard let relation = relations[(item["relation"] as? String) ?? ""] else {
                throw ValidationError("constraint \(index): relation is one of <=, ==, >=")
            }
            let priority = (item["priority"] as? Double) ?? LinearConstraint.required
            do { try solver.add(LinearConstraint(expression, relation, priority: priority)) } catch {
                refused.append(.number(Double(index)))
            }
        }
        let values = JSON.array(variables.map { .number(solver.value(of: $0)) })
        print(JSON.object(["values": values, "refused": .array(refused)]).rendered())
    }
}
