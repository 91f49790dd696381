import TransitionKit

/// The one hand-built scene: two plain screens on a 375×812 window (iPhone X's points), the
/// second shown the way an app shows it — pushed onto a navigation controller whose bar is
/// hidden, or presented full screen — with the animator and interaction controller the given
/// ones. The benchmark (`BenchmarkScene`) and the engine's tests start from it, so they go
/// through the one front door every catalog entry uses (`TransitionRun(window:start:)`);
/// catalog entries are apps and build their own screens.
public enum TwoScreenScene {
    /// Starts the run (it is `.ready`: `runToCompletion()`, `start()` or a first `began`
    /// sample begins it). The first screen is white, the second blue; `fill` adds to them
    /// before the transition starts. `operation` is `.push` or `.present`. The scene always
    /// starts exactly one transition, so a failure to start is a bug here, not an input error.
    public static func start(
        _ operation: TransitionOperation = .push,
        animator: any ViewControllerAnimatedTransitioning,
        interaction: (any ViewControllerInteractiveTransitioning)? = nil,
        fill: (_ from: ViewController, _ to: ViewController) -> Void = { _, _ in }
    ) -> TransitionRun {
        precondition(operation == .push || operation == .present, "the two-screen scene pushes or presents")
        let delegate = Delegate(animator: animator, interaction: interaction)
        let started = Result { () throws(TransitionStartError) in
            try TransitionRun(window: Window(frame: Device.iPhoneX.bounds)) { window in
                let from = ViewController()
                let to = ViewController()
                from.view.backgroundColor = .white
                to.view.backgroundColor = .systemBlue
                fill(from, to)
                if operation == .push {
                    let navigation = NavigationController(rootViewController: from)
                    navigation.isNavigationBarHidden = true
                    navigation.delegate = delegate
                    window.rootViewController = navigation
                    window.makeKeyAndVisible()
                    navigation.pushViewController(to, animated: true)
                } else {
                    window.rootViewController = from
                    window.makeKeyAndVisible()
                    to.modalPresentationStyle = .fullScreen
                    to.transitioningDelegate = delegate
                    from.present(to, animated: true)
                }
            }
        }
        guard case .success(let run) = started else {
            preconditionFailure("the two-screen scene starts exactly one transition: \(started)")
        }
        // UIKit holds delegates weakly; the run keeps this one as an app's screen would.
        run.scenario = delegate
        return run
    }

    /// Gives the scene's animator and interaction controller, as an app's delegate does.
    final class Delegate: NavigationControllerDelegate, ViewControllerTransitioningDelegate {
        let animator: any ViewControllerAnimatedTransitioning
        let interaction: (any ViewControllerInteractiveTransitioning)?

        init(animator: any ViewControllerAnimatedTransitioning, interaction: (any ViewControllerInteractiveTransitioning)?) {
            self.animator = animator
            self.interaction = interaction
        }

        func navigationController(
            _ navigationController: NavigationController,
            animationControllerFor operation: NavigationOperation,
            from fromVC: ViewController, to toVC: ViewController
        )
            -> (any ViewControllerAnimatedTransitioning)?
        { animator }

        func navigationController(
            _ navigationController: NavigationController,
            interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
        )
            -> (any ViewControllerInteractiveTransitioning)?
        { interaction }

        func animationController(
            forPresented presented: ViewController, presenting: ViewController,
            source: ViewController
        ) -> (any ViewControllerAnimatedTransitioning)? { animator }

        func interactionControllerForPresentation(
            using animator: any ViewControllerAnimatedTransitioning
        )
            -> (any ViewControllerInteractiveTransitioning)?
        { interaction }
    }
}
