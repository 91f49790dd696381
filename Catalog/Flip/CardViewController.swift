import UIKit

/// "Guess the Pet": a card in the middle of the screen. It presents the pet page and is that
/// page's transitioning delegate, handing out the flips and, while the page's edge swipe is in
/// progress, the swipe.
class CardViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let cardView = UIView()
    private let device: Device

    // How the flip looks (the catalog's parameters set them).
    var duration: TimeInterval = 0.6
    var cardCornerRadius: CGFloat = 25
    var calculationMode: UIView.KeyframeAnimationOptions = .calculationModeCubic
    var helper = AnimationHelper()

    init(device: Device) {
        self.device = device
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        let root = UIView(frame: device.bounds)
        root.backgroundColor = UIColor(hex: 0x2E86DE)
        let width = device.screenSize.width, height = device.screenSize.height
        let title = UILabel(frame: CGRect(x: 0, y: device.safeAreaInsets.top + 16, width: width, height: 34))
        title.text = "Guess the Pet"
        title.fontSize = 28
        title.fontWeight = .bold
        title.textColor = .white
        title.textAlignment = .center
        title.accessibilityIdentifier = "title"
        root.addSubview(title)

        let cardWidth = min(width - 80, 420), cardHeight = cardWidth * 1.35
        cardView.frame = CGRect(x: (width - cardWidth) / 2, y: (height - cardHeight) / 2, width: cardWidth, height: cardHeight)
        cardView.backgroundColor = UIColor(hex: 0xFDCB6E)
        cardView.layer.cornerRadius = cardCornerRadius
        cardView.clipsToBounds = true
        cardView.accessibilityIdentifier = "card"
        let question = UILabel(frame: CGRect(x: 0, y: cardHeight / 2 - 60, width: cardWidth, height: 120))
        question.text = "?"
        question.fontSize = 110
        question.fontWeight = .bold
        question.textColor = .white
        question.textAlignment = .center
        cardView.addSubview(question)
        let hint = UILabel(frame: CGRect(x: 0, y: cardHeight - 56, width: cardWidth, height: 24))
        hint.text = "Tap to reveal"
        hint.textColor = UIColor(white: 1, alpha: 0.9)
        hint.textAlignment = .center
        cardView.addSubview(hint)
        root.addSubview(cardView)

        for index in 0..<3 {
            let dot = UIView(frame: CGRect(x: width / 2 - 22 + CGFloat(index) * 18, y: height - device.safeAreaInsets.bottom - 30,
                                           width: 8, height: 8))
            dot.backgroundColor = UIColor(white: 1, alpha: index == 0 ? 1 : 0.4)
            dot.layer.cornerRadius = 4
            dot.accessibilityIdentifier = "pageDot"
            root.addSubview(dot)
        }
        view = root
    }

    /// The pet page, ready to present over the card (what the tap's segue sets up).
    func makeRevealViewController(swipeDistance: CGFloat = 200) -> RevealViewController {
        let reveal = RevealViewController(device: device, swipeDistance: swipeDistance)
        reveal.modalPresentationStyle = .fullScreen
        reveal.transitioningDelegate = self
        return reveal
    }

    /// Where the card is in the window: the flip starts and ends there.
    var originFrame: CGRect {
        return cardView.convert(cardView.bounds, to: nil)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return FlipPresentAnimationController(originFrame: originFrame, duration: duration, cornerRadius: cardCornerRadius,
                                              calculationMode: calculationMode, helper: helper)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let revealVC = dismissed as? RevealViewController else { return nil }
        return FlipDismissAnimationController(destinationFrame: originFrame,
                                              interactionController: revealVC.swipeInteractionController,
                                              duration: duration, cornerRadius: cardCornerRadius,
                                              calculationMode: calculationMode, helper: helper)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        guard let animator = animator as? FlipDismissAnimationController,
              let interactionController = animator.interactionController,
              interactionController.interactionInProgress
        else { return nil }
        return interactionController
    }
}
