import UIKit

// An App Store–style card expansion written the way such transitions are written in apps: the
// presented screen is placed in the container with anchors, not frames; the animator replaces
// the container's constraints (`removeConstraints(constraints)`) and calls `layoutIfNeeded()`
// inside the animation block so the change of constraints animates, and the screen's own
// content follows its card through its constraints. Tests/UIKitTests runs it through the
// engine and the contract checker (ConstraintFixtureCheckTests).

/// The expanded card: a header image whose height follows the card's width, and a title under
/// it, laid out by constraints installed on the view.
final class CardDetailViewController: UIViewController {
    let headerImageView = UIImageView()
    let titleLabel = UILabel()

    /// The header's height as a fraction of the card's width.
    static let headerAspect: CGFloat = 0.75

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.clipsToBounds = true
        view.accessibilityIdentifier = "expandingCard"
        headerImageView.backgroundColor = .systemTeal
        headerImageView.contentMode = .scaleAspectFill
        headerImageView.accessibilityIdentifier = "cardHeader"
        titleLabel.text = "Today's pick"
        titleLabel.font = .boldSystemFont(ofSize: 24)
        titleLabel.accessibilityIdentifier = "cardTitle"
        [headerImageView, titleLabel].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        NSLayoutConstraint.activate([
            headerImageView.topAnchor.constraint(equalTo: view.topAnchor),
            headerImageView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            headerImageView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            headerImageView.heightAnchor.constraint(equalTo: headerImageView.widthAnchor, multiplier: Self.headerAspect),
            titleLabel.topAnchor.constraint(equalTo: headerImageView.bottomAnchor, constant: 16),
            titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -20),
        ])
    }
}

/// Grows the card screen out of the card's frame (present) and shrinks it back (dismiss), by
/// swapping the container's constraints inside an animation block.
final class CardExpansionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    /// The card on the home screen, in the container's coordinates.
    let cardFrame: CGRect
    let duration: TimeInterval
    let options: UIView.AnimationOptions

    init(presenting: Bool, cardFrame: CGRect, duration: TimeInterval = 0.5, options: UIView.AnimationOptions = .curveEaseInOut) {
        self.presenting = presenting
        self.cardFrame = cardFrame
        self.duration = duration
        self.options = options
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let cardView = transitionContext.viewController(forKey: key)?.view else {
            transitionContext.completeTransition(false)
            return
        }
        // Both ways: a card presented without animation still has its autoresizing pins.
        cardView.translatesAutoresizingMaskIntoConstraints = false
        if presenting { containerView.addSubview(cardView) }
        // Where the card starts: the home card's frame, or the whole container.
        containerView.removeConstraints(containerView.constraints)
        NSLayoutConstraint.activate(presenting ? pinned(cardView, toCardIn: containerView) : pinned(cardView, toEdgesOf: containerView))
        cardView.layer.cornerRadius = presenting ? 16 : 0
        containerView.layoutIfNeeded()

        UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
            containerView.removeConstraints(containerView.constraints)
            NSLayoutConstraint.activate(self.presenting
                ? self.pinned(cardView, toEdgesOf: containerView)
                : self.pinned(cardView, toCardIn: containerView))
            cardView.layer.cornerRadius = self.presenting ? 0 : 16
            containerView.layoutIfNeeded()
        }, completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            if !self.presenting && completed { cardView.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        })
    }

    /// Every placement constraint relates the card to the container, so UIKit installs it on
    /// the container and `removeConstraints(containerView.constraints)` takes all of them away.
    private func pinned(_ cardView: UIView, toCardIn containerView: UIView) -> [NSLayoutConstraint] {
        [
            cardView.topAnchor.constraint(equalTo: containerView.topAnchor, constant: cardFrame.minY),
            cardView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor, constant: cardFrame.minX),
            cardView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor, constant: cardFrame.maxX - containerView.bounds.width),
            cardView.bottomAnchor.constraint(equalTo: containerView.topAnchor, constant: cardFrame.maxY),
        ]
    }

    private func pinned(_ cardView: UIView, toEdgesOf containerView: UIView) -> [NSLayoutConstraint] {
        [
            cardView.topAnchor.constraint(equalTo: containerView.topAnchor),
            cardView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
            cardView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
            cardView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
        ]
    }
}

/// The home screen's delegate: the card expansion both ways, from the card's frame.
final class CardExpansionTransitions: NSObject, UIViewControllerTransitioningDelegate {
    var cardFrame: CGRect
    var options: UIView.AnimationOptions = .curveEaseInOut

    init(cardFrame: CGRect) {
        self.cardFrame = cardFrame
        super.init()
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        CardExpansionAnimator(presenting: true, cardFrame: cardFrame, options: options)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CardExpansionAnimator(presenting: false, cardFrame: cardFrame, options: options)
    }
}
