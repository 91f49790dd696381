import CatalogKit
import TransitionKit
import WireVocabulary

/// The messages about the selected run: its static content (`scene`), a frame, and where the
/// playhead is (`state`). The session works out what they say; these write it.
extension ServerMessages {
    /// `scene`: the run's static content and what is known about it. `nonFinite` and
    /// `findings` are left out when there is nothing to say.
    static func scene(
        of current: PreviewSession.Current, nonFinite: NonFiniteLayer?,
        findings: [ContractChecker.Finding], id: MessageID?
    ) -> String {
        var json = JSONWriter(capacity: 16 * 1024)
        begin("scene", id: id, into: &json)
        json.field("entry", current.entry.id)
        json.field("operation", current.operation.rawValue)
        json.field("device", current.device.name)
        if current.selection.reduceMotion { json.field("reduceMotion", true) }
        json.key("parameters")
        CatalogJSON.write(current.run.request?.parameters ?? ParameterValues(), into: &json)
        json.field("interactive", current.entry.interactiveOperations.contains(current.operation))
        json.field("live", current.isLive)
        json.field("recorded", current.selection.trace != nil)
        SceneDescription(run: current.run).writeFields(into: &json)
        if let nonFinite {
            json.key("nonFinite")
            json.beginObject()
            json.field("time", nonFinite.time)
            json.field("layer", nonFinite.layerID)
            json.field("role", nonFinite.role)
            json.endObject()
        }
        if !findings.isEmpty {
            json.key("findings")
            json.beginArray()
            for finding in findings { CatalogJSON.write(finding, withRun: false, into: &json) }
            json.endArray()
        }
        if !current.isLiveGestureInProgress { writeExport(of: current.run, into: &json) }
        json.endObject()
        return json.string
    }

    /// What the page's JSON export needs to write `transitions export --format json`'s file:
    /// the CLI's default frames per second, its times for this run (exact, so a seek to each
    /// is the very moment the CLI samples) and what a wire layer's missing fields mean.
    /// Not while a live gesture grows the run: its end is not known yet.
    private static func writeExport(of run: TransitionRun, into json: inout JSONWriter) {
        json.key("export")
        json.beginObject()
        json.field("fps", ExportFrames.defaultFPS)
        json.key("times")
        json.exactNumbers(ExportFrames.times(endTime: run.endTime, fps: ExportFrames.defaultFPS))
        json.key("layerDefaults")
        FrameEncoder.writeLayerDefaults(into: &json)
        json.endObject()
    }

    /// `frame`: the frame's bytes as the encoder writes them, never a `String` in between
    /// (frames are the hot path; `Outgoing.frame`).
    static func frame(_ state: FrameState, seq: Int, id: MessageID?) -> [UInt8] {
        var json = JSONWriter(capacity: 16 * 1024)
        begin("frame", id: id, into: &json)
        json.field("seq", seq)
        FrameEncoder(detail: .wire).writeFields(of: state, into: &json)
        json.endObject()
        return json.bytes
    }

    /// `state`: `playback` at `cursor` of `run` (none when nothing is selected), with the
    /// viewer's playback settings.
    static func state(
        _ playback: PlaybackState, run: TransitionRun?, cursor: Double,
        rate: Double, loop: Bool, fps: Double, id: MessageID?
    ) -> String {
        var json = JSONWriter(capacity: 256)
        begin("state", id: id, into: &json)
        json.field("state", playback.rawValue)
        if let run {
            json.field("phase", run.state(at: cursor).rawValue)
            json.field("transitionWasCancelled", run.context?.transitionWasCancelled ?? false)
            json.field("time", cursor)
            json.field("progress", run.endTime > 0 ? Swift.min(1, cursor / run.endTime) : 1)
            json.field("endTime", run.endTime)
        }
        json.field("rate", rate)
        json.field("loop", loop)
        json.field("fps", fps)
        json.endObject()
        return json.string
    }
}
