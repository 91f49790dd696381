//
//  PullToDismissViewController.swift
//

import UIKit

class PullToDismissInteractor: UIPercentDrivenInteractiveTransition {
    var hasStarted = false
    var shouldFinish = false
}

class PullToDismissViewController: UIViewController, UIScrollViewDelegate {

    let scrollView = UIScrollView()
    var interactor: PullToDismissInteractor?

    private let dismissThreshold: CGFloat = 0.3

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.alwaysBounceVertical = true
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.delegate = self
        view.addSubview(scrollView)

        let content = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 1200))
        content.backgroundColor = .secondarySystemBackground
        scrollView.addSubview(content)
        scrollView.contentSize = content.bounds.size
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let interactor = interactor else { return }
        let offset = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        guard offset < 0 || interactor.hasStarted else { return }

        let progress = min(max(-offset / view.bounds.height, 0), 1)

        if scrollView.isTracking {
            if !interactor.hasStarted {
                interactor.hasStarted = true
                dismiss(animated: true, completion: nil)
            }
            interactor.shouldFinish = progress > dismissThreshold
            interactor.update(progress)
        }
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView,
                                   withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let interactor = interactor, interactor.hasStarted else { return }
        interactor.hasStarted = false
        if interactor.shouldFinish || velocity.y < -1.5 {
            interactor.finish()
        } else {
            interactor.cancel()
        }
    }
}
