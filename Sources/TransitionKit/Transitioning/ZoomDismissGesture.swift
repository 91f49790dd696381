import Foundation

/// The system's drag-to-dismiss on a view controller shown with iOS 18's zoom: UIKit lets
/// people "grab, drag, and control" the zoom ("Enhancing your app with fluid transitions"), and
/// asks `ZoomOptions.interactiveDismissShouldBegin` — "a closure that determines whether an
/// interactive dismissal can begin" — with the touch's `location`, `velocity` and `willBegin`
/// (whether it would begin by default).
///
/// Modelled as a pan recognizer UIKit puts on the zoomed view controller's view once it is
/// presented or pushed (`TransitionCoordinator` calls `installZoomDismissGesture()`), an
/// ordinary recognizer with an ordinary target–action, as `interactivePopGestureRecognizer`
/// is: touches reach it through `Window.deliver` (hit test, the recognizers of the hit view
/// and its ancestors), so the page's drags, the CLI's traces and the checker's gesture
/// scenarios drive it alike, and an app's own recognizers on subviews come first.
///
/// When the pan would begin (past the pan's 10-point threshold), the default (`willBegin`) is
/// ours: a drag mostly downwards. With `interactiveDismissShouldBegin` set its answer decides,
/// whatever the default; without it the default does. Beginning dismisses (presented) or pops
/// (pushed) with `animated: true` and drives that transition with `ZoomInteractiveDismissal`.
/// A second finger (the zoom's pinch to dismiss) is not modelled: reported, and the touch is
/// left alone; so is a grab while the zoom animates, which UIKit lets take the zoom over.
final class ZoomDismissGesture: GestureRecognizerDelegate {
    /// The system recognizer's class, so a view's list tells it from an app's pan.
    final class Recognizer: PanGestureRecognizer {
        override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
            super.touchesBegan(touches, with: event)
            if touchDelivery?.secondTouch != nil {
                Timeline.current?.noteUnmodelled("the iOS 18 zoom's pinch to dismiss (two fingers on the zoomed view start nothing)")
                state = .failed
            }
            // The outermost scroll view inside the zoomed view that the touch began on, if it
            // was at its top edge then.
            pulledScrollView = nil
            var node = touches.first?.view
            while let view = node, view !== self.view {
                if let scroll = view as? ScrollView { pulledScrollView = scroll }
                node = view.superview
            }
            if let scroll = pulledScrollView, scroll.contentOffset.y > -scroll.adjustedContentInset.top { pulledScrollView = nil }
            touchStart = touches.first?.windowLocation ?? .zero
            refusedByZoom = false
        }

        /// UIKit hands a pull down from a scroll view's top edge to the drag to dismiss; here
        /// the scroll view's own pan takes the drag and fails this one: reported then (not
        /// when the zoom itself refused to begin, `refusedByZoom`).
        private var pulledScrollView: ScrollView?
        var refusedByZoom = false
        private var touchStart = CGPoint.zero

        override var state: State {
            didSet {
                guard state == .failed, let scroll = pulledScrollView else { return }
                pulledScrollView = nil
                guard !refusedByZoom, let touch, touch.windowLocation.y > touchStart.y else { return }
                Timeline.current?.noteUnmodelled(
                    "a pull down on a scroll view at its top edge in a view shown with the iOS 18 zoom "
                        + "(UIKit hands it to the drag to dismiss; here the scroll view keeps it)")
            }
        }
    }

    weak var zoomed: ViewController?
    /// The transition whose options and provider the dismissal uses (the zoomed view
    /// controller's `preferredTransition` when the recognizer was installed).
    weak var transition: ViewController.Transition?
    let recognizer = Recognizer()
    /// The dismissal this gesture is driving, if the zoom was used. Weak: the transition's
    /// coordinator owns it, and the zoomed view controller owns this gesture (a run let go
    /// mid-drag must not keep its views through it).
    private weak var interaction: ZoomInteractiveDismissal?

    init(zoomed: ViewController, transition: ViewController.Transition) {
        self.zoomed = zoomed
        self.transition = transition
        recognizer.addTarget(self, action: Selector.method(ZoomDismissGesture.handle(_:), name: "handleZoomDismiss:"))
        recognizer.delegate = self
    }

    /// Where the zoomed view controller can go back from: the top of a navigation stack above
    /// its root, or presented with nothing presented over it. `nil` otherwise.
    private enum Exit {
        case pop(NavigationController)
        case dismiss
    }

    private var exit: Exit? {
        guard let zoomed, zoomed.activeCoordinator == nil else { return nil }
        if let navigation = zoomed.navigationController, navigation.viewControllers.count > 1,
            navigation.topViewController === zoomed
        {
            return navigation.activeCoordinator == nil ? .pop(navigation) : nil
        }
        if zoomed.presenting != nil, zoomed.presented == nil { return .dismiss }
        return nil
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        let begins = shouldBegin()
        recognizer.refusedByZoom = !begins
        return begins
    }

    private func shouldBegin() -> Bool {
        guard let zoomed, let transition, zoomed.preferredTransition === transition, transition.isZoom else { return false }
        guard exit != nil else {
            if zoomIsRunning(on: zoomed) {
                Timeline.current?.noteUnmodelled(
                    "grabbing the iOS 18 zoom while it animates (UIKit hands the running zoom to the drag; "
                        + "here the drag starts nothing and the zoom plays on)")
            }
            return false
        }
        let view = zoomed.view
        let translation = recognizer.translation(in: view)
        let velocity = recognizer.velocity(in: view)
        let willBegin = Self.beginsByDefault(translation: translation)
        guard let shouldBegin = transition.zoomOptions?.interactiveDismissShouldBegin else { return willBegin }
        return shouldBegin(
            .init(
                location: recognizer.location(in: view), velocity: CGVector(dx: velocity.x, dy: velocity.y),
                willBegin: willBegin))
    }

    /// A zoom in or out of `zoomed` is in flight: the recognizer is on from the zoom-in's start
    /// (`TransitionCoordinator`), so a grab then is seen, and reported.
    private func zoomIsRunning(on zoomed: ViewController) -> Bool {
        let coordinator = zoomed.activeCoordinator ?? zoomed.navigationController?.activeCoordinator
        return coordinator?.animator is ZoomTransitionAnimator
    }

    /// Our default: the drag has gone down at least as far as sideways (an upward or
    /// sideways drag is left to the app's views, e.g. paging between photos).
    static func beginsByDefault(translation: CGPoint) -> Bool {
        translation.y > 0 && translation.y >= abs(translation.x)
    }

    func handle(_ recognizer: Recognizer) {
        switch recognizer.state {
        case .began:
            begin()
        case .changed:
            interaction?.update()
        case .ended:
            interaction?.release(cancelled: false)
            interaction = nil
        case .cancelled, .failed:
            interaction?.release(cancelled: true)
            interaction = nil
        case .possible:
            break
        }
    }

    private func begin() {
        guard let zoomed, let transition, case .zoom(let options, let provider) = transition.kind, let exit else { return }
        let interaction = ZoomInteractiveDismissal(options: options, sourceViewProvider: provider, recognizer: recognizer)
        transition.pendingDismissal = interaction
        switch exit {
        case .pop(let navigation): navigation.popViewController(animated: true)
        case .dismiss: zoomed.dismiss(animated: true)
        }
        transition.pendingDismissal = nil
        // A delegate may have supplied its own animator: then the zoom does not play.
        self.interaction = zoomed.activeCoordinator?.interactionController === interaction ? interaction : nil
    }
}

extension ViewController {
    /// Puts the zoom's drag-to-dismiss recognizer on this view controller's view when its
    /// `preferredTransition` is a zoom (called once it is presented or pushed); a recognizer
    /// left by an earlier zoom transition is taken off.
    func installZoomDismissGesture() {
        guard let transition = preferredTransition, transition.isZoom, let view = viewIfLoaded else { return }
        if let current = transition.dismissGesture, current.zoomed === self, current.recognizer.view === view { return }
        for stale in view.attachedRecognizers where stale is ZoomDismissGesture.Recognizer {
            view.removeGestureRecognizer(stale)
        }
        let gesture = ZoomDismissGesture(zoomed: self, transition: transition)
        transition.dismissGesture = gesture
        view.addGestureRecognizer(gesture.recognizer)
    }
}
