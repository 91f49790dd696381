import CatalogKit
import TestExpectations
import Testing
@testable import TransitionKit
import UIKit

/// Evaluation plans are invalidated per layer (`Layer.trackVersion`), so runs that share a
/// process — one per viewer in the server — never rebuild each other's plans, and a change to a
/// run's tracks is always seen by its next frame.
@Suite("Evaluation plans belong to their run")
struct PlanInvalidationTests {
    private func times(_ run: TransitionRun) -> [Double] { (0..<20).map { run.endTime * Double($0) / 19 } }

    @Test("two runs evaluated alternately while one changes its tracks give the frames each gives alone")
    func alternatingRuns() throws {
        let steady = BenchmarkScene.makeRun(), changing = BenchmarkScene.makeRun()
        let steadyAlone = times(steady).map { steady.frame(at: $0) }
        let to = changing.coordinator.toViewController.view!
        let reference = ReferenceFrameEvaluator(timeline: changing.timeline)
        for (index, t) in times(changing).enumerated() {
            // A change to the changing run between every pair of frames.
            changing.timeline.perform {
                to.alpha = index.isMultiple(of: 2) ? 0.5 : 0.75
                UIView.animate(withDuration: 0.2, animations: { to.layer.zPosition = Double(index) })
            }
            expectEqual(changing.frame(at: t).layers, reference.layers(at: t), "the changing run at t \(t)")
            expectEqual(steady.frame(at: times(steady)[index]), steadyAlone[index], "the steady run at t \(t)")
        }
    }

    @Test("a change in one run does not rebuild another run's plans; a change in its own does")
    func plansAreNotShared() throws {
        let steady = BenchmarkScene.makeRun(), changing = BenchmarkScene.makeRun()
        _ = steady.frame(at: 0.1)
        let structure = try #require(steady.timeline.structures.last { $0.time <= 0.1 })
        let builds = structure.planBuilds
        for index in 0..<10 {
            changing.timeline.perform { changing.coordinator.toViewController.view.alpha = Double(index) / 10 }
            _ = changing.frame(at: 0.1)
            _ = steady.frame(at: 0.1)
        }
        expectEqual(structure.planBuilds, builds, "another run's changes cost this run nothing")
        steady.timeline.perform { steady.coordinator.toViewController.view.alpha = 0.3 }
        _ = steady.frame(at: 0.1)
        expectEqual(structure.planBuilds, builds + 1, "its own change is seen")
    }
}
