/// Gesture-driven runs. A run that starts from touches delivers every sample to the app's
/// recognizers (TransitionRun+Touches.swift). A run app code started with an interaction
/// controller (`init(window:start:)`, the delegate giving one) takes samples without touching
/// the app's views: its first `began` sample begins the transition interactively (UIKit calls
/// `startInteractiveTransition(_:)`), and every sample then goes to the run's own pan
/// recognizer, `gesture`, which sends its action to its targets the UIKit way (target–action:
/// the interaction controller adds itself with `gesture.addTarget(_:action:)`). Sample times
/// are on the trace's clock; the run's time 0 is the `began` sample.
extension TransitionRun {
    /// Applies one live or recorded sample. Throws, changing nothing, for a sample UIKit could
    /// never deliver (out of order, time going back, NaN) or a run that cannot be interactive.
    ///
    /// A run that starts from touches (`init(awaitingTouchesIn:setUp:)`) delivers the sample
    /// to the window's gesture recognizers instead (TransitionRun+Touches.swift).
    public func handle(_ sample: GestureSample) throws(GestureError) {
        if deliversTouches { return try deliverTouch(sample) }
        guard let controller = coordinator?.interactionController else { throw GestureError.notInteractive }
        if state == .ready && sample.phase != .began {
            throw GestureError.outOfOrder(sample.phase, after: gesture.state)
        }
        // A transition that started without interaction (`wantsInteractiveStart` false) can
        // be grabbed mid-flight; its samples are on the run's own clock.
        if state != .ready && gestureOrigin == nil {
            guard !controller.wantsInteractiveStart, !state.isEnded, sample.phase == .began else {
                throw GestureError.alreadyStarted
            }
            gestureOrigin = 0
        }
        try gesture.validate(sample)
        let origin = gestureOrigin ?? sample.t
        gestureOrigin = origin
        let time = sample.t - origin
        timeline.advance(to: time)
        timeline.perform {
            if state == .ready {
                state = .interactive
                coordinator.begin(beforeAnimating: takeStartingSnapshot)
            }
            // After the start, as UIKit begins the transition before the next action arrives:
            // the recognizer's targets get `.began` with the transition under way.
            gesture.apply(sample)
            timeline.endTurn()
        }
    }

    /// Replays a whole trace, then lets the finish or cancel animation run to its end.
    public func replay(_ trace: [GestureSample], limit: Double = 60) throws(GestureError) {
        for sample in trace { try handle(sample) }
        timeline.runUntilIdle(limit: limit) { state.isEnded }
    }

    func interactionDidEnd(cancelled: Bool) {
        interactionEndTime = timeline.now
        state = cancelled ? .cancelling : .finishing
    }

    /// `pauseInteractiveTransition`: a running, finishing or cancelling transition is grabbed.
    func interactionDidPause() {
        if state == .animating || state == .finishing || state == .cancelling {
            state = .interactive
            interruptionTimes.append(timeline.now)
        }
    }
}
