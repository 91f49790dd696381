import TestExpectations
import Testing
import TransitionKit
@testable import PreviewProtocol

/// The server builds a run for every `select`, `set` and gesture `began`; a viewer who moves a
/// slider sends hundreds of `set`s. Each run must be gone once the session has moved on or is
/// gone itself, or the server grows with ordinary use.
@Suite("Session lifetime")
struct SessionLifetimeTests {
    /// Each run a session used, with every layer and animation group it made, held weakly.
    final class WeakRuns {
        private var runs: [[() -> AnyObject?]] = []
        func watch(_ session: PreviewSession) {
            guard let run = session.current?.run else { return }
            runs.append([{ [weak run] in run }] + run.timeline.recordedObjects.map { object in { [weak object] in object } })
        }
        /// Runs some of whose objects are still alive.
        var alive: Int { runs.filter { $0.contains { $0() != nil } }.count }
        var count: Int { runs.count }
    }

    @Test("runs replaced by select, set and gesture began are freed at once")
    func replacedRunsAreFreed() {
        let watched = WeakRuns()
        let client = Client()
        let messages = [
            #"{"type":"select","entry":"zoom","operation":"present"}"#,
            #"{"type":"set","parameters":{"duration":0.8}}"#,
            #"{"type":"play","loop":true}"#,
            #"{"type":"select","entry":"flip","operation":"present"}"#,
            #"{"type":"select","entry":"zoom","operation":"dismiss"}"#,
            #"{"type":"gesture","phase":"began","x":187,"y":300,"t":0}"#,
            #"{"type":"gesture","phase":"changed","x":190,"y":380,"t":0.05}"#,
            // A new gesture while the first is held: the first run is dropped mid-gesture.
            #"{"type":"gesture","phase":"began","x":187,"y":300,"t":1}"#,
            #"{"type":"gesture","phase":"changed","x":190,"y":420,"t":1.05}"#,
            #"{"type":"gesture","phase":"ended","x":190,"y":470,"t":1.1}"#,
            #"{"type":"set","parameters":{"duration":0.5}}"#,
            #"{"type":"select","entry":"scale-fade","operation":"push"}"#,
        ]
        for message in messages {
            client.send(message)
            watched.watch(client.session)
            _ = client.tick(to: client.now + 0.1)
        }
        // Only the newest run is still in use.
        expectEqual(watched.alive, 1, "\(watched.alive) of \(watched.count) runs alive")
    }

    @Test("a closed session frees its run, even one left mid-gesture or mid-playback")
    func closedSessionFreesItsRun() {
        let watched = WeakRuns()
        do {
            let playing = Client()
            playing.send(#"{"type":"select","entry":"snapshot-detail","operation":"push"}"#)
            playing.send(#"{"type":"play","loop":true}"#)
            _ = playing.tick(to: playing.now + 0.05)
            watched.watch(playing.session)
            let dragging = Client()
            dragging.send(#"{"type":"select","entry":"flip","operation":"dismiss"}"#)
            dragging.send(#"{"type":"gesture","phase":"began","x":10,"y":400,"t":0}"#)
            dragging.send(#"{"type":"gesture","phase":"changed","x":120,"y":400,"t":0.1}"#)
            watched.watch(dragging.session)
        }
        expectEqual(watched.count, 2)
        expectEqual(watched.alive, 0, "\(watched.alive) of \(watched.count) runs alive after their sessions went")
    }
}
