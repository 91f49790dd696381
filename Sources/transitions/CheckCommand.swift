import CatalogKit
import CommandLineParsing
import TransitionCatalog
import TransitionKit

/// `transitions check`: the animator contract, on every entry, operation, device and
/// gesture scenario. Exit status 0 only when nothing is found.
struct Check: Command {
    static let configuration = CommandConfiguration(
        name: "check",
        abstract: "Check that entries honour the animator contract UIKit expects.",
        discussion: """
            Runs each entry × operation × device; interactive operations also run their sample gesture \
            finished and cancelled, a fast flick and a drag released backwards. Reports completeTransition \
            not called exactly once, views left on screen, hidden flags / alpha / transforms not restored, \
            NaN or infinite numbers in any frame, a final frame that is not finalFrame(for:), and a \
            dismiss (pop) that does not start from what its present (push) ended on.
            """)

    static let parameters: [Parameter<Check>] = [
        .argument("entries", \.entries, help: "Entry ids (default: every entry)."),
        .option("device", \.devices, help: "Check only these devices (repeatable)."),
        .flag("json", \.json, help: "Print the report as JSON."),
    ]

    var entries: [String] = []
    var devices: [String] = []
    var json = false

    func validate() throws {
        for id in entries where TransitionCatalog.registry.entry(id: id) == nil {
            throw ValidationError("unknown entry '\(id)'; entries: \(TransitionCatalog.registry.ids.joined(separator: ", "))")
        }
        for name in devices where Device.named(name) == nil {
            throw ValidationError("unknown device '\(name)'; devices: \(Device.all.map(\.name).joined(separator: ", "))")
        }
    }

    func run() throws {
        let registry = TransitionCatalog.registry
        var checker = ContractChecker()
        if !devices.isEmpty { checker.devices = devices.compactMap(Device.named) }
        let selected = entries.isEmpty ? registry.entries : entries.compactMap(registry.entry(id:))
        let results = selected.map { ($0.id, checker.check($0)) }
        let problems = registry.problems
        let findingCount = results.reduce(0) { $0 + $1.1.reduce(0) { $0 + $1.findings.count } }
        let passed = findingCount == 0 && problems.isEmpty

        if json {
            var out = JSONWriter()
            out.beginObject()
            out.field("passed", passed)
            out.key("registryProblems")
            out.beginArray()
            for problem in problems { out.value(problem) }
            out.endArray()
            out.key("entries")
            out.beginArray()
            for (id, reports) in results {
                out.beginObject()
                out.field("id", id)
                out.field("runs", reports.count)
                out.key("findings")
                out.beginArray()
                for finding in reports.flatMap(\.findings) {
                    CatalogJSON.write(finding, withRun: true, into: &out)
                }
                out.endArray()
                out.endObject()
            }
            out.endArray()
            out.endObject()
            print(out.string)
        } else {
            for problem in problems { print("registry: \(problem)") }
            for (id, reports) in results {
                let findings = reports.flatMap(\.findings)
                let mark = findings.isEmpty ? "ok" : "FAILED"
                print("\(id): \(reports.count) runs, \(findings.count) finding\(findings.count == 1 ? "" : "s") — \(mark)")
                for finding in findings { print("  - \(finding)") }
            }
            print(passed ? "all entries honour the contract" : "\(findingCount) finding\(findingCount == 1 ? "" : "s")")
        }
        if !passed { throw ExitCode.failure }
    }
}
