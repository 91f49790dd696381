/// `interactivePopGestureRecognizer`: UIKit's edge swipe back. A screen-edge pan on the
/// navigation controller's view, from the left edge, whose action pops the top view controller
/// with `popViewController(animated: true)` and, when the delegate supplies no animator, drives
/// UIKit's own pop (`NavigationParallaxAnimator`) with a percent-driven interaction: the
/// finger's horizontal travel over the view's width is the progress, and the release finishes
/// or cancels by position and velocity (`DefaultTransitionSettings.popFinishFraction` /
/// `popFinishVelocity`; docs/uikit-defaults.md).
///
/// It is an ordinary recognizer with an ordinary target–action, so touches reach it the way
/// they reach an app's (`Window.deliver`: hit test, the recognizers of the hit view and its
/// ancestors), and the page's drags, the CLI's traces and the checker's gesture scenarios
/// drive it alike.
extension NavigationController {
    /// UIKit types it `UIGestureRecognizer?`; it is a `UIScreenEdgePanGestureRecognizer` with
    /// `edges == .left`. Its `delegate` is the navigation controller's own (begin only with
    /// something to pop and no transition running); an app may replace it, as on iOS.
    public var interactivePopGestureRecognizer: GestureRecognizer? { interactivePop.recognizer }
}

/// The target and delegate of `interactivePopGestureRecognizer`.
final class InteractivePopDriver: GestureRecognizerDelegate {
    weak var navigation: NavigationController?
    let recognizer = ScreenEdgePanGestureRecognizer()
    /// The interaction driving the pop this gesture started, if UIKit's own pop was used.
    private var interaction: PercentDrivenInteractiveTransition?

    init() {
        recognizer.edges = .left
        recognizer.addTarget(self, action: Selector.method(InteractivePopDriver.handle(_:), name: "handleNavigationTransition:"))
        recognizer.delegate = self
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let navigation else { return false }
        return navigation.viewControllers.count > 1 && navigation.activeCoordinator == nil
    }

    func handle(_ recognizer: ScreenEdgePanGestureRecognizer) {
        guard let navigation else { return }
        let width = Swift.max(navigation.view.bounds.width, 1)
        let progress = Swift.min(1, Swift.max(0, recognizer.translation(in: navigation.view).x / width))
        switch recognizer.state {
        case .began:
            let interaction = PercentDrivenInteractiveTransition()
            navigation.pendingInteractivePop = interaction
            navigation.popViewController(animated: true)
            navigation.pendingInteractivePop = nil
            // The delegate may have supplied its own animator (and interaction): then it drives.
            self.interaction = navigation.activeCoordinator?.interactionController === interaction ? interaction : nil
        case .changed:
            interaction?.update(progress)
        case .ended:
            guard let interaction else { return }
            let settings = DefaultTransitionSettings.of(navigation.view)
            let velocity = recognizer.velocity(in: navigation.view).x
            if Self.finishes(progress: progress, velocity: velocity, settings: settings) {
                interaction.finish()
            } else {
                interaction.cancel()
            }
            self.interaction = nil
        case .cancelled, .failed:
            interaction?.cancel()
            interaction = nil
        case .possible:
            break
        }
    }

    /// The release rule: a throw faster than `popFinishVelocity` decides by its direction;
    /// otherwise the position decides (past `popFinishFraction` of the width finishes).
    static func finishes(progress: Double, velocity: Double, settings: DefaultTransitionSettings) -> Bool {
        if velocity > settings.popFinishVelocity { return true }
        if velocity < -settings.popFinishVelocity { return false }
        return progress > settings.popFinishFraction
    }
}
