import CatalogKit
import TransitionKit

extension PreviewSession {
    /// The selected transition and its run.
    final class Current {
        let selection: ClientMessage.Selection
        let entry: any CatalogEntry
        let operation: TransitionOperation
        let device: Device
        let run: TransitionRun
        /// Driven by live gesture messages (not a recorded trace).
        let isLive: Bool
        /// The samples of the live gesture so far, so new parameters can replay it.
        var recordedTrace: [GestureSample] = []

        init(
            selection: ClientMessage.Selection, entry: any CatalogEntry, operation: TransitionOperation,
            device: Device, run: TransitionRun, isLive: Bool
        ) {
            self.selection = selection
            self.entry = entry
            self.operation = operation
            self.device = device
            self.run = run
            self.isLive = isLive
        }

        var isLiveGestureInProgress: Bool {
            isLive && (run.gesture.state == .began || run.gesture.state == .changed)
        }

        var liveTrace: [GestureSample]? { isLive && !recordedTrace.isEmpty ? recordedTrace : nil }

        /// Resolves names and values; a live run is only started (samples will drive it), any
        /// other run is computed to its end.
        static func make(
            _ selection: ClientMessage.Selection, registry: CatalogRegistry,
            interactive: Bool = false
        ) throws(ProtocolError) -> Current {
            guard let entry = registry.entry(id: selection.entry) else {
                throw ProtocolError(.unknownEntry, "no entry '\(selection.entry)'; entries: \(registry.ids.joined(separator: ", "))")
            }
            let operation: TransitionOperation
            if let name = selection.operation {
                guard let op = TransitionOperation(rawValue: name), entry.operations.contains(op) else {
                    throw ProtocolError(
                        .unknownOperation,
                        "'\(entry.id)' has no operation '\(name)'; it has \(entry.operations.map(\.rawValue).joined(separator: ", "))")
                }
                operation = op
            } else {
                operation = entry.operations[0]
            }
            let device: Device
            if let name = selection.device {
                guard let named = Device.named(name) else {
                    throw ProtocolError(.unknownDevice, "no device '\(name)'; devices: \(Device.all.map(\.name).joined(separator: ", "))")
                }
                device = named
            } else {
                device = .default
            }
            do {
                let run: TransitionRun
                if interactive {
                    run = try CatalogRun.start(
                        entry: entry, operation: operation, device: device,
                        overrides: selection.parameters, interactive: true, reduceMotion: selection.reduceMotion)
                } else {
                    run = try CatalogRun.make(
                        entry: entry, operation: operation, device: device,
                        overrides: selection.parameters, gesture: selection.trace, taps: selection.taps,
                        reduceMotion: selection.reduceMotion)
                }
                return Current(
                    selection: selection, entry: entry, operation: operation, device: device, run: run,
                    isLive: interactive)
            } catch {
                throw ProtocolError(error)
            }
        }
    }

    /// Playing from `startTime` at `rate`, sampled at `fps` of the viewer's display.
    struct Playback {
        let startNow: Double
        let startTime: Double
        let rate: Double
        let loop: Bool
        let fps: Double
        /// Playing out a live gesture's finish or cancel: time advances the run itself.
        let isLive: Bool
        private(set) var nextTick: Double

        init(startNow: Double, startTime: Double, rate: Double, loop: Bool, fps: Double, isLive: Bool) {
            self.startNow = startNow
            self.startTime = startTime
            self.rate = rate
            self.loop = loop
            self.fps = fps
            self.isLive = isLive
            nextTick = startNow
        }

        func time(at now: Double) -> Double { startTime + Swift.max(0, now - startNow) * rate }

        /// The next display refresh after `now`, on a grid every viewer at this fps shares
        /// (multiples of 1/fps on the transport's clock), like displays sharing a vsync: the
        /// server then wakes once per refresh for all of them instead of once per viewer. A
        /// late tick skips ahead instead of piling up.
        mutating func advanceTick(after now: Double) {
            var next = ((now * fps).rounded(.down) + 1) / fps
            // `now * fps` may land a hair below a grid line that `now` is on.
            if next <= now + 1e-9 { next += 1 / fps }
            nextTick = next
        }
    }
}
