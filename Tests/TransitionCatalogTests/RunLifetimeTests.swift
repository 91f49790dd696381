import Testing
import TransitionKit
@testable import TransitionCatalog

/// The preview server builds a run for every `select` and `set`: a reference cycle between a
/// run, its context, its views or its controllers would keep each one alive for good.
@Suite("Run lifetime")
struct RunLifetimeTests {
    @Test("every entry's run, animated or gesture-driven, is freed with its window when let go")
    func runsAreFreed() throws {
        for entry in TransitionCatalog.registry.entries {
            for op in entry.operations {
                weak var weakRun: TransitionRun?
                weak var weakWindow: View?
                do {
                    let trace: [GestureSample]? = entry.interactiveOperations.contains(op) ? [
                        GestureSample(t: 0, phase: .began, x: 187, y: 400), GestureSample(t: 0.1, phase: .changed, x: 250, y: 500),
                        GestureSample(t: 0.2, phase: .ended, x: 300, y: 560)] : nil
                    let run = try CatalogRun.make(entry: entry, operation: op, gesture: trace)
                    _ = run.frame(atProgress: 0.5)
                    weakRun = run
                    weakWindow = run.setup.window
                }
                #expect(weakRun == nil, "\(entry.id) \(op) run leaked")
                #expect(weakWindow == nil, "\(entry.id) \(op) window leaked")
            }
        }
    }
}
