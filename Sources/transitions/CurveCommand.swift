import CommandLineParsing
import Foundation

/// `transitions curve`: the timing maths on its own, to check a curve against the device
/// or a reference before it drives a transition.
struct Curve: Command {
    static let configuration = CommandConfiguration(
        name: "curve",
        abstract: "Evaluate a timing curve: a UIKit spring or a Core Animation cubic Bézier.",
        subcommands: [Spring.self, SpringTiming.self, Bezier.self]
    )
}

/// Options every curve subcommand shares.
struct CurveOutputOptions: ArgumentGroup {
    static let parameters: [Parameter<CurveOutputOptions>] = [
        .flag(
            "json", \.json,
            help: "Print JSON (sorted keys, numbers as Swift's shortest round-trip form) instead of a table and plot.")
    ]

    var json = false
}

extension Curve {
    /// Numbers from a comma-separated option such as `--at 0.1,0.2`, or a message that says
    /// which item is wrong.
    static func numbers(in text: String, option: String) throws -> [Double] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        if items.count == 1 && items[0].isEmpty {
            throw ValidationError("\(option) needs at least one number, got an empty list")
        }
        return try items.enumerated().map { index, item in
            guard !item.isEmpty else {
                throw ValidationError("\(option) '\(text)': item \(index + 1) is empty")
            }
            guard let number = Double(item) else {
                throw ValidationError("\(option) '\(text)': '\(item)' is not a number")
            }
            guard number.isFinite else {
                throw ValidationError("\(option) '\(text)': '\(item)' is not a finite number")
            }
            return number
        }
    }

    /// Swift's shortest round-trip form, the same digits the JSON carries.
    static func format(_ x: Double) -> String { "\(x)" }

    /// A two-column table with right-aligned numbers.
    static func table(_ header: (String, String), _ rows: [(Double, Double)]) -> [String] {
        let left = ([header.0] + rows.map { format($0.0) }).map(\.count).max() ?? 0
        let right = ([header.1] + rows.map { format($0.1) }).map(\.count).max() ?? 0
        func line(_ a: String, _ b: String) -> String { "  " + pad(a, left) + "   " + pad(b, right) }
        return [line(header.0, header.1)] + rows.map { line(format($0.0), format($0.1)) }
    }

    static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: Swift.max(0, width - text.count)) + text
    }
}
