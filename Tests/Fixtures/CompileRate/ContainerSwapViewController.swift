import UIKit

class ContainerSwapViewController: UIViewController {
    private var current: UIViewController?

    func show(_ child: UIViewController, animated: Bool = true) {
        guard let old = current else {
            addChild(child)
            child.view.frame = view.bounds
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(child.view)
            child.didMove(toParent: self)
            current = child
            return
        }
        old.willMove(toParent: nil)
        addChild(child)
        child.view.frame = view.bounds
        transition(from: old, to: child, duration: animated ? 0.3 : 0, options: [.transitionCrossDissolve], animations: nil) { _ in
            old.removeFromParent()
            child.didMove(toParent: self)
            self.current = child
        }
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            self.current?.view.frame = CGRect(origin: .zero, size: size)
        }, completion: nil)
    }
}
