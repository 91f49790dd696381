import TestExpectations
import Testing
@testable import TransitionKit

/// A property animator's segment comes to rest exactly at its end value, also when the wall
/// time it is read at lands a rounding error before its end (as `start + length` can).
@Suite("AnimatorSegment: exactly at rest from its end")
struct AnimatorSegmentEndTests {
    @Test("a spring cut off at its duration is its end value at the end and a hair before it")
    func springSnapsAtTheEnd() {
        let spring = Spring(stiffness: 120, damping: 12)
        let segment = AnimatorSegment(origin: 0.3, target: 1, timing: .spring(spring), duration: 0.5, elapsed0: 0.1)
        expectEqual(segment.progress(after: segment.length), 1)
        expectEqual(segment.progress(after: segment.length - 1e-12), 1, "a rounding error before the end is the end")
        #expect(segment.progress(after: segment.length - 1e-3) != 1, "a millisecond before, the spring still moves")
        let back = AnimatorSegment(origin: 0.3, target: 1, timing: .spring(spring), duration: 0.5, elapsed0: 0.2, direction: -1)
        expectEqual(back.progress(after: back.length - 1e-12), 0.3, "reversed, it rests at its origin")
    }
}
