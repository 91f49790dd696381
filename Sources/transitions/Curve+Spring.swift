import CommandLineParsing
import TransitionKit

extension Curve {
    /// `transitions curve spring`: UIKit's `animate(withDuration:…usingSpringWithDamping:…)`.
    struct Spring: Command {
        static let configuration = CommandConfiguration(
            name: "spring",
            abstract: "A UIView spring animation: its stiffness, damping, settling time, overshoot and progress.",
            discussion: """
                UIKit clamps the duration to [0.01, 10] s and the damping ratio to [1.19e-7, 1]; the \
                output shows the values it uses. Progress is 1 from the duration on (UIKit's end snap).
                """
        )

        static let parameters: [Parameter<Spring>] =
            [
                .requiredOption("duration", \.duration, help: "Animation duration in seconds (UIKit's withDuration)."),
                .requiredOption(
                    "damping-ratio", \.dampingRatio, help: "Damping ratio ζ (usingSpringWithDamping); 1 is critically damped."),
                .option(
                    "velocity", \.velocity,
                    help: "Initial spring velocity in fractions of the distance per second (initialSpringVelocity)."),
                .requiredOption(
                    "at", \.times, valueName: "t1,t2,…", help: "Comma-separated times in seconds at which to print the progress."),
            ] + Parameter.group(\.output)

        // `duration`, `dampingRatio` and `times` are required: the parser replaces these
        // placeholders or refuses the command line.
        var duration = 0.0
        var dampingRatio = 0.0
        var velocity = 0.0
        var times = ""
        var output = CurveOutputOptions()

        func validate() throws {
            _ = try spring()
            _ = try Curve.numbers(in: times, option: "--at")
        }

        func spring() throws -> TransitionKit.Spring {
            do {
                return try TransitionKit.Spring.uikit(duration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
            } catch let error as TimingError {
                throw ValidationError(Self.message(for: error))
            }
        }

        /// The engine's message, with the parameter named as the option the user typed.
        static func message(for error: TimingError) -> String {
            let options = ["duration": "--duration", "dampingRatio": "--damping-ratio", "initialVelocity": "--velocity"]
            var text = error.description
            for (parameter, option) in options where text.hasPrefix(parameter + " ") {
                text = option + text.dropFirst(parameter.count)
            }
            return text
        }

        func run() throws {
            let spring = try spring()
            let samples = try Curve.numbers(in: times, option: "--at").map { ($0, spring.value(at: $0)) }
            if output.json {
                print(Self.json(spring, samples).rendered())
            } else {
                print(Self.report(spring, samples, requested: (duration, dampingRatio)).joined(separator: "\n"))
            }
        }

        static func json(_ spring: TransitionKit.Spring, _ samples: [(Double, Double)]) -> JSON {
            .object([
                "mass": .number(spring.mass),
                "stiffness": .number(spring.stiffness),
                "damping": .number(spring.damping),
                "dampingRatio": .number(spring.dampingRatio),
                "duration": spring.duration.map(JSON.number) ?? .null,
                "initialVelocity": .number(spring.initialVelocity),
                "settlingDuration": .number(spring.settlingDuration),
                "overshoot": .number(spring.overshoot),
                "values": .array(samples.map { .object(["t": .number($0.0), "value": .number($0.1)]) }),
            ])
        }

        static func report(
            _ spring: TransitionKit.Spring, _ samples: [(Double, Double)],
            requested: (duration: Double, ratio: Double)
        ) -> [String] {
            let end = spring.duration ?? spring.settlingDuration
            func clamped(_ used: Double, _ asked: Double, unit: String = "") -> String {
                let shown = Curve.format(used) + unit
                return used == asked ? shown : "\(shown) (clamped from \(Curve.format(asked))\(unit))"
            }
            var lines = [
                "UIKit spring",
                "  duration           \(clamped(end, requested.duration, unit: " s"))",
                "  damping ratio      \(clamped(spring.dampingRatio, requested.ratio))",
                "  initial velocity   \(Curve.format(spring.initialVelocity))",
                "  mass               \(Curve.format(spring.mass))",
                "  stiffness          \(Curve.format(spring.stiffness))",
                "  damping            \(Curve.format(spring.damping))",
                "  settling duration  \(Curve.format(spring.settlingDuration)) s",
                "  overshoot          \(Curve.format(spring.overshoot))",
                "",
            ]
            lines += Curve.table(("t (s)", "progress"), samples)
            lines.append("")
            let plot = AsciiPlot(domain: 0...end, xLabel: { "\(AsciiPlot.label($0)) s" })
            lines += plot.render(title: "progress over time; '-' marks progress 1") { spring.value(at: $0) }
            return lines
        }
    }
}
