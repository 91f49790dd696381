import UIKit

/// The circular "bubble" reveal: tapping the round button grows a circle from the button until
/// the next screen covers the display, and closing it shrinks the circle back into the button.
/// Written below UIView, as apps write it: the presented view's `layer.mask` is a
/// `CAShapeLayer` whose circular `path` a `CABasicAnimation(keyPath: "path")` animates; the
/// presentation completes from the animation's `CAAnimationDelegate`, the dismissal from a
/// `CATransaction` completion block.
struct CircularRevealEntry: CatalogEntry {
    let id = "circular-reveal"
    let title = "Circular reveal"
    let summary = "A round button's bubble grows into the next screen through an animated mask, and shrinks back."
    let origin = "The bubble reveal as apps write it: a CAShapeLayer mask's path animated with CABasicAnimation"
    let operations: [TransitionOperation] = [.present, .dismiss]

    static let duration = NumberParameter("duration", "Duration", default: 0.5, range: 0.1...3, step: 0.05, unit: "s",
                                          help: "CABasicAnimation.duration of the mask's path")
    static let buttonSize = NumberParameter("buttonSize", "Button size", default: 64, range: 32...120, step: 2, unit: "pt",
                                            help: "The round button's diameter: the circle the reveal starts from")
    var parameters: [ParameterSpec] { [Self.duration.spec, Self.buttonSize.spec] }

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let home = RevealHomeViewController(duration: parameters[Self.duration], buttonSize: parameters[Self.buttonSize],
                                            screen: window.bounds, insets: window.safeAreaInsets)
        window.rootViewController = home
        window.makeKeyAndVisible()
        let next = home.makeNextScreen()
        if operation == .present {
            home.present(next, animated: true)
        } else {
            home.present(next, animated: false)
            next.dismiss(animated: true)
        }
    }
}

/// The first screen: a list-like page with the round button in the bottom-right corner. It is
/// the presented screen's transitioning delegate (UIKit holds that weakly).
final class RevealHomeViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let duration: TimeInterval
    let buttonSize: CGFloat
    let screen: CGRect
    let insets: UIEdgeInsets
    let button = UIButton(type: .custom)

    init(duration: TimeInterval, buttonSize: CGFloat, screen: CGRect, insets: UIEdgeInsets) {
        self.duration = duration
        self.buttonSize = buttonSize
        self.screen = screen
        self.insets = insets
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        let root = UIView(frame: screen)
        root.backgroundColor = .white
        for row in 0..<6 {
            let cell = UIView(frame: CGRect(x: 20, y: insets.top + 24 + CGFloat(row) * 84, width: screen.width - 40, height: 68))
            cell.backgroundColor = UIColor(white: 0.93, alpha: 1)
            cell.layer.cornerRadius = 12
            cell.accessibilityIdentifier = "row\(row)"
            root.addSubview(cell)
        }
        button.frame = CGRect(x: screen.width - buttonSize - 24, y: screen.height - insets.bottom - buttonSize - 24,
                              width: buttonSize, height: buttonSize)
        button.backgroundColor = .systemPink
        button.layer.cornerRadius = buttonSize / 2
        button.layer.shadowOpacity = 0.3
        button.layer.shadowRadius = 6
        button.layer.shadowOffset = CGSize(width: 0, height: 3)
        button.setTitle("+", for: .normal)
        button.accessibilityIdentifier = "revealButton"
        root.addSubview(button)
        view = root
    }

    func makeNextScreen() -> UIViewController {
        let next = RevealNextViewController(screen: screen, insets: insets)
        next.modalPresentationStyle = .custom
        next.transitioningDelegate = self
        return next
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CircularRevealAnimator(duration: duration, origin: button.frame, presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CircularRevealAnimator(duration: duration, origin: button.frame, presenting: false)
    }
}

/// The next screen: pink like the button, with a header and a card.
final class RevealNextViewController: UIViewController {
    let screen: CGRect
    let insets: UIEdgeInsets

    init(screen: CGRect, insets: UIEdgeInsets) {
        self.screen = screen
        self.insets = insets
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        let root = UIView(frame: screen)
        root.backgroundColor = .systemPink
        let card = UIView(frame: CGRect(x: 20, y: insets.top + 80, width: screen.width - 40, height: 160))
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        card.accessibilityIdentifier = "composeCard"
        root.addSubview(card)
        view = root
    }
}

/// Grows (presenting) or shrinks (dismissing) a circular mask between the button's frame and
/// a circle around the button that covers the whole container.
final class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    let duration: TimeInterval
    let origin: CGRect
    let presenting: Bool
    /// Weak, as the tutorials that popularised this transition keep it: UIKit holds the
    /// context until the transition completes, and the animation (which holds its delegate,
    /// this animator, strongly) must not keep it alive after that.
    private weak var context: (any UIViewControllerContextTransitioning)?

    init(duration: TimeInterval, origin: CGRect, presenting: Bool) {
        self.duration = duration
        self.origin = origin
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    /// The circle at the button, and the circle around the same centre that reaches the
    /// container's farthest corner: both ovals, so their paths have the same elements and
    /// Core Animation interpolates them point by point.
    func circles(in bounds: CGRect) -> (small: CGPath, large: CGPath) {
        let center = CGPoint(x: origin.midX, y: origin.midY)
        let dx = max(center.x - bounds.minX, bounds.maxX - center.x)
        let dy = max(center.y - bounds.minY, bounds.maxY - center.y)
        let radius = (dx * dx + dy * dy).squareRoot()
        let large = CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2)
        return (UIBezierPath(ovalIn: origin).cgPath, UIBezierPath(ovalIn: large).cgPath)
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let circles = circles(in: container.bounds)
        let mask = CAShapeLayer()
        let animation = CABasicAnimation(keyPath: "path")
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        if presenting {
            guard let toVC = transitionContext.viewController(forKey: .to), let toView = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            toView.frame = transitionContext.finalFrame(for: toVC)
            container.addSubview(toView)
            // The model value is where the animation ends; the mask stays (it covers the screen).
            mask.path = circles.large
            toView.layer.mask = mask
            animation.fromValue = circles.small
            animation.toValue = circles.large
            context = transitionContext
            animation.delegate = self
            mask.add(animation, forKey: "reveal")
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(false)
                return
            }
            CATransaction.begin()
            CATransaction.setCompletionBlock {
                fromView.removeFromSuperview()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            mask.path = circles.small
            fromView.layer.mask = mask
            animation.fromValue = circles.large
            animation.toValue = circles.small
            mask.add(animation, forKey: "reveal")
            CATransaction.commit()
        }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        context?.completeTransition(!(context?.transitionWasCancelled ?? false))
        context = nil
    }
}
