import CatalogRules
import TransitionKit

/// The entries the build found in `Catalog/`, checked once: ids must be unique and
/// well-formed, and every entry must declare at least one operation.
///
/// `@unchecked Sendable` although entries are not: the registry's instances are only read for
/// their metadata (`id`, `title`, `parameters` …), never started — each run makes its own
/// instance of the entry's type (`CatalogRun`) — so sessions on several threads share no state
/// an entry's code changes.
public struct CatalogRegistry: @unchecked Sendable {
    public let entries: [any CatalogEntry]

    public init(_ entries: [any CatalogEntry]) {
        self.entries = entries.sorted { $0.id < $1.id }
    }

    public func entry(id: String) -> (any CatalogEntry)? { entries.first { $0.id == id } }

    public var ids: [String] { entries.map(\.id) }

    /// Contract problems of the registry itself (not of the transitions): duplicate ids,
    /// malformed ids, empty operation lists, parameters declared twice.
    public var problems: [String] {
        var problems: [String] = []
        var seen: [String: String] = [:]
        for entry in entries {
            let type = String(describing: type(of: entry))
            if let other = seen[entry.id] {
                problems.append("entries \(other) and \(type) both use the id '\(entry.id)'")
            }
            seen[entry.id] = type
            if !EntryID.isValid(entry.id) {
                problems.append("entry \(type) has the id '\(entry.id)'; ids are lowercase letters, digits and '-'")
            }
            if entry.operations.isEmpty { problems.append("entry '\(entry.id)' declares no operation") }
            for op in entry.interactiveOperations where !entry.operations.contains(op) {
                problems.append("entry '\(entry.id)' makes '\(op.rawValue)' interactive but does not declare it")
            }
            let keys = entry.parameters.map(\.key)
            if Set(keys).count != keys.count { problems.append("entry '\(entry.id)' declares a parameter twice") }
        }
        return problems
    }
}
