import TransitionKit
import WireVocabulary

/// Makes a run of a catalog entry from user input (CLI flags, protocol messages), checking
/// everything a user can get wrong before anything runs.
public enum CatalogRun {
    /// A run the input cannot make, with the code the protocol's `error` answers it with (the
    /// contract checker reports it under the same code; the CLI prints the message).
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public let code: ErrorCode
        public let message: String
        /// What the app's code had left in the run loop of a run made and then refused (a
        /// timer, a delayed block, a sleeping task), and the run time it was discarded at:
        /// the checker reports it as `work-left`, as for a run that ends.
        public let leftoverWork: [LeftoverWork]
        public let discardedAt: Double
        public var description: String { message }

        public init(code: ErrorCode, message: String, leftoverWork: [LeftoverWork] = [], discardedAt: Double = 0) {
            self.code = code
            self.message = message
            self.leftoverWork = leftoverWork
            self.discardedAt = discardedAt
        }

        /// The failure of a run already made: the run is discarded, and what it left kept.
        init(code: ErrorCode, message: String, discarding run: TransitionRun) {
            let time = run.timeline.now
            self.init(code: code, message: message, leftoverWork: run.discard(), discardedAt: time)
        }
    }

    /// Validates and builds. With a gesture the run is interactive and the gesture is replayed
    /// completely; without one the run animates to its end. An interactive operation of a
    /// UIKit scenario (`start(_:in:parameters:)`) starts from touches: without a gesture it
    /// replays the entry's `sampleGesture`, since its `start` leaves the starting to the
    /// gesture. `taps` (in time order) reach the app while an operation that does not start
    /// from touches animates (TransitionRun+Tap.swift).
    public static func make(
        entry: any CatalogEntry, operation: TransitionOperation, device: Device = .default,
        overrides: [String: ParameterValue] = [:], gesture: [GestureSample]? = nil,
        taps: [Tap] = [], limit: Double = 60, reduceMotion: Bool = false
    ) throws(Failure) -> TransitionRun {
        if !taps.isEmpty {
            guard gesture == nil && !startsFromTouches(entry, operation) else {
                throw Failure(
                    code: .interactive,
                    message: "entry '\(entry.id)' \(operation.rawValue) starts from touches: "
                        + "drive it with a gesture, not taps")
            }
            let run = try start(
                entry: entry, operation: operation, device: device, overrides: overrides, interactive: false,
                reduceMotion: reduceMotion)
            for (index, tap) in taps.enumerated() {
                do { try run.tap(tap) } catch {
                    throw Failure(code: ErrorCode(error.reason), message: "tap \(index): \(error.message)", discarding: run)
                }
            }
            run.runToCompletion(limit: limit)
            return run
        }
        var gesture = gesture
        if gesture == nil && startsFromTouches(entry, operation) {
            gesture = entry.sampleGesture(for: operation, device: device)
            if gesture == nil {
                throw Failure(
                    code: .noSampleGesture,
                    message: "entry '\(entry.id)' \(operation.rawValue) starts from a gesture, but the entry gives no sample gesture")
            }
        }
        let run = try start(
            entry: entry, operation: operation, device: device, overrides: overrides,
            interactive: gesture != nil, reduceMotion: reduceMotion)
        if let gesture {
            guard !gesture.isEmpty else {
                throw Failure(code: .emptyGesture, message: "the gesture trace has no samples", discarding: run)
            }
            for (index, sample) in gesture.enumerated() {
                do { try run.handle(sample) } catch {
                    throw Failure(
                        code: ErrorCode(error.reason), message: "gesture sample \(index): \(error.message)", discarding: run)
                }
            }
            if !run.hasTransition {
                // A trace that does not end its touch: the run still has nothing to record.
                throw Failure(
                    code: .noTransition,
                    message: "entry '\(entry.id)' \(operation.rawValue): the gesture started no animated transition",
                    discarding: run)
            }
            guard run.coordinator.operation == operation else {
                throw Failure(
                    code: .wrongOperation,
                    message: "entry '\(entry.id)' \(operation.rawValue): the app's gesture handler started a "
                        + "\(run.coordinator.operation.rawValue), not a \(operation.rawValue)", discarding: run)
            }
        }
        run.runToCompletion(limit: limit)
        return run
    }

    /// True when runs of `operation` start from touches delivered to the app's own gesture
    /// recognizers: every interactive operation (its `start` only builds the screens).
    public static func startsFromTouches(_ entry: any CatalogEntry, _ operation: TransitionOperation) -> Bool {
        entry.interactiveOperations.contains(operation)
    }

    /// True when a tap starts `operation`: it starts from touches and the entry's sample
    /// gesture (on the default device) never moves farther than a pan's threshold from where
    /// it went down — a `UITapGestureRecognizer` presenting, say.
    public static func startsFromTap(_ entry: any CatalogEntry, _ operation: TransitionOperation) -> Bool {
        guard startsFromTouches(entry, operation), let sample = entry.sampleGesture(for: operation, device: .default),
            let first = sample.first
        else { return false }
        return sample.allSatisfy { sample in
            let dx = sample.x - first.x
            let dy = sample.y - first.y
            return (dx * dx + dy * dy).squareRoot() <= PanGestureRecognizer.hysteresis
        }
    }

    /// Validates and builds without running: a live session feeds it gestures and time
    /// (`run.handle(_:)`, for either kind of interactive run).
    public static func start(
        entry: any CatalogEntry, operation: TransitionOperation, device: Device = .default,
        overrides: [String: ParameterValue] = [:], interactive: Bool, reduceMotion: Bool = false
    ) throws(Failure) -> TransitionRun {
        guard entry.operations.contains(operation) else {
            let known = entry.operations.map(\.rawValue).joined(separator: ", ")
            throw Failure(
                code: .unknownOperation,
                message: "entry '\(entry.id)' has no operation '\(operation.rawValue)'; it has \(known)")
        }
        if interactive && !entry.interactiveOperations.contains(operation) {
            throw Failure(
                code: .notInteractive,
                message: "entry '\(entry.id)' cannot drive '\(operation.rawValue)' with a gesture"
                    + (entry.interactiveOperations.isEmpty
                        ? " (it has no interactive operation)"
                        : " (interactive: \(entry.interactiveOperations.map(\.rawValue).joined(separator: ", ")))"))
        }
        let parameters: ParameterValues
        do {
            parameters = try ParameterValues(specs: entry.parameters, overrides: overrides)
        } catch {
            throw Failure(code: error.code, message: error.message)
        }
        let request = TransitionRequest(
            operation: operation, device: device, parameters: parameters, interactive: interactive, reduceMotion: reduceMotion)
        let run = try startApp(entry: entry, request: request)
        run.request = request
        return run
    }

    /// A UIKit scenario: a new instance of the entry's type, made inside the run (so views its
    /// stored properties make belong to the run) and kept alive by it, has its `start` run in a
    /// window of the device's screen, and the run records the transition it started. The
    /// registry's instance only answers `id`, `parameters` and the rest of the metadata. For an interactive operation `start` only
    /// builds the screens and attaches the app's recognizers: the run takes touches, and
    /// records the transition the app's gesture handler starts (TransitionRun+Touches.swift).
    private static func startApp(entry: any CatalogEntry, request: TransitionRequest) throws(Failure) -> TransitionRun {
        let operation = request.operation
        let device = request.device
        let parameters = request.parameters
        let name = "entry '\(entry.id)' \(operation.rawValue)"
        if request.interactive {
            do {
                var scenario: (any CatalogEntry)?
                let run = try TransitionRun(
                    awaitingTouchesIn: makeWindow(for: device),
                    setUp: { window in
                        Timeline.current?.startWithDeviceSettings(reduceMotion: request.reduceMotion)
                        let made = type(of: entry).init()
                        scenario = made
                        made.start(operation, in: window, parameters: parameters)
                    })
                run.scenario = scenario
                return run
            } catch {
                // The only way such a start goes wrong: it started its transition itself.
                throw Failure(code: ErrorCode(error.reason), message: "\(name): \(error.message)", leftoverWork: error.leftoverWork)
            }
        }
        let run: TransitionRun
        do {
            var scenario: (any CatalogEntry)?
            run = try TransitionRun(window: makeWindow(for: device)) { window in
                Timeline.current?.startWithDeviceSettings(reduceMotion: request.reduceMotion)
                let made = type(of: entry).init()
                scenario = made
                made.start(operation, in: window, parameters: parameters)
            }
            run.scenario = scenario
        } catch {
            throw Failure(code: ErrorCode(error.reason), message: "\(name): \(error.message)", leftoverWork: error.leftoverWork)
        }
        guard run.coordinator.operation == operation else {
            throw Failure(
                code: .wrongOperation,
                message: "\(name): the app's code started a \(run.coordinator.operation.rawValue), not a \(operation.rawValue)",
                discarding: run)
        }
        return run
    }

    /// The window a scenario runs in: the device's screen, with its safe area.
    static func makeWindow(for device: Device) -> Window {
        let window = Window(frame: device.bounds)
        window.safeAreaInsets = device.safeAreaInsets
        return window
    }

    /// Parses `key=value` pairs as the CLI and URLs give them: numbers, `true`/`false`, or a
    /// choice name, typed by the entry's parameter specs.
    public static func parseOverrides(_ pairs: [String], specs: [ParameterSpec]) throws(Failure) -> [String: ParameterValue] {
        var result: [String: ParameterValue] = [:]
        for pair in pairs {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                throw Failure(code: .badParameter, message: "expected key=value, got '\(pair)'")
            }
            let key = String(pair[..<equals])
            let text = String(pair[pair.index(after: equals)...])
            guard let spec = specs.first(where: { $0.key == key }) else {
                let known = specs.map(\.key).joined(separator: ", ")
                throw Failure(code: .unknownParameter, message: "unknown parameter '\(key)'; known: \(known)")
            }
            switch spec.kind {
            case .number:
                guard let number = Double(text) else {
                    throw Failure(code: .wrongType, message: "parameter '\(key)' expects a number, got '\(text)'")
                }
                result[key] = .number(number)
            case .toggle:
                guard let flag = Bool(text) else {
                    throw Failure(code: .wrongType, message: "parameter '\(key)' expects true or false, got '\(text)'")
                }
                result[key] = .toggle(flag)
            case .choice:
                result[key] = .choice(text)
            }
        }
        return result
    }
}
