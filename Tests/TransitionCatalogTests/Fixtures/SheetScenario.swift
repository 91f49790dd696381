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

// The contract's minimal shape again, for a navigation push whose delegate (kept by the root
// view controller) returns the animator; the app never calls makeKeyAndVisible().
struct SlideScenario: CatalogEntry {
    let id = "slide-scenario"
    let title = "Slide"
    let operations: [TransitionOperation] = [.push, .pop]

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let list = SlideListViewController()
        let navigation = UINavigationController(rootViewController: list)
        navigation.delegate = list
        window.rootViewController = navigation
        let detail = UIViewController()
        detail.view.backgroundColor = .systemBlue
        detail.view.accessibilityIdentifier = "detail"
        if operation == .push {
            navigation.pushViewController(detail, animated: true)
        } else {
            navigation.pushViewController(detail, animated: false)
            navigation.popViewController(animated: true)
        }
    }
}

final class SlideListViewController: UIViewController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SlideAnimator(operation: operation)
    }
}

/// The new screen slides in from the right over the old one (push); the old one slides out
/// to the right (pop).
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let final = transitionContext.finalFrame(for: toVC)
        let width = container.bounds.width
        if operation == .push {
            toView.frame = final.offsetBy(dx: width, dy: 0)
            container.addSubview(toView)
        } else {
            toView.frame = final
            container.insertSubview(toView, belowSubview: fromView)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            if self.operation == .push {
                toView.frame = final
            } else {
                fromView.frame = fromView.frame.offsetBy(dx: width, dy: 0)
            }
        }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
