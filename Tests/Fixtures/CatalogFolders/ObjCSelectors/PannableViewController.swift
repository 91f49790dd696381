import UIKit

final class PannableViewController: UIViewController {
    private(set) var recognizers: [UIPanGestureRecognizer] = []
    private(set) var pans = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        recognizers = [
            UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))),
            UIPanGestureRecognizer(target: self, action: #selector(self.handlePan(_:))),
            UIPanGestureRecognizer(target: self, action: #selector(PannableViewController.handlePan(_:))),
        ]
    }

    @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
        pans += 1
    }
}
