import CatalogKit
import CommandLineParsing
import TransitionKit

/// `transitions bench`: what one frame costs the engine. The engine has no clock of its own;
/// timing happens here, around calls into it.
struct Bench: Command {
    static let configuration = CommandConfiguration(
        name: "bench",
        abstract: "Measure the cost of evaluating and encoding one frame of a 50-layer scene.")

    static let parameters: [Parameter<Bench>] = [
        .option("frames", \.frames, help: "Frames evaluated per run."),
        .option("runs", \.runs, help: "Runs; the median run is reported."),
        .flag("json", \.json, help: "Print the figures as JSON."),
        .flag(
            "scene-checks", \.sceneChecks,
            help:
                "Instead: per catalog entry, what the scene's NaN check costs (as the preview samples it, and at every frame) against one frame and a whole set, in milliseconds; --runs is the repetitions."
        ),
        .flag(
            "scene-build", \.sceneBuild,
            help:
                "Instead: per catalog entry, what making its run costs in milliseconds (screens, transition, layout passes, recording), and how many of the window's views carry layout state; --runs is the repetitions."
        ),
        .flag(
            "shapes", \.shapes,
            help:
                "Instead: 45 shape layers whose path, strokeEnd and fillColor are animated with CABasicAnimation, against the same layers holding their values, in the same run."
        ),
        .flag(
            "layout", \.layout,
            help:
                "Instead: a 200-constraint screen laid out and a 30-cell collection view screen presented, each against the same scene laid out by hand, in milliseconds; --runs is the repetitions."
        ),
    ]

    var frames = 20_000
    var runs = 7
    var json = false
    var sceneChecks = false
    var sceneBuild = false

    var layout = false
    var shapes = false

    func validate() throws {
        guard frames > 0, frames <= 10_000_000 else { throw ValidationError("--frames must be 1…10000000") }
        guard runs > 0, runs <= 1000 else { throw ValidationError("--runs must be 1…1000") }
        guard [sceneChecks, sceneBuild, layout, shapes].filter({ $0 }).count <= 1 else {
            throw ValidationError("--scene-checks, --scene-build, --layout and --shapes are separate benchmarks")
        }
    }

    func run() throws {
        if sceneChecks { return printSceneChecks() }
        if sceneBuild { return printSceneBuild() }
        if layout { return printLayout() }
        if shapes { return printShapes() }
        let animated = BenchmarkScene.makeRun(animated: true)
        let baseline = BenchmarkScene.makeRun(animated: false)
        let end = animated.endTime
        // Seeded times, the same every run, spread over the whole transition.
        var state: UInt64 = 0x5EED
        let times: [Double] = (0..<frames).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53) * end
        }
        let layers = animated.frame(at: end / 2).layers.count
        let sample = animated.frame(at: end / 2)
        let wire = FrameEncoder(detail: .wire)
        let full = FrameEncoder(detail: .full)

        let evaluate = median { for t in times { blackHole(animated.frame(at: t).layers.count) } }
        let evaluateBaseline = median { for t in times { blackHole(baseline.frame(at: t).layers.count) } }
        let encodeWire = median { for _ in times { blackHole(wire.encode(sample).count) } }
        let encodeFull = median { for _ in times { blackHole(full.encode(sample).count) } }
        let wireBytes = wire.encode(sample).count
        let perFrame = evaluate + encodeWire
        let figures: [(String, String, Double)] = [
            ("layers", "layers on screen mid-transition", Double(layers)),
            ("evaluateNs", "evaluate one FrameState (ns)", evaluate),
            ("evaluateStaticBaselineNs", "  same tree, nothing animating (ns)", evaluateBaseline),
            ("encodeWireNs", "encode it for the wire (ns)", encodeWire),
            ("encodeFullNs", "encode it with every field (ns)", encodeFull),
            ("wireBytes", "wire frame size (bytes)", Double(wireBytes)),
            ("evaluateAndEncodeNs", "evaluate + wire encode (ns)", perFrame),
            ("viewersAt120fpsPerCore", "viewers one core can feed at 120 fps", (1e9 / perFrame / 120).rounded(.down)),
        ]
        if json {
            let body = figures.map { "\"\($0.0)\":\($0.2)" }.joined(separator: ",")
            print("{\(body),\"frames\":\(frames),\"runs\":\(runs)}")
        } else {
            print("transitions bench — median of \(runs) runs × \(frames) frames at seeded random times")
            for (_, label, value) in figures {
                let text = value == value.rounded() ? String(Int(value)) : String(format1(value))
                print(label + String(repeating: " ", count: max(1, 44 - label.count)) + text)
            }
            print("target: evaluate + encode ≤ 8000 ns for 50 layers → \(perFrame <= 8000 ? "met" : "NOT met")")
        }
    }

    private func printSceneChecks() {
        let rows = SceneChecksBench.run(repetitions: runs)
        if json {
            let items = rows.map {
                #"{"entry":"\#($0.entry)","frameMs":\#($0.frameMs),"denseCheckMs":\#($0.denseMs),"sessionCheckMs":\#($0.sessionMs),"setMs":\#($0.setMs)}"#
            }
            print("[" + items.joined(separator: ",") + "]")
            return
        }
        print("transitions bench --scene-checks — milliseconds, mean of \(runs) repetitions (first operation of each entry)")
        print("| entry | one frame | check at every frame (≤ 30) | check as the session samples | whole set |")
        print("|---|---|---|---|---|")
        for row in rows {
            print(
                "| \(row.entry) | \(format3(row.frameMs)) | \(format3(row.denseMs)) | \(format3(row.sessionMs)) | \(format3(row.setMs)) |")
        }
    }

    private func printSceneBuild() {
        let rows = SceneBuildBench.run(repetitions: runs)
        if json {
            let items = rows.map {
                #"{"entry":"\#($0.entry)","buildMs":\#($0.buildMs),"views":\#($0.views),"viewsWithLayoutState":\#($0.viewsWithLayoutState)}"#
            }
            print("[" + items.joined(separator: ",") + "]")
            return
        }
        print("transitions bench --scene-build — milliseconds, mean of \(runs) repetitions (first operation of each entry)")
        print("| entry | make the run | views in the window | with layout state |")
        print("|---|---|---|---|")
        for row in rows {
            print("| \(row.entry) | \(format3(row.buildMs)) | \(row.views) | \(row.viewsWithLayoutState) |")
        }
        let (ms, views, withState) = rows.reduce((0.0, 0, 0)) { ($0.0 + $1.buildMs, $0.1 + $1.views, $0.2 + $1.viewsWithLayoutState) }
        print("| total | \(format3(ms)) | \(views) | \(withState) |")
    }

    private func printLayout() {
        let rows = LayoutBench.run(repetitions: runs)
        if json {
            let items = rows.map { #"{"scene":"\#($0.scene)","handLaidMs":\#($0.handLaidMs),"layoutMs":\#($0.layoutMs)}"# }
            print("[" + items.joined(separator: ",") + "]")
            return
        }
        print("transitions bench --layout — milliseconds, mean of \(runs) repetitions, both columns in this run")
        print("| scene | laid out by hand | with layout | ratio |")
        print("|---|---|---|---|")
        for row in rows {
            print("| \(row.scene) | \(format3(row.handLaidMs)) | \(format3(row.layoutMs)) | \(format3(row.layoutMs / row.handLaidMs)) |")
        }
    }

    /// `--shapes`: the shape-heavy scene with its drawing animated and held still, in this run.
    private func printShapes() {
        let rows = [("held (cached fields)", false), ("animated (per-frame values)", true)].map { label, animated in
            let run = ShapeBenchmarkScene.makeRun(animatedDrawing: animated)
            let end = run.endTime
            let times = (0..<frames).map { end * Double($0) / Double(frames) }
            let sample = run.frame(at: end / 2)
            let wire = FrameEncoder(detail: .wire)
            let evaluate = median { for t in times { blackHole(run.frame(at: t).layers.count) } }
            let encode = median { for _ in times { blackHole(wire.encode(sample).count) } }
            return (label, evaluate, encode, wire.encode(sample).count)
        }
        if json {
            let items = rows.map { #"{"scene":"\#($0.0)","evaluateNs":\#($0.1),"encodeWireNs":\#($0.2),"wireBytes":\#($0.3)}"# }
            print("[" + items.joined(separator: ",") + "]")
            return
        }
        print("transitions bench --shapes — \(ShapeBenchmarkScene.shapeCount) shape layers, median of \(runs) runs × \(frames) frames")
        print("| shapes | evaluate (ns) | wire encode (ns) | evaluate + encode (ns) | wire frame mid-run (bytes) |")
        print("|---|---|---|---|---|")
        for (label, evaluate, encode, bytes) in rows {
            print("| \(label) | \(Int(evaluate)) | \(Int(encode)) | \(Int(evaluate + encode)) | \(bytes) |")
        }
    }

    /// Median over runs of the nanoseconds per frame one closure call costs.
    private func median(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        body()  // warm up caches and lazily built state
        var perFrame: [Double] = []
        for _ in 0..<runs {
            let elapsed = clock.measure(body)
            let ns = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
            perFrame.append(ns / Double(frames))
        }
        perFrame.sort()
        return perFrame[perFrame.count / 2]
    }
}

private func format3(_ v: Double) -> String {
    let thousandths = Int((v * 1000).rounded())
    return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - String(thousandths % 1000).count))\(thousandths % 1000)"
}

private func format1(_ v: Double) -> String {
    let tenths = (v * 10).rounded()
    return "\(Int(tenths) / 10).\(abs(Int(tenths)) % 10)"
}

/// The mean milliseconds one call of `body` costs, over `repetitions` calls after a warm-up.
func milliseconds(_ repetitions: Int, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    body()  // warm up
    let elapsed = clock.measure { for _ in 0..<repetitions { body() } }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return seconds * 1000 / Double(repetitions)
}

/// Keeps the optimiser from deleting the work being measured.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
