import UIKit

/// The Photos-app zoom: a grid cell zooms to the full-screen photo on a spring, zooms back
/// on easeInOut, and a pull-down on the photo dismisses it interactively — the photo follows
/// the finger and shrinks, the background fades, and the release finishes or cancels.
struct ZoomEntry: CatalogEntry, SetupCatalogEntry {
    let id = "zoom"
    let title = "Photos zoom"
    let summary = "A grid cell zooms to the full-screen photo on a spring; pull the photo down to dismiss."
    let origin = "FluidPhoto's ZoomAnimator and ZoomDismissalInteractionController (seeds 000, 002)"
    let operations: [TransitionOperation] = [.present, .dismiss]
    let interactiveOperations: [TransitionOperation] = [.dismiss]

    static let duration = NumberParameter("duration", "Zoom-in duration", default: 0.5, range: 0.1...3, step: 0.05, unit: "s",
                                          help: "UIView.animate(withDuration:) of the zoom in")
    static let damping = NumberParameter("damping", "Spring damping ratio", default: 0.8, range: 0.05...1, step: 0.01,
                                         help: "usingSpringWithDamping: of the zoom in (UIKit never overdamps)")
    static let velocity = NumberParameter("velocity", "Initial spring velocity", default: 0, range: -10...10, step: 0.1,
                                          help: "initialSpringVelocity: in distances per second")
    static let dismissDuration = NumberParameter("dismissDuration", "Zoom-out duration", default: 0.25, range: 0.05...3,
                                                 step: 0.05, unit: "s", help: "the zoom out and the interactive finish")
    var parameters: [ParameterSpec] { [Self.duration, Self.damping, Self.velocity, Self.dismissDuration].map(\.spec) }

    func makeTransition(_ request: TransitionRequest) -> TransitionSetup {
        let device = request.device
        let grid = PhotoGridViewController(device: device)
        let detail = PhotoDetailViewController(device: device, image: PhotoLibrary.photo(grid.selectedIndex))
        let transitionController = ZoomTransitionController(animator: ZoomAnimator(
            zoomInDuration: request.parameters[Self.duration],
            dampingRatio: request.parameters[Self.damping],
            velocity: request.parameters[Self.velocity],
            zoomOutDuration: request.parameters[Self.dismissDuration]))
        // As FluidPhoto's prepare(for:sender:) does: the grid is where the zoom starts.
        transitionController.fromDelegate = grid
        transitionController.toDelegate = detail
        transitionController.isInteractive = request.interactive
        let tabs = ["Library", "For You", "Albums", "Search"]
        if request.operation.isForward {
            let scene = NavigationScene(device: device, stack: [grid], title: "Library", tabs: tabs)
            return .modal(window: scene.window, containerView: scene.container, from: grid, to: detail,
                          operation: request.operation, delegate: transitionController, interactive: request.interactive)
        }
        let scene = NavigationScene(device: device, stack: [grid, detail], title: "Today", tabs: tabs, backTitle: "Library")
        // After the zoom in the tab bar was faded out; the zoom out fades it back.
        scene.tabBarController?.tabBar.alpha = 0
        return .modal(window: scene.window, containerView: scene.container, from: detail, to: grid,
                      operation: request.operation, delegate: transitionController, interactive: request.interactive)
    }

    func gestureHint(for operation: TransitionOperation) -> String? { "Drag the photo down to dismiss" }

    /// A steady pull down the middle of the photo, released while still moving down.
    func sampleGesture(for operation: TransitionOperation, device: Device) -> [GestureSample]? {
        guard operation == .dismiss else { return nil }
        let x = device.screenSize.width / 2, y = device.screenSize.height / 2
        var samples = [GestureSample(t: 0, phase: .began, x: x, y: y)]
        for step in 1...12 {
            samples.append(GestureSample(t: Double(step) / 60, phase: .changed, x: x + Double(step), y: y + Double(step) * 18))
        }
        samples.append(GestureSample(t: 13.0 / 60, phase: .ended, x: x + 12, y: y + 12 * 18 + 6))
        return samples
    }
}

/// What each side tells the zoom animator (FluidPhoto's `ZoomAnimatorDelegate`).
protocol ZoomAnimatorDelegate: AnyObject {
    func referenceImageView(for zoomAnimator: ZoomAnimator) -> UIImageView?
    func referenceImageViewFrameInTransitioningView(for zoomAnimator: ZoomAnimator) -> Rect?
}

extension PhotoGridViewController: ZoomAnimatorDelegate {
    func referenceImageView(for zoomAnimator: ZoomAnimator) -> UIImageView? { referenceImageView }
    func referenceImageViewFrameInTransitioningView(for zoomAnimator: ZoomAnimator) -> Rect? { referenceImageViewFrame }
}

extension PhotoDetailViewController: ZoomAnimatorDelegate {
    func referenceImageView(for zoomAnimator: ZoomAnimator) -> UIImageView? { referenceImageView }
    func referenceImageViewFrameInTransitioningView(for zoomAnimator: ZoomAnimator) -> Rect? { referenceImageViewFrame }
}

/// FluidPhoto's ZoomTransitionController: hands out the zoom animator with its two sides, and
/// the dismissal interaction when a pan started the dismissal.
final class ZoomTransitionController: UIViewControllerTransitioningDelegate, UINavigationControllerDelegate {
    let animator: ZoomAnimator
    let interactionController: ZoomDismissalInteractionController
    var isInteractive = false
    weak var fromDelegate: (any ZoomAnimatorDelegate)?
    weak var toDelegate: (any ZoomAnimatorDelegate)?

    init(animator: ZoomAnimator) {
        self.animator = animator
        interactionController = ZoomDismissalInteractionController(animator: animator)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator.isPresenting = true
        animator.fromDelegate = fromDelegate
        animator.toDelegate = toDelegate
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator.isPresenting = false
        animator.fromDelegate = toDelegate
        animator.toDelegate = fromDelegate
        return animator
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        isInteractive ? interactionController : nil
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: NavigationOperation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .push
            ? animationController(forPresented: toVC, presenting: fromVC, source: fromVC)
            : animationController(forDismissed: fromVC)
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        interactionControllerForDismissal(using: animationController)
    }
}

final class ZoomAnimator: UIViewControllerAnimatedTransitioning {
    weak var fromDelegate: (any ZoomAnimatorDelegate)?
    weak var toDelegate: (any ZoomAnimatorDelegate)?
    var transitionImageView: UIImageView?
    var isPresenting = true

    let zoomInDuration: TimeInterval
    let dampingRatio: Double
    let velocity: Double
    let zoomOutDuration: TimeInterval

    init(zoomInDuration: TimeInterval, dampingRatio: Double, velocity: Double, zoomOutDuration: TimeInterval) {
        self.zoomInDuration = zoomInDuration
        self.dampingRatio = dampingRatio
        self.velocity = velocity
        self.zoomOutDuration = zoomOutDuration
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        isPresenting ? zoomInDuration : zoomOutDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if isPresenting {
            animateZoomInTransition(using: transitionContext)
        } else {
            animateZoomOutTransition(using: transitionContext)
        }
    }

    /// The image's frame when aspect-fit into the destination view.
    func calculateZoomInImageFrame(image: UIImage, forView view: UIView) -> Rect {
        view.frame.aspectFit(image.size)
    }

    func makeTransitionImageView(image: UIImage, frame: Rect, in containerView: UIView) -> UIImageView {
        let imageView = UIImageView(image: image)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.frame = frame
        imageView.role = "transitionImage"
        containerView.addSubview(imageView)
        return imageView
    }

    private func animateZoomInTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let toVC = transitionContext.viewController(forKey: .to),
              let fromVC = transitionContext.viewController(forKey: .from),
              let fromReferenceImageView = fromDelegate?.referenceImageView(for: self),
              let toReferenceImageView = toDelegate?.referenceImageView(for: self),
              let fromReferenceImageViewFrame = fromDelegate?.referenceImageViewFrameInTransitioningView(for: self),
              let referenceImage = fromReferenceImageView.image
        else {
            transitionContext.completeTransition(false)
            return
        }
        toVC.view.alpha = 0
        toReferenceImageView.isHidden = true
        containerView.addSubview(toVC.view)
        let transitionImageView = makeTransitionImageView(image: referenceImage, frame: fromReferenceImageViewFrame,
                                                          in: containerView)
        self.transitionImageView = transitionImageView
        fromReferenceImageView.isHidden = true
        let finalTransitionSize = calculateZoomInImageFrame(image: referenceImage, forView: toVC.view)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       usingSpringWithDamping: dampingRatio, initialSpringVelocity: velocity,
                       options: [.transitionCrossDissolve], animations: {
                           transitionImageView.frame = finalTransitionSize
                           toVC.view.alpha = 1
                           fromVC.tabBarController?.tabBar.alpha = 0
                       }, completion: { _ in
                           transitionImageView.removeFromSuperview()
                           toReferenceImageView.isHidden = false
                           fromReferenceImageView.isHidden = false
                           self.transitionImageView = nil
                           transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                       })
    }

    private func animateZoomOutTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let toVC = transitionContext.viewController(forKey: .to),
              let fromVC = transitionContext.viewController(forKey: .from),
              let fromReferenceImageView = fromDelegate?.referenceImageView(for: self),
              let toReferenceImageView = toDelegate?.referenceImageView(for: self),
              let fromReferenceImageViewFrame = fromDelegate?.referenceImageViewFrameInTransitioningView(for: self),
              let toReferenceImageViewFrame = toDelegate?.referenceImageViewFrameInTransitioningView(for: self),
              let referenceImage = fromReferenceImageView.image
        else {
            transitionContext.completeTransition(false)
            return
        }
        toReferenceImageView.isHidden = true
        let transitionImageView = makeTransitionImageView(image: referenceImage, frame: fromReferenceImageViewFrame,
                                                          in: containerView)
        self.transitionImageView = transitionImageView
        containerView.insertSubview(toVC.view, belowSubview: fromVC.view)
        fromReferenceImageView.isHidden = true

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [], animations: {
            fromVC.view.alpha = 0
            transitionImageView.frame = toReferenceImageViewFrame
            toVC.tabBarController?.tabBar.alpha = 1
        }, completion: { _ in
            transitionImageView.removeFromSuperview()
            toReferenceImageView.isHidden = false
            fromReferenceImageView.isHidden = false
            self.transitionImageView = nil
            fromVC.view.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The pull-down dismissal. It moves the views itself on every pan sample (no percent-driven
/// scrubbing), then on release runs its own finish or cancel animation.
final class ZoomDismissalInteractionController: UIViewControllerInteractiveTransitioning, PanGestureHandling {
    unowned let animator: ZoomAnimator
    var transitionContext: (any UIViewControllerContextTransitioning)?
    var fromReferenceImageViewFrame = Rect.zero
    var toReferenceImageViewFrame = Rect.zero

    init(animator: ZoomAnimator) {
        self.animator = animator
    }

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let fromReferenceImageViewFrame = animator.fromDelegate?.referenceImageViewFrameInTransitioningView(for: animator),
              let toReferenceImageViewFrame = animator.toDelegate?.referenceImageViewFrameInTransitioningView(for: animator),
              let fromReferenceImageView = animator.fromDelegate?.referenceImageView(for: animator),
              let toReferenceImageView = animator.toDelegate?.referenceImageView(for: animator),
              let referenceImage = fromReferenceImageView.image
        else { return }
        self.fromReferenceImageViewFrame = fromReferenceImageViewFrame
        self.toReferenceImageViewFrame = toReferenceImageViewFrame
        containerView.insertSubview(toVC.view, belowSubview: fromVC.view)
        if animator.transitionImageView == nil {
            animator.transitionImageView = animator.makeTransitionImageView(
                image: referenceImage, frame: fromReferenceImageViewFrame, in: containerView)
        }
        fromReferenceImageView.isHidden = true
        toReferenceImageView.isHidden = true
    }

    /// FluidPhoto's `backgroundAlphaFor(view:withPanningVerticalDelta:)`: gone after a quarter
    /// of the view's height.
    static func backgroundAlpha(viewHeight: Double, verticalDelta: Double) -> Double {
        1 - Swift.min(abs(verticalDelta) / (viewHeight / 4), 1)
    }

    /// FluidPhoto's `scaleFor(view:withPanningVerticalDelta:)`: half size after half the height.
    static func scale(viewHeight: Double, verticalDelta: Double) -> Double {
        1 - 0.5 * Swift.min(abs(verticalDelta) / (viewHeight / 2), 1)
    }

    func handlePan(_ gestureRecognizer: UIPanGestureRecognizer) {
        guard let transitionContext, let transitionImageView = animator.transitionImageView,
              let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let fromReferenceImageView = animator.fromDelegate?.referenceImageView(for: animator),
              let toReferenceImageView = animator.toDelegate?.referenceImageView(for: animator)
        else { return }
        let anchorPoint = Point(x: fromReferenceImageViewFrame.midX, y: fromReferenceImageViewFrame.midY)
        let translatedPoint = gestureRecognizer.translation(in: fromReferenceImageView)
        let verticalDelta = translatedPoint.y < 0 ? 0 : translatedPoint.y
        let backgroundAlpha = Self.backgroundAlpha(viewHeight: fromVC.view.bounds.height, verticalDelta: verticalDelta)
        let scale = Self.scale(viewHeight: fromVC.view.bounds.height, verticalDelta: verticalDelta)

        fromVC.view.alpha = backgroundAlpha
        transitionImageView.transform = CGAffineTransform(scaleX: scale, y: scale)
        let newCenter = Point(x: anchorPoint.x + translatedPoint.x,
                              y: anchorPoint.y + translatedPoint.y - transitionImageView.frame.height * (1 - scale) / 2)
        transitionImageView.center = newCenter
        toVC.tabBarController?.tabBar.alpha = 1 - backgroundAlpha
        transitionContext.updateInteractiveTransition(1 - scale)

        guard gestureRecognizer.state == .ended || gestureRecognizer.state == .cancelled else { return }
        let velocity = gestureRecognizer.velocity(in: fromVC.view)
        if gestureRecognizer.state == .cancelled || velocity.y < 0 || newCenter.y < anchorPoint.y {
            // Taken back up (or the system cancelled the touch): spring back to the photo.
            transitionContext.cancelInteractiveTransition()
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0,
                           options: [], animations: {
                               transitionImageView.frame = self.fromReferenceImageViewFrame
                               fromVC.view.alpha = 1
                               toVC.tabBarController?.tabBar.alpha = 0
                           }, completion: { _ in
                               toReferenceImageView.isHidden = false
                               fromReferenceImageView.isHidden = false
                               transitionImageView.removeFromSuperview()
                               self.animator.transitionImageView = nil
                               transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                           })
            return
        }
        transitionContext.finishInteractiveTransition()
        UIView.animate(withDuration: animator.zoomOutDuration, delay: 0, options: [], animations: {
            fromVC.view.alpha = 0
            transitionImageView.frame = self.toReferenceImageViewFrame
            toVC.tabBarController?.tabBar.alpha = 1
        }, completion: { _ in
            transitionImageView.removeFromSuperview()
            toReferenceImageView.isHidden = false
            fromReferenceImageView.isHidden = false
            self.animator.transitionImageView = nil
            fromVC.view.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
