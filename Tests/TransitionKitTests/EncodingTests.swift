import CatalogKit
import TestExpectations
import Testing
@testable import TransitionKit
import UIKit

// Pins what the frame pipeline produces so that it can be made fast without changing a byte:
// the JSON writer's number and string forms, FrameEncoder's output against a plain reference
// encoder, and FrameEvaluator against a copy of the evaluator as it was before optimisation.

@Suite("Encoding and evaluation stay byte-identical")
struct EncodingTests {
    // MARK: JSONWriter

    static let numberTable: [(Double, String)] = [
        (0, "0"), (-0.0, "0"), (1, "1"), (-1, "-1"), (10, "10"), (375, "375"), (-812, "-812"),
        (0.5, "0.5"), (-0.25, "-0.25"), (0.1, "0.1"), (1.0 / 3, "0.333333"), (2.0 / 3, "0.666667"),
        (0.1 + 0.2, "0.3"), (187.5, "187.5"), (0.000001, "0.000001"), (0.0000015, "0.000002"),
        // Rounding is half away from zero on v·10⁶ as computed in Double.
        (0.1234564, "0.123456"), (0.1234565, "0.123457"), (0.1234575, "0.123458"),
        (1.0000005, "1.000001"), (2.0000025, "2.000003"), (0.0000005, "0.000001"),
        (-0.0000005, "-0.000001"), (0.00000049999, "0"),
        (1e-7, "0"), (-1e-7, "0"), (1e-300, "0"), (-1e-300, "0"),
        (99999999.999999, "99999999.999999"), (100000000.000001, "100000000.000001"),
        (10000000.5, "10000000.5"), (-0.000010, "-0.00001"), (0.01, "0.01"), (12.000300, "12.0003"),
        (123456789.25, "123456789.25"), (-2.000001, "-2.000001"), (1234.5000001, "1234.5"),
        (99.99999951, "100"), (-99.9999995, "-100"), (4503599627.3705, "4503599627.3705"),
        // The largest magnitudes with the fixed-point form (v·10⁶ is exact there, so all six
        // decimals show), then the shortest round-trip fallback.
        (8999999999999.998, "8999999999999.997952"), (-8999999999999.998, "-8999999999999.997952"),
        (9e12, "9000000000000.0"), (1e13, "10000000000000.0"), (1e20, "1e+20"), (-1e20, "-1e+20"),
        (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"),
        (.nan, "null"), (-.nan, "null"), (.infinity, "null"), (-.infinity, "null"),
    ]

    @Test("numbers: six decimals at most, trailing zeros dropped, -0 as 0, non-finite as null")
    func numberTable() {
        for (value, expected) in Self.numberTable {
            var json = JSONWriter()
            json.value(value)
            expectEqual(json.string, expected, "\(value)")
            expectEqual(ReferenceJSON.number(value), expected, "reference encoder: \(value)")
        }
    }

    @Test("integers are written plainly, including both ends of Int")
    func integers() {
        for (value, expected) in [(0, "0"), (7, "7"), (-7, "-7"), (10, "10"), (99, "99"), (100, "100"),
                                  (99_999_999, "99999999"), (100_000_000, "100000000"), (-10_000_000, "-10000000"),
                                  (123456789, "123456789"), (-1000000, "-1000000"),
                                  (Int.max, "9223372036854775807"), (Int.min, "-9223372036854775808")] {
            var json = JSONWriter()
            json.value(value)
            expectEqual(json.string, expected)
        }
    }

    static let escapeTable: [(String, String)] = [
        ("", #""""#), ("plain", #""plain""#), ("say \"hi\"", #""say \"hi\"""#),
        ("back\\slash", #""back\\slash""#), ("a\nb\rc\td", #""a\nb\rc\td""#),
        ("\u{0}\u{1}\u{1F}", #""\u0000\u0001\u001f""#), ("\u{7F}", "\"\u{7F}\""),
        ("héllo → 😀", "\"héllo → 😀\""), ("/", #""/""#),
    ]

    @Test("every integer below 10⁸ (sampled densely) is written as String(_:) writes it")
    func integersAgainstString() {
        var values = Array(0..<20_000) + [99_999_999, 10_000_000, 9_999_999, 1_000_000, 999_999]
        var rng = SeededGenerator(seed: 7)
        values += (0..<20_000).map { _ in Int.random(in: 0..<100_000_000, using: &rng) }
        values += (0..<2_000).map { _ in Int.random(in: Int.min...Int.max, using: &rng) }
        for value in values {
            var json = JSONWriter()
            json.value(value)
            if json.string != String(value) { Issue.record("\(value) → \(json.string)") }
            let fraction = Double(value % 1_000_000) / 1_000_000 + Double(value % 1000)
            var number = JSONWriter()
            number.value(fraction)
            if number.string != ReferenceJSON.number(fraction) { Issue.record("\(fraction) → \(number.string)") }
        }
    }

    @Test("strings: quotes, backslashes and control characters are escaped, the rest is UTF-8")
    func escaping() {
        for (value, expected) in Self.escapeTable {
            var json = JSONWriter()
            json.value(value)
            expectEqual(json.string, expected, "\(value.debugDescription)")
            expectEqual(ReferenceJSON.string(value), expected)
            var keyed = JSONWriter()
            keyed.beginObject()
            keyed.key(value)
            keyed.value(1)
            keyed.endObject()
            expectEqual(keyed.string, "{" + expected + ":1}")
        }
    }

    @Test("nested objects and arrays get commas between members and elements only")
    func nesting() {
        var json = JSONWriter(capacity: 1)  // forces the buffer to grow
        json.beginObject()
        json.field("a", 1)
        json.key("b")
        json.beginArray()
        json.beginArray()
        json.endArray()
        json.beginObject()
        json.endObject()
        json.beginArray()
        json.value(1.5)
        json.null()
        json.value(true)
        json.endArray()
        json.value("x")
        json.numbers([1, 2.5, -0.0])
        json.endArray()
        json.field("c", "d")
        json.field("e", false)
        json.key("f")
        json.beginObject()
        json.key("g")
        json.beginObject()
        json.field("h", 0.1)
        json.endObject()
        json.key("raw")
        json.raw(Array(#"{"pre":[1,2]}"#.utf8))
        json.endObject()
        json.field("i", 2.0)
        json.endObject()
        expectEqual(json.string, #"{"a":1,"b":[[],{},[1.5,null,true],"x",[1,2.5,0]],"c":"d","e":false,"f":{"g":{"h":0.1},"raw":{"pre":[1,2]}},"i":2}"#)
        expectEqual(json.bytes, Array(json.string.utf8))
    }

    @Test("a copied writer is independent of the original (copy on write)")
    func copiedWriterIsIndependent() {
        var a = JSONWriter(capacity: 8)
        a.beginArray()
        a.value(1)
        var b = a
        a.value(2)
        b.value(3.5)
        b.value("x")
        a.endArray()
        b.endArray()
        expectEqual(a.string, "[1,2]")
        expectEqual(b.string, #"[1,3.5,"x"]"#)
        var c = b
        c.value(true)  // after the array: a top-level sequence, as `raw` fragments allow
        expectEqual(b.string, #"[1,3.5,"x"]"#)
        expectEqual(c.string, #"[1,3.5,"x"],true"#)
    }

    @Test("deep nesting keeps each level's comma state (past 64 levels too)")
    func deepNesting() {
        var json = JSONWriter()
        var expected = ""
        for depth in 0..<100 {
            json.beginArray()
            json.value(depth)
            expected += (depth == 0 ? "[" : ",[") + "\(depth)"
        }
        for depth in (0..<100).reversed() {
            json.endArray()
            expected += "]"
            if depth > 0 {
                json.value(-depth)
                expected += ",-\(depth)"
            }
        }
        expectEqual(json.string, expected)
    }

    // MARK: FrameEncoder against the reference encoder

    static func benchmarkTimes(_ run: TransitionRun, count: Int) -> [Double] {
        (0..<count).map { run.endTime * Double($0) / Double(count - 1) }
    }

    @Test("FrameEncoder's wire and full output equal the reference encoder's, byte for byte",
          arguments: ["benchmark", "torture", "swipe"])
    func encoderMatchesReference(scene: String) throws {
        let run = try Self.makeScene(scene)
        for t in Self.benchmarkTimes(run, count: 50) {
            let frame = run.frame(at: t)
            for detail in [FrameEncoder.Detail.wire, .full] {
                let bytes = FrameEncoder(detail: detail).encode(frame)
                let expected = ReferenceJSON.frame(frame, detail: detail)
                expectEqual(bytes, Array(expected.utf8), "t \(t) \(detail)")
            }
        }
    }

    @Test("odd frames (escaped roles, nil parents, clip chains, non-finite and huge numbers) match too")
    func oddFramesMatchReference() {
        var transform = Transform3D.identity
        transform.m34 = -0.002
        transform.m41 = .nan
        transform.m42 = 1e20
        let layers = [
            LayerFrame(id: 1, role: "win\"dow\n", parent: nil, depth: 0, size: CGSize(width: 375, height: 812),
                       transform: transform,
                       quad: Quad(topLeft: CGPoint(x: -0.0, y: .infinity), topRight: CGPoint(x: 1e-9, y: 0.1234565),
                                  bottomRight: CGPoint(x: -187.5, y: 8999999999999.998), bottomLeft: CGPoint(x: 9e12, y: -1)),
                       opacity: 0.999999999, cornerRadius: 0, backgroundColor: .clear, borderWidth: 0,
                       borderColor: .black, clip: [], hasContent: false, masksToBounds: false),
            LayerFrame(id: 12345678, role: "héllo 😀 \u{1}", parent: 1, depth: 3, size: CGSize(width: 0.5, height: -2),
                       transform: .identity, quad: Quad(CGRect(x: 1, y: 2, width: 3, height: 4)),
                       opacity: 1, cornerRadius: 6, backgroundColor: Color(hex: 0x007AFF, alpha: 0.29),
                       borderWidth: 1.5, borderColor: Color(white: 0.5, alpha: 0.5), clip: [1, 22, 333],
                       hasContent: true, masksToBounds: true),
            LayerFrame(id: -4, role: "", parent: -1, depth: 1, size: .zero, transform: .identity,
                       quad: Quad(CGRect.zero), opacity: .nan, cornerRadius: -.infinity,
                       backgroundColor: Color(red: .nan, green: 0, blue: 0, alpha: 1), borderWidth: -0.0,
                       borderColor: .white, clip: [Int.max, Int.min], hasContent: false, masksToBounds: true),
        ]
        let frames = [
            FrameState(time: 0.123, progress: 0.5, viewport: CGSize(width: 375, height: 812), layers: layers),
            FrameState(time: -0.0, progress: .nan, viewport: CGSize(width: 1e20, height: 0), layers: []),
        ]
        for frame in frames {
            for detail in [FrameEncoder.Detail.wire, .full] {
                let bytes = FrameEncoder(detail: detail).encode(frame)
                expectEqual(String(decoding: bytes, as: UTF8.self), ReferenceJSON.frame(frame, detail: detail))
            }
        }
    }

    @Test("a frame written into a caller's object (a protocol message) equals the reference fields")
    func writeFieldsIntoMessage() {
        let run = BenchmarkScene.makeRun()
        let frame = run.frame(at: run.endTime / 3)
        for detail in [FrameEncoder.Detail.wire, .full] {
            var json = JSONWriter()
            json.beginObject()
            json.field("type", "frame")
            json.field("seq", 7)
            FrameEncoder(detail: detail).writeFields(of: frame, into: &json)
            json.endObject()
            let body = ReferenceJSON.frame(frame, detail: detail).dropFirst()
            expectEqual(json.string, #"{"type":"frame","seq":7,"# + body)
        }
    }

    // MARK: FrameEvaluator

    @Test("random access equals stepping: shuffled times give the frames ascending times give")
    func randomAccessEqualsStepping() {
        let run = BenchmarkScene.makeRun()
        let times = Self.benchmarkTimes(run, count: 100)
        let ascending = times.map { run.frame(at: $0) }
        var rng = SeededGenerator(seed: 0xF4A3E)
        let order = Array(times.indices).shuffled(using: &rng)
        let fresh = BenchmarkScene.makeRun()
        for i in order {
            expectEqual(run.frame(at: times[i]), ascending[i], "t \(times[i])")
            expectEqual(fresh.frame(at: times[i]), ascending[i], "fresh run, t \(times[i])")
        }
    }

    @Test("the optimised evaluator agrees exactly with the reference evaluator",
          arguments: ["benchmark", "benchmark-static", "torture", "swipe"])
    func evaluatorMatchesReference(scene: String) throws {
        let run = try Self.makeScene(scene)
        var times = (0..<100).map { run.endTime * Double($0) / 99 }
        times += [-0.1, run.endTime + 0.1, 0.2, 0.4]
        var rng = SeededGenerator(seed: 42)
        times.shuffle(using: &rng)
        let reference = ReferenceFrameEvaluator(timeline: run.timeline)
        var compared = 0
        for t in times {
            let expected = reference.layers(at: t)
            let actual = run.frame(at: t).layers
            expectEqual(actual, expected, "\(scene) at t \(t)")
            compared += expected.count
        }
        #expect(compared > times.count, "the scene draws something")
    }

    @Test("frames follow changes made after earlier frames were evaluated (the plan is rebuilt)")
    func evaluatorFollowsLaterChanges() throws {
        let run = BenchmarkScene.makeRun()
        let reference = ReferenceFrameEvaluator(timeline: run.timeline)
        let times = (0..<25).map { run.endTime * Double($0) / 24 }
        func check(_ step: String) {
            for t in times { expectEqual(run.frame(at: t).layers, reference.layers(at: t), "\(step), t \(t)") }
        }
        check("before")
        let from = run.coordinator.fromViewController.view!, to = run.coordinator.toViewController.view!
        let cell = try #require(to.subviews.first as? ImageView)
        // Outside any timeline: the starting values change.
        cell.layer.cornerRadius = 3
        from.subviews[1].isHidden = true
        check("after changes outside the timeline")
        // Content is not a track: it must be read live.
        cell.image = nil
        check("after removing an image")
        // Inside the timeline, at its current time: a model change and a new animation.
        run.timeline.perform {
            to.alpha = 0.5
            UIView.animate(withDuration: 1, animations: { from.subviews[2].layer.zPosition = 4 })
        }
        let later = (0..<25).map { run.endTime + Double($0) / 24 }
        for t in times + later { expectEqual(run.frame(at: t).layers, reference.layers(at: t), "animated later, t \(t)") }
    }

    @Test("the torture scene exercises what the fast paths skip")
    func tortureSceneCoverage() throws {
        let run = try Self.makeScene("torture")
        let frames = (0..<60).map { run.frame(at: run.endTime * Double($0) / 59) }
        #expect(frames.contains { $0.layers.contains { $0.clip.count >= 2 } }, "nested clip chains")
        #expect(frames.contains { $0.layer(role: "hider") == nil } && frames.contains { $0.layer(role: "hider") != nil })
        #expect(frames.contains { $0.layer(role: "fader") == nil } && frames.contains { $0.layer(role: "fader") != nil })
        #expect(frames.contains { $0.layer(role: "culled") == nil } && frames.contains { $0.layer(role: "culled") != nil })
        // zPosition reorders siblings: "raised" (added first) is drawn after "lowered" at some point.
        #expect(frames.contains { f in
            let ids = f.layers.map(\.role)
            guard let r = ids.firstIndex(of: "raised"), let l = ids.firstIndex(of: "lowered") else { return false }
            return r > l
        })
    }

    static func makeScene(_ name: String) throws -> TransitionRun {
        switch name {
        case "benchmark": return BenchmarkScene.makeRun(animated: true)
        case "benchmark-static": return BenchmarkScene.makeRun(animated: false)
        case "torture":
            let run = startScene(operation: .present, animator: TortureAnimator())
            run.runToCompletion()
            return run
        case "swipe":
            let interaction = SwipeInteraction()
            let run = startScene(animator: ScaleFadePushAnimator(), interaction: interaction)
            try run.replay(trace([(10.0, .began, 0, 300), (10.1, .changed, 50, 300), (10.2, .changed, 120, 300),
                                  (10.25, .ended, 140, 300)]))
            return run
        default: fatalError("no scene \(name)")
        }
    }
}

/// Everything the evaluator's shortcuts must get right: nested clipping, zPosition ties and
/// reordering, hidden and fully transparent subtrees, a sublayerTransform below the root,
/// non-default anchor points, and a layer turned behind the eye.
final class TortureAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.6 }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let to = ctx.viewController(forKey: .to)!.view!
        container.addSubview(to)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 300
        container.layer.sublayerTransform = perspective

        func box(_ role: String, _ frame: CGRect, in parent: UIView, clips: Bool = false) -> UIView {
            let view = UIView(frame: frame)
            view.role = role
            view.clipsToBounds = clips
            view.backgroundColor = .systemGray
            parent.addSubview(view)
            return view
        }
        let outer = box("outer", CGRect(x: 10, y: 10, width: 300, height: 500), in: to, clips: true)
        let middle = box("middle", CGRect(x: 5, y: 5, width: 200, height: 300), in: outer, clips: true)
        let inner = box("inner", CGRect(x: 5, y: 5, width: 100, height: 100), in: middle)
        inner.layer.anchorPoint = CGPoint(x: 0, y: 1)
        _ = box("leaf", CGRect(x: 1, y: 1, width: 10, height: 10), in: inner, clips: true)
        let raised = box("raised", CGRect(x: 20, y: 320, width: 50, height: 50), in: outer)
        let lowered = box("lowered", CGRect(x: 30, y: 330, width: 50, height: 50), in: outer)
        let tie = box("tie", CGRect(x: 40, y: 340, width: 50, height: 50), in: outer)
        tie.layer.zPosition = 0
        let hider = box("hider", CGRect(x: 0, y: 400, width: 40, height: 40), in: outer)
        _ = box("hiderChild", CGRect(x: 1, y: 1, width: 5, height: 5), in: hider)
        let fader = box("fader", CGRect(x: 50, y: 400, width: 40, height: 40), in: outer)
        _ = box("faderChild", CGRect(x: 1, y: 1, width: 5, height: 5), in: fader)
        var tilt = CATransform3DIdentity
        tilt.m34 = -1.0 / 200
        middle.layer.sublayerTransform = tilt
        let culled = box("culled", CGRect(x: 0, y: 600, width: 375, height: 200), in: to)
        culled.layer.anchorPoint = CGPoint(x: 0, y: 0.5)

        Timeline.current?.schedule(at: 0.2) { hider.isHidden = true }
        Timeline.current?.schedule(at: 0.4) { hider.isHidden = false }
        UIView.animate(withDuration: 0.6, animations: {
            raised.layer.zPosition = 10
            lowered.layer.zPosition = -3
            fader.alpha = 0
            // Perspective after the turn, so the far edge passes behind the eye near the end.
            culled.layer.transform = CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)
                .concatenating(Transform3D(perspectiveDistance: 300))
            inner.layer.transform = CATransform3DMakeRotation(0.7, 1, 0.5, 0.2)
            middle.layer.cornerRadius = 12
            outer.layer.borderWidth = 2
        }) { _ in
            ctx.completeTransition(true)
        }
    }
}

// MARK: - Reference encoder

/// The JSON forms written as plainly as possible with String concatenation: slow, but each
/// rule is visible at a glance.
enum ReferenceJSON {
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        let scaled = (v * 1_000_000).rounded()  // half away from zero
        guard abs(scaled) < 9.0e18 else { return v.description }
        let n = Int64(scaled)
        if n == 0 { return "0" }
        let whole = n.magnitude / 1_000_000, fraction = n.magnitude % 1_000_000
        var text = (n < 0 ? "-" : "") + String(whole)
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: 6 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text
    }

    static func string(_ s: String) -> String {
        var text = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{0}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    static func numbers(_ values: [Double]) -> String {
        "[" + values.map(number).joined(separator: ",") + "]"
    }

    static func color(_ c: Color) -> String { numbers([c.red, c.green, c.blue, c.alpha]) }

    static func frame(_ frame: FrameState, detail: FrameEncoder.Detail) -> String {
        var fields = ["\"time\":" + number(frame.time), "\"progress\":" + number(frame.progress)]
        if detail == .full { fields.append("\"viewport\":" + numbers([frame.viewport.width, frame.viewport.height])) }
        fields.append("\"layers\":[" + frame.layers.map { layer($0, detail: detail) }.joined(separator: ",") + "]")
        return "{" + fields.joined(separator: ",") + "}"
    }

    static func layer(_ l: LayerFrame, detail: FrameEncoder.Detail) -> String {
        let full = detail == .full
        var fields = ["\"id\":\(l.id)"]
        if full {
            fields.append("\"role\":" + string(l.role))
            fields.append("\"parent\":" + (l.parent.map { "\($0)" } ?? "null"))
            fields.append("\"depth\":\(l.depth)")
        }
        fields.append("\"quad\":" + numbers(l.quad.flat))
        fields.append("\"opacity\":" + number(l.opacity))
        fields.append("\"size\":" + numbers([l.size.width, l.size.height]))
        if full || l.transform != .identity { fields.append("\"transform\":" + numbers(l.transform.elements)) }
        if full || l.cornerRadius != 0 { fields.append("\"cornerRadius\":" + number(l.cornerRadius)) }
        if full || l.backgroundColor.alpha != 0 { fields.append("\"background\":" + color(l.backgroundColor)) }
        if full || l.borderWidth != 0 {
            fields.append("\"borderWidth\":" + number(l.borderWidth))
            fields.append("\"borderColor\":" + color(l.borderColor))
        }
        if full || !l.clip.isEmpty { fields.append("\"clip\":[" + l.clip.map { "\($0)" }.joined(separator: ",") + "]") }
        if full || l.masksToBounds { fields.append("\"masksToBounds\":\(l.masksToBounds)") }
        if full || l.hasContent { fields.append("\"content\":\(l.hasContent)") }
        return "{" + fields.joined(separator: ",") + "}"
    }
}

// MARK: - Reference evaluator

/// FrameEvaluator as it was before it was optimised, kept verbatim except that property
/// values come from the plain track readers below (no per-time caches, no fast paths), so
/// the optimised evaluator is checked against code that shares none of its shortcuts.
struct ReferenceFrameEvaluator {
    let timeline: Timeline

    func layers(at t: Double) -> [LayerFrame] {
        guard let structure = timeline.structure(at: t), !structure.nodes.isEmpty else { return [] }
        var output: [LayerFrame] = []
        output.reserveCapacity(structure.nodes.count)
        visit(0, in: structure, at: t, parentWorld: .identity, parentSublayer: nil,
              parentOpacity: 1, clip: [], into: &output)
        return output
    }

    private func visit(_ index: Int, in structure: StructureVersion, at t: Double,
                       parentWorld: Transform3D, parentSublayer: Transform3D?,
                       parentOpacity: Double, clip: [Int], into output: inout [LayerFrame]) {
        let node = structure.nodes[index]
        let layer = node.layer
        let clocks = timeline.clocks
        if referenceValue(layer.isHiddenTrack, at: t) { return }
        let opacity = parentOpacity * referenceValue(layer.opacityTrack, at: t, clocks: clocks)
        if opacity <= 0 { return }

        let bounds = referenceValue(layer.boundsTrack, at: t, clocks: clocks)
        let anchor = referenceValue(layer.anchorPointTrack, at: t, clocks: clocks)
        let position = referenceValue(layer.positionTrack, at: t, clocks: clocks)
        let zPosition = referenceValue(layer.zPositionTrack, at: t, clocks: clocks)
        let transform = referenceValue(layer.transformTrack, at: t, clocks: clocks)
        let anchorX = bounds.minX + anchor.x * bounds.width
        let anchorY = bounds.minY + anchor.y * bounds.height

        var local = Transform3D(translationX: -anchorX, y: -anchorY, z: 0)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
        if let parentSublayer { local = local.concatenating(parentSublayer) }
        let world = node.parent < 0 ? local.flattened : local.flattened.concatenating(parentWorld)

        guard let quad = Self.project(bounds, world) else { return }

        let masks = referenceValue(layer.masksToBoundsTrack, at: t)
        output.append(LayerFrame(
            id: layer.id, role: node.role,
            parent: node.parent < 0 ? nil : structure.nodes[node.parent].layer.id,
            depth: node.depth, size: bounds.size, transform: transform, quad: quad, opacity: opacity,
            cornerRadius: referenceValue(layer.cornerRadiusTrack, at: t, clocks: clocks),
            backgroundColor: referenceValue(layer.backgroundColorTrack, at: t, clocks: clocks),
            borderWidth: referenceValue(layer.borderWidthTrack, at: t, clocks: clocks),
            borderColor: referenceValue(layer.borderColorTrack, at: t, clocks: clocks),
            clip: clip, hasContent: !layer.content.isNone, masksToBounds: masks))

        guard !node.children.isEmpty else { return }
        let sublayer = referenceValue(layer.sublayerTransformTrack, at: t, clocks: clocks)
        let childSublayer: Transform3D? = sublayer.isIdentity ? nil :
            Transform3D(translationX: -anchorX, y: -anchorY, z: 0)
                .concatenating(sublayer)
                .concatenating(Transform3D(translationX: anchorX, y: anchorY, z: 0))
        let childClip = masks ? clip + [layer.id] : clip
        for child in paintOrder(node.children, in: structure, at: t) {
            visit(child, in: structure, at: t, parentWorld: world, parentSublayer: childSublayer,
                  parentOpacity: opacity, clip: childClip, into: &output)
        }
    }

    private func paintOrder(_ children: [Int], in structure: StructureVersion, at t: Double) -> [Int] {
        let clocks = timeline.clocks
        let z = children.map { referenceValue(structure.nodes[$0].layer.zPositionTrack, at: t, clocks: clocks) }
        guard z.contains(where: { $0 != 0 }) else { return children }
        return children.indices.sorted { (z[$0], $0) < (z[$1], $1) }.map { children[$0] }
    }

    static func project(_ bounds: CGRect, _ world: Transform3D) -> Quad? {
        func map(_ x: Double, _ y: Double) -> CGPoint? {
            let p = world.apply(x: x, y: y, z: 0, w: 1)
            guard p.w > 0 else { return nil }
            return CGPoint(x: p.x / p.w, y: p.y / p.w)
        }
        guard let tl = map(bounds.minX, bounds.minY), let tr = map(bounds.maxX, bounds.minY),
              let br = map(bounds.maxX, bounds.maxY), let bl = map(bounds.minX, bounds.maxY) else { return nil }
        return Quad(topLeft: tl, topRight: tr, bottomRight: br, bottomLeft: bl)
    }
}

/// The newest model change at or before `t`, else the starting value.
func referenceValue<V>(_ track: ModelTrack<V>, at t: Double) -> V {
    for change in track.changes.reversed() where change.time <= t { return change.value }
    return track.initial
}

/// The newest animation alive at `t` decides; its progress is computed afresh every time.
func referenceValue<V: Animatable>(_ track: Track<V>, at t: Double, clocks: ClockTable) -> V {
    for animation in track.animations.reversed() {
        let group = animation.group
        guard group.createdAt <= t && t < group.removedAt else { continue }
        let local = group.clock == 0 ? t : referenceLocalTime(clocks.clocks[group.clock], at: t)
        // A property animator's clock already reads the progress.
        let fraction = group.readsProgressFromClock ? local
            : group.timing.progress(elapsed: local - group.begin, duration: group.duration)
        return animation.keyframes.value(at: fraction)
    }
    return referenceValue(track.modelTrack, at: t)
}

/// Media time of `clock` at wall time `t`: the last piece starting at or before `t` (the first
/// piece when none does) holds or ramps.
func referenceLocalTime(_ clock: MediaClock, at t: Double) -> Double {
    guard !clock.pieces.isEmpty else { return t }
    let piece = clock.pieces.indices.reversed().first { $0 == 0 || clock.pieces[$0].start <= t }!
    switch clock.pieces[piece] {
    case .hold(_, let local):
        return local
    case .ramp(let from, let to, let local0, let local1, let curve):
        guard to > from else { return local1 }
        let f = Swift.min(1, Swift.max(0, (t - from) / (to - from)))
        return local0 + (local1 - local0) * curve.value(at: f)
    case .segment(let from, let segment):
        return segment.progress(after: t - from)
    }
}

/// SplitMix64: a fixed sequence for shuffles, the same on every machine.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension EncodingTests {
    @Test("a layer with every number and integer at its longest fits the room the encoder reserves")
    func worstCaseLayerFits() {
        let long = -1.2345678901234567e+308  // 24 bytes, the longest number form
        let color = Color(red: long, green: long, blue: long, alpha: long)
        let quadPoint = CGPoint(x: long, y: long)
        let worst = LayerFrame(
            id: Int.min, role: String(repeating: "\u{1}", count: 40), parent: Int.min, depth: Int.min,
            size: CGSize(width: long, height: long), transform: Transform3D(Array(repeating: long, count: 16)),
            quad: Quad(topLeft: quadPoint, topRight: quadPoint, bottomRight: quadPoint, bottomLeft: quadPoint),
            opacity: long, cornerRadius: long, backgroundColor: color, borderWidth: long, borderColor: color,
            clip: Array(repeating: Int.min, count: 9), hasContent: true, masksToBounds: true)
        let zero = LayerFrame(
            id: 0, role: "", parent: 0, depth: 0, size: .zero, transform: Transform3D(Array(repeating: 0, count: 16)),
            quad: Quad(CGRect.zero), opacity: 0, cornerRadius: 0, backgroundColor: Color(white: 0, alpha: 0),
            borderWidth: 0, borderColor: Color(white: 0, alpha: 0), clip: [], hasContent: false, masksToBounds: false)
        for detail in [FrameEncoder.Detail.wire, .full] {
            let encoder = FrameEncoder(detail: detail)
            for layer in [worst, zero] {
                var json = JSONWriter(capacity: 1)
                encoder.write(layer, into: &json)
                #expect(json.bytes.count <= encoder.maxCount(of: layer))
                expectEqual(json.string, ReferenceJSON.layer(layer, detail: detail))
            }
        }
        // The full form's literal bytes: all but its 37 one-digit numbers, 3 integers and `""`.
        var json = JSONWriter()
        FrameEncoder(detail: .full).write(zero, into: &json)
        #expect(json.bytes.count - 37 - 3 - 2 <= FrameEncoder.maxLayerLiteralCount)
    }
}
