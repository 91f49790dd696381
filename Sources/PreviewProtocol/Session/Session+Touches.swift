import CatalogKit
import Foundation
import TransitionKit
import WireVocabulary

// The viewer's touches on the app: taps at the playhead, and live gesture samples.
extension PreviewSession {
    /// A tap on the app at the playhead (playing or paused): the run is made again with the
    /// tap delivered at that time — the app's recognizers may pause, reverse or continue the
    /// transition (the card's tap-to-reverse) — and plays on from there if it was playing.
    /// Taps after this one in the old run's time are dropped: they belonged to another past.
    func handleTap(at location: CGPoint, id: MessageID?, now: Double) throws(ProtocolError) -> [Outgoing] {
        guard let current else { throw Self.noSelection("tap") }
        if CatalogRun.startsFromTouches(current.entry, current.operation) {
            throw ProtocolError(
                .interactive,
                "'\(current.entry.id)' \(current.operation.rawValue) starts from touches: "
                    + "drive it with gesture messages")
        }
        let end = current.run.endTime
        let time = Swift.min(playback.map { $0.time(at: now) } ?? cursor, end)
        guard time < end else {
            throw ProtocolError(.tapAfterEnd, "the transition ended at \(end) s; a tap reaches the app only while it runs")
        }
        var selection = current.selection
        selection.taps = selection.taps.filter { $0.time < time } + [Tap(time: time, location: location)]
        let next = try Current.make(selection, registry: registry)
        self.current = next
        cursor = time
        structuresSent = 0
        owe(nil, now)
        guard let playing = playback else {
            owesState = true
            return sceneUpdate(id: id)
        }
        playback = Playback(startNow: now, startTime: time, rate: playing.rate, loop: playing.loop, fps: playing.fps, isLive: false)
        return sceneUpdate(id: id) + [stateMessage(id: nil)]
    }

    func handleGesture(_ sample: GestureSample, id: MessageID?, now: Double) throws(ProtocolError) -> [Outgoing] {
        guard let current else { throw Self.noSelection("gesture") }
        let entry = current.entry
        guard entry.interactiveOperations.contains(current.operation) else {
            throw ProtocolError(
                .notInteractive,
                "'\(entry.id)' \(current.operation.rawValue) is not interactive"
                    + (entry.interactiveOperations.isEmpty
                        ? "" : "; interactive: \(entry.interactiveOperations.map(\.rawValue).joined(separator: ", "))"))
        }
        if sample.phase == .began {
            var selection = current.selection
            selection.trace = nil
            let live = try Current.make(selection, registry: registry, interactive: true)
            self.current = live
            playback = nil
            structuresSent = 0
        } else if !current.isLive || current.run.gesture.state == .ended || current.run.gesture.state == .cancelled {
            throw ProtocolError(.gestureOutOfOrder, "a gesture starts with phase 'began'; got '\(sample.phase.rawValue)'")
        } else if sample.phase == .changed, current.recordedTrace.count >= Self.maxGestureSamples - 1 {
            // The last slot stays free for the `ended` or `cancelled` that closes the gesture.
            throw ProtocolError(
                .gestureTooLong,
                "a live gesture has at most \(Self.maxGestureSamples) samples; end it with 'ended' or 'cancelled'")
        }
        let live = self.current!
        let stateBefore = live.run.state
        do {
            try live.run.handle(sample)
        } catch {
            throw ProtocolError(ErrorCode(error.reason), error.message)
        }
        live.recordedTrace.append(sample)
        cursor = live.run.timeline.now
        owe(id, now)
        var output = sceneUpdateIfNeeded()
        if sample.phase == .ended || sample.phase == .cancelled {
            // The finish or cancel animation plays out in real time from the release.
            playback = Playback(startNow: now, startTime: cursor, rate: 1, loop: false, fps: fps, isLive: true)
            output.append(stateMessage(id: nil))
        } else if sample.phase == .began || live.run.state != stateBefore {
            // A run that starts from touches begins its transition when the app's recognizer
            // does (a pan after its movement threshold), not necessarily on `began`.
            output.append(stateMessage(id: nil))
        }
        return output
    }
}
