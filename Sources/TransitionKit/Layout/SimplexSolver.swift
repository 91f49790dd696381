import Foundation

/// The Cassowary algorithm (Badros, Borning & Stuckey 2001): an incremental simplex over
/// tableau rows `basic = constant + Σ coefficient × parametric`, where every restricted
/// (slack, error) basic symbol stays ≥ 0, and an objective `Σ weight × error` that optimizing
/// keeps at its minimum after each constraint added.
///
/// Determinism: symbols are numbered in the order the solver meets them, every choice between
/// symbols takes the lowest number (Bland's rule, which also rules out cycling), and each cell
/// of a row gets at most one addition per substitution, so the same constraints added in the
/// same order give bit-identical values whatever order Swift's dictionaries iterate in.
public final class SimplexSolver {
    /// Why a constraint was not added.
    public enum Failure: Error, Equatable {
        /// A required constraint the constraints already added make impossible: the solver
        /// keeps the earlier ones and leaves this one out (our rule: the last added breaks).
        case unsatisfiable
    }

    enum SymbolKind { case external, slack, error, dummy }

    typealias Row = TableauRow

    private var kinds: [SymbolKind] = []
    private var variableSymbols: [ObjectIdentifier: Int] = [:]
    /// Variables in the order first met (for ambiguity and for holding them alive).
    private var variables: [LayoutVariable] = []
    private var rows: [Int: Row] = [:]
    private var objective = Row()
    private var artificial: Row?

    public init() {}

    /// The number of constraints added.
    public private(set) var constraintCount = 0

    /// Adds `constraint` and re-optimizes. A required constraint that conflicts with those
    /// already added throws `.unsatisfiable` and leaves the solver as it was.
    public func add(_ constraint: LinearConstraint) throws(Failure) {
        let saved = (kinds, variableSymbols, variables, rows, objective)
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] {
                row.add(basic, times: term.coefficient)
            } else {
                row.add(symbol, times: term.coefficient)
            }
        }
        var marker: Int?
        var other: Int?
        let weight = LinearConstraint.weight(ofPriority: constraint.priority)
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression ≥ 0 becomes expression − slack = 0; ≤ becomes expression + slack = 0.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            marker = slack
            row.add(slack, times: sign)
            if !constraint.isRequired {
                let error = newSymbol(.error)
                other = error
                row.add(error, times: -sign)
                objective.add(error, times: weight)
            }
        case .equal:
            if constraint.isRequired {
                let dummy = newSymbol(.dummy)
                marker = dummy
                row.add(dummy, times: 1)
            } else {
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                marker = plus
                other = minus
                row.add(plus, times: -1)
                row.add(minus, times: 1)
                objective.add(plus, times: weight)
                objective.add(minus, times: weight)
            }
        }
        if row.constant < 0 { row.negate() }

        if let subject = chooseSubject(row, marker: marker, other: other) {
            row.solve(for: subject)
            substitute(subject, row)
            rows[subject] = row
        } else if row.cells.keys.allSatisfy({ kinds[$0] == .dummy }) {
            // Every symbol is a required equality's marker: the constraint repeats earlier ones
            // (fine when the constants agree) or contradicts them.
            guard nearZero(row.constant) else {
                (kinds, variableSymbols, variables, rows, objective) = saved
                throw .unsatisfiable
            }
            let subject = row.cells.keys.min()!
            row.solve(for: subject)
            substitute(subject, row)
            rows[subject] = row
        } else if !addWithArtificialVariable(row) {
            (kinds, variableSymbols, variables, rows, objective) = saved
            throw .unsatisfiable
        }
        optimize(artificialGoal: false)
        constraintCount += 1
    }

    /// The variable's value at the optimum: its row's constant, or 0 when it is parametric
    /// (which only an ambiguous layout leaves it).
    public func value(of variable: LayoutVariable) -> Double {
        guard let symbol = variableSymbols[ObjectIdentifier(variable)] else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    /// Whether the constraints leave `variable` free to move without changing what they cost:
    /// it is parametric, or its row depends on a parametric variable or on a slack or error
    /// the objective does not charge for. (Degenerate ties between equally costly solutions
    /// are not detected.) A variable no constraint mentions is ambiguous.
    public func isAmbiguous(_ variable: LayoutVariable) -> Bool {
        guard let symbol = variableSymbols[ObjectIdentifier(variable)], let row = rows[symbol] else { return true }
        return row.cells.contains { cell in
            guard !nearZero(cell.value) else { return false }
            switch kinds[cell.key] {
            case .external: return true
            case .dummy: return false
            case .slack, .error: return nearZero(objective.cells[cell.key] ?? 0)
            }
        }
    }

    // MARK: The tableau

    private func newSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        return kinds.count - 1
    }

    private func symbol(for variable: LayoutVariable) -> Int {
        if let symbol = variableSymbols[ObjectIdentifier(variable)] { return symbol }
        let symbol = newSymbol(.external)
        variableSymbols[ObjectIdentifier(variable)] = symbol
        variables.append(variable)
        return symbol
    }

    /// An unrestricted variable if the row has one; else the new slack or error with a
    /// negative coefficient (solving for it keeps its value ≥ 0, as the row's constant is);
    /// nil when neither exists.
    private func chooseSubject(_ row: Row, marker: Int?, other: Int?) -> Int? {
        if let external = row.cells.keys.filter({ kinds[$0] == .external }).min() { return external }
        for candidate in [marker, other].compactMap({ $0 }) where kinds[candidate] != .dummy {
            if (row.cells[candidate] ?? 0) < 0 { return candidate }
        }
        return nil
    }

    /// Phase one of the simplex: minimizes an artificial variable standing for the row; the
    /// constraint can be met exactly when that minimum is 0.
    private func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = newSymbol(.slack)
        rows[art] = row
        artificial = row
        optimize(artificialGoal: true)
        let feasible = nearZero(artificial!.constant)
        artificial = nil
        if var artRow = rows.removeValue(forKey: art) {
            if artRow.cells.isEmpty { return feasible }
            guard let entering = artRow.cells.keys.filter({ kinds[$0] == .slack || kinds[$0] == .error }).min() else {
                return false
            }
            artRow.solve(for: entering, replacing: art)
            substitute(entering, artRow)
            rows[entering] = artRow
        }
        for key in rows.keys { rows[key]!.remove(art) }
        objective.remove(art)
        return feasible
    }

    private func substitute(_ symbol: Int, _ row: Row) {
        for key in rows.keys { rows[key]!.substitute(symbol, row) }
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    /// Primal simplex on the objective (or phase one's artificial one): enter the
    /// lowest-numbered non-dummy symbol that lowers it, leave by the minimum ratio (lowest
    /// number on ties), until none lowers it.
    private func optimize(artificialGoal: Bool) {
        while true {
            let goal = artificialGoal ? artificial! : objective
            guard let entering = goal.cells.filter({ $0.value < -epsilon && kinds[$0.key] != .dummy }).keys.min() else { return }
            var leaving: Int?
            var best = Double.infinity
            for (basic, row) in rows where kinds[basic] != .external {
                guard let coefficient = row.cells[entering], coefficient < -epsilon else { continue }
                let ratio = -row.constant / coefficient
                if ratio < best || (ratio == best && basic < leaving!) {
                    best = ratio
                    leaving = basic
                }
            }
            // An objective that falls without bound cannot happen: errors are ≥ 0.
            guard let leaving, var row = rows.removeValue(forKey: leaving) else { return }
            row.solve(for: entering, replacing: leaving)
            substitute(entering, row)
            rows[entering] = row
        }
    }
}

let epsilon = 1e-8
func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

/// `basic = constant + Σ cells`, or, before a subject is chosen, `0 = constant + Σ cells`.
struct TableauRow {
    var constant: Double
    var cells: [Int: Double] = [:]

    init(constant: Double = 0) { self.constant = constant }

    mutating func add(_ symbol: Int, times coefficient: Double) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if nearZero(sum) { cells[symbol] = nil } else { cells[symbol] = sum }
    }

    /// Adds `row × coefficient` (a basic variable written out).
    mutating func add(_ row: TableauRow, times coefficient: Double) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { add(symbol, times: value * coefficient) }
    }

    mutating func remove(_ symbol: Int) { cells[symbol] = nil }

    mutating func negate() {
        constant = -constant
        for key in cells.keys { cells[key] = -cells[key]! }
    }

    /// `0 = constant + c·symbol + rest` becomes `symbol = −constant/c − rest/c`.
    mutating func solve(for symbol: Int) {
        let coefficient = -1 / cells.removeValue(forKey: symbol)!
        constant *= coefficient
        for key in cells.keys { cells[key]! *= coefficient }
    }

    /// `old = constant + …` becomes `new = …`.
    mutating func solve(for new: Int, replacing old: Int) {
        add(old, times: -1)
        solve(for: new)
    }

    /// Replaces `symbol` by what `row` says it equals.
    mutating func substitute(_ symbol: Int, _ row: TableauRow) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        add(row, times: coefficient)
    }
}
