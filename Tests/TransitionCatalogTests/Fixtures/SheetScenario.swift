import UIKit

// A catalog entry written exactly in the contract's minimal shape (id, title, operations,
// start) and nothing else, with the app code of a half-height sheet: a `.custom`
// presentation whose presentation controller puts a dimming view behind the sheet, and an
// animator that slides the sheet up (present) or down (dismiss). Kept out of Catalog/.

struct SheetScenario: CatalogEntry {
    let id = "sheet-scenario"
    let title = "Sheet"
    let operations: [TransitionOperation] = [.present, .dismiss]

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let home = SheetHomeViewController()
        window.rootViewController = home
        window.makeKeyAndVisible()
        let sheet = UIViewController()
        sheet.view.backgroundColor = .white
        sheet.view.accessibilityIdentifier = "sheet"
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = home.sheetTransitions
        if operation == .present {
            home.present(sheet, animated: true)
        } else {
            home.present(sheet, animated: false)
            sheet.dismiss(animated: true)
        }
    }
}

final class SheetHomeViewController: UIViewController {
    /// `transitioningDelegate` is weak: the app keeps it.
    let sheetTransitions = SheetTransitions()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBlue
    }
}

final class SheetTransitions: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        SheetPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SheetAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SheetAnimator(presenting: false)
    }
}

final class SheetPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let height = containerView.bounds.height / 2
        return CGRect(x: 0, y: containerView.bounds.height - height, width: containerView.bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.accessibilityIdentifier = "dimming"
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }
}

final class SheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let sheet = transitionContext.viewController(forKey: key) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let shown = presenting ? transitionContext.finalFrame(for: sheet) : transitionContext.initialFrame(for: sheet)
        let hidden = shown.offsetBy(dx: 0, dy: container.bounds.height - shown.minY)
        if presenting {
            sheet.view.frame = hidden
            container.addSubview(sheet.view)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            sheet.view.frame = self.presenting ? shown : hidden
        }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
