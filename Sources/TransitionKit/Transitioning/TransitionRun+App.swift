/// Runs made from app code (`TransitionRun(window:start:)`): naming the views, and the error
/// when the app's code did not start exactly one animated transition.
extension TransitionRun {
    /// The two view controllers' root views are `from` and `to` in frames, as in catalog
    /// runs, unless the app named them (`accessibilityIdentifier`).
    /// A run that starts from touches names them when a touch starts the transition; the
    /// frames recorded before then get the same names, so a layer has one role per run.
    func nameRoles() {
        var renamed: [ObjectIdentifier: String] = [:]
        for (controller, role) in [(coordinator.fromViewController, "from"), (coordinator.toViewController, "to")] {
            let view = controller.view!
            if view.role == View.defaultRole(for: view) {
                view.role = role
                renamed[ObjectIdentifier(view.layer)] = role
            }
        }
        timeline.renameInHistory(renamed)
    }
}

/// The app's code started no animated transition, or more than one: a run records one. A
/// typed reason, not a wire code (CatalogKit maps it to the protocol's `ErrorCode`).
public struct TransitionStartError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Hashable, CaseIterable {
        case noTransition
        case severalTransitions
        /// A run that starts from touches got a transition before any touch.
        case startedWithoutTouch
    }

    public let reason: Reason
    public let message: String
    /// What was started, in order.
    public let started: [TransitionOperation]
    /// Calls UIKit refused meanwhile (a second `present` during the first, …).
    public let problems: [TransitionProblem]
    /// What the app's code left in the run loop of the run this error discarded (a timer, a
    /// delayed block), at time 0: a run that cannot be made still says so (`work-left`).
    public let leftoverWork: [LeftoverWork]

    init(started: [TransitionOperation], problems: [TransitionProblem], leftoverWork: [LeftoverWork] = []) {
        self.started = started
        self.problems = problems
        self.leftoverWork = leftoverWork
        if started.isEmpty {
            reason = .noTransition
            let refused =
                problems.isEmpty
                ? ""
                : " (refused: \(problems.map { $0.message + ($0.location.map { " at \($0)" } ?? "") }.joined(separator: "; ")))"
            message =
                "the app's code started no animated transition: call present, dismiss, pushViewController or "
                + "popViewController with animated: true, or select a tab whose delegate gives an animator" + refused
        } else {
            reason = .severalTransitions
            message =
                "the app's code started \(started.count) animated transitions "
                + "(\(started.map(\.rawValue).joined(separator: ", "))); a run records exactly one"
        }
    }

    /// A run that starts from touches got a transition before any touch.
    init(startedWithoutTouch started: [TransitionOperation], problems: [TransitionProblem], leftoverWork: [LeftoverWork] = []) {
        self.started = started
        self.problems = problems
        self.leftoverWork = leftoverWork
        reason = .startedWithoutTouch
        message =
            "the app's code started \(started.map(\.rawValue).joined(separator: ", ")) before any touch; for a "
            + "gesture-driven run it only builds the screens and attaches its gesture recognizers, and the gesture's "
            + "handler starts the transition"
    }

    public var description: String { message }
}
