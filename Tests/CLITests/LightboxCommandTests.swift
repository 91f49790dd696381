import Foundation
import TestExpectations
import Testing

/// The lightbox entry driven from the CLI's gesture traces: a tap trace presents through the
/// feed's tap recognizers, a pull trace dismisses through the photo's pan, and a sideways
/// swipe is refused by the pan's delegate (`gestureRecognizerShouldBegin` returns false).
@Suite("render --gesture on the lightbox (tap to present, delegate refusing a pan)")
struct LightboxCommandTests {
    /// `points`: (x, y) in device points, 1/30 s apart; the first goes down, the last lifts.
    static func trace(_ points: [(Double, Double)]) -> String {
        var samples: [String] = []
        for (index, point) in points.enumerated() {
            let phase = index == 0 ? "began" : index == points.count - 1 ? "ended" : "changed"
            samples.append(#"{"t": \#(Double(index) / 30), "phase": "\#(phase)", "x": \#(point.0), "y": \#(point.1)}"#)
        }
        return "[" + samples.joined(separator: ", ") + "]"
    }

    static func render(_ operation: String, _ trace: String) throws -> CommandResult {
        try transitions(arguments: ["render", "lightbox", "--operation", operation, "--progress", "1", "--gesture", "-", "--json"],
                        input: trace)
    }

    @Test("a tap on a photo presents it; a tap between the photos presents nothing")
    func tapPresents() throws {
        // iPhone X: the first photo spans x 16…183.5, y 108…275.5; the gap between columns is x 183.5…191.5.
        let onPhoto = try Self.render("present", Self.trace([(100, 190), (100, 190)]))
        expectEqual(onPhoto.status, 0, "\(onPhoto.stderr)")
        #expect(try onPhoto.jsonObject()["state"] as? String == "completed")
        let onGap = try Self.render("present", Self.trace([(187, 190), (187, 190)]))
        #expect(onGap.status != 0)
        #expect(onGap.stderr.contains("no animated transition"), "\(onGap.stderr)")
    }

    @Test("a pull down dismisses; a sideways swipe of the same length is refused by the pan's delegate")
    func delegateRefusesSideways() throws {
        let down = try Self.render("dismiss", Self.trace([(187, 300), (188, 340), (189, 400), (190, 480), (190, 560)]))
        expectEqual(down.status, 0, "\(down.stderr)")
        #expect(try down.jsonObject()["state"] as? String == "completed")
        let sideways = try Self.render("dismiss", Self.trace([(100, 400), (140, 402), (200, 404), (260, 406), (340, 408)]))
        #expect(sideways.status != 0)
        #expect(sideways.stderr.contains("no animated transition"), "\(sideways.stderr)")
    }

    @Test("a two-finger trace (x2, y2) pinching in closes the photo; one with x2 but no y2 is refused by name")
    func pinchCloses() throws {
        // The fingers either side of the screen's centre (187.5, 406), 300 then 180 points apart.
        var samples: [String] = []
        for (index, r) in [150.0, 140, 120, 90, 90].enumerated() {
            let phase = index == 0 ? "began" : index == 4 ? "ended" : "changed"
            samples.append(#"{"t": \#(Double(index) / 30), "phase": "\#(phase)", "x": \#(187.5 - r), "y": 406, "x2": \#(187.5 + r), "y2": 406}"#)
        }
        let pinch = try Self.render("dismiss", "[" + samples.joined(separator: ", ") + "]")
        expectEqual(pinch.status, 0, "\(pinch.stderr)")
        #expect(try pinch.jsonObject()["state"] as? String == "completed")
        let half = try Self.render("dismiss", #"[{"t": 0, "phase": "began", "x": 37.5, "y": 406, "x2": 337.5}]"#)
        #expect(half.status != 0)
        #expect(half.stderr.contains("y2"), "\(half.stderr)")
    }
}
