import Foundation
import TestExpectations
import Testing
import CatalogKit
import TransitionKit
import TransitionCatalog
@testable import PreviewProtocol

/// The session without a socket: text in, messages out, time from a manual clock.
final class Client {
    let session = PreviewSession.overCatalog()
    var now = 100.0

    /// Sends a message and, like the transport, runs the ticks that are due at once.
    @discardableResult
    func send(_ text: String) -> [[String: Any]] {
        var outputs = session.received(text: text, now: now)
        while let due = session.nextTick, due <= now { outputs += session.tick(now: now) }
        return decode(outputs)
    }

    func tick(to time: Double) -> [[String: Any]] {
        now = time
        return decode(session.tick(now: time))
    }

    func decode(_ outputs: [Outgoing]) -> [[String: Any]] {
        outputs.map { output in
            let text = output.text
            return (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? ["unparsed": text]
        }
    }
}

func types(_ messages: [[String: Any]]) -> [String] { messages.map { $0["type"] as? String ?? "?" } }
func first(_ type: String, in messages: [[String: Any]]) -> [String: Any]? { messages.first { $0["type"] as? String == type } }

@Suite("Preview session")
struct SessionTests {
    @Test("hello → catalog with every entry, typed parameters and the devices")
    func hello() throws {
        let client = Client()
        let reply = client.send(#"{"type":"hello","version":1,"id":7}"#)
        expectEqual(types(reply), ["catalog"])
        let catalog = try #require(reply.first)
        #expect(catalog["id"] as? Int == 7)
        let entries = try #require(catalog["entries"] as? [[String: Any]])
        expectEqual(Set(entries.compactMap { $0["id"] as? String }), Set(TransitionCatalog.registry.ids))
        let zoom = try #require(entries.first { $0["id"] as? String == "zoom" })
        #expect(zoom["interactiveOperations"] as? [String] == ["dismiss"])
        let parameter = try #require((zoom["parameters"] as? [[String: Any]])?.first)
        #expect(parameter["type"] as? String == "number" && parameter["min"] != nil && parameter["unit"] as? String == "s")
        expectEqual((catalog["devices"] as? [Any])?.count, Device.all.count)
    }

    @Test("select → scene (with the id), the frame at time 0, then the state")
    func select() throws {
        let client = Client()
        let reply = client.send(#"{"type":"select","entry":"flip","operation":"present","device":"iphone-se","id":"s1"}"#)
        expectEqual(types(reply), ["scene", "frame", "state"])
        let scene = try #require(first("scene", in: reply))
        #expect(scene["id"] as? String == "s1")
        #expect(scene["entry"] as? String == "flip" && scene["device"] as? String == "iphone-se")
        #expect(scene["viewport"] as? [Double] == [375, 667])
        expectEqual((scene["endTime"] as? Double), 0.6)
        let markers = try #require(scene["markers"] as? [[String: Any]])
        #expect(markers.contains { $0["kind"] as? String == "completion" && $0["time"] as? Double == 0.6 })
        #expect(markers.contains { $0["kind"] as? String == "keyframe" })
        let layers = try #require(scene["layers"] as? [[String: Any]])
        #expect(layers.contains { $0["role"] as? String == "snapshot" })
        // Each layer's place in the tree, as the engine's frames have it.
        let run = try CatalogRun.make(entry: try #require(TransitionCatalog.registry.entry(id: "flip")), operation: .present,
                                      device: .iPhoneSE)
        for layer in run.frame(at: 0.1).layers {
            let described = try #require(layers.first { $0["id"] as? Int == layer.id })
            #expect(described["depth"] as? Int == layer.depth)
            #expect(described["parent"] as? Int == layer.parent)
        }
        #expect(first("frame", in: reply)?["id"] == nil)
    }

    @Test("a tab switch over the protocol: the catalog lists selectTab, select runs it to completion")
    func selectTab() throws {
        let client = Client()
        let catalog = try #require(client.send(#"{"type":"hello","version":1}"#).first)
        let entries = try #require(catalog["entries"] as? [[String: Any]])
        let tabs = try #require(entries.first { $0["id"] as? String == "tab-slide" })
        #expect(tabs["operations"] as? [String] == ["selectTab"])
        let reply = client.send(#"{"type":"select","entry":"tab-slide","operation":"selectTab","id":"t"}"#)
        expectEqual(types(reply), ["scene", "frame", "state"])
        let scene = try #require(first("scene", in: reply))
        #expect(scene["operation"] as? String == "selectTab")
        expectEqual((scene["endTime"] as? Double), 0.35)
        let layers = try #require(scene["layers"] as? [[String: Any]])
        #expect(layers.contains { $0["role"] as? String == "tabBarTransitionView" })
    }

    @Test("seek → a frame whose layers match the engine's frame for the same inputs")
    func seekMatchesEngine() throws {
        let client = Client()
        client.send(#"{"type":"select","entry":"zoom","operation":"present"}"#)
        let reply = client.send(#"{"type":"seek","progress":0.2,"id":42}"#)
        expectEqual(types(reply), ["frame"])
        let frame = try #require(reply.first)
        #expect(frame["id"] as? Int == 42)
        let run = try CatalogRun.make(entry: try #require(TransitionCatalog.registry.entry(id: "zoom")), operation: .present)
        let expected = run.frame(atProgress: 0.2)
        let layers = try #require(frame["layers"] as? [[String: Any]])
        #expect(layers.map { $0["id"] as? Int } == expected.layers.map(\.id))
        for (actual, wanted) in zip(layers, expected.layers) {
            let quad = try #require(actual["quad"] as? [Double])
            for (a, b) in zip(quad, wanted.quad.flat) { #expect(abs(a - b) <= 5e-7) }
            #expect(abs((actual["opacity"] as? Double ?? -1) - wanted.opacity) <= 5e-7)
        }
        #expect((frame["seq"] as? Int ?? 0) > 0)
    }

    @Test("a burst of seeks costs one frame, carrying the id of the newest seek")
    func seeksCoalesce() throws {
        let client = Client()
        client.send(#"{"type":"select","entry":"zoom","operation":"present"}"#)
        var outputs: [Outgoing] = []
        for index in 0..<50 {
            outputs += client.session.received(text: #"{"type":"seek","progress":\#(Double(index) / 50),"id":\#(index)}"#, now: client.now)
        }
        #expect(outputs.isEmpty, "no frame is computed per seek")
        expectEqual(client.session.nextTick, client.now)
        let frames = client.decode(client.session.tick(now: client.now))
        expectEqual(types(frames), ["frame"])
        #expect(frames.first?["id"] as? Int == 49)
        #expect(abs((frames.first?["progress"] as? Double ?? 0) - 0.98) < 1e-9)
        #expect(client.session.nextTick == nil)
        // A later seek without an id still answers the pending request that had one.
        _ = client.session.received(text: #"{"type":"seek","progress":0.5,"id":"a"}"#, now: client.now)
        _ = client.session.received(text: #"{"type":"seek","progress":0.6}"#, now: client.now)
        let last = client.decode(client.session.tick(now: client.now))
        #expect(last.first?["id"] as? String == "a")
        #expect(abs((last.first?["progress"] as? Double ?? 0) - 0.6) < 1e-9)
    }

    @Test("ping → pong with the same id, computing nothing")
    func ping() {
        let client = Client()
        let reply = client.send(#"{"type":"ping","id":"p-1"}"#)
        expectEqual(types(reply), ["pong"])
        #expect(reply.first?["id"] as? String == "p-1")
    }

    @Test("every malformed, unknown or out-of-order message gets an error and the session stays usable", arguments: [
        ("not json", "bad-json"), ("[1,2]", "bad-json"), (#"{"id":1}"#, "missing-type"),
        (#"{"type":"dance"}"#, "unknown-type"), (#"{"type":"seek","progress":0.5}"#, "no-selection"),
        (#"{"type":"play"}"#, "no-selection"), (#"{"type":"gesture","phase":"began","x":1,"y":2,"t":0}"#, "no-selection"),
        (#"{"type":"select","entry":"nope"}"#, "unknown-entry"), (#"{"type":"select","entry":"zoom","operation":"push"}"#, "unknown-operation"),
        (#"{"type":"select","entry":"zoom","device":"nokia"}"#, "unknown-device"),
        (#"{"type":"select","entry":"zoom","parameters":{"speed":2}}"#, "unknown-parameter"),
        (#"{"type":"select","entry":"zoom","parameters":{"duration":99}}"#, "out-of-range"),
        (#"{"type":"select","entry":"zoom","parameters":{"duration":"fast"}}"#, "wrong-type"),
        (#"{"type":"select","entry":5}"#, "bad-field"), (#"{"type":"seek","progress":1e999}"#, "not-finite"),
        (#"{"type":"hello","version":2}"#, "unsupported-version"), (#"{"type":"ping","id":{"a":1}}"#, "bad-id"),
        (#"{"type":"ping","id":1.5}"#, "bad-id"),
    ])
    func errors(text: String, code: String) throws {
        let client = Client()
        let reply = client.send(text)
        expectEqual(types(reply), ["error"], "\(text)")
        #expect(reply.first?["code"] as? String == code, "\(text): \(reply)")
        expectEqual((reply.first?["message"] as? String)?.isEmpty, false)
        expectEqual(types(client.send(#"{"type":"ping"}"#)), ["pong"])
    }

    @Test("errors after a selection: out of range, NaN-like, non-interactive gestures, gesture order")
    func errorsWithSelection() throws {
        let client = Client()
        client.send(#"{"type":"select","entry":"scale-fade","operation":"push"}"#)
        let cases: [(String, String)] = [
            (#"{"type":"seek","progress":7,"id":3}"#, "out-of-range"), (#"{"type":"seek","time":-1}"#, "out-of-range"),
            (#"{"type":"seek","time":30}"#, "out-of-range"), (#"{"type":"seek"}"#, "missing-field"),
            (#"{"type":"seek","progress":0.1,"time":0.1}"#, "bad-field"), (#"{"type":"seek","progress":"half"}"#, "bad-field"),
            (#"{"type":"play","rate":0}"#, "out-of-range"), (#"{"type":"play","fps":1000}"#, "out-of-range"),
            (#"{"type":"play","loop":"yes"}"#, "bad-field"),
            (#"{"type":"gesture","phase":"began","x":1,"y":2,"t":0}"#, "not-interactive"),
            (#"{"type":"set","parameters":{"duration":-1}}"#, "out-of-range"), (#"{"type":"set"}"#, "missing-field"),
        ]
        for (text, code) in cases {
            let reply = client.send(text)
            #expect(reply.first?["code"] as? String == code, "\(text): \(reply)")
            #expect(reply.first?["request"] as? String == (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["type"] as? String)
        }
        #expect(client.send(#"{"type":"seek","progress":7,"id":3}"#).first?["id"] as? Int == 3)
        client.send(#"{"type":"select","entry":"zoom","operation":"dismiss"}"#)
        let early = client.send(#"{"type":"gesture","phase":"changed","x":1,"y":2,"t":0}"#)
        #expect(early.first?["code"] as? String == "gesture-out-of-order")
        client.send(#"{"type":"gesture","phase":"began","x":180,"y":400,"t":5}"#)
        let back = client.send(#"{"type":"gesture","phase":"changed","x":180,"y":420,"t":4}"#)
        #expect(back.first?["code"] as? String == "gesture-time-went-back")
        expectEqual(types(client.send(#"{"type":"seek","progress":0.5}"#)), ["error"], "no seeking while dragging")
    }

    @Test("binary and oversized messages get errors")
    func invalidTransport() {
        let client = Client()
        #expect(client.decode(client.session.receivedBinary(byteCount: 12)).first?["code"] as? String == "binary-not-supported")
        #expect(client.decode(client.session.receivedTooLarge(byteCount: 70000, limit: 65536)).first?["code"] as? String == "too-large")
    }

    @Test("play streams frames at the requested rate and fps on a manual clock, then reports the end")
    func playback() throws {
        let client = Client()
        client.send(#"{"type":"select","entry":"scale-fade","operation":"push"}"#)
        let start = client.send(#"{"type":"play","rate":0.5,"fps":10,"id":"go"}"#)
        expectEqual(types(start), ["state", "frame"])
        #expect(first("state", in: start)?["state"] as? String == "running")
        #expect(first("state", in: start)?["id"] as? String == "go")
        expectEqual(client.session.nextTick, 100.1)
        let tick = client.tick(to: 100.1)
        let frame = try #require(first("frame", in: tick))
        #expect(abs((frame["time"] as? Double ?? 0) - 0.05) < 1e-9, "0.1 s of wall time at 0.5× is 0.05 s")
        // A late tick skips ahead to the next refresh of the shared 10 fps grid instead of
        // queueing missed frames.
        _ = client.tick(to: 100.55)
        #expect(abs((client.session.nextTick ?? 0) - 100.6) < 1e-9)
        let end = client.tick(to: 101.0)
        expectEqual(types(end), ["frame", "state"])
        #expect(first("state", in: end)?["state"] as? String == "finished")
        #expect(client.session.nextTick == nil)
    }

    @Test("viewers at the same fps tick on one shared grid, so the server wakes once a refresh for all")
    func sharedTickGrid() throws {
        let early = Client(), late = Client()
        early.now = 100.013
        late.now = 100.042
        for client in [early, late] {
            client.send(#"{"type":"select","entry":"zoom","operation":"present"}"#)
            client.send(#"{"type":"play","loop":true,"fps":60}"#)
            let next = try #require(client.session.nextTick)
            #expect(abs(next * 60 - (next * 60).rounded()) < 1e-6, "the tick after the first is on the 60 Hz grid")
        }
        // Run the early viewer's ticks up to the late one's next: from then on they coincide.
        let meeting = try #require(late.session.nextTick)
        while let due = early.session.nextTick, due <= meeting { _ = early.tick(to: due) }
        _ = late.tick(to: meeting)
        expectEqual(early.session.nextTick, late.session.nextTick)
        let frameTimes = (0..<3).map { _ in late.session.nextTick.map { late.tick(to: $0) } }
        #expect(frameTimes.allSatisfy { $0.map { first("frame", in: $0) != nil } == true }, "every grid tick carries a frame")
    }

    @Test("loop wraps to the start; pause stops ticking where it is")
    func loopAndPause() throws {
        let client = Client()
        client.send(#"{"type":"select","entry":"scale-fade","operation":"push"}"#)
        client.send(#"{"type":"play","loop":true,"fps":60}"#)
        let wrapped = client.tick(to: 100.5)
        #expect(abs((first("frame", in: wrapped)?["time"] as? Double ?? 0) - 0.1) < 1e-9)
        #expect(client.session.nextTick != nil)
        client.now = 100.6
        let paused = client.send(#"{"type":"pause"}"#)
        #expect(first("state", in: paused)?["state"] as? String == "paused")
        #expect(first("state", in: paused)?["phase"] as? String == "animating", "the engine's state at the playhead")
        #expect(abs((first("state", in: paused)?["time"] as? Double ?? 0) - 0.2) < 1e-9)
        #expect(client.session.nextTick == nil)
    }

    /// The touch goes to the photo page's own pan recognizer: it begins once the finger has
    /// moved more than 10 points, and its action starts the dismissal (UIKit's pan threshold).
    @Test("a live pull-down: frames follow the samples, the release finishes in real time, scene updates add the transition image")
    func liveGesture() throws {
        let client = Client()
        client.send(#"{"type":"select","entry":"zoom","operation":"dismiss"}"#)
        let began = client.send(#"{"type":"gesture","phase":"began","x":180,"y":400,"t":10}"#)
        #expect(!types(began).contains("error"))
        expectEqual(client.session.current?.run.hasTransition, false, "a touch that has not moved starts nothing")
        let moved = client.send(#"{"type":"gesture","phase":"changed","x":180,"y":450,"t":10.1,"id":9}"#)
        #expect(types(moved).contains("scene"), "the live run has new layers")
        let scene = try #require(first("scene", in: moved))
        #expect((scene["layers"] as? [[String: Any]])?.contains { $0["role"] as? String == "transitionImage" } == true)
        #expect(first("state", in: moved)?["state"] as? String == "interactive")
        #expect(first("state", in: moved)?["phase"] as? String == "interactive")
        let frame = try #require(first("frame", in: moved))
        #expect(frame["id"] as? Int == 9)
        #expect(abs((frame["time"] as? Double ?? 0) - 0.1) < 1e-9)
        let released = client.send(#"{"type":"gesture","phase":"ended","x":180,"y":470,"t":10.15}"#)
        #expect(first("state", in: released)?["state"] as? String == "running")
        #expect(first("state", in: released)?["phase"] as? String == "finishing")
        var last: [[String: Any]] = []
        var t = client.now
        for _ in 0..<40 where client.session.nextTick != nil {
            t += 1.0 / 60
            last = client.tick(to: t)
        }
        #expect(first("state", in: last)?["state"] as? String == "finished")
        #expect(first("state", in: last)?["transitionWasCancelled"] as? Bool == false)
        #expect(first("state", in: last)?["phase"] as? String == "completed")
        #expect(abs((first("frame", in: last)?["time"] as? Double ?? 0) - 0.4) < 1e-9)
    }

    /// The card's pull-down cancelled: the story stays where it was, so no view comes or goes
    /// after the touch began, yet the viewer needs the release marker, the spring back and the
    /// run's end. The end of the live playback sends the final scene.
    @Test("the end of a live gesture sends the final scene, even when no view came or went")
    func liveGestureEndsWithItsScene() throws {
        let client = Client()
        client.send(#"{"type":"select","entry":"card","operation":"dismiss"}"#)
        client.send(#"{"type":"gesture","phase":"began","x":187,"y":400,"t":10}"#)
        client.send(#"{"type":"gesture","phase":"changed","x":187,"y":440,"t":10.1}"#)
        client.send(#"{"type":"gesture","phase":"changed","x":187,"y":440,"t":10.3}"#)
        let released = client.send(#"{"type":"gesture","phase":"ended","x":187,"y":440,"t":10.45}"#)
        #expect(first("state", in: released)?["phase"] as? String == "cancelling")
        var messages: [[String: Any]] = []
        var t = client.now
        for _ in 0..<120 where client.session.nextTick != nil {
            t += 1.0 / 60
            messages += client.tick(to: t)
        }
        #expect(first("state", in: Array(messages.suffix(1)))?["state"] as? String == "cancelled")
        let scenes = messages.filter { $0["type"] as? String == "scene" }
        expectEqual(scenes.count, 1, "one scene, at the end")
        let scene = try #require(scenes.last)
        let markers = try #require(scene["markers"] as? [[String: Any]])
        #expect(markers.contains { $0["kind"] as? String == "interactionEnd" && $0["label"] as? String == "released: cancel" })
        let end = try #require(scene["endTime"] as? Double)
        #expect(end > 0.45 && abs(end - (messages.last { $0["type"] as? String == "frame" }?["time"] as? Double ?? -1)) < 1e-6)
    }

    /// A tap on the card's story while it expands: the run is made again with the tap at the
    /// playhead, and the app's tap recognizer sends the story back into the card.
    @Test("tap at the playhead reaches the app: the card's story reverses into the card")
    func tapReversesTheCard() throws {
        let client = Client()
        client.send(#"{"type":"select","entry":"card","operation":"present"}"#)
        client.send(#"{"type":"seek","time":0.2}"#)
        let tapped = client.send(#"{"type":"tap","x":187,"y":400,"id":4}"#)
        #expect(types(tapped).first == "scene" && tapped.first?["id"] as? Int == 4)
        let scene = try #require(first("scene", in: tapped))
        let markers = try #require(scene["markers"] as? [[String: Any]]).compactMap { $0["label"] as? String }
        #expect(markers.contains("animator paused"), "\(markers)")
        #expect(markers.contains("released: cancel"), "\(markers)")
        #expect(scene["state"] as? String == "cancelled")
        #expect(abs((first("frame", in: tapped)?["time"] as? Double ?? -1) - 0.2) < 1e-9, "the playhead stays at the tap")
        #expect(first("state", in: tapped)?["transitionWasCancelled"] as? Bool == true)
        // New parameters replay the tap: still reversed.
        let set = client.send(#"{"type":"set","parameters":{"expandDamping":0.6}}"#)
        #expect(first("scene", in: set)?["state"] as? String == "cancelled")
        // A new selection starts without taps.
        let fresh = client.send(#"{"type":"select","entry":"card","operation":"present"}"#)
        #expect(first("scene", in: fresh)?["state"] as? String == "completed")
    }

    @Test("a tap while playing plays on from the tap; taps on a gesture-driven or ended run are errors")
    func tapWhilePlayingAndErrors() throws {
        let client = Client()
        client.send(#"{"type":"select","entry":"card","operation":"present"}"#)
        client.send(#"{"type":"play","rate":1}"#)
        client.now += 0.25
        let tapped = client.send(#"{"type":"tap","x":187,"y":400}"#)
        #expect(first("state", in: tapped)?["state"] as? String == "running")
        var last: [[String: Any]] = []
        for _ in 0..<120 where client.session.nextTick != nil { last = client.tick(to: client.now + 1.0 / 60) }
        #expect(first("state", in: last)?["state"] as? String == "cancelled", "played to the end of the reversal")
        #expect(first("state", in: last)?["transitionWasCancelled"] as? Bool == true)
        let ended = client.send(#"{"type":"tap","x":187,"y":400}"#)
        #expect(ended.first?["code"] as? String == "tap-after-end")
        client.send(#"{"type":"select","entry":"card","operation":"dismiss"}"#)
        client.send(#"{"type":"seek","progress":0.1}"#)
        #expect(client.send(#"{"type":"tap","x":187,"y":400}"#).first?["code"] as? String == "interactive")
        #expect(client.send(#"{"type":"tap","x":187}"#).first?["code"] as? String == "missing-field")
    }

    /// The page's JSON export seeks to every frame time up to the scene's `endTime`, which the
    /// wire rounds to six decimals: 28/60 s arrives as 0.466667, past the real end.
    @Test("seek accepts the run's end as the wire rounds it")
    func seekToRoundedEnd() throws {
        let client = Client()
        client.send(#"{"type":"select","entry":"zoom","operation":"dismiss"}"#)
        let end = try #require(client.session.current?.run.endTime)
        #expect(abs(end - 28.0 / 60) < 1e-12, "the sample pull ends 28 frames in")
        #expect(!types(client.send(#"{"type":"seek","time":0.466667}"#)).contains("error"))
        #expect(types(client.send(#"{"type":"seek","time":0.46667}"#)).contains("error"))
    }

    /// Rounded down instead, the end read back from a scene is a moment before the real one;
    /// it still means the end: the frame there is the run's last (a spring cut off at its
    /// settling time jumps to its target at the end, so a moment earlier it is still short).
    @Test("seek to the run's end as the wire rounds it down shows the end's frame")
    func seekToRoundedDownEnd() throws {
        let client = Client()
        client.send(#"{"type":"select","entry":"zoom","operation":"dismiss"}"#)
        let end = try #require(client.session.current?.run.endTime)
        let roundedDown = (end * 1e6).rounded(.down) / 1e6
        #expect(roundedDown < end, "28/60 s is 0.466666… : six decimals rounded down are short of it")
        let atEnd = first("frame", in: client.send(#"{"type":"seek","progress":1}"#))?["time"] as? Double
        let reply = first("frame", in: client.send(#"{"type":"seek","time":\#(roundedDown)}"#))?["time"] as? Double
        #expect(atEnd != nil && reply == atEnd)
        let early = first("frame", in: client.send(#"{"type":"seek","time":\#(end - 1e-5)}"#))?["time"] as? Double
        #expect((early ?? .infinity) < (atEnd ?? 0), "a time further from the end is that time")
    }

    @Test("set re-renders at the same playhead with new parameters")
    func setParameters() throws {
        let client = Client()
        client.send(#"{"type":"select","entry":"scale-fade","operation":"push"}"#)
        client.send(#"{"type":"seek","progress":0.5}"#)
        let reply = client.send(#"{"type":"set","parameters":{"duration":0.8},"id":"s"}"#)
        expectEqual(types(reply), ["scene", "frame"])
        #expect(first("scene", in: reply)?["endTime"] as? Double == 0.8)
        #expect(first("scene", in: reply)?["id"] as? String == "s")
        #expect((first("scene", in: reply)?["parameters"] as? [String: Any])?["duration"] as? Double == 0.8)
        #expect(abs((first("frame", in: reply)?["time"] as? Double ?? 0) - 0.4) < 1e-9)
    }

    @Test("select with a recorded gesture trace replays it and can be scrubbed")
    func recordedTrace() throws {
        let client = Client()
        let reply = client.send(#"{"type":"select","entry":"flip","operation":"dismiss","gesture":[{"t":0,"phase":"began","x":0,"y":400},{"t":0.1,"phase":"changed","x":60,"y":400},{"t":0.2,"phase":"ended","x":60,"y":400}]}"#)
        let scene = try #require(first("scene", in: reply))
        #expect(scene["state"] as? String == "cancelled")
        #expect(scene["recorded"] as? Bool == true)
        let bad = client.send(#"{"type":"select","entry":"flip","operation":"dismiss","gesture":[{"t":0,"phase":"changed","x":0,"y":0}]}"#)
        #expect(bad.first?["code"] as? String == "gesture-out-of-order")
    }
}

@Suite("Live gesture bound")
struct LiveGestureBoundTests {
    @Test("a live gesture holds at most 10000 samples: the next 'changed' is refused, 'ended' still closes it")
    func liveGestureIsCapped() throws {
        let client = Client()
        client.send(#"{"type":"select","entry":"zoom","operation":"dismiss"}"#)
        client.send(#"{"type":"gesture","phase":"began","x":187,"y":300,"t":0}"#)
        let limit = PreviewSession.maxGestureSamples
        expectEqual(limit, 10_000)
        // Straight to the session: 10 000 round trips through JSON decoding would only slow the test.
        for i in 1..<(limit - 1) {
            let y = 300 + Double(i % 200)
            _ = client.session.received(text: #"{"type":"gesture","phase":"changed","x":187,"y":\#(y),"t":\#(Double(i) * 0.001)}"#, now: client.now)
        }
        _ = client.tick(to: client.now)  // the frame owed for the samples above
        let over = client.send(#"{"type":"gesture","phase":"changed","x":187,"y":420,"t":20}"#)
        expectEqual(types(over), ["error"])
        #expect(over.first?["code"] as? String == "gesture-too-long")
        let ended = client.send(#"{"type":"gesture","phase":"ended","x":187,"y":420,"t":20.01}"#)
        #expect(!types(ended).contains("error"))
        expectEqual(client.session.current?.recordedTrace.count, limit)
    }
}
