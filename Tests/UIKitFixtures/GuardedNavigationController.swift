import UIKit

/// A navigation controller as apps subclass it: a second push while one is animating (a
/// double tap on a row) is dropped instead of reaching UIKit, and pops are counted.
class GuardedNavigationController: UINavigationController {
    private(set) var pushesAllowed = 0
    private(set) var pushesDropped = 0
    private(set) var pops = 0

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if transitionCoordinator != nil {
            pushesDropped += 1
            return
        }
        pushesAllowed += 1
        super.pushViewController(viewController, animated: animated)
    }

    override func popViewController(animated: Bool) -> UIViewController? {
        pops += 1
        return super.popViewController(animated: animated)
    }
}

/// A presented screen that tells its owner when it goes away, overriding `dismiss` as apps do
/// to clean up before UIKit's dismissal.
final class ClosingSheetViewController: UIViewController {
    var onClose: (() -> Void)?

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        onClose?()
        super.dismiss(animated: flag, completion: completion)
    }
}
