import CatalogKit
import PreviewProtocol
import TransitionCatalog
import TransitionKit

/// `transitions bench --scene-checks`: what the `scene` message's NaN check costs, per
/// catalog entry, against a dense check and against a whole `set` (docs/performance.md,
/// "NaN check of a scene"). A dragged slider sends a `set` per movement, and each one makes
/// the run again and sends its scene, so the check's share of a `set` is what matters.
enum SceneChecksBench {
    struct Row {
        let entry: String
        let frameMs: Double
        let denseMs: Double
        let sessionMs: Double
        let setMs: Double
    }

    static func run(repetitions: Int) -> [Row] {
        TransitionCatalog.registry.entries.compactMap { entry -> Row? in
            let operation = entry.operations[0]
            guard let run = try? CatalogRun.make(entry: entry, operation: operation) else { return nil }
            let end = run.endTime
            let frame = milliseconds(repetitions) { blackHole(run.frame(at: end / 2).layers.count) }
            // Every 60 fps frame up to 30, and the animations' ends: what the session did first.
            let dense = milliseconds(repetitions) { blackHole(run.firstNonFiniteLayer(framesPerSecond: 60, maxSteps: 30)) }
            let session = milliseconds(repetitions) { blackHole(run.firstNonFiniteLayer(framesPerSecond: 60, maxSteps: 4)) }
            // A `set` the session answers (a new run, its scene and frame), the check included.
            let previewSession = PreviewSession.overPackageCatalog()
            _ = previewSession.received(text: #"{"type":"select","entry":"\#(entry.id)","operation":"\#(operation.rawValue)"}"#, now: 0)
            // Between a number parameter's default and the middle of the rest of its range.
            let values: [String] =
                entry.parameters.lazy.compactMap { spec -> [String]? in
                    guard case .number(let value, let range, _, _) = spec.kind else { return nil }
                    return [#"{"\#(spec.key)":\#(value)}"#, #"{"\#(spec.key)":\#((value + range.upperBound) / 2)}"#]
                }.first ?? ["{}", "{}"]
            var turn = 0
            let set = milliseconds(repetitions) {
                turn += 1
                blackHole(previewSession.received(text: #"{"type":"set","parameters":\#(values[turn % 2])}"#, now: 0).count)
            }
            return Row(entry: entry.id, frameMs: frame, denseMs: dense, sessionMs: session, setMs: set)
        }
    }
}
