import CatalogKit
import Foundation
import TransitionKit
import WireVocabulary

/// One viewer's preview: protocol v1 messages in, messages out, nothing else.
///
/// A pure type — no socket, no clock of its own: the transport passes a monotonic `now` in
/// seconds with every call and asks for `tick(now:)` at `nextTick`. Each session owns its own
/// transition run, so viewers never disturb each other. Frames are produced for the newest
/// request only; the transport keeps just the latest frame per client (latest wins).
public final class PreviewSession {
    public static let protocolVersion = 1
    static let rates: ClosedRange<Double> = 0.01...10
    static let maxFPS = 240.0
    /// A live gesture holds at most as many samples as a recorded trace may (`select`'s
    /// `gesture` array): `set` replays it on the service thread, so its length bounds the work
    /// one message can cost every other viewer.
    public static let maxGestureSamples = ClientMessage.maxTraceSamples

    let registry: CatalogRegistry
    var current: Current?
    /// The run time the viewer is looking at.
    var cursor = 0.0
    var playback: Playback?
    var rate = 1.0
    var loop = false
    var fps = 60.0
    var sequence = 0
    /// How many tree versions of the run the viewer has the static content of.
    var structuresSent = 0
    /// A frame is owed for the cursor (after a seek, select, set or gesture sample). It is
    /// computed at the next tick, not per request: a burst of seeks read in one go costs one
    /// frame, which carries the id of the newest request it reflects.
    var owedFrame: (id: MessageID?, since: Double)?
    /// A `state` is owed right after the owed frame. `select`, and a `seek` or `set` that stops
    /// playback, answer scene (if any), frame, then state: the state describes the frame, so a
    /// client that takes the `state` as the end of the answer already has the frame to draw. Any
    /// `state` sent before that tick (a `play` or `pause` read in the same batch) supersedes it.
    var owesState = false

    public init(registry: CatalogRegistry) {
        self.registry = registry
    }

    /// When the transport should call `tick(now:)`: at once when a frame is owed, else at the
    /// next display refresh of playback.
    public var nextTick: Double? {
        if let owed = owedFrame { return Swift.min(owed.since, playback?.nextTick ?? owed.since) }
        return playback?.nextTick
    }

    // MARK: Transport entry points

    public func received(text: String, now: Double) -> [Outgoing] {
        let (id, type, result) = ClientMessage.parse(text)
        switch result {
        case .failure(let error):
            return [.message(ServerMessages.error(error, type: type, id: id))]
        case .success(let message):
            do {
                return try handle(message, id: id, now: now)
            } catch {
                return [.message(ServerMessages.error(error, type: type, id: id))]
            }
        }
    }

    public func receivedBinary(byteCount: Int) -> [Outgoing] {
        [
            .message(
                ServerMessages.error(
                    ProtocolError(
                        .binaryNotSupported, "binary messages are not part of the protocol (got \(byteCount) bytes); send JSON text"),
                    type: nil, id: nil))
        ]
    }

    public func receivedTooLarge(byteCount: Int, limit: Int) -> [Outgoing] {
        [
            .message(
                ServerMessages.error(
                    ProtocolError(.tooLarge, "the message has \(byteCount) bytes or more; the limit is \(limit)"),
                    type: nil, id: nil))
        ]
    }

    /// The owed frame, or playback's frame for `now` and the end of playback when it comes.
    public func tick(now: Double) -> [Outgoing] {
        let owed = owedFrame
        owedFrame = nil
        if let playing = playback, playing.nextTick <= now { return playbackTick(now: now, id: owed?.id) }
        if let owed {
            var output = sceneUpdateIfNeeded()
            output.append(frame(id: owed.id))
            if owesState { output.append(stateMessage(id: nil)) }
            return output
        }
        return []
    }

    private func playbackTick(now: Double, id: MessageID?) -> [Outgoing] {
        guard var playing = playback, let current else { return [] }
        var t = playing.time(at: now)
        var output: [Outgoing] = []
        let run = current.run
        if playing.isLive { run.advance(to: Swift.min(t, run.timeline.now + 60)) }
        let end = run.endTime
        var finished = false
        if t >= end {
            if playing.loop && !playing.isLive && end > 0 {
                t = t.truncatingRemainder(dividingBy: end)
                playing = Playback(startNow: now, startTime: t, rate: playing.rate, loop: true, fps: playing.fps, isLive: false)
            } else if !playing.isLive || run.state.isEnded {
                t = end
                finished = true
            }
        }
        cursor = t
        // The end of a live gesture's finish or cancel: the run's markers, curves and end time
        // are final now, so the viewer gets them even when no view came or went since the
        // last scene (a cancel that leaves every view in place).
        output += finished && playing.isLive ? sceneUpdate(id: nil) : sceneUpdateIfNeeded()
        output.append(frame(id: id))
        if finished {
            playback = nil
            output.append(stateMessage(id: nil))
        } else {
            playing.advanceTick(after: now)
            playback = playing
        }
        return output
    }

    // MARK: Messages

    private func handle(_ message: ClientMessage, id: MessageID?, now: Double) throws(ProtocolError) -> [Outgoing] {
        switch message {
        case .ping:
            return [.message(ServerMessages.pong(id: id))]
        case .hello(let version):
            guard version == Self.protocolVersion else {
                throw ProtocolError(.unsupportedVersion, "this server speaks protocol version \(Self.protocolVersion), not \(version)")
            }
            return [.message(ServerMessages.catalog(id: id, entries: registry.entries))]
        case .select(let selection):
            let next = try Current.make(selection, registry: registry)
            current = next
            playback = nil
            cursor = 0
            structuresSent = 0
            owe(nil, now)
            owesState = true
            return sceneUpdate(id: id)
        case .set(let parameters):
            guard let current else { throw Self.noSelection("set") }
            let progress = current.run.endTime > 0 ? cursor / current.run.endTime : 0
            var selection = current.selection
            selection.parameters.merge(parameters) { $1 }
            // A recorded live gesture is kept: the new parameters replay it.
            if selection.trace == nil, let live = current.liveTrace, current.run.state.isEnded { selection.trace = live }
            let next = try Current.make(selection, registry: registry)
            self.current = next
            let wasPlaying = playback != nil
            playback = nil
            cursor = progress * next.run.endTime
            structuresSent = 0
            owe(nil, now)
            if wasPlaying { owesState = true }
            return sceneUpdate(id: id)
        case .seek(let target):
            guard let current else { throw Self.noSelection("seek") }
            if current.isLiveGestureInProgress {
                throw ProtocolError(.interactive, "a gesture is driving the transition; seek after it ends")
            }
            let end = current.run.endTime
            switch target {
            case .progress(let p): cursor = p * end
            case .time(let t):
                // Numbers on the wire have six decimals: the run's end, read back from a scene,
                // may be up to 5e-7 past the real one (0.466667 for 28/60 s).
                // Read back the same way it means the end itself, not a moment before: a spring
                // cut off at its settling time jumps to its target there, so 5e-7 s early the
                // frame would be a hundredth of a point short.
                guard t <= end + 1e-6 else { throw ProtocolError.outOfRange("time", t, "0…\(end) seconds (the run's length)") }
                cursor = t >= end - 1e-6 ? end : t
            }
            if current.isLive { current.run.advance(to: cursor) }
            let wasPlaying = playback != nil
            playback = nil
            owe(id, now)
            if wasPlaying { owesState = true }
            return []
        case .play(let rate, let loop, let fps):
            guard let current else { throw Self.noSelection("play") }
            if current.isLiveGestureInProgress {
                throw ProtocolError(.interactive, "a gesture is driving the transition; play after it ends")
            }
            if let rate { self.rate = rate }
            if let loop { self.loop = loop }
            if let fps { self.fps = fps }
            if cursor >= current.run.endTime { cursor = 0 }
            playback = Playback(
                startNow: now, startTime: cursor, rate: self.rate, loop: self.loop, fps: self.fps,
                isLive: current.isLive && !current.run.state.isEnded)
            return [stateMessage(id: id)]
        case .pause:
            guard current != nil else { throw Self.noSelection("pause") }
            if let playing = playback, !playing.isLive {
                cursor = Swift.min(playing.time(at: now), current!.run.endTime)
                playback = nil
            }
            return [stateMessage(id: id)]
        case .gesture(let sample):
            return try handleGesture(sample, id: id, now: now)
        case .tap(let location):
            return try handleTap(at: location, id: id, now: now)
        }
    }

    /// Records that the viewer needs the frame at the cursor; the newest request's id wins.
    func owe(_ id: MessageID?, _ now: Double) {
        owedFrame = (id ?? owedFrame?.id, owedFrame?.since ?? now)
    }

    static func noSelection(_ type: String) -> ProtocolError {
        ProtocolError(.noSelection, "\(type) needs a transition: send select {entry, operation} first")
    }
}
