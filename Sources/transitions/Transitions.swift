import CommandLineParsing

/// The `transitions` command: a thin front end over TransitionKit and the catalog.
@main
struct Transitions: Command {
    static let configuration = CommandConfiguration(
        name: "transitions",
        abstract: "Inspect, render, check and preview iOS view-controller transitions.",
        subcommands: [
            ServeCommand.self, ListCommand.self, Render.self, Export.self, Check.self, Curve.self, WorkerCommand.self,
            Bench.self, SolveCommand.self,
        ]
    )
}
