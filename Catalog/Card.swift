import UIKit
import ScenarioKit

/// The App Store "Today" card: a card in the feed expands into a full-screen story on a
/// spring — its corners go to the screen's, the tab bar slides away, the text reflows as the
/// card widens — and a pull-down on the story shrinks it back toward its card: released far
/// or fast enough it returns to its place in the feed, otherwise it springs back to full
/// screen. Written the iOS 10 way: one `UIViewPropertyAnimator` per transition, returned by
/// `interruptibleAnimator(using:)`, which UIKit's percent-driven interaction scrubs.
struct CardEntry: CatalogEntry {
    let id = "card"
    let title = "App Store card"
    let summary = "A feed card springs open into a full-screen story on a property animator; pull the story down to send it back."
    let origin = "The App Store's Today tab, written with UIViewPropertyAnimator and interruptibleAnimator(using:)"
    let operations: [TransitionOperation] = [.present, .dismiss]
    let interactiveOperations: [TransitionOperation] = [.dismiss]

    static let expandDuration = NumberParameter("expandDuration", "Expand duration", default: 0.6, range: 0.1...3, step: 0.05,
                                                unit: "s", help: "UIViewPropertyAnimator duration of the expansion")
    static let expandDamping = NumberParameter("expandDamping", "Expand damping ratio", default: 0.75, range: 0.05...1, step: 0.01,
                                               help: "UIViewPropertyAnimator(duration:dampingRatio:) of the expansion")
    static let collapseDuration = NumberParameter("collapseDuration", "Collapse duration", default: 0.5, range: 0.1...3, step: 0.05,
                                                  unit: "s", help: "UIViewPropertyAnimator duration of the collapse")
    static let collapseDamping = NumberParameter("collapseDamping", "Collapse damping ratio", default: 0.9, range: 0.05...1, step: 0.01,
                                                 help: "UIViewPropertyAnimator(duration:dampingRatio:) of the collapse")
    static let cardRadius = NumberParameter("cardRadius", "Card corner radius", default: 16, range: 0...40, step: 1, unit: "pt",
                                            help: "The card's corners in the feed")
    static let screenRadius = NumberParameter("screenRadius", "Screen corner radius", default: 39, range: 0...60, step: 1, unit: "pt",
                                              help: "The corners the story has at full screen (the display's)")

    static let pullDistance = NumberParameter("pullDistance", "Pull distance for 100 %", default: 300, range: 100...800, step: 10,
                                              unit: "pt", help: "How far the finger travels down for the whole collapse into the card")
    static let dismissThreshold = NumberParameter("dismissThreshold", "Dismiss threshold", default: 0.3, range: 0.05...0.95,
                                                  step: 0.05, help: "Released past this fraction (not moving up), the story goes back into the feed")
    static let flickVelocity = NumberParameter("flickVelocity", "Flick velocity", default: 800, range: 100...5000, step: 50,
                                               unit: "pt/s", help: "Released moving down faster than this, the story goes back into the feed from anywhere")
    static let springBackDamping = NumberParameter("springBackDamping", "Spring-back damping ratio", default: 0.8, range: 0.05...1,
                                                   step: 0.01, help: "UISpringTimingParameters of the spring back to full screen")

    var parameters: [ParameterSpec] {
        [Self.expandDuration.spec, Self.expandDamping.spec, Self.collapseDuration.spec, Self.collapseDamping.spec,
         Self.cardRadius.spec, Self.screenRadius.spec, Self.pullDistance.spec, Self.dismissThreshold.spec,
         Self.flickVelocity.spec, Self.springBackDamping.spec]
    }

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let style = CardStyle(expand: (parameters[Self.expandDuration], parameters[Self.expandDamping]),
                              collapse: (parameters[Self.collapseDuration], parameters[Self.collapseDamping]),
                              cardRadius: parameters[Self.cardRadius], screenRadius: parameters[Self.screenRadius],
                              pull: CardPull(distance: parameters[Self.pullDistance], threshold: parameters[Self.dismissThreshold],
                                             flickVelocity: parameters[Self.flickVelocity],
                                             springBackDamping: parameters[Self.springBackDamping]))
        let feed = CardFeedViewController(style: style, screen: window.bounds, insets: window.safeAreaInsets)
        window.rootViewController = feed
        window.makeKeyAndVisible()
        let story = CardStoryViewController(screen: window.bounds, insets: window.safeAreaInsets, style: style)
        story.modalPresentationStyle = .overFullScreen
        story.transitioningDelegate = feed
        if operation == .present {
            feed.present(story, animated: true)
        } else {
            // The story is open (the card hidden under it and the tab bar gone, as the expansion
            // leaves them); the pull-down on it starts the dismissal.
            feed.present(story, animated: false)
            feed.card.alpha = 0
            feed.tabBar.transform = CGAffineTransform(translationX: 0, y: feed.tabBar.frame.height)
        }
    }

    func gestureHint(for operation: TransitionOperation) -> String? { "Pull the story down to close it" }

    /// The story pull's `.ended` case (CardPull), in words.
    func releaseRule(for operation: TransitionOperation) -> String? {
        "Finishes when the finger moves down faster than Flick velocity, or when the pull is past Dismiss threshold "
            + "(translation y ÷ Pull distance) and not moving up; otherwise springs back. A cancelled touch springs back."
    }

    /// A pull down the middle of the story, half of `pullDistance` at the default, released
    /// while still moving down: it finishes (back into the feed).
    func sampleGesture(for operation: TransitionOperation, device: Device) -> [GestureSample]? {
        guard operation == .dismiss else { return nil }
        let x = device.screenSize.width / 2, y = device.screenSize.height / 2
        var samples = [GestureSample(t: 0, phase: .began, x: x, y: y)]
        for step in 1...10 {
            samples.append(GestureSample(t: Double(step) / 60, phase: .changed, x: x, y: y + Double(step) * 15))
        }
        samples.append(GestureSample(t: 11.0 / 60, phase: .ended, x: x, y: y + 155))
        return samples
    }
}

struct CardStyle {
    var expand: (duration: Double, damping: Double)
    var collapse: (duration: Double, damping: Double)
    var cardRadius: Double
    var screenRadius: Double
    var pull: CardPull
}

/// The pull-down's numbers: the finger's travel for the whole collapse, the fraction and the
/// downward speed (points per second) past which a release dismisses, and the spring back.
struct CardPull {
    var distance: Double
    var threshold: Double
    var flickVelocity: Double
    var springBackDamping: Double
}

/// Today: a title, one big card and the tab bar. It is the transitioning delegate (UIKit
/// holds that weakly; the feed lives as long as the window).
final class CardFeedViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let style: CardStyle
    let screen: CGRect
    let insets: UIEdgeInsets
    let card = UIView()
    let tabBar = UIView()

    init(style: CardStyle, screen: CGRect, insets: UIEdgeInsets) {
        self.style = style
        self.screen = screen
        self.insets = insets
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        let root = UIView(frame: screen)
        root.backgroundColor = UIColor(white: 0.95, alpha: 1)
        let top = insets.top + 8
        root.addSubview(UILabel.make(frame: CGRect(x: 20, y: top, width: 200, height: 16), text: "MONDAY 3 JUNE",
                                     fontSize: 13, weight: .semibold, color: .systemGray, role: "date"))
        root.addSubview(UILabel.make(frame: CGRect(x: 20, y: top + 18, width: 200, height: 40), text: "Today",
                                     fontSize: 34, weight: .bold, role: "feedTitle"))
        card.frame = CardGeometry.cardFrame(in: screen, top: top + 70)
        card.backgroundColor = UIColor(hex: 0x2D3436)
        card.layer.cornerRadius = style.cardRadius
        card.clipsToBounds = true
        card.role = "card"
        card.addSubview(UIImageView.make(photo: PhotoLibrary.photo(2), frame: card.bounds, role: "cardPhoto"))
        card.addSubview(UILabel.make(frame: CGRect(x: 20, y: 20, width: card.bounds.width - 40, height: 60),
                                     text: "The art of the slow morning", fontSize: 28, weight: .bold, color: .white,
                                     lines: 2, role: "cardTitle"))
        root.addSubview(card)
        let below = UIView(frame: CGRect(x: 20, y: card.frame.maxY + 24, width: screen.width - 40, height: 120))
        below.backgroundColor = UIColor(hex: 0x74B9FF)
        below.layer.cornerRadius = style.cardRadius
        below.role = "nextCard"
        root.addSubview(below)
        Chrome.styleTabBar(tabBar, items: ["Today", "Games", "Apps", "Arcade", "Search"],
                           device: Device(name: "window", title: "", screenSize: screen.size, safeAreaInsets: insets,
                                          statusBarHeight: insets.top, cornerRadius: 0))
        tabBar.role = "tabBar"
        root.addSubview(tabBar)
        view = root
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CardTransitionAnimator(feed: self, expanding: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CardTransitionAnimator(feed: self, expanding: false)
    }

    /// The story's pull-down while a finger drives it; nil for a plain dismissal.
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        guard let story = presentedViewController as? CardStoryViewController, story.pullDown.isPulling else { return nil }
        return story.pullDown
    }
}

/// The story: the card's photo as a header, the title over it, and the article below; its
/// pan recognizer is the pull-down.
final class CardStoryViewController: UIViewController {
    let screen: CGRect
    let insets: UIEdgeInsets
    let header = UIView()
    let body = UILabel()
    let pullDown: CardPullDownInteraction

    init(screen: CGRect, insets: UIEdgeInsets, style: CardStyle) {
        self.screen = screen
        self.insets = insets
        pullDown = CardPullDownInteraction(style: style)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        let root = UIView(frame: screen)
        root.backgroundColor = .white
        root.clipsToBounds = true
        root.role = "story"
        header.frame = CGRect(x: 0, y: 0, width: screen.width, height: CardGeometry.headerHeight(screen))
        header.clipsToBounds = true
        header.role = "storyHeader"
        header.addSubview(UIImageView.make(photo: PhotoLibrary.photo(2), frame: header.bounds, role: "storyPhoto"))
        root.addSubview(header)
        let title = UILabel.make(frame: CGRect(x: 20, y: insets.top + 20, width: screen.width - 40, height: 60),
                                 text: "The art of the slow morning", fontSize: 28, weight: .bold, color: .white,
                                 lines: 2, role: "storyTitle")
        root.addSubview(title)
        body.frame = CardGeometry.bodyFrame(width: screen.width, top: header.frame.maxY + 20, height: screen.height)
        body.text = "Coffee, light through the window and nowhere to be. We asked five people how they start the "
            + "day without a screen, and what changed when they did. Their answers, and the apps that help."
        body.fontSize = 17
        body.numberOfLines = 0
        body.role = "storyText"
        root.addSubview(body)
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        pullDown.attach(to: self)
    }
}

/// Frames shared by the feed, the story and the animator.
enum CardGeometry {
    static func cardFrame(in screen: CGRect, top: Double) -> CGRect {
        CGRect(x: 20, y: top, width: screen.width - 40, height: Swift.min(440, screen.height * 0.55))
    }

    static func headerHeight(_ screen: CGRect) -> Double { Swift.min(440, screen.height * 0.55) }

    static func bodyFrame(width: Double, top: Double, height: Double) -> CGRect {
        CGRect(x: 20, y: top, width: width - 40, height: Swift.max(0, height - top - 20))
    }
}

/// Both directions on one property animator: the story's frame between the card's and the
/// screen's, its corners between the card's and the display's (square once it settles), the
/// tab bar sliding off and back, the body text re-wrapping to the new width. A tap on the
/// story while it expands grabs the transition and sends it back into the card.
final class CardTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let feed: CardFeedViewController
    let expanding: Bool
    private var animator: UIViewPropertyAnimator?
    /// Weak: the context holds this animator (UIKit's transition context owns its animator).
    private weak var context: (any UIViewControllerContextTransitioning)?

    init(feed: CardFeedViewController, expanding: Bool) {
        self.feed = feed
        self.expanding = expanding
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        expanding ? feed.style.expand.duration : feed.style.collapse.duration
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let animator { return animator }
        let key: UITransitionContextViewControllerKey = expanding ? .to : .from
        let story = transitionContext.viewController(forKey: key) as! CardStoryViewController
        let container = transitionContext.containerView
        let storyView = story.view!
        let cardFrame = feed.card.convert(feed.card.bounds, to: container)
        let full = container.bounds
        let style = feed.style
        let tabBar = feed.tabBar
        if expanding {
            container.addSubview(storyView)
            storyView.frame = cardFrame
            storyView.layer.cornerRadius = style.cardRadius
            story.header.frame = CGRect(x: 0, y: 0, width: cardFrame.width, height: cardFrame.height)
            story.body.frame = CardGeometry.bodyFrame(width: cardFrame.width, top: cardFrame.height + 20, height: full.height)
            feed.card.alpha = 0
        }
        var tap: UITapGestureRecognizer?
        if expanding {
            let recognizer = UITapGestureRecognizer(target: self, action: Selector.method(CardTransitionAnimator.reverse(_:)))
            storyView.addGestureRecognizer(recognizer)
            tap = recognizer
        }
        context = transitionContext
        let spring = expanding ? style.expand : style.collapse
        let animator = UIViewPropertyAnimator(duration: spring.duration, dampingRatio: spring.damping)
        animator.addAnimations {
            let frame = self.expanding ? full : cardFrame
            storyView.frame = frame
            storyView.layer.cornerRadius = self.expanding ? style.screenRadius : style.cardRadius
            story.header.frame = CGRect(x: 0, y: 0, width: frame.width,
                                        height: self.expanding ? CardGeometry.headerHeight(full) : cardFrame.height)
            story.body.frame = CardGeometry.bodyFrame(width: frame.width, top: story.header.frame.maxY + 20, height: full.height)
            tabBar.transform = self.expanding ? CGAffineTransform(translationX: 0, y: tabBar.frame.height) : .identity
        }
        animator.addCompletion { position in
            let completed = !transitionContext.transitionWasCancelled && position == .end
            if let tap { storyView.removeGestureRecognizer(tap) }
            if self.expanding && completed { storyView.layer.cornerRadius = 0 }
            if completed != self.expanding { self.feed.card.alpha = 1 }
            transitionContext.completeTransition(completed)
        }
        self.animator = animator
        return animator
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    /// Tap during the expansion: pause where it is, cancel, and play back into the card on
    /// the same spring (the presentation is cancelled; the card is back in the feed).
    func reverse(_ tap: UITapGestureRecognizer) {
        guard expanding, tap.state == .ended, let animator, animator.isRunning, !animator.isReversed,
              let context else { return }
        context.pauseInteractiveTransition()
        context.cancelInteractiveTransition()
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
        context = nil
    }
}

/// The pull-down on the story, as the App Store has it: the story's own pan recognizer
/// (target–action) starts the dismissal when it begins, and UIKit's percent-driven
/// interaction scrubs the collapse — the property animator from `interruptibleAnimator(using:)`
/// — so the story shrinks toward its card and its corners round as the finger goes down.
///
/// On release it finishes (the story goes back into its place in the feed) when the finger
/// moves down faster than `flickVelocity`, or is past `threshold` and not moving up; anything
/// else springs back to full screen — on the collapse's damping ratio forwards, on
/// `springBackDamping` back. Either way the rest plays on a spring that starts at the
/// finger's speed: `UISpringTimingParameters.initialVelocity` is relative to the distance the
/// animation still has to go (UIKit's rule), so the finger's speed in progress per second
/// (points per second ÷ `distance`) is divided by the fraction left — `1 − p` towards the
/// card, `p` back to full screen. Every property moves by the same fraction, so both of the
/// vector's components carry that one number (UIKit reads `dx`/`dy` per axis for positions,
/// `dx` for everything else).
final class CardPullDownInteraction: UIPercentDrivenInteractiveTransition {
    let style: CardStyle
    /// True from the pan's `.began` to its release: the transitioning delegate hands this
    /// interaction out only then.
    private(set) var isPulling = false
    private weak var story: CardStoryViewController?

    init(style: CardStyle) {
        self.style = style
        super.init()
    }

    func attach(to story: CardStoryViewController) {
        self.story = story
        story.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector.method(CardPullDownInteraction.handlePan(_:))))
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let story else { return }
        let pull = style.pull
        let progress = min(max(pan.translation(in: story.view).y / pull.distance, 0), 1)
        switch pan.state {
        case .began:
            isPulling = true
            story.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended, .cancelled:
            isPulling = false
            if pan.state == .ended { update(progress) }
            let speed = pan.velocity(in: story.view).y
            let finishing = pan.state == .ended && (speed > pull.flickVelocity || (percentComplete >= pull.threshold && speed >= 0))
            let left = finishing ? 1 - percentComplete : percentComplete
            let towardsEnd = (finishing ? speed : -speed) / pull.distance
            let velocity = left > 0 ? towardsEnd / left : 0
            let damping = finishing ? style.collapse.damping : pull.springBackDamping
            timingCurve = UISpringTimingParameters(dampingRatio: damping, initialVelocity: CGVector(dx: velocity, dy: velocity))
            if finishing { finish() } else { cancel() }
        default:
            break
        }
    }
}
