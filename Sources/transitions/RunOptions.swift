import CatalogKit
import CommandLineParsing
import Foundation
import PreviewProtocol
import TransitionCatalog
import TransitionKit

/// What every command that runs an entry needs: which entry, which way, on which device,
/// with which parameters, driven by which gesture or tapped where.
struct RunOptions: ArgumentGroup {
    var entry = ""
    var operation: TransitionOperation?
    var device = Device.default.name
    var overrides: [String] = []
    var gesture: String?
    var taps: [String] = []
    var reduceMotion = false

    static let parameters: [Parameter<RunOptions>] = [
        .argument("entry", \.entry, help: "The catalog entry's id (see `transitions list`)."),
        .option("operation", \.operation, help: "present, dismiss, push, pop or selectTab (default: the entry's first operation)."),
        .option("device", \.device, help: "iphone-se, iphone-x, iphone-15, iphone-15-pro-max or ipad."),
        .option("param", \.overrides, valueName: "key=value", help: "A parameter as key=value; repeat for several."),
        .option(
            "gesture", \.gesture, valueName: "TRACE.json",
            help:
                "A gesture trace: a JSON array of {\"t\", \"phase\", \"x\", \"y\"} samples, with \"x2\", \"y2\" for a second finger (- reads standard input)."
        ),
        .option(
            "tap", \.taps, valueName: "t,x,y",
            help: "A tap on the app while the transition animates: seconds,x,y (run time, window points); repeat in time order."),
        .flag(
            "reduce-motion", \.reduceMotion,
            help: "Run on a device with Reduce Motion on (UIAccessibility.isReduceMotionEnabled)."),
    ]

    func validate() throws {
        guard TransitionCatalog.registry.entry(id: entry) != nil else {
            throw ValidationError("unknown entry '\(entry)'; entries: \(TransitionCatalog.registry.ids.joined(separator: ", "))")
        }
        guard Device.named(device) != nil else {
            throw ValidationError("unknown device '\(device)'; devices: \(Device.all.map(\.name).joined(separator: ", "))")
        }
    }

    var catalogEntry: any CatalogEntry { TransitionCatalog.registry.entry(id: entry)! }

    /// Builds and runs the transition; any input problem becomes a clear error.
    func makeRun() throws -> TransitionRun {
        let entry = catalogEntry
        let op = operation ?? entry.operations[0]
        do {
            let overrides = try CatalogRun.parseOverrides(overrides, specs: entry.parameters)
            let trace = try gesture.map(Self.loadGesture)
            return try CatalogRun.make(
                entry: entry, operation: op, device: Device.named(device)!,
                overrides: overrides, gesture: trace, taps: try taps.map(Self.parseTap), reduceMotion: reduceMotion)
        } catch let failure as CatalogRun.Failure {
            throw ValidationError(failure.message)
        }
    }

    /// `0.2,187,400`: run time in seconds, then the window point.
    static func parseTap(_ text: String) throws -> Tap {
        let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 3, let t = numbers[0], let x = numbers[1], let y = numbers[2], t.isFinite, x.isFinite, y.isFinite,
            t >= 0
        else {
            throw ValidationError("--tap expects seconds,x,y (three finite numbers, seconds ≥ 0), got '\(text)'")
        }
        return Tap(time: t, location: CGPoint(x: x, y: y))
    }

    static func loadGesture(_ path: String) throws -> [GestureSample] {
        let data: Data
        do {
            data = path == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ValidationError("cannot read the gesture trace '\(path)': \(error.localizedDescription)")
        }
        do {
            return try GestureTrace.parse(String(decoding: data, as: UTF8.self))
        } catch {
            throw ValidationError(
                "'\(path)' is not a gesture trace (a JSON array of {\"t\": seconds, \"phase\": \"began\"|\"changed\"|\"ended\"|\"cancelled\", \"x\": pt, \"y\": pt, optionally \"x2\", \"y2\"}): \(error)"
            )
        }
    }
}

extension TransitionOperation: ArgumentValue {}

/// Writes text to a file, or to standard output for "-".
func write(_ text: String, to path: String) throws {
    if path == "-" {
        print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
        return
    }
    do {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
        throw ValidationError("cannot write '\(path)': \(error.localizedDescription)")
    }
}
