import Foundation
import TransitionKit
import WireVocabulary

/// Runs catalog entries the ways UIKit apps get them wrong and reports, for each problem,
/// the entry, operation, device, scenario, time and view.
public struct ContractChecker {
    public struct Finding: Sendable, Equatable, CustomStringConvertible {
        public let entry: String
        public let operation: TransitionOperation
        public let device: String
        public let scenario: CheckScenario
        /// The checker's own words (`left-behind`, `completed-2-times` …), a refused call's
        /// (`TransitionProblem.code`), or, for a run that could not be made, its `ErrorCode`.
        public let code: String
        public let time: Double
        public let view: String?
        public let message: String
        /// The app's file and line the finding is about, when a call there captured it.
        public var location: CallSite? = nil

        public var description: String {
            "\(entry) \(operation.rawValue) on \(device) (\(scenario.rawValue)) at \(format(time)) s"
                + (view.map { " [\($0)]" } ?? "") + (location.map { " \($0)" } ?? "") + ": \(message)"
        }
    }

    /// One run checked: what ran and what was found.
    public struct Report: Sendable {
        public let entry: String
        public let operation: TransitionOperation
        public let device: String
        public let scenario: CheckScenario
        public let state: TransitionState
        public let endTime: Double
        public let findings: [Finding]
    }

    /// Frames are sampled this often, plus at every event time.
    public var framesPerSecond = 120.0
    /// At most this many evenly spaced frame samples per run (plus the event times); 0 skips
    /// the frame check (`not-finite`) — the preview session, which reports a NaN on its own.
    public var maxFrameSamples = Int.max
    public var devices: [Device] = Device.all
    /// Parameters other than the defaults, for every run.
    public var overrides: [String: ParameterValue] = [:]

    public init() {}

    public func check(_ entry: any CatalogEntry) -> [Report] {
        var reports: [Report] = []
        // The animated runs, kept for the round trips rather than made a second time.
        var animated: [RunKey: TransitionRun] = [:]
        for operation in entry.operations {
            for device in devices {
                for scenario in scenarios(entry, operation) {
                    let (report, run) = checked(entry, operation, device, scenario)
                    reports.append(report)
                    if scenario == .animated, let run { animated[RunKey(operation: operation, device: device.name)] = run }
                }
            }
        }
        // Round trips join the report of the second operation's animated run.
        for finding in roundTrips(entry, runs: animated) {
            guard
                let index = reports.firstIndex(where: {
                    $0.operation == finding.operation && $0.device == finding.device && $0.scenario == .animated
                })
            else { continue }
            let report = reports[index]
            reports[index] = Report(
                entry: report.entry, operation: report.operation, device: report.device,
                scenario: report.scenario, state: report.state, endTime: report.endTime,
                findings: report.findings + [finding])
        }
        return reports
    }

    /// `round-trip`: for each pair of operations the entry has (present then dismiss, push
    /// then pop), on each device, the second must start from what the first ended on
    /// (RoundTripCheck says how frames are compared). Runs that cannot start are reported by
    /// their own checks, not here.
    public func roundTrips(_ entry: any CatalogEntry) -> [Finding] {
        roundTrips(entry, runs: [:])
    }

    struct RunKey: Hashable {
        let operation: TransitionOperation
        let device: String
    }

    /// The round trips, with the animated runs already made (others are made here).
    func roundTrips(_ entry: any CatalogEntry, runs: [RunKey: TransitionRun]) -> [Finding] {
        func run(_ operation: TransitionOperation, _ device: Device) -> TransitionRun? {
            runs[RunKey(operation: operation, device: device.name)]
                ?? (try? CatalogRun.make(entry: entry, operation: operation, device: device, overrides: overrides))
        }
        var findings: [Finding] = []
        for (first, second) in RoundTripCheck.pairs where entry.operations.contains(first) && entry.operations.contains(second) {
            for device in devices {
                guard let there = run(first, device), let back = run(second, device) else { continue }
                let ended = RoundTripCheck.painted(there.frame(at: there.endTime), contents: Self.contents(of: there))
                let starts = RoundTripCheck.painted(back.frame(at: 0), contents: Self.contents(of: back))
                let (onlyEnded, onlyStarts) = RoundTripCheck.differences(ended: ended, starts: starts)
                guard !onlyEnded.isEmpty || !onlyStarts.isEmpty else { continue }
                func list(_ items: [Painted]) -> String {
                    items.prefix(3).map(\.description).joined(separator: "; ") + (items.count > 3 ? "; and \(items.count - 3) more" : "")
                }
                var message = "\(second.rawValue) does not start where \(first.rawValue) ends:"
                if !onlyEnded.isEmpty {
                    message += " \(first.rawValue) ends with \(list(onlyEnded)), which \(second.rawValue) does not start with."
                }
                if !onlyStarts.isEmpty {
                    message += " \(second.rawValue) starts with \(list(onlyStarts)), which \(first.rawValue) did not end with."
                }
                findings.append(
                    Finding(
                        entry: entry.id, operation: second, device: device.name, scenario: .animated,
                        code: "round-trip", time: 0, view: nil, message: message))
            }
        }
        return findings
    }

    typealias Painted = RoundTripCheck.Painted

    private static func contents(of run: TransitionRun) -> [Int: LayerContent] {
        Dictionary(uniqueKeysWithValues: run.contents.map { ($0.id, $0.content) })
    }

    func scenarios(_ entry: any CatalogEntry, _ operation: TransitionOperation) -> [CheckScenario] {
        entry.interactiveOperations.contains(operation) ? CheckScenario.allCases : [.animated]
    }

    public func check(
        _ entry: any CatalogEntry, _ operation: TransitionOperation, _ device: Device,
        _ scenario: CheckScenario
    ) -> Report {
        checked(entry, operation, device, scenario).report
    }

    /// The report, and the run when one could be made.
    private func checked(
        _ entry: any CatalogEntry, _ operation: TransitionOperation, _ device: Device,
        _ scenario: CheckScenario
    ) -> (report: Report, run: TransitionRun?) {
        var findings: [Finding] = []
        func report(_ code: String, _ time: Double, _ view: String?, _ message: String) {
            findings.append(
                Finding(
                    entry: entry.id, operation: operation, device: device.name, scenario: scenario,
                    code: code, time: time, view: view, message: message))
        }
        let trace: [GestureSample]?
        if scenario == .animated {
            trace = nil
        } else if let sample = entry.sampleGesture(for: operation, device: device) {
            trace = scenario.trace(from: sample)
        } else {
            report(ErrorCode.noSampleGesture.rawValue, 0, nil, "the operation is interactive but the entry gives no sample gesture")
            return (
                Report(
                    entry: entry.id, operation: operation, device: device.name, scenario: scenario,
                    state: .ready, endTime: 0, findings: findings), nil
            )
        }
        let run: TransitionRun
        do {
            run = try CatalogRun.make(
                entry: entry, operation: operation, device: device, overrides: overrides,
                gesture: trace)
        } catch {
            // A touch the system cancels before any recognizer has recognized starts nothing
            // in UIKit (a tap fails, a pan that has not begun fails): not the app's fault.
            if !(scenario == .cancelled && error.code == .noTransition) {
                report(error.code.rawValue, 0, nil, error.message)
            }
            // The run was made and then discarded: what the app left in its run loop is said.
            for work in error.leftoverWork {
                findings.append(
                    Finding(
                        entry: entry.id, operation: operation, device: device.name, scenario: scenario,
                        code: "work-left", time: error.discardedAt, view: nil,
                        message: Self.workLeftMessage(work, at: error.discardedAt, discarded: true), location: work.location))
            }
            return (
                Report(
                    entry: entry.id, operation: operation, device: device.name, scenario: scenario,
                    state: .ready, endTime: 0, findings: findings), nil
            )
        }
        findings += self.findings(in: run, entry: entry.id, device: device.name, scenario: scenario)
        return (
            Report(
                entry: entry.id, operation: operation, device: device.name, scenario: scenario,
                state: run.state, endTime: run.endTime, findings: findings), run
        )
    }

    /// Checks a run that has been played to its end — a catalog entry's, or one made from
    /// app code with `TransitionRun(window:start:)`.
    public func findings(
        in run: TransitionRun, entry: String, device: String,
        scenario: CheckScenario = .animated
    ) -> [Finding] {
        var findings: [Finding] = []
        func report(_ code: String, _ time: Double, _ view: String?, _ message: String, _ location: CallSite?) {
            findings.append(
                Finding(
                    entry: entry, operation: run.coordinator.operation, device: device, scenario: scenario,
                    code: code, time: time, view: view, message: message, location: location))
        }
        checkProblems(run, report)
        checkCompletion(run, report)
        checkUnmodelled(run, report)
        checkLeftoverWork(run, report)
        checkFrames(run, report)
        checkFinalState(run, report)
        return findings
    }

    private typealias Reporter = (String, Double, String?, String, CallSite?) -> Void

    /// Calls UIKit refuses (and logs), such as presenting during a presentation.
    private func checkProblems(_ run: TransitionRun, _ report: Reporter) {
        for problem in run.problems {
            report(
                problem.code, problem.time, nil,
                problem.isUIKitRefusal ? "UIKit refuses this call: \(problem.message)" : problem.message, problem.location)
        }
    }

    /// UIKit features the app used that the engine does not model: said, never passed over.
    private func checkUnmodelled(_ run: TransitionRun, _ report: Reporter) {
        for use in run.timeline.unmodelled {
            report(
                "not-modelled", use.time, use.view, "\(use.feature) is not modelled by the engine; frames may differ from UIKit's",
                use.location)
        }
    }

    /// Work the app left in the run loop when the run ended (`work-left`): a repeating timer
    /// or a display link never invalidated, a block or a task still waiting. On a phone it
    /// would go on; here the run stops and says so.
    private func checkLeftoverWork(_ run: TransitionRun, _ report: Reporter) {
        let end = run.timeline.now
        for work in run.timeline.leftoverWork {
            report("work-left", end, nil, Self.workLeftMessage(work, at: end, discarded: false), work.location)
        }
    }

    /// The `work-left` message, for a run that ended or one discarded before its end.
    static func workLeftMessage(_ work: LeftoverWork, at time: Double, discarded: Bool) -> String {
        let due = work.due.map { $0.isFinite ? " (next due at \(format($0)) s)" : "" } ?? (work.kind == .task ? "" : " (paused)")
        return "\(work.what) was still in the run loop when the run \(discarded ? "was discarded" : "ended") at \(format(time)) s\(due); "
            + "on a phone it would go on running: invalidate or cancel it when the transition ends"
    }

    /// `completeTransition` exactly once, agreeing with the interaction's outcome.
    private func checkCompletion(_ run: TransitionRun, _ report: Reporter) {
        let calls = run.context.completions
        if calls.isEmpty {
            let animation = run.timeline.lastAnimationLocation
            let cancelled = run.context.transitionWasCancelled
            report(
                "never-completed", run.timeline.now, nil,
                "completeTransition(_:) was never called\(cancelled ? " after the interaction was cancelled" : "")"
                    + (animation.map { " (the last animation the app started is at \($0); its completion block should call it)" } ?? "")
                    + "; UIKit would wait forever and the app would stop responding", animation)
        } else if calls.count > 1 {
            let times = calls.map { format($0.time) }.joined(separator: ", ")
            let places = calls.compactMap(\.location)
            report(
                "completed-\(calls.count)-times", calls[1].time, nil,
                "completeTransition(_:) was called \(calls.count) times (at \(times) s"
                    + (places.isEmpty ? "" : "; from \(places.map(\.description).joined(separator: ", "))")
                    + "); it must be called exactly once", calls[1].location)
        }
        if let first = calls.first, first.didComplete && run.context.transitionWasCancelled {
            report(
                "completed-after-cancel", first.time, nil,
                "completeTransition(true) after the interaction was cancelled; pass !transitionContext.transitionWasCancelled",
                first.location)
        }
        if let first = calls.first, !first.didComplete && !run.context.transitionWasCancelled {
            report(
                "cancelled-without-cancel", first.time, nil,
                "completeTransition(false) although nothing cancelled the transition", first.location)
        }
    }

    /// Every sampled frame finite.
    private func checkFrames(_ run: TransitionRun, _ report: Reporter) {
        guard maxFrameSamples > 0 else { return }
        if let broken = run.firstNonFiniteLayer(framesPerSecond: framesPerSecond, maxSteps: maxFrameSamples) {
            report(
                "not-finite", broken.time, "\(broken.role)#\(broken.layerID)",
                "a NaN or infinite number in the layer's geometry or opacity", nil)
        }
    }

    /// What is left on screen, and whether it is what UIKit expects.
    private func checkFinalState(_ run: TransitionRun, _ reporter: Reporter) {
        guard let completed = run.context.completions.first else { return }
        // Each is the state the app's completeTransition call left: named at that call.
        func report(_ code: String, _ time: Double, _ view: String?, _ message: String) {
            reporter(code, time, view, message, completed.location)
        }
        let time = completed.time
        let context = run.context!
        let window = run.window
        let container = context.containerView
        let from = run.coordinator.fromViewController
        let to = run.coordinator.toViewController
        let kept = completed.didComplete ? to : from
        let initial = run.initialModel

        // Views the animator added and forgot: anything in the window now that was not there
        // before, other than the incoming view controller's tree.
        let before = Set(initial.map { ObjectIdentifier($0.view) })
        let keptTree = Set(kept.view.allViews().map(ObjectIdentifier.init))
        for view in window.allViews() where !before.contains(ObjectIdentifier(view)) && !keptTree.contains(ObjectIdentifier(view)) {
            guard
                view.superview.map({ !before.contains(ObjectIdentifier($0)) || $0 === container || $0 === window }) ?? false
                    || view.superview.map({ before.contains(ObjectIdentifier($0)) }) ?? false
            else { continue }
            // Report only the top of each leftover subtree.
            if let parent = view.superview, !before.contains(ObjectIdentifier(parent)), !keptTree.contains(ObjectIdentifier(parent)) {
                continue
            }
            let what = view.role.lowercased().contains("snapshot") ? "snapshot view" : "view"
            report(
                "left-behind", time, "\(view.role)#\(view.layer.id)",
                "a \(what) the animator added is still on screen after completeTransition; remove it in the completion block")
        }

        // The surviving view controller's view must be on screen. UIKit hands out only the
        // views the animator may move (`view(forKey:)`), and itself puts the presenter back
        // after a dismissal: a presenter that keeps its view is nothing the animator placed.
        let keptView = context.view(forKey: completed.didComplete ? .to : .from)
        if keptView != nil && kept.view.rootView !== window {
            report(
                "missing-view", time, "\(kept.view.role)#\(kept.view.layer.id)",
                completed.didComplete
                    ? "the to-view is not in the container; add it with containerView.addSubview(_:)"
                    : "the from-view is no longer in the container after the cancel")
        }
        let expected = completed.didComplete ? context.finalFrame(for: to) : context.initialFrame(for: from)
        if keptView != nil && !expected.isEmpty && !kept.view.frame.isClose(to: expected) {
            report(
                "wrong-final-frame", time, "\(kept.view.role)#\(kept.view.layer.id)",
                "ends at \(kept.view.frame), but \(completed.didComplete ? "finalFrame(for: toVC)" : "initialFrame(for: fromVC)") is \(expected)"
            )
        }
        if kept.view.isHidden || kept.view.alpha < 1 {
            report(
                "kept-view-invisible", time, "\(kept.view.role)#\(kept.view.layer.id)",
                "the view left on screen is \(kept.view.isHidden ? "hidden" : "at alpha \(format(kept.view.alpha))")")
        }

        // Everything that stays on screen and was there before gets its hidden flag back; after
        // a cancel its alpha and transform too. The from-view leaves the window on success,
        // but UIKit shows it again on the way back (pop, dismiss), so it must be left as found.
        let cancelled = !completed.didComplete
        for snapshot in initial {
            let view = snapshot.view
            let onScreen = view.rootView === window
            let isFromView = view === from.view
            guard onScreen || isFromView else { continue }
            let name = "\(view.role)#\(view.layer.id)"
            if view.isHidden && !snapshot.isHidden {
                report("hidden-not-restored", time, name, "isHidden is still true after the transition; it was false before")
            }
            // A popped or dismissed view controller leaves for good: UIKit never shows its view
            // again, so what the animator left on it does not matter (FluidPhoto fades it out).
            let fromComesBack = run.coordinator.operation != .pop && run.coordinator.operation != .dismiss
            guard cancelled || (isFromView && fromComesBack) else { continue }
            let after = cancelled ? "after the cancel" : "when the from-view left the screen"
            if !Double(view.alpha).isClose(to: snapshot.alpha) {
                report(
                    "alpha-not-restored", time, name,
                    "alpha is \(format(view.alpha)) \(after), \(format(snapshot.alpha)) before")
            }
            // A sheet's pushed-back presenter is UIKit's own look, restored when the sheet goes.
            let pushedBack = run.context.viewController(forKey: .to)?.sheetPresentationController?.pushedBackPresenterView
            if !view.layer.transform.isClose(to: snapshot.transform) && view !== pushedBack {
                report("transform-not-restored", time, name, "the transform was not restored \(after)")
            }
        }
    }
}

extension Double {
    fileprivate func isClose(to other: Double) -> Bool { abs(self - other) <= 1e-9 }
}

extension CGRect {
    fileprivate func isClose(to other: CGRect) -> Bool {
        abs(minX - other.minX) <= 1e-6 && abs(minY - other.minY) <= 1e-6
            && abs(width - other.width) <= 1e-6 && abs(height - other.height) <= 1e-6
    }
}

extension Transform3D {
    fileprivate func isClose(to other: Transform3D) -> Bool {
        zip(elements, other.elements).allSatisfy { abs($0 - $1) <= 1e-9 }
    }
}

/// Times and values in findings: six decimals at most, like the wire format.
func format(_ value: Double) -> String { JSONWriter.text(value) }
