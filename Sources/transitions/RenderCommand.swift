import CommandLineParsing
import TransitionCatalog
import TransitionKit

/// `transitions render`: one frame of a transition, as a table or as JSON.
struct Render: Command {
    static let configuration = CommandConfiguration(
        name: "render",
        abstract: "Compute one frame of a transition.",
        discussion: "Without --json, prints a table of the visible layers in paint order.")

    static let parameters: [Parameter<Render>] =
        Parameter.group(\.options) + [
            .option("progress", \.progress, help: "Where in the run, 0…1 of its whole length."),
            .option("time", \.time, help: "Where in the run, in seconds since it started."),
            .flag("json", \.json, help: "Print the frame as JSON (the fields of `transitions export`)."),
        ]

    var options = RunOptions()
    var progress: Double?
    var time: Double?
    var json = false

    func validate() throws {
        try options.validate()
        switch (progress, time) {
        case (nil, nil): throw ValidationError("give --progress P (0…1) or --time T (seconds)")
        case (.some, .some): throw ValidationError("give either --progress or --time, not both")
        case (let p?, nil):
            guard p.isFinite, (0...1).contains(p) else { throw ValidationError("--progress must be between 0 and 1, not \(p)") }
        case (nil, let t?):
            guard t.isFinite, t >= 0 else { throw ValidationError("--time must be a finite number of seconds ≥ 0, not \(t)") }
        }
    }

    func run() throws {
        let transition = try options.makeRun()
        let frame = progress.map { transition.frame(atProgress: $0) } ?? transition.frame(at: time ?? 0)
        if json {
            var writer = JSONWriter()
            writer.beginObject()
            writer.field("entry", options.entry)
            writer.field("operation", transition.coordinator.operation.rawValue)
            writer.field("device", options.device)
            writer.field("state", transition.state.rawValue)
            writer.field("stateAtTime", transition.state(at: frame.time).rawValue)
            writer.field("endTime", transition.endTime)
            FrameEncoder(detail: .full).writeFields(of: frame, into: &writer)
            writer.endObject()
            print(writer.string)
            return
        }
        print(
            "\(options.entry) \(transition.coordinator.operation.rawValue) on \(options.device): t = \(Table.number(frame.time)) s "
                + "(\(transition.state(at: frame.time).rawValue)), progress \(Table.number(frame.progress)) of "
                + "\(Table.number(transition.endTime)) s; the run ends \(transition.state.rawValue)")
        var table = Table(["id", "role", "opacity", "x", "y", "width", "height", "transform"])
        for layer in frame.layers {
            let box = layer.quad.boundingBox
            let indent = String(repeating: " ", count: layer.depth)
            table.add([
                String(layer.id), indent + layer.role, Table.number(layer.opacity), Table.number(box.minX),
                Table.number(box.minY), Table.number(box.width), Table.number(box.height),
                Table.describe(layer.transform),
            ])
        }
        print(table.render())
    }
}

/// A plain aligned text table.
struct Table {
    private var rows: [[String]]

    init(_ header: [String]) { rows = [header] }

    mutating func add(_ row: [String]) { rows.append(row) }

    func render() -> String {
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            zip(row, widths).map { cell, width in cell + String(repeating: " ", count: width - cell.count) }
                .joined(separator: "  ").trimmingTrailingSpaces()
        }.joined(separator: "\n")
    }

    static func number(_ value: Double) -> String {
        var json = JSONWriter(capacity: 16)
        json.value(value)
        return json.string
    }

    /// Identity, a 2D scale/translation, or "3D" with the y-rotation angle when it is one.
    static func describe(_ t: Transform3D) -> String {
        if t.isIdentity { return "identity" }
        if t.isAffine {
            let a = t.affine
            if a.b == 0 && a.c == 0 {
                var parts: [String] = []
                if a.a != 1 || a.d != 1 { parts.append("scale \(number(a.a))×\(number(a.d))") }
                if a.tx != 0 || a.ty != 0 { parts.append("move \(number(a.tx)),\(number(a.ty))") }
                return parts.joined(separator: " ")
            }
            return "affine"
        }
        if t.m12 == 0 && t.m21 == 0 && t.m23 == 0 && t.m32 == 0 {
            let degrees = Math.atan2(-t.m13, t.m11) * 180 / .pi
            return "rotate y \(number((degrees * 100).rounded() / 100))°"
        }
        return "3D"
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
