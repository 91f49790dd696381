import UIKit

/// The Flower app's list → detail push and its pop, built from three snapshots animated on
/// their own: the photo, the card's coloured background and the description.
///
/// The pop follows the source's code line by line. The source shows only the pop; the push
/// is its mirror image (docs/fidelity.md §6 describes it in words): the photo snapshot grows from the
/// card into the detail's photo, the card background grows past the screen, the description
/// slides up from below, and the list behind grows to 1.05×.
struct SnapshotDetailEntry: CatalogEntry {
    let id = "snapshot-detail"
    let title = "Snapshot detail"
    let summary = "Flower app: the card's photo, background and description fly as snapshots to the detail page."
    let origin = "FlowerCollector's FlowerCollectionViewDetailPushAnimator / DetailPopAnimator (seed 004)"
    let operations: [TransitionOperation] = [.push, .pop]

    static let duration = NumberParameter("duration", "Duration", default: 0.45, range: 0.05...3, step: 0.05, unit: "s")
    static let backgroundScale = NumberParameter("backgroundScale", "Background overshoot", default: 3, range: 1...6, step: 0.1,
                                                 unit: "×", help: "how far past the detail size the card background scales")
    static let sourceScale = NumberParameter("sourceScale", "Push: list scale", default: 1.05, range: 0.8...1.5, step: 0.01, unit: "×")
    var parameters: [ParameterSpec] { [Self.duration, Self.backgroundScale, Self.sourceScale].map(\.spec) }

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters p: ParameterValues) {
        let (main, navigation) = FlowerApp.launch(in: window)
        main.transitions.detailPushAnimator = FlowerDetailPushAnimator(
            duration: p[Self.duration], backgroundScale: p[Self.backgroundScale], sourceScale: p[Self.sourceScale])
        main.transitions.detailPopAnimator = FlowerDetailPopAnimator(duration: p[Self.duration], backgroundScale: p[Self.backgroundScale])
        let device = Device(window: window)

        // The user went from the landing page to the list, then taps a card.
        let list = FlowerListViewController(device: device)
        navigation.pushViewController(list, animated: false)
        let detail = FlowerDetailViewController(device: device, index: list.selectedIndex)
        if operation == .push {
            navigation.pushViewController(detail, animated: true)
        } else {
            navigation.pushViewController(detail, animated: false)
            navigation.popViewController(animated: true)
        }
    }
}

final class FlowerDetailPushAnimator: UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval, backgroundScale: Double, sourceScale: Double

    init(duration: TimeInterval, backgroundScale: Double, sourceScale: Double) {
        self.duration = duration
        self.backgroundScale = backgroundScale
        self.sourceScale = sourceScale
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let sourceVC = transitionContext.viewController(forKey: .from) as? FlowerListViewController,
              let destinationVC = transitionContext.viewController(forKey: .to) as? FlowerDetailViewController
        else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        container.insertSubview(destinationVC.view, aboveSubview: sourceVC.view)
        destinationVC.view.isHidden = true
        let infoCell = sourceVC.selectedCell

        // background: the card's colour, on the card, growing past the screen
        let snapBackgroundView = UIView(frame: infoCell.contentView.convert(infoCell.contentView.bounds, to: nil))
        snapBackgroundView.backgroundColor = infoCell.contentView.backgroundColor
        snapBackgroundView.layer.cornerRadius = infoCell.contentView.layer.cornerRadius
        snapBackgroundView.role = "backgroundSnapshot"
        container.addSubview(snapBackgroundView)

        // photo: the card's photo where it is
        guard let snapImageView = infoCell.imageView.snapshotView(afterScreenUpdates: false),
              let snapDescription = destinationVC.descriptionView.snapshotView(afterScreenUpdates: true)
        else {
            transitionContext.completeTransition(false)
            return
        }
        snapImageView.frame = infoCell.imageView.convert(infoCell.imageView.bounds, to: nil)
        snapImageView.role = "imageSnapshot"
        container.addSubview(snapImageView)

        // description: the detail's, starting one screen lower
        snapDescription.frame.origin = destinationVC.descriptionView.convert(.zero, to: nil)
        snapDescription.frame.origin.y += destinationVC.view.bounds.height
        snapDescription.role = "descriptionSnapshot"
        container.addSubview(snapDescription)

        let cellImageSize = infoCell.imageView.bounds.size, detailImageSize = destinationVC.imageView.bounds.size
        let scaleX = detailImageSize.width / cellImageSize.width, scaleY = detailImageSize.height / cellImageSize.height
        let detailImageFrame = destinationVC.imageView.convert(destinationVC.imageView.bounds, to: nil)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            snapBackgroundView.transform = CGAffineTransform(scaleX: scaleX * self.backgroundScale, y: scaleY * self.backgroundScale)
            snapImageView.transform = CGAffineTransform(scaleX: scaleX, y: scaleY)
            snapImageView.frame = detailImageFrame
            snapDescription.frame.origin.y -= destinationVC.view.bounds.height
            sourceVC.view.transform = CGAffineTransform(scaleX: self.sourceScale, y: self.sourceScale)
        }) { _ in
            snapImageView.removeFromSuperview()
            snapBackgroundView.removeFromSuperview()
            snapDescription.removeFromSuperview()
            destinationVC.view.isHidden = false
            sourceVC.view.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

final class FlowerDetailPopAnimator: UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval, backgroundScale: Double

    init(duration: TimeInterval, backgroundScale: Double) {
        self.duration = duration
        self.backgroundScale = backgroundScale
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let sourceVC = transitionContext.viewController(forKey: .from) as? FlowerDetailViewController,
              let destinationVC = transitionContext.viewController(forKey: .to) as? FlowerListViewController
        else {
            transitionContext.completeTransition(false)
            return
        }
        transitionContext.containerView.insertSubview(destinationVC.view, aboveSubview: sourceVC.view)
        let infoCell = destinationVC.selectedCell

        // background
        let snapBackgroundView = UIView(frame: infoCell.contentView.frame)
        snapBackgroundView.backgroundColor = infoCell.contentView.backgroundColor
        snapBackgroundView.frame.origin = infoCell.contentView.convert(.zero, to: nil)
        snapBackgroundView.role = "backgroundSnapshot"
        transitionContext.containerView.addSubview(snapBackgroundView)
        let defaultScaleX = sourceVC.imageView.bounds.width / infoCell.imageView.bounds.width
        let defaultScaleY = sourceVC.imageView.bounds.height / infoCell.imageView.bounds.height
        snapBackgroundView.transform = CGAffineTransform(scaleX: defaultScaleX * backgroundScale, y: defaultScaleY * backgroundScale)

        // imageView
        guard let snapImageView = sourceVC.imageView.snapshotView(afterScreenUpdates: false),
              let snapDescription = sourceVC.descriptionView.snapshotView(afterScreenUpdates: false)
        else {
            transitionContext.completeTransition(false)
            return
        }
        snapImageView.frame.origin = sourceVC.imageView.convert(.zero, to: nil)
        snapImageView.role = "imageSnapshot"
        transitionContext.containerView.addSubview(snapImageView)

        // description
        snapDescription.frame.origin = sourceVC.descriptionView.convert(.zero, to: nil)
        snapDescription.role = "descriptionSnapshot"
        transitionContext.containerView.addSubview(snapDescription)

        // scale
        let animationScaleX = infoCell.imageView.bounds.width / sourceVC.imageView.bounds.width
        let animationScaleY = infoCell.imageView.bounds.height / sourceVC.imageView.bounds.height
        let cellImageOrigin: CGPoint = infoCell.imageView.convert(.zero, to: nil)
        let cellImageSize = infoCell.imageView.convert(infoCell.imageView.bounds, to: nil).size

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            snapBackgroundView.transform = .identity
            snapImageView.transform = CGAffineTransform(scaleX: animationScaleX, y: animationScaleY)
            snapImageView.frame = CGRect(origin: cellImageOrigin, size: cellImageSize)
            snapDescription.frame.origin.y += sourceVC.view.bounds.height
        }) { _ in
            snapImageView.removeFromSuperview()
            snapBackgroundView.removeFromSuperview()
            snapDescription.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
