import CatalogKit
import TransitionKit

/// What `transitions list` prints: the entries in id order, then the devices.
struct CatalogListing {
    let entries: [any CatalogEntry]
    let devices: [Device]

    // MARK: JSON

    /// `{"entries":[…],"devices":[…]}`: the same JSON the preview's `catalog` message carries.
    var json: String {
        var w = JSONWriter()
        w.beginObject()
        CatalogJSON.writeEntries(entries, into: &w)
        w.endObject()
        return w.string
    }

    // MARK: Text

    /// A block per entry (labels aligned, parameters as an aligned table), then the devices.
    var text: String {
        var out = "\(entries.count) \(entries.count == 1 ? "entry" : "entries")\n"
        for entry in entries {
            out += "\n\(entry.id) — \(entry.title)\n"
            out += "  \(entry.summary)\n"
            out += "  origin        \(entry.origin)\n"
            out += "  operations    \(Self.names(entry.operations))\n"
            out += "  interactive   \(Self.names(entry.interactiveOperations))\n"
            guard !entry.parameters.isEmpty else {
                out += "  parameters    none\n"
                continue
            }
            out += "  parameters\n"
            let rows = entry.parameters.map(Self.row)
            for row in Self.aligned(rows) { out += "    \(row)\n" }
        }
        out += "\ndevices\n"
        let rows = devices.map { [$0.name, $0.title, "\(Self.number($0.screenSize.width)) × \(Self.number($0.screenSize.height)) pt"] }
        for row in Self.aligned(rows) { out += "  \(row)\n" }
        return out
    }

    private static func names(_ operations: [TransitionOperation]) -> String {
        operations.isEmpty ? "none" : operations.map(\.rawValue).joined(separator: ", ")
    }

    /// key, kind, default, what it accepts, title and help.
    private static func row(_ spec: ParameterSpec) -> [String] {
        let about = spec.help.isEmpty ? spec.title : "\(spec.title): \(spec.help)"
        switch spec.kind {
        case .number(let value, let range, let step, let unit):
            let suffix = unit.isEmpty ? "" : " \(unit)"
            return [
                spec.key, "number", number(value) + suffix,
                "\(number(range.lowerBound))…\(number(range.upperBound))\(suffix), step \(number(step))", about,
            ]
        case .toggle(let value):
            return [spec.key, "toggle", "\(value)", "true or false", about]
        case .choice(let value, let options):
            return [spec.key, "choice", value, options.joined(separator: " | "), about]
        }
    }

    /// Pads every column but the last to its widest cell.
    private static func aligned(_ rows: [[String]]) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
            }.joined()
        }
    }

    /// `3` rather than `3.0`; otherwise Swift's shortest exact form (`0.05`).
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
