import CatalogKit
import CommandLineParsing
import TransitionCatalog
import TransitionKit

/// `transitions export`: every frame as JSON, or an SVG filmstrip for docs.
struct Export: Command {
    static let configuration = CommandConfiguration(
        name: "export",
        abstract: "Export every frame of a transition as JSON, or a filmstrip as SVG.")

    enum Format: String, ArgumentValue, CaseIterable { case json, svg }

    static let parameters: [Parameter<Export>] =
        Parameter.group(\.options) + [
            .option("fps", \.fps, help: "Frames per second of the JSON export."),
            .requiredOption("format", \.format, help: "json: every frame; svg: a filmstrip."),
            .option("columns", \.columns, help: "Frames in the SVG filmstrip (evenly spaced, first and last included)."),
            .requiredOption("output", short: "o", \.output, help: "The file to write, or - for standard output."),
        ]

    var options = RunOptions()
    var fps = ExportFrames.defaultFPS
    /// Required: the parser replaces the placeholder or refuses the command line.
    var format = Format.json
    var columns = 6
    /// Required, as `format`.
    var output = ""

    func validate() throws {
        try options.validate()
        guard fps.isFinite, fps >= 1, fps <= 1000 else { throw ValidationError("--fps must be between 1 and 1000, not \(fps)") }
        guard (2...30).contains(columns) else { throw ValidationError("--columns must be between 2 and 30") }
    }

    func run() throws {
        let transition = try options.makeRun()
        let scene = SceneDescription(run: transition)
        switch format {
        case .json:
            let times = ExportFrames.times(endTime: transition.endTime, fps: fps)
            var json = JSONWriter(capacity: 1 << 20)
            json.beginObject()
            json.field("entry", options.entry)
            json.field("operation", transition.coordinator.operation.rawValue)
            json.field("device", options.device)
            json.key("parameters")
            CatalogJSON.write(transition.request?.parameters ?? ParameterValues(), into: &json)
            json.field("fps", fps)
            json.key("scene")
            json.beginObject()
            scene.writeFields(into: &json)
            json.endObject()
            json.key("frames")
            json.beginArray()
            let encoder = FrameEncoder(detail: .full)
            for t in times {
                json.beginObject()
                encoder.writeFields(of: transition.frame(at: t), into: &json)
                json.endObject()
            }
            json.endArray()
            json.endObject()
            try write(json.string, to: output)
        case .svg:
            let end = transition.endTime
            let frames = (0..<columns).map { transition.frame(at: end * Double($0) / Double(columns - 1)) }
            let title = "\(options.catalogEntry.title) — \(transition.coordinator.operation.rawValue)"
            try write(SVGFilmstrip(scene: scene, frames: frames, title: title).render(), to: output)
        }
    }
}
