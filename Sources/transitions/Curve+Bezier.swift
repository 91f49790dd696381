import CommandLineParsing
import TransitionKit

extension Curve {
    /// `transitions curve bezier`: a `CAMediaTimingFunction`, named or by control points.
    struct Bezier: Command {
        static let configuration = CommandConfiguration(
            name: "bezier",
            abstract: "A Core Animation timing function: progress at fractions of the duration.",
            discussion: "Give either --name or --points. Without --at, prints 0, 0.1, …, 1."
        )

        /// The presets, spelled as `CubicBezier.names`.
        enum Name: String, ArgumentValue, CaseIterable {
            case linear, easeIn, easeOut, easeInEaseOut
            case `default`
        }

        static let parameters: [Parameter<Bezier>] =
            [
                .option("name", \.name, help: "A named curve."),
                .option("points", \.points, valueName: "x1,y1,x2,y2", help: "Custom control points; x1 and x2 must lie in [0, 1]."),
                .option("at", \.fractions, valueName: "x1,x2,…", help: "Comma-separated time fractions to evaluate (clamped to [0, 1])."),
            ] + Parameter.group(\.output)

        var name: Name?
        var points: String?
        var fractions: String?
        var output = CurveOutputOptions()

        /// 0, 0.1, …, 1, each the double nearest to i/10.
        static let defaultFractions = (0...10).map { Double($0) / 10 }

        func validate() throws {
            _ = try curve()
            if let fractions { _ = try Curve.numbers(in: fractions, option: "--at") }
        }

        func curve() throws -> CubicBezier {
            switch (name, points) {
            case (.some, .some):
                throw ValidationError("give either --name or --points, not both")
            case (nil, nil):
                throw ValidationError(
                    "give a curve: --name (\(Name.allCases.map(\.rawValue).joined(separator: ", "))) or --points x1,y1,x2,y2")
            case (let name?, nil):
                guard let curve = CubicBezier(name: name.rawValue) else {
                    throw ValidationError("unknown curve name '\(name.rawValue)'")
                }
                return curve
            case (nil, let text?):
                let p = try Curve.numbers(in: text, option: "--points")
                guard p.count == 4 else {
                    throw ValidationError("--points needs 4 numbers x1,y1,x2,y2, got \(p.count)")
                }
                do {
                    return try CubicBezier.checked(p[0], p[1], p[2], p[3])
                } catch let error as TimingError {
                    throw ValidationError("--points: \(error)")
                }
            }
        }

        func run() throws {
            let curve = try curve()
            let xs = try fractions.map { try Curve.numbers(in: $0, option: "--at") } ?? Self.defaultFractions
            let samples = xs.map { ($0, curve.value(at: $0)) }
            if output.json {
                print(Self.json(curve, samples).rendered())
            } else {
                print(Self.report(curve, samples).joined(separator: "\n"))
            }
        }

        static func json(_ curve: CubicBezier, _ samples: [(Double, Double)]) -> JSON {
            .object([
                "name": curve.name.map(JSON.string) ?? .null,
                "controlPoints": .array([curve.x1, curve.y1, curve.x2, curve.y2].map(JSON.number)),
                "values": .array(samples.map { .object(["x": .number($0.0), "value": .number($0.1)]) }),
            ])
        }

        static func report(_ curve: CubicBezier, _ samples: [(Double, Double)]) -> [String] {
            let points = [curve.x1, curve.y1, curve.x2, curve.y2].map(Curve.format).joined(separator: ", ")
            var lines = ["cubic Bézier \(curve.name ?? "custom") (\(points))", ""]
            lines += Curve.table(("x", "progress"), samples)
            lines.append("")
            let plot = AsciiPlot(domain: 0...1, xLabel: AsciiPlot.label)
            lines += plot.render(title: "progress over the time fraction; '-' marks progress 1") { curve.value(at: $0) }
            return lines
        }
    }
}
