import TransitionKit

/// The catalog as JSON: entries with operations and typed parameters, and the devices.
/// `transitions list --json` prints it and the preview's `catalog` message carries it.
public enum CatalogJSON {
    public static func writeEntries(_ entries: [any CatalogEntry], into json: inout JSONWriter) {
        json.key("entries")
        json.beginArray()
        for entry in entries { write(entry, into: &json) }
        json.endArray()
        json.key("devices")
        json.beginArray()
        for device in Device.all {
            json.beginObject()
            json.field("name", device.name)
            json.field("title", device.title)
            json.field("width", device.screenSize.width)
            json.field("height", device.screenSize.height)
            json.key("safeArea")
            json.numbers([
                device.safeAreaInsets.top, device.safeAreaInsets.left,
                device.safeAreaInsets.bottom, device.safeAreaInsets.right,
            ])
            json.field("cornerRadius", device.cornerRadius)
            json.field("default", device == .default)
            json.endObject()
        }
        json.endArray()
    }

    public static func write(_ entry: any CatalogEntry, into json: inout JSONWriter) {
        json.beginObject()
        json.field("id", entry.id)
        json.field("title", entry.title)
        json.field("summary", entry.summary)
        json.field("origin", entry.origin)
        operations("operations", entry.operations, into: &json)
        operations("interactiveOperations", entry.interactiveOperations, into: &json)
        texts("gestureHints", entry.interactiveOperations, entry.gestureHint(for:), into: &json)
        texts("releaseRules", entry.interactiveOperations, entry.releaseRule(for:), into: &json)
        // The interactive operations a tap starts (their sample gesture does not move): the
        // page sends a click on them as a tap instead of selecting a layer.
        operations("tapOperations", entry.interactiveOperations.filter { CatalogRun.startsFromTap(entry, $0) }, into: &json)
        json.key("parameters")
        json.beginArray()
        for spec in entry.parameters { write(spec, into: &json) }
        json.endArray()
        json.endObject()
    }

    public static func write(_ spec: ParameterSpec, into json: inout JSONWriter) {
        json.beginObject()
        json.field("key", spec.key)
        json.field("title", spec.title)
        switch spec.kind {
        case .number(let value, let range, let step, let unit):
            json.field("type", "number")
            json.field("default", value)
            json.field("min", range.lowerBound)
            json.field("max", range.upperBound)
            json.field("step", step)
            json.field("unit", unit)
        case .toggle(let value):
            json.field("type", "toggle")
            json.field("default", value)
        case .choice(let value, let options):
            json.field("type", "choice")
            json.field("default", value)
            json.key("options")
            json.beginArray()
            for option in options { json.value(option) }
            json.endArray()
        }
        json.field("help", spec.help)
        json.endObject()
    }

    public static func write(_ values: ParameterValues, into json: inout JSONWriter) {
        json.beginObject()
        for (key, value) in values.sorted {
            json.key(key)
            switch value {
            case .number(let v): json.value(v)
            case .toggle(let v): json.value(v)
            case .choice(let v): json.value(v)
            }
        }
        json.endObject()
    }

    /// `"key": ["push", "pop"]`.
    private static func operations(_ key: StaticString, _ operations: [TransitionOperation], into json: inout JSONWriter) {
        json.key(key)
        json.beginArray()
        for op in operations { json.value(op.rawValue) }
        json.endArray()
    }

    /// `"key": {"dismiss": "…"}`: the operations that have a text, by operation.
    private static func texts(
        _ key: StaticString, _ operations: [TransitionOperation],
        _ text: (TransitionOperation) -> String?, into json: inout JSONWriter
    ) {
        json.key(key)
        json.beginObject()
        for op in operations {
            guard let value = text(op) else { continue }
            json.key(op.rawValue)
            json.value(value)
        }
        json.endObject()
    }

    /// One checker finding: `transitions check --json` writes it with the run it came from
    /// (`withRun`: entry, operation, device, scenario); a `scene` message without, since the
    /// scene names its run already. `file` and `line` are the app's call site, or null.
    public static func write(_ finding: ContractChecker.Finding, withRun: Bool, into json: inout JSONWriter) {
        json.beginObject()
        if withRun {
            json.field("entry", finding.entry)
            json.field("operation", finding.operation.rawValue)
            json.field("device", finding.device)
            json.field("scenario", finding.scenario.rawValue)
        }
        json.field("code", finding.code)
        json.field("time", finding.time)
        json.key("view")
        if let view = finding.view { json.value(view) } else { json.null() }
        json.field("message", finding.message)
        json.key("file")
        if let location = finding.location { json.value(location.file) } else { json.null() }
        json.key("line")
        if let location = finding.location { json.value(location.line) } else { json.null() }
        json.endObject()
    }
}
