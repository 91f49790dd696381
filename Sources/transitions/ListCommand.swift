import CommandLineParsing
import Foundation
import TransitionCatalog
import TransitionKit

/// `transitions list`: every catalog entry with its operations and parameters, and the
/// devices scenes are laid out for. The listing itself is `CatalogListing`.
struct ListCommand: Command {
    static let configuration = CommandConfiguration(
        name: "list",
        abstract: "List the catalog's entries, their operations and parameters, and the devices.",
        discussion: "Exits 1, printing the problems, when the catalog breaks its own rules (e.g. two entries with one id).")

    static let parameters: [Parameter<ListCommand>] = [
        .flag("json", \.json, help: "Print the listing as JSON (keys in a fixed order).")
    ]

    var json = false

    func run() throws {
        let registry = TransitionCatalog.registry
        let problems = registry.problems
        guard problems.isEmpty else {
            for problem in problems {
                FileHandle.standardError.write(Data("transitions: catalog problem: \(problem)\n".utf8))
            }
            throw ExitCode(1)
        }
        let listing = CatalogListing(entries: registry.entries, devices: Device.all)
        print(json ? listing.json : listing.text, terminator: json ? "\n" : "")
    }
}
