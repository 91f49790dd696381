/// Runs that start from touches, as an interactive transition starts in an app: the app's
/// code builds the screens and attaches its gesture recognizers, and starts nothing; the
/// samples then go to the window as touches (`Window.deliver`: hit test, recognizers, the
/// app's actions). When an action starts an animated transition (`dismiss(animated: true)`
/// on `.began`, its delegate returning the app's interaction controller), the run takes it
/// and begins it at that touch's time, as UIKit does on the next turn of the run loop; from
/// then on the app's own code drives it, and the run ends as any other.
///
/// Run time 0 is the first sample (`gestureOrigin`), as for the run's own recognizer.
extension TransitionRun {
    /// Delivers one sample as a touch (see the type's comment). Throws, changing nothing,
    /// for a sample UIKit could never deliver; throws after delivering the sample that ends
    /// the touch when no transition was started by then (`no-transition`), or when one touch
    /// started several (`several-transitions`).
    func deliverTouch(_ sample: GestureSample) throws(GestureError) {
        try gesture.validate(sample)
        let origin = gestureOrigin ?? sample.t
        gestureOrigin = origin
        let time = sample.t - origin
        timeline.advance(to: time)
        let waiting = !hasTransition
        let started: [TransitionCoordinator] = timeline.perform {
            gesture.apply(sample)
            return timeline.collectingStartedTransitions(when: waiting) {
                window.deliver(Touch.Phase(sample.phase), at: sample.location, second: sample.secondLocation, time: time)
            }
        }
        if started.count > 1 {
            for coordinator in started { coordinator.abandon() }
            throw GestureError(
                .severalTransitions,
                "the app's gesture handler started \(started.count) animated transitions "
                    + "(\(started.map(\.operation.rawValue).joined(separator: ", "))) at \(time) s; "
                    + "a run records exactly one")
        }
        if let coordinator = started.first { adopt(coordinator) }
        timeline.endTurn()
        if !hasTransition && (sample.phase == .ended || sample.phase == .cancelled) {
            throw GestureError(
                .noTransition,
                "the gesture started no animated transition: the app's gesture recognizers "
                    + "never called present, dismiss, pushViewController or popViewController with "
                    + "animated: true" + refusedSuffix)
        }
    }

    private var refusedSuffix: String {
        problems.isEmpty ? "" : " (refused: \(problems.map(\.message).joined(separator: "; ")))"
    }

    /// The transition the app started during a touch: recorded as `init(window:start:)`
    /// records one, then begun at once.
    private func adopt(_ coordinator: TransitionCoordinator) {
        record(coordinator)
        timeline.perform {
            takeStartingSnapshot()
            state = coordinator.interactionController == nil ? .animating : .interactive
            coordinator.begin(beforeAnimating: takeStartingSnapshot)
            timeline.commitStructure()
        }
    }
}
