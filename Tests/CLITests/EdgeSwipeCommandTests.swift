import Foundation
import TestExpectations
import Testing

/// UIKit's own edge swipe (`uikit-edge-swipe`) driven from the CLI's gesture traces: the trace's
/// touches reach the navigation controller's `interactivePopGestureRecognizer` like any app
/// recognizer's.
@Suite("render --gesture on UIKit's edge swipe")
struct EdgeSwipeCommandTests {
    static func trace(fromX x0: Double, _ xs: [Double]) -> String {
        var samples = [#"{"t": 0, "phase": "began", "x": \#(x0), "y": 400}"#]
        for (index, x) in xs.enumerated() {
            let phase = index == xs.count - 1 ? "ended" : "changed"
            samples.append(#"{"t": \#(Double(index + 1) / 30), "phase": "\#(phase)", "x": \#(x), "y": 400}"#)
        }
        return "[" + samples.joined(separator: ", ") + "]"
    }

    @Test("a trace from the left edge pops (finishing), a short slow one cancels")
    func fromTheEdge() throws {
        func state(_ trace: String) throws -> String? {
            let result = try transitions(arguments: ["render", "uikit-edge-swipe", "--operation", "pop", "--progress", "1",
                                                     "--gesture", "-", "--json"], input: trace)
            expectEqual(result.status, 0, "\(result.stderr)")
            return try result.jsonObject()["state"] as? String
        }
        #expect(try state(Self.trace(fromX: 5, [40, 100, 160, 220, 280])) == "completed")
        #expect(try state(Self.trace(fromX: 5, [30, 60, 80, 90, 92, 93, 93, 93])) == "cancelled")
    }

    @Test("a trace from the middle of the screen starts nothing: a clear no-transition error")
    func fromTheMiddle() throws {
        let result = try transitions(arguments: ["render", "uikit-edge-swipe", "--operation", "pop", "--progress", "1",
                                                 "--gesture", "-", "--json"], input: Self.trace(fromX: 187, [220, 280, 340]))
        #expect(result.status != 0)
        #expect(result.stderr.contains("no animated transition"), "\(result.stderr)")
    }
}
