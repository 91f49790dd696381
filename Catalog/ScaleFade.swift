import UIKit

/// The Flower app's landing → list push: the landing page grows to 1.5× while the list fades
/// in above it; and the pop back: the landing page settles from 1.2× as it fades in, while
/// the list dims to half. With Reduce Motion on, both only fade.
struct ScaleFadeEntry: CatalogEntry {
    let id = "scale-fade"
    let title = "Scale and fade"
    let summary = "Flower app push: the page grows as the next one fades in; pop: it settles back."
    let origin = "FlowerCollector's FlowerCollectionViewPushAnimator / PopAnimator (seed 004)"
    let operations: [TransitionOperation] = [.push, .pop]

    static let duration = NumberParameter("duration", "Duration", default: 0.4, range: 0.05...3, step: 0.05, unit: "s")
    static let pushScale = NumberParameter("pushScale", "Push: from-view scale", default: 1.5, range: 0.5...3, step: 0.05, unit: "×")
    static let popScale = NumberParameter("popScale", "Pop: to-view starting scale", default: 1.2, range: 0.5...3, step: 0.05, unit: "×")
    static let popDim = NumberParameter("popDim", "Pop: from-view alpha", default: 0.5, range: 0...1, step: 0.05)
    var parameters: [ParameterSpec] { [Self.duration, Self.pushScale, Self.popScale, Self.popDim].map(\.spec) }

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters p: ParameterValues) {
        let (main, navigation) = FlowerApp.launch(in: window)
        main.transitions.pushAnimator = FlowerPushAnimator(duration: p[Self.duration], scale: p[Self.pushScale])
        main.transitions.popAnimator = FlowerPopAnimator(duration: p[Self.duration], scale: p[Self.popScale], dim: p[Self.popDim])

        let list = FlowerListViewController(device: Device(window: window))
        if operation == .push {
            navigation.pushViewController(list, animated: true)
        } else {
            navigation.pushViewController(list, animated: false)
            navigation.popViewController(animated: true)
        }
    }
}

final class FlowerPushAnimator: UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval, scale: Double

    init(duration: TimeInterval, scale: Double) {
        self.duration = duration
        self.scale = scale
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        transitionContext.containerView.insertSubview(toViewController.view, aboveSubview: fromViewController.view)
        toViewController.view.alpha = 0
        // With Reduce Motion on, the page fades without growing, as Apple's guidelines ask.
        let scale = UIAccessibility.isReduceMotionEnabled ? 1 : self.scale
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromViewController.view.transform = CGAffineTransform(scaleX: scale, y: scale)
            toViewController.view.alpha = 1
        }) { _ in
            fromViewController.view.transform = CGAffineTransform(scaleX: 1, y: 1)
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

final class FlowerPopAnimator: UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval, scale: Double, dim: Double

    init(duration: TimeInterval, scale: Double, dim: Double) {
        self.duration = duration
        self.scale = scale
        self.dim = dim
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        transitionContext.containerView.insertSubview(toViewController.view, aboveSubview: fromViewController.view)
        // With Reduce Motion on, the page fades in without settling from a larger size.
        let scale = UIAccessibility.isReduceMotionEnabled ? 1 : self.scale
        toViewController.view.transform = CGAffineTransform(scaleX: scale, y: scale)
        toViewController.view.alpha = 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toViewController.view.transform = .identity
            toViewController.view.alpha = 1
            fromViewController.view.alpha = self.dim
        }) { _ in
            fromViewController.view.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
