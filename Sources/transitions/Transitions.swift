import ArgumentParser
import Foundation

/// The `transitions` command: a thin front end over TransitionKit and the catalog.
@main
struct Transitions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transitions",
        abstract: "Inspect, render, check and preview iOS view-controller transitions.",
        subcommands: [
            ServeCommand.self, ListCommand.self, Render.self, Export.self, Check.self, Curve.self, WorkerCommand.self,
            Bench.self, SolveCommand.self,
        ]
    )

    /// Like ArgumentParser's own `main`, except for bad input found while a command runs (an
    /// operation the entry lacks, a parameter out of range, a gesture out of order): that is
    /// still exit 64 with the message, but without a usage line, which ArgumentParser would
    /// print for the root command instead of the one that ran.
    static func main() {
        var command: any ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            exit(withError: error)
        }
        do {
            try command.run()
        } catch let error as ValidationError {
            FileHandle.standardError.write(Data("Error: \(error.message)\n".utf8))
            Foundation.exit(ExitCode.validationFailure.rawValue)
        } catch {
            exit(withError: error)
        }
    }
}
