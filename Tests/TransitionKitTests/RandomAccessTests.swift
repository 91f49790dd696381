import TestExpectations
import Testing
@testable import TransitionKit

@Suite("Random access")
struct RandomAccessTests {
    @Test("frames evaluated in any order equal frames evaluated stepping forward", arguments: [false, true])
    func anyOrder(interactive: Bool) throws {
        let run: TransitionRun
        if interactive {
            run = startScene(animator: KeyframeTurnAnimator(perspective: true), interaction: SwipeInteraction())
            try run.replay(trace([(0, .began, 0, 0), (0.1, .changed, 40, 0), (0.2, .changed, 130, 0), (0.3, .ended, 130, 0)]))
        } else {
            run = startScene(animator: KeyframeTurnAnimator(perspective: true))
            run.runToCompletion()
        }
        let times = (0...120).map { run.endTime * Double($0) / 120 }
        let forward = times.map { run.frame(at: $0) }
        // A seeded Fisher–Yates shuffle: the same order every run.
        var state: UInt64 = 42
        var shuffled = Array(times.indices)
        for i in stride(from: shuffled.count - 1, to: 0, by: -1) {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            shuffled.swapAt(i, Int(state >> 33) % (i + 1))
        }
        for index in shuffled + shuffled.reversed() {
            expectEqual(run.frame(at: times[index]), forward[index])
        }
    }
}
