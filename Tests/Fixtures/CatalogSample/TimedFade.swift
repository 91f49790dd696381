import Foundation
import UIKit

/// Fixture for scripts/check-catalog-registry.sh, which copies it into Catalog/ for one build:
/// a one-file entry written as app code is, compiled from a rewritten copy as a folder entry's
/// files are. The fade waits with `asyncAfter`, then animates for what is left of the
/// transition's duration by the clock (`Date()`): on the run's clock that is exactly 0.3 s, so
/// the fade ends at 0.5 s, half done at 0.35 s, on every run. It also uses what only the copy
/// compiles: `#if os(iOS)`, `#if targetEnvironment(simulator)`, an `@objc protocol` with an
/// optional method called as `observer?.fadeDidFinish?()`, and protocol types without `any`
/// in Swift 5 mode. The scenario is a class holding its transitioning delegate.

@objc protocol TimedFadeObserver {
    @objc optional func timedFadeDidFinish(after seconds: TimeInterval)
}

final class TimedFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let shared = TimedFadeAnimator()
    #if os(iOS)
        static let wait: TimeInterval = 0.2
    #else
        static let wait: TimeInterval = 0.4
    #endif
    #if targetEnvironment(simulator)
        static let total: TimeInterval = 2
    #else
        static let total: TimeInterval = 0.5
    #endif
    weak var observer: TimedFadeObserver?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.total
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        let start = Date()
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.wait) {
            let left = Self.total - Date().timeIntervalSince(start)
            UIView.animate(withDuration: left, animations: {
                toView.alpha = 1
            }, completion: { finished in
                transitionContext.completeTransition(finished)
                self.observer?.timedFadeDidFinish?(after: Date().timeIntervalSince(start))
            })
        }
    }
}

final class TimedFadeTransitions: NSObject, UIViewControllerTransitioningDelegate, TimedFadeObserver {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        TimedFadeAnimator.shared.observer = self
        return TimedFadeAnimator.shared
    }
}

final class TimedFadeEntry: CatalogEntry {
    let id = "timed-fade-fixture"
    let title = "Timed fade (fixture)"
    let summary = "Added by the registry check; never committed to Catalog/."
    let origin = "scripts/check-catalog-registry.sh"
    let operations: [TransitionOperation] = [.present]
    let transitions = TimedFadeTransitions()

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let root = UIViewController()
        root.view.backgroundColor = .white
        window.rootViewController = root
        window.makeKeyAndVisible()
        let detail = UIViewController()
        detail.view.backgroundColor = .systemBlue
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = transitions
        root.present(detail, animated: true)
    }
}
