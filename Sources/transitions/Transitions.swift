import ArgumentParser

/// The `transitions` command: a thin front end over TransitionKit and the catalog.
@main
struct Transitions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transitions",
        abstract: "Inspect, render, check and preview iOS view-controller transitions.",
        subcommands: [ServeCommand.self, ListCommand.self, Render.self, Export.self, Check.self, Curve.self,
                      Bench.self]
    )
}
