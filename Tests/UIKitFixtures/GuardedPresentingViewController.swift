import UIKit

/// A base view controller as many apps have one: it overrides `present` to refuse a second
/// presentation while one is on screen (instead of UIKit's "already presenting" log), and
/// counts what it let through.
class GuardedPresentingViewController: UIViewController {
    private(set) var presentationsAllowed = 0
    private(set) var presentationsRefused = 0

    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil else {
            presentationsRefused += 1
            return
        }
        presentationsAllowed += 1
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }
}

/// A screen of the app, built on the guarded base: it presents with `self.present`, as app
/// code does.
final class FeedViewController: GuardedPresentingViewController {
    func showDetail(animated: Bool) {
        let detail = UIViewController()
        detail.modalPresentationStyle = .fullScreen
        present(detail, animated: animated)
    }
}
