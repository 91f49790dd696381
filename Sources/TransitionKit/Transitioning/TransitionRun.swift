import Foundation

/// One transition, from the tap (or the first touch of a gesture) to `completeTransition`:
/// a state machine (ready → animating or interactive → finishing / cancelling → completed or
/// cancelled) driven by a manual clock and by gesture samples, recording into a `Timeline`
/// that any frame can then be evaluated from.
///
/// There is one way in: the app's code presents, dismisses, pushes, pops or selects a tab as
/// an app does — when the run starts (`init(window:start:)`), or when a touch reaches the
/// app's gesture recognizers (`init(awaitingTouchesIn:setUp:)`). The transition a run records
/// is the one UIKit's machinery started (`TransitionCoordinator`), which also ends it.
///
/// The life cycle is split by phase, one file each: starting here; `+App` names the app's
/// views and says why app code started no transition; `+Touches` delivers samples as touches;
/// `+Interactive` feeds the run's own pan recognizer; `+Tap` delivers taps; `+Complete` is
/// the end; `+Frames` evaluates frames.
public final class TransitionRun {
    public let timeline = Timeline()
    /// The root of the scene the run renders: the app's window.
    public let window: Window
    public internal(set) var context: TransitionContext!
    public internal(set) var state: TransitionState = .ready {
        didSet { if state != oldValue { stateChanges.append(StateChange(time: timeline.now, state: state)) } }
    }
    /// Every change of `state`, at the run time it happened, so a frame can say where in its
    /// life the run was (`state(at:)`) while `state` is where it ended up.
    public private(set) var stateChanges: [StateChange] = []
    public let gesture: PanGestureRecognizer = {
        let gesture = PanGestureRecognizer()
        gesture.measuresInWindowPoints = true
        return gesture
    }()
    /// When the first gesture sample arrived, on the trace's own clock; run time 0 is then.
    var gestureOrigin: Double?
    /// Wall time at which the interaction finished or was cancelled.
    public internal(set) var interactionEndTime: Double?
    /// When a running transition was grabbed (`pauseInteractiveTransition`), in run time.
    public internal(set) var interruptionTimes: [Double] = []
    /// Wall time of the first `completeTransition`.
    public internal(set) var completionTime: Double?
    /// Every view in the window before the transition, with the model values it had then,
    /// so the contract checker can tell what the animator forgot to restore.
    public private(set) var initialModel: [ViewModelSnapshot] = []
    /// What the product asked this run to be (for a catalog run, CatalogKit's
    /// `TransitionRequest`: operation, device, parameter values). Opaque to the engine, which
    /// never reads it: the catalog layer sits above the engine and reads it back as its own
    /// type (`TransitionRun.request`), the way a layer's `value(forKey:)` carries an app's data.
    public var requestInfo: (any Sendable)?
    /// The app's scenario object that started this run, kept as long as the run: UIKit holds
    /// delegates weakly, so what the scenario holds (a transitioning delegate in a stored
    /// property) lives while the transition does, as the app's view controller keeps it.
    public var scenario: Any?
    /// The transition app code started: the objects UIKit's delegates gave (animator,
    /// interaction controller), its container and view controllers; it does UIKit's work
    /// around the animator. A run that starts from touches (`init(awaitingTouchesIn:setUp:)`)
    /// has none until the app's code starts its transition while a touch is delivered
    /// (`hasTransition`).
    public internal(set) var coordinator: TransitionCoordinator!
    /// True for a run made with `init(awaitingTouchesIn:setUp:)`: samples are delivered as
    /// touches to the window's gesture recognizers (TransitionRun+Touches.swift).
    public let deliversTouches: Bool

    /// Runs the app's code (`start`) at time 0 inside the run's timeline, as the app's event
    /// handler runs, and records the one animated transition it started — a `present`,
    /// `dismiss`, `push` or `pop` — which begins when the run starts, as UIKit begins it on
    /// the next turn of the run loop. Transitions with `animated: false` happen at once and
    /// are part of the starting scene. Throws when the code starts no animated transition or
    /// more than one.
    ///
    /// The window is made inside the run (an autoclosure), so that it and every view the
    /// app's code makes get stable layer ids; views made before the run all have id 0.
    public init(window makeWindow: @autoclosure () -> Window, start: (Window) -> Void) throws(TransitionStartError) {
        let timeline = self.timeline
        let (window, started): (Window, [TransitionCoordinator]) = timeline.perform {
            let window = makeWindow()
            timeline.root = window
            let started = timeline.collectingStartedTransitions { start(window) }
            timeline.endTurn()
            return (window, started)
        }
        guard started.count == 1, let coordinator = started.first else {
            let error = TransitionStartError(
                started: started.map(\.operation), problems: timeline.problems, leftoverWork: timeline.leftoverWork)
            timeline.invalidate()
            throw error
        }
        self.window = window
        deliversTouches = false
        record(coordinator)
        timeline.perform { takeStartingSnapshot() }
    }

    /// Records the transition app code started — the coordinator, the roles frames name, its
    /// context — for `init(window:start:)` and for a transition a touch starts
    /// (TransitionRun+Touches.swift).
    func record(_ coordinator: TransitionCoordinator) {
        self.coordinator = coordinator
        timeline.perform {
            nameRoles()
            timeline.hierarchyDidChange()
            timeline.commitStructure()
            context = coordinator.context
            context.run = self
        }
    }

    /// A run that starts from touches (TransitionRun+Touches.swift): runs `setUp` — the
    /// app's code that builds the screens and attaches its gesture recognizers — at time 0
    /// inside the run, and starts nothing; `handle(_:)` then delivers samples as touches, and
    /// the transition the app's gesture handler starts is the run's. Throws when `setUp`
    /// already started an animated transition (`started-without-touch`).
    public init(awaitingTouchesIn makeWindow: @autoclosure () -> Window, setUp: (Window) -> Void) throws(TransitionStartError) {
        let timeline = self.timeline
        let (window, started): (Window, [TransitionCoordinator]) = timeline.perform {
            let window = makeWindow()
            timeline.root = window
            let started = timeline.collectingStartedTransitions { setUp(window) }
            timeline.endTurn()
            return (window, started)
        }
        guard started.isEmpty else {
            for coordinator in started { coordinator.abandon() }
            let error = TransitionStartError(
                startedWithoutTouch: started.map(\.operation), problems: timeline.problems,
                leftoverWork: timeline.leftoverWork)
            timeline.invalidate()
            throw error
        }
        self.window = window
        coordinator = nil
        deliversTouches = true
        timeline.perform {
            timeline.hierarchyDidChange()
            timeline.commitStructure()
            initialModel = window.allViews().map(ViewModelSnapshot.init)
        }
    }

    /// A run let go before its end still has app closures waiting in its timeline, and the
    /// view controllers of a transition app code started still report its coordinator.
    deinit {
        timeline.invalidate()
        coordinator?.abandon()
    }

    /// The animator's `transitionDuration(using:)`.
    /// 0 while a run that starts from touches has no transition yet.
    public var duration: Double {
        guard let coordinator, let context else { return 0 }
        return coordinator.animator.transitionDuration(using: context)
    }

    public var isInteractiveCapable: Bool { deliversTouches || coordinator?.interactionController != nil }

    /// False only for a run that starts from touches before the app started its transition.
    public var hasTransition: Bool { coordinator != nil }

    /// Begins the transition at time 0 as UIKit begins it on the next turn of the run loop
    /// (container, callbacks, then the animator — or the interaction controller, when the
    /// delegate gave one).
    public func start() {
        guard state == .ready, let coordinator else { return }
        let interactiveStart = coordinator.interactionController?.wantsInteractiveStart ?? false
        state = interactiveStart ? .interactive : .animating
        timeline.perform {
            coordinator.begin(beforeAnimating: takeStartingSnapshot)
            timeline.endTurn()
        }
    }

    /// What the contract checker compares the end with: the scene once UIKit has put the
    /// container and the presentation controller's views in place, before the animator runs.
    func takeStartingSnapshot() {
        initialModel = window.allViews().map(ViewModelSnapshot.init)
    }

    /// Calls UIKit would have refused during the run (presenting during a presentation …).
    public var problems: [TransitionProblem] { timeline.problems }

    /// Starts, then runs every scheduled block up to `limit` seconds: the whole transition
    /// when nobody is dragging. Once the transition has ended, a repeating timer or display
    /// link alone does not keep the run going (`Timeline.leftoverWork` reports it).
    @discardableResult
    public func runToCompletion(limit: Double = 60) -> Double {
        if state == .ready { start() }
        return timeline.runUntilIdle(limit: limit) { state.isEnded }
    }

    /// Moves the virtual clock, running completion blocks that come due.
    public func advance(to time: Double) {
        timeline.advance(to: time)
    }
}

/// A view's model values at one moment, for before/after comparisons.
public struct ViewModelSnapshot: Equatable {
    public let view: View
    public let layerID: Int
    public let role: String
    public let isHidden: Bool
    public let alpha: Double
    public let transform: Transform3D
    public let frame: CGRect

    public init(_ view: View) {
        self.view = view
        layerID = view.layer.id
        role = view.role
        isHidden = view.isHidden
        alpha = view.alpha
        transform = view.layer.transform
        frame = view.frame
    }

    public static func == (a: ViewModelSnapshot, b: ViewModelSnapshot) -> Bool {
        a.view === b.view && a.isHidden == b.isHidden && a.alpha == b.alpha && a.transform == b.transform && a.frame == b.frame
    }
}

extension TransitionRun {
    public struct StateChange: Sendable, Hashable {
        public let time: Double
        public let state: TransitionState
    }

    /// The state the run was in at `time`: `ready` before anything happened, then the newest
    /// change at or before `time` (a change at exactly `time` counts, as completion does for
    /// the last frame).
    public func state(at time: Double) -> TransitionState {
        stateChanges.last { $0.time <= time }?.state ?? .ready
    }
}
