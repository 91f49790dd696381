import TestExpectations
import Testing

/// The test targets' equality check fails where `expectEqual(a, b)` would, at the caller's line.
@Suite("expectEqual")
struct ExpectEqualTests {
    @Test("equal values pass; different ones record one issue at the caller's line, with the comment")
    func recordsAtTheCaller() {
        expectEqual([1, 2], [1, 2])
        expectEqual(Optional(3), 3)
        let line = #line + 2
        withKnownIssue {
            expectEqual("left", "right", "the comment")
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.comments.contains("the comment")
                && String(describing: issue).contains("left") && String(describing: issue).contains("right")
        }
    }
}
