import CommandLineParsing
import TransitionKit

extension Curve {
    /// `transitions curve spring-timing`: `UISpringTimingParameters` of a property animator in
    /// its physical forms, whose settling time replaces the animator's duration.
    struct SpringTiming: Command {
        static let configuration = CommandConfiguration(
            name: "spring-timing",
            abstract: "A UIViewPropertyAnimator spring (UISpringTimingParameters): mass/stiffness/damping or duration/bounce.",
            discussion: """
                Give --stiffness and --damping (and --mass, default 1), or --response and --bounce \
                (UISpringTimingParameters(duration:bounce:)). The animator's duration is replaced by the \
                settling duration printed here. For the damping-ratio form use `curve spring`: it maps a \
                duration and ratio exactly as UIView.animate does.
                """
        )

        static let parameters: [Parameter<SpringTiming>] =
            [
                .option("mass", \.mass, help: "Mass (default 1)."),
                .option("stiffness", \.stiffness, help: "Stiffness k."),
                .option("damping", \.damping, help: "Damping c."),
                .option("response", \.response, help: "Perceptual duration in seconds (duration:bounce:)."),
                .option("bounce", \.bounce, help: "Bounce in (−1, 1] (duration:bounce:)."),
                .option(
                    "velocity", \.velocity, help: "Initial velocity, the vector's dx: points per second ÷ the points still to travel."),
                .requiredOption(
                    "at", \.times, valueName: "t1,t2,…", help: "Comma-separated times in seconds at which to print the progress."),
            ] + Parameter.group(\.output)

        var mass = 1.0
        var stiffness: Double?
        var damping: Double?
        var response: Double?
        var bounce: Double?
        var velocity = 0.0
        /// Required: the parser replaces the placeholder or refuses the command line.
        var times = ""
        var output = CurveOutputOptions()

        func validate() throws {
            _ = try spring()
            _ = try Curve.numbers(in: times, option: "--at")
        }

        func spring() throws -> TransitionKit.Spring {
            guard velocity.isFinite else { throw ValidationError("--velocity must be a finite number") }
            switch (stiffness, damping, response, bounce) {
            case (let k?, let c?, nil, nil):
                guard mass.isFinite, mass > 0 else { throw ValidationError("--mass must be a positive number") }
                guard k.isFinite, k > 0 else { throw ValidationError("--stiffness must be a positive number") }
                guard c.isFinite, c >= 0 else { throw ValidationError("--damping must be a number ≥ 0") }
                return TransitionKit.Spring(
                    mass: mass, stiffness: k, damping: c, initialVelocity: velocity,
                    allowsOverdamping: true)
            case (nil, nil, let d?, let b?):
                guard d.isFinite, d > 0 else { throw ValidationError("--response must be a positive number") }
                guard b.isFinite, b > -1, b <= 1 else { throw ValidationError("--bounce must be in (-1, 1]") }
                let perceptual = TransitionKit.Spring(duration: d, bounce: b)
                return TransitionKit.Spring(
                    mass: perceptual.mass, stiffness: perceptual.stiffness,
                    damping: perceptual.damping, initialVelocity: velocity, allowsOverdamping: true)
            default:
                throw ValidationError("give --stiffness and --damping, or --response and --bounce")
            }
        }

        func run() throws {
            let spring = try spring()
            let samples = try Curve.numbers(in: times, option: "--at").map { ($0, spring.value(at: $0)) }
            if output.json {
                print(Spring.json(spring, samples).rendered())
                return
            }
            var lines = [
                "UIViewPropertyAnimator spring (UISpringTimingParameters)",
                "  mass               \(Curve.format(spring.mass))",
                "  stiffness          \(Curve.format(spring.stiffness))",
                "  damping            \(Curve.format(spring.damping))",
                "  damping ratio      \(Curve.format(spring.dampingRatio))",
                "  initial velocity   \(Curve.format(spring.initialVelocity))",
                "  settling duration  \(Curve.format(spring.settlingDuration)) s (the animator's duration)",
                "  overshoot          \(Curve.format(spring.overshoot))",
                "",
            ]
            lines += Curve.table(("t (s)", "progress"), samples)
            let end = spring.settlingDuration.isFinite ? spring.settlingDuration : 10
            lines.append("")
            lines += AsciiPlot(domain: 0...end, xLabel: { "\(AsciiPlot.label($0)) s" })
                .render(title: "progress over time; '-' marks progress 1") { spring.value(at: $0) }
            print(lines.joined(separator: "\n"))
        }
    }
}
