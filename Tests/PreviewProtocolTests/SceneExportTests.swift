import Foundation
import TestExpectations
import Testing
import CatalogKit
import TransitionKit
import TransitionCatalog
@testable import PreviewProtocol

/// What the `scene` message carries so the page keeps no second copy of engine logic: each
/// timing curve sampled by the engine, and the CLI's export times and the wire's defaults.
@Suite("Scene: engine-sampled curves and the export's times and defaults")
struct SceneExportTests {
    func scene(_ entry: String, _ operation: String) throws -> [String: Any] {
        let reply = Client().send(#"{"type":"select","entry":"\#(entry)","operation":"\#(operation)"}"#)
        return try #require(first("scene", in: reply))
    }

    @Test("each curve's samples are its timing at evenly spaced moments, as its own fields describe it",
          arguments: [("zoom", "present"), ("flip", "present"), ("crossfade", "push"), ("card", "dismiss")])
    func curveSamples(entry: String, operation: String) throws {
        let curves = try #require(try scene(entry, operation)["curves"] as? [[String: Any]])
        #expect(!curves.isEmpty)
        for curve in curves {
            let samples = try #require(curve["samples"] as? [Double])
            let n = SceneDescription.Curve.sampleIntervals
            expectEqual(samples.count, n + 1)
            let duration = try #require(curve["duration"] as? Double)
            let timing: AnimationTiming
            if curve["timing"] as? String == "spring" {
                timing = .spring(Spring(mass: try #require(curve["mass"] as? Double),
                                        stiffness: try #require(curve["stiffness"] as? Double),
                                        damping: try #require(curve["damping"] as? Double),
                                        initialVelocity: try #require(curve["initialVelocity"] as? Double)))
            } else {
                let p = try #require(curve["controlPoints"] as? [Double])
                timing = .bezier(CubicBezier(p[0], p[1], p[2], p[3]))
            }
            for (i, sample) in samples.enumerated() {
                let expected = timing.progress(elapsed: duration * Double(i) / Double(n), duration: duration)
                // Six decimals on the wire, and the spring's constants rounded to six as well.
                #expect(abs(sample - expected) <= 2e-6, "\(entry) \(operation) sample \(i)")
            }
            #expect(samples.first == 0 && samples.last == 1)
        }
    }

    @Test("a spring that overshoots shows it in its samples (the engine's spring, not a re-solved one)")
    func overshootSampled() throws {
        let curves = try #require(try scene("zoom", "present")["curves"] as? [[String: Any]])
        let spring = try #require(curves.first { $0["timing"] as? String == "spring" })
        let samples = try #require(spring["samples"] as? [Double])
        let overshoot = try #require(spring["overshoot"] as? Double)
        #expect(overshoot > 0)
        #expect(abs((samples.max() ?? 0) - 1 - overshoot) < 0.01)
    }

    /// A JSON value's numbers in order (booleans as 0 and 1): Foundation on Linux decodes
    /// `false` as a Bool or as an NSNumber depending on the path, which compare unequal.
    func numbers(_ value: Any) -> [Double] {
        if let array = value as? [Any] { return array.flatMap(numbers) }
        if let number = value as? NSNumber { return [number.doubleValue] }
        return [.nan]
    }

    /// The numbers of `"key":[…]` in the message as written, read with `Double(_:)`, which is
    /// exact (Foundation's JSON decoder on Linux is off by an ulp on some of them).
    func writtenNumbers(_ key: String, in text: String) throws -> [Double] {
        let start = try #require(text.range(of: "\"\(key)\":["))
        let end = try #require(text[start.upperBound...].firstIndex(of: "]"))
        return try text[start.upperBound..<end].split(separator: ",").map { try #require(Double(String($0))) }
    }

    @Test("export: the CLI's default fps and its times for this run, exact, ending at the run's end")
    func exportTimes() throws {
        let session = PreviewSession(registry: TransitionCatalog.registry)
        let reply = session.received(text: #"{"type":"select","entry":"flip","operation":"present"}"#, now: 0)
        let text = try #require(reply.first { $0.text.hasPrefix(#"{"type":"scene""#) }?.text)
        #expect(text.contains(#""export":{"fps":60,"times":["#))
        let times = try writtenNumbers("times", in: text)
        let run = try CatalogRun.make(entry: try #require(TransitionCatalog.registry.entry(id: "flip")), operation: .present)
        expectEqual(times, ExportFrames.times(endTime: run.endTime, fps: 60))
        #expect(times[1] == 1.0 / 60 && times.last == run.endTime)
    }

    @Test("export times: the 1/fps grid, with the end added when the grid misses it")
    func exportTimesRule() {
        expectEqual(ExportFrames.times(endTime: 0, fps: 60), [0])
        expectEqual(ExportFrames.times(endTime: 0.5, fps: 10), [0, 0.1, 0.2, 0.3, 0.4, 0.5])
        expectEqual(ExportFrames.times(endTime: 0.25, fps: 10), [0, 0.1, 0.2, 0.25])
        expectEqual(ExportFrames.times(endTime: 28.0 / 60, fps: 60).count, 29)
    }

    @Test("layerDefaults fill a wire frame in to the full frame the CLI writes", arguments: [("zoom", "dismiss"), ("flip", "present")])
    func layerDefaults(entry: String, operation: String) throws {
        let client = Client()
        let scene = try #require(first("scene", in: client.send(#"{"type":"select","entry":"\#(entry)","operation":"\#(operation)"}"#)))
        let defaults = try #require((scene["export"] as? [String: Any])?["layerDefaults"] as? [String: Any])
        expectEqual(Set(defaults.keys), ["transform", "cornerRadius", "background", "borderWidth", "borderColor", "clip", "masksToBounds", "content"])
        let wire = try #require(client.send(#"{"type":"seek","progress":0.5}"#).first?["layers"] as? [[String: Any]])
        let run = try CatalogRun.make(entry: try #require(TransitionCatalog.registry.entry(id: entry)),
                                      operation: try #require(TransitionOperation(rawValue: operation)))
        var json = JSONWriter()
        json.beginObject()
        FrameEncoder(detail: .full).writeFields(of: run.frame(atProgress: 0.5), into: &json)
        json.endObject()
        let full = try #require(try JSONSerialization.jsonObject(with: Data(json.string.utf8)) as? [String: Any])
        let layers = try #require(full["layers"] as? [[String: Any]])
        expectEqual(layers.count, wire.count)
        var filled = 0
        for (short, long) in zip(wire, layers) {
            for (key, value) in defaults {
                if short[key] == nil { filled += 1 }
                let expected = try #require(long[key], "the full form has every field")
                expectEqual(numbers(short[key] ?? value), numbers(expected), "layer \(short["id"] ?? "?") \(key)")
            }
        }
        #expect(filled > 0)
    }

    @Test("no export times while a live gesture grows the run")
    func noExportWhileLive() throws {
        let client = Client()
        client.send(#"{"type":"select","entry":"zoom","operation":"dismiss"}"#)
        let reply = client.send(#"{"type":"gesture","phase":"began","x":187,"y":300,"t":0}"#)
        let scene = try #require(first("scene", in: reply))
        #expect(scene["live"] as? Bool == true && scene["export"] == nil)
        let after = client.send(#"{"type":"select","entry":"zoom","operation":"dismiss"}"#)
        #expect(first("scene", in: after)?["export"] != nil)
    }
}
