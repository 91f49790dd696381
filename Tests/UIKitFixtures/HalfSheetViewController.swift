import UIKit

/// A half sheet as sheet libraries write it: the content is laid out with constraints, and
/// the presentation controller asks it for its height with `systemLayoutSizeFitting` at the
/// container's width, adding the bottom safe area.
final class HalfSheetViewController: UIViewController {
    let handle = UIView()
    let titleLabel = UILabel()
    let messageLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.cornerRadius = 12
        handle.backgroundColor = .lightGray
        handle.layer.cornerRadius = 2.5
        titleLabel.text = "Share photo"
        titleLabel.font = .boldSystemFont(ofSize: 20)
        messageLabel.text = "Send it to a friend"
        messageLabel.font = .systemFont(ofSize: 15)
        messageLabel.setContentCompressionResistancePriority(.required, for: .vertical)
        [handle, titleLabel, messageLabel].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        NSLayoutConstraint.activate([
            handle.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
            handle.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            handle.widthAnchor.constraint(equalToConstant: 36),
            handle.heightAnchor.constraint(equalToConstant: 5),
            titleLabel.topAnchor.constraint(equalTo: handle.bottomAnchor, constant: 16),
            titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -20),
            messageLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            messageLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            messageLabel.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -20),
            messageLabel.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -24),
        ])
    }
}

final class HalfSheetPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        let fitting = presentedViewController.view.systemLayoutSizeFitting(
            CGSize(width: bounds.width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        let height = min(fitting.height + containerView.safeAreaInsets.bottom, bounds.height / 2)
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }
}

final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
