import UIKit

/// Kodeco's 3D flip: the card turns away about y under the container's perspective while a
/// snapshot of the destination turns in and grows to full screen; dismissal reverses it,
/// and a horizontal swipe drives the dismissal percent by percent.
struct FlipEntry: CatalogEntry, SetupCatalogEntry {
    let id = "flip"
    let title = "3D flip"
    let summary = "A card flips in perspective to reveal a full-screen page; swipe right to flip it back."
    let origin = "Kodeco's Custom UIViewController Transitions: FlipPresent/DismissAnimationController (seed 003)"
    let operations: [TransitionOperation] = [.present, .dismiss]
    let interactiveOperations: [TransitionOperation] = [.dismiss]

    static let duration = NumberParameter("duration", "Duration", default: 0.6, range: 0.1...3, step: 0.05, unit: "s")
    static let usesPerspective = ToggleParameter("usesPerspective", "Perspective", default: true,
                                                 help: "off: no m34, and the turn flattens into a horizontal squash")
    static let perspective = NumberParameter("perspective", "Perspective distance", default: 500, range: 100...5000, step: 10,
                                             unit: "pt", help: "the container's sublayerTransform.m34 = −1 / distance")
    static let cornerRadius = NumberParameter("cornerRadius", "Card corner radius", default: 25, range: 0...60, step: 1, unit: "pt")
    static let swipeDistance = NumberParameter("swipeDistance", "Swipe distance for 100 %", default: 200, range: 50...800,
                                               step: 10, unit: "pt")
    static let calculationMode = ChoiceParameter("calculationMode", "Keyframe calculation mode", default: "cubic",
                                                 options: Array(calculationModes.keys).sorted(),
                                                 help: "animateKeyframes(options:); Kodeco uses .calculationModeCubic")

    var parameters: [ParameterSpec] {
        [Self.duration.spec, Self.usesPerspective.spec, Self.perspective.spec, Self.cornerRadius.spec,
         Self.swipeDistance.spec, Self.calculationMode.spec]
    }

    static let calculationModes: [String: UIView.KeyframeAnimationOptions] = [
        "cubic": .calculationModeCubic, "cubicPaced": .calculationModeCubicPaced, "linear": .calculationModeLinear,
        "paced": .calculationModePaced, "discrete": .calculationModeDiscrete,
    ]

    static func calculationMode(_ parameters: ParameterValues) -> UIView.KeyframeAnimationOptions {
        calculationModes[parameters[calculationMode]] ?? .calculationModeCubic
    }

    func makeTransition(_ request: TransitionRequest) -> TransitionSetup {
        let device = request.device, p = request.parameters
        let cards = CardViewController(device: device)
        let reveal = RevealViewController(device: device)
        let delegate = FlipTransitioningDelegate(
            originFrame: cards.originFrame, duration: p[Self.duration],
            cornerRadius: p[Self.cornerRadius], calculationMode: Self.calculationMode(p),
            helper: AnimationHelper(perspectiveDistance: p[Self.perspective], usesPerspective: p[Self.usesPerspective]),
            swipeInteractionController: SwipeInteractionController(distance: p[Self.swipeDistance]))
        if request.operation.isForward {
            let scene = ModalScene(device: device, onScreen: cards)
            return .modal(window: scene.window, containerView: scene.container, from: cards, to: reveal,
                          operation: request.operation, delegate: delegate, interactive: request.interactive)
        }
        let scene = ModalScene(device: device, onScreen: reveal)
        return .modal(window: scene.window, containerView: scene.container, from: reveal, to: cards,
                      operation: request.operation, delegate: delegate, interactive: request.interactive)
    }

    func gestureHint(for operation: TransitionOperation) -> String? { "Swipe right to flip back" }

    /// A swipe right from the left edge past the halfway mark, released there.
    func sampleGesture(for operation: TransitionOperation, device: Device) -> [GestureSample]? {
        guard operation == .dismiss else { return nil }
        let y = device.screenSize.height / 2
        var samples = [GestureSample(t: 0, phase: .began, x: 2, y: y)]
        for step in 1...15 {
            samples.append(GestureSample(t: Double(step) / 60, phase: .changed, x: 2 + Double(step) * 10, y: y))
        }
        samples.append(GestureSample(t: 16.0 / 60, phase: .ended, x: 152, y: y))
        return samples
    }
}

/// What Kodeco's CardViewController does as the presented controller's transitioning
/// delegate: the flip both ways, and the swipe when a gesture drives the dismissal.
final class FlipTransitioningDelegate: UIViewControllerTransitioningDelegate {
    let originFrame: Rect, duration: TimeInterval, cornerRadius: Double, helper: AnimationHelper
    let calculationMode: UIView.KeyframeAnimationOptions
    let swipeInteractionController: SwipeInteractionController

    init(originFrame: Rect, duration: TimeInterval, cornerRadius: Double,
         calculationMode: UIView.KeyframeAnimationOptions = .calculationModeCubic, helper: AnimationHelper,
         swipeInteractionController: SwipeInteractionController) {
        self.originFrame = originFrame
        self.duration = duration
        self.cornerRadius = cornerRadius
        self.calculationMode = calculationMode
        self.helper = helper
        self.swipeInteractionController = swipeInteractionController
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        FlipPresentAnimationController(originFrame: originFrame, duration: duration, cornerRadius: cornerRadius,
                                       calculationMode: calculationMode, helper: helper)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        guard dismissed is RevealViewController else { return nil }
        return FlipDismissAnimationController(destinationFrame: originFrame, duration: duration,
                                              cornerRadius: cornerRadius, calculationMode: calculationMode, helper: helper)
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        animator is FlipDismissAnimationController ? swipeInteractionController : nil
    }
}

/// Kodeco's AnimationHelper (with a switch to see the turn without perspective).
struct AnimationHelper {
    let perspectiveDistance: Double
    var usesPerspective = true

    func yRotation(_ angle: Double) -> CATransform3D {
        CATransform3DMakeRotation(angle, 0, 1, 0)
    }

    func perspectiveTransform(for containerView: UIView) {
        guard usesPerspective else { return }
        var transform = CATransform3DIdentity
        transform.m34 = -1 / perspectiveDistance
        containerView.layer.sublayerTransform = transform
    }
}

/// What both flip directions share: the timing, the card's corners and the perspective.
class FlipAnimationController {
    let duration: TimeInterval, cornerRadius: Double, helper: AnimationHelper
    let calculationMode: UIView.KeyframeAnimationOptions

    init(duration: TimeInterval, cornerRadius: Double, calculationMode: UIView.KeyframeAnimationOptions, helper: AnimationHelper) {
        self.duration = duration
        self.cornerRadius = cornerRadius
        self.calculationMode = calculationMode
        self.helper = helper
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }
}

final class FlipPresentAnimationController: FlipAnimationController, UIViewControllerAnimatedTransitioning {
    let originFrame: Rect

    init(originFrame: Rect, duration: TimeInterval, cornerRadius: Double,
         calculationMode: UIView.KeyframeAnimationOptions = .calculationModeCubic, helper: AnimationHelper) {
        self.originFrame = originFrame
        super.init(duration: duration, cornerRadius: cornerRadius, calculationMode: calculationMode, helper: helper)
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let snapshot = toVC.view.snapshotView(afterScreenUpdates: true)
        else { return }
        let containerView = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toVC)

        snapshot.frame = originFrame
        snapshot.layer.cornerRadius = cornerRadius
        snapshot.layer.masksToBounds = true

        containerView.addSubview(toVC.view)
        containerView.addSubview(snapshot)
        toVC.view.isHidden = true

        helper.perspectiveTransform(for: containerView)
        snapshot.layer.transform = helper.yRotation(.pi / 2)

        let duration = transitionDuration(using: transitionContext)
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: calculationMode, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1.0 / 3) {
                fromVC.view.layer.transform = self.helper.yRotation(-.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 1.0 / 3, relativeDuration: 1.0 / 3) {
                snapshot.layer.transform = self.helper.yRotation(0)
            }
            UIView.addKeyframe(withRelativeStartTime: 2.0 / 3, relativeDuration: 1.0 / 3) {
                snapshot.frame = finalFrame
                snapshot.layer.cornerRadius = 0
            }
        }, completion: { _ in
            toVC.view.isHidden = false
            snapshot.removeFromSuperview()
            fromVC.view.layer.transform = CATransform3DIdentity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class FlipDismissAnimationController: FlipAnimationController, UIViewControllerAnimatedTransitioning {
    let destinationFrame: Rect

    init(destinationFrame: Rect, duration: TimeInterval, cornerRadius: Double,
         calculationMode: UIView.KeyframeAnimationOptions = .calculationModeCubic, helper: AnimationHelper) {
        self.destinationFrame = destinationFrame
        super.init(duration: duration, cornerRadius: cornerRadius, calculationMode: calculationMode, helper: helper)
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let snapshot = fromVC.view.snapshotView(afterScreenUpdates: false)
        else { return }
        snapshot.layer.cornerRadius = cornerRadius
        snapshot.layer.masksToBounds = true

        let containerView = transitionContext.containerView
        containerView.insertSubview(toVC.view, at: 0)
        containerView.addSubview(snapshot)
        fromVC.view.isHidden = true

        helper.perspectiveTransform(for: containerView)
        toVC.view.layer.transform = helper.yRotation(-.pi / 2)

        let duration = transitionDuration(using: transitionContext)
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: calculationMode, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1.0 / 3) {
                snapshot.frame = self.destinationFrame
            }
            UIView.addKeyframe(withRelativeStartTime: 1.0 / 3, relativeDuration: 1.0 / 3) {
                snapshot.layer.transform = self.helper.yRotation(.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 2.0 / 3, relativeDuration: 1.0 / 3) {
                toVC.view.layer.transform = self.helper.yRotation(0)
            }
        }, completion: { _ in
            fromVC.view.isHidden = false
            snapshot.removeFromSuperview()
            if transitionContext.transitionWasCancelled {
                toVC.view.removeFromSuperview()
                // Left at −90° by the cancelled keyframe, the card would be edge-on next time.
                toVC.view.layer.transform = CATransform3DIdentity
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// Kodeco's SwipeInteractionController: an edge swipe drives the dismissal.
final class SwipeInteractionController: UIPercentDrivenInteractiveTransition, PanGestureHandling {
    let distance: Double
    private var shouldCompleteTransition = false

    init(distance: Double) {
        self.distance = distance
        super.init()
    }

    func handlePan(_ gestureRecognizer: UIPanGestureRecognizer) {
        let translation = gestureRecognizer.translation(in: nil)
        let progress = Swift.min(Swift.max(translation.x / distance, 0), 1)
        switch gestureRecognizer.state {
        case .changed:
            shouldCompleteTransition = progress > 0.5
            update(progress)
        case .cancelled:
            cancel()
        case .ended:
            update(progress)
            shouldCompleteTransition = progress > 0.5
            shouldCompleteTransition ? finish() : cancel()
        default:
            break
        }
    }
}
