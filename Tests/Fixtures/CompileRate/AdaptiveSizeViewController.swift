import UIKit

class AdaptiveSizeViewController: UIViewController {
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.axis = traitCollection.horizontalSizeClass == .compact ? .vertical : .horizontal
        stack.spacing = 12
        view.addSubview(stack)
        preferredContentSize = CGSize(width: 320, height: 240)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass else { return }
        UIView.animate(withDuration: 0.25) {
            self.stack.axis = self.traitCollection.horizontalSizeClass == .compact ? .vertical : .horizontal
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        stack.frame = view.bounds.inset(by: view.safeAreaInsets)
    }
}
