//
//  TableCellExpandAnimator.swift
//

import UIKit

/// Expands a table row into the detail screen.
final class TableCellExpandAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    private let tableView: UITableView
    private let indexPath: IndexPath
    private let presenting: Bool

    init(tableView: UITableView, indexPath: IndexPath, presenting: Bool) {
        self.tableView = tableView
        self.indexPath = indexPath
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let rowRect = tableView.rectForRow(at: indexPath)
        let cellFrame: CGRect
        if let cell = tableView.cellForRow(at: indexPath) {
            cellFrame = cell.convert(cell.bounds, to: container)
        } else {
            cellFrame = tableView.convert(rowRect, to: container)
        }

        guard let detailView = transitionContext.view(forKey: presenting ? .to : .from) else {
            transitionContext.completeTransition(false)
            return
        }

        let finalFrame = presenting
            ? transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            : detailView.frame

        let header = makeHeader(text: tableView.cellForRow(at: indexPath)?.textLabel?.text ?? "")
        header.frame = presenting ? cellFrame : CGRect(x: 0, y: finalFrame.minY, width: finalFrame.width, height: cellFrame.height)

        if presenting {
            detailView.frame = cellFrame
            detailView.clipsToBounds = true
            container.addSubview(detailView)
        }
        container.addSubview(header)

        UIView.animate(withDuration: transitionDuration(using: transitionContext),
                       delay: 0,
                       usingSpringWithDamping: 0.88,
                       initialSpringVelocity: 0,
                       options: .curveEaseInOut) {
            detailView.frame = self.presenting ? finalFrame : cellFrame
            header.frame = self.presenting
                ? CGRect(x: 0, y: finalFrame.minY, width: finalFrame.width, height: cellFrame.height)
                : cellFrame
            header.alpha = self.presenting ? 0 : 1
        } completion: { _ in
            header.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    private func makeHeader(text: String) -> UIView {
        let stack = UIStackView()
        stack.axis = .horizontal
        stack.alignment = .center
        stack.spacing = 12
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        stack.backgroundColor = .systemBackground

        let icon = UIImageView(image: UIImage(systemName: "person.crop.circle"))
        icon.tintColor = .secondaryLabel
        icon.setContentHuggingPriority(.required, for: .horizontal)

        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 1

        stack.addArrangedSubview(icon)
        stack.addArrangedSubview(label)
        return stack
    }
}
