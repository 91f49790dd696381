import UIKit
import os.log

final class LoggingTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    private let log = OSLog(subsystem: "com.example.app", category: "transitions")

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        os_log("present %{public}@", log: log, type: .debug, String(describing: type(of: presented)))
        return FadeAnimator(presenting: true)
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        return CardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
