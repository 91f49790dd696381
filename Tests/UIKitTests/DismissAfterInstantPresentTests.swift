import Testing
import TransitionKit
import UIKit
import _Testing_CoreGraphics
import _Testing_UIKit

/// A bottom card's presentation controller and slide animator, as card libraries write them
/// (the corpus's BottomCard): the card's frame comes from `frameOfPresentedViewInContainerView`,
/// laid out in `containerViewWillLayoutSubviews`; the animator slides it from and to below the
/// screen, reading the card's frame from the context.
final class SlideCardPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let preferred = presentedViewController.preferredContentSize.height
        let height = preferred > 0 ? preferred : container.bounds.height / 2
        return CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        guard container === presentedViewController else { return }
        UIView.animate(withDuration: 0.25) {
            self.presentedView?.frame = self.frameOfPresentedViewInContainerView
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

final class SlideCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let shown = transitionContext.finalFrame(for: controller) == .zero
            ? transitionContext.initialFrame(for: controller) : transitionContext.finalFrame(for: controller)
        var hidden = shown
        hidden.origin.y = container.bounds.maxY
        if presenting {
            container.addSubview(controller.view)
            controller.view.frame = hidden
        }
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear], animations: {
            controller.view.frame = self.presenting ? shown : hidden
        }, completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            if !self.presenting && completed { controller.view.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        })
    }
}

/// Knows its height: 300 points, set when its view loads.
final class SlideCardContentViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "card"
        preferredContentSize = CGSize(width: 0, height: 300)
    }
}

final class SlideCardTransitions: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        SlideCardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideCardAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideCardAnimator(presenting: false)
    }
}

/// The corpus's BottomCard: the content asks for its height in `viewDidLoad`, which runs while
/// a non-animated presentation loads the view, and the presentation controller animates the
/// card to it. A non-animated transition runs with animations disabled, so the card is in
/// place at once and the animated dismissal starts from it (not from the view's first,
/// full-screen frame, as when that 0.25 s animation played during the dismissal).
@Suite("Dismissing a card presented without animation")
struct DismissAfterInstantPresentTests {
    @Test("the card presented with animated: false sits where its presentation controller puts it, and its animated dismissal slides it down")
    func slidesDown() throws {
        let transitions = SlideCardTransitions()
        var card: UIViewController?
        let run = try TransitionRun(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))) { window in
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let content = SlideCardContentViewController()
            content.modalPresentationStyle = .custom
            content.transitioningDelegate = transitions
            root.present(content, animated: false)
            card = content
            content.dismiss(animated: true)
        }
        run.runToCompletion()
        _ = try #require(card)
        let start = try #require(run.frame(at: 0).layer(role: "card"))
        let middle = try #require(run.frame(at: 0.2).layer(role: "card"))
        #expect(abs(start.quad.topLeft.y - (812 - 300)) < 0.5, "the card's frame from its presentation controller")
        #expect(abs(middle.quad.topLeft.y - (812 - 150)) < 0.5, "halfway down at half the duration")
    }
}
