/// One transition app code started — `present`, `dismiss`, `push`, `pop`, a tab switch — and UIKit's
/// machinery around it: the coordinator the view controllers report as
/// `transitionCoordinator`, and the driver that does what UIKit does, in UIKit's order
/// (docs/uikit-presentation.md §3–§5, §8):
///
/// 1. app code calls `present` (…): the delegates are asked, the context is made, the
///    coordinator is registered on the view controllers involved, and the rest waits for
///    the next turn of the run loop (`schedule()`);
/// 2. `begin()`: the container goes into the window, the presentation controller hears
///    `…WillBegin`, the "will" appearance callbacks run, the frames are filled, the duration
///    is asked, then `animateTransition` (or the interaction controller's
///    `startInteractiveTransition`) runs, then the queued alongside animations;
/// 3. `completeTransition(_:)` → `transitionDidComplete`: `…DidEnd`, the views cleaned up
///    per style, the "did" callbacks, the app's completion, `animationEnded`, and the
///    coordinator's completion blocks.
///
/// Modal specifics live in `+Modal`, navigation ones in `+Navigation`, tab ones in `+Tabs`.
public final class TransitionCoordinator: ViewControllerTransitionCoordinator {
    enum Kind {
        case present(PresentationController)
        case dismiss(PresentationController)
        case push(NavigationController, previous: [ViewController])
        case pop(NavigationController, previous: [ViewController])
        case selectTab(TabBarController, previousIndex: Int)
    }

    enum Phase { case waiting, started, runningAlongside, inFlight, ended }

    struct Alongside {
        let animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
        let completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
        /// The curve to run on instead of `completionCurve`, asked when the block runs (UIKit's
        /// own navigation bar follows its own push's curve).
        var curve: (() -> ViewAnimationCurve?)? = nil
    }

    let kind: Kind
    public let operation: TransitionOperation
    public let fromViewController: ViewController
    public let toViewController: ViewController
    /// What the delegate gave, or UIKit's own animator when it gave none
    /// (docs/uikit-defaults.md).
    public let animator: any ViewControllerAnimatedTransitioning
    public let interactionController: (any ViewControllerInteractiveTransitioning)?
    /// The context handed to the animator; the coordinator owns it.
    public private(set) var context: TransitionContext!
    /// The app's `completion:` argument (modal transitions).
    var completion: (() -> Void)?
    /// The view controllers that report this coordinator as their `transitionCoordinator`.
    var participants: [ViewController] = []
    private(set) var phase = Phase.waiting
    private var alongside: [Alongside] = []
    private var interactionHandlers: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var askedDuration: Double?
    private var velocity = 1.0

    init(
        kind: Kind, operation: TransitionOperation, from: ViewController, to: ViewController, containerView: View,
        animator: any ViewControllerAnimatedTransitioning,
        interactionController: (any ViewControllerInteractiveTransitioning)?, animated: Bool
    ) {
        self.kind = kind
        self.operation = operation
        fromViewController = from
        toViewController = to
        self.animator = animator
        self.interactionController = interactionController
        context = TransitionContext(
            coordinator: self, containerView: containerView, operation: operation, from: from,
            to: to, animator: animator)
        context.isAnimated = animated
        if case .present(let controller) = kind { context.presentationStyle = controller.presentationStyle }
        if case .dismiss(let controller) = kind { context.presentationStyle = controller.presentationStyle }
    }

    /// Reports this coordinator on `controllers` until the last completion block has run.
    func register(_ controllers: [ViewController]) {
        for controller in controllers where !participants.contains(where: { $0 === controller }) {
            participants.append(controller)
            controller.activeCoordinator = self
        }
    }

    /// The run was let go before the transition ended: the view controllers stop reporting
    /// this coordinator, so they and the coordinator, which hold each other until the end,
    /// can be freed.
    func abandon() {
        for controller in participants where controller.activeCoordinator === self { controller.activeCoordinator = nil }
        participants.removeAll()
    }

    // MARK: Starting

    /// UIKit runs the transition on the next turn of the run loop, after the app's code that
    /// asked for it returns. While a run is being set up, the run takes it (and starts it
    /// when told to); inside a run, it is queued at the current time; outside any run there
    /// is no time to wait, so it starts at once (and animations apply at once).
    func schedule() {
        guard context.isAnimated else { return begin() }
        guard let timeline = Timeline.current else { return begin() }
        timeline.coreAnimation.holdTransition(self)
        if timeline.collectsStartedTransitions {
            timeline.startedTransitions.append(self)
        } else {
            timeline.schedule(at: timeline.now) { [self] in begin() }
        }
    }

    /// UIKit's scheduled block. `beforeAnimating` runs once the scene is ready for the
    /// animator (a run takes its "before" snapshot there).
    ///
    /// A transition with `animated: false` does all of its work — the presentation
    /// controller's callbacks, loading the presented view, layout — with animations disabled
    /// (`UIView.setAnimationsEnabled(false)`): an animation block the app's code runs on the
    /// way (a `preferredContentSizeDidChange` that animates the card to the size `viewDidLoad`
    /// asked for) applies at once, so the scene it leaves is settled, as "animated: false"
    /// promises and as a run's starting scene must be (a dismissal then starts from the card,
    /// not from the view's first full-screen frame). The rule is ours; UIKit documents only
    /// that the transition is not animated.
    func begin(beforeAnimating: () -> Void = {}) {
        guard phase == .waiting else { return }
        guard !context.isAnimated, let timeline = Timeline.current else { return beginStarted(beforeAnimating: beforeAnimating) }
        let enabled = timeline.animationsEnabled
        timeline.animationsEnabled = false
        defer { timeline.animationsEnabled = enabled }
        beginStarted(beforeAnimating: beforeAnimating)
    }

    private func beginStarted(beforeAnimating: () -> Void) {
        phase = .started
        switch kind {
        case .present(let controller): beginPresentation(controller)
        case .dismiss(let controller): beginDismissal(controller)
        case .push(let navigation, let previous), .pop(let navigation, let previous):
            beginNavigation(navigation, previous: previous)
        case .selectTab(let tabs, _): beginTabSelection(tabs)
        }
        askedDuration = animator.transitionDuration(using: context)
        layoutContainer()
        guard context.isAnimated else {
            installWithoutAnimation()
            runAlongsideAnimations()
            context.completeTransition(true)
            return
        }
        beforeAnimating()
        if let interactionController {
            context.isInteractive = interactionController.wantsInteractiveStart
            interactionController.startInteractiveTransition(context)
        } else {
            animator.animateTransition(using: context)
        }
        // The zoom's drag is on while it zooms in, so that a grab then is seen (and reported).
        if operation == .present || operation == .push { toViewController.installZoomDismissGesture() }
        runAlongsideAnimations()
        Timeline.current?.commitStructure()
    }

    /// The queued alongside animations, right after `animateTransition` returns (a
    /// percent-driven interaction calls this itself, so they run on its paused clock), in
    /// an animation of the transition's duration on `completionCurve`. Blocks added while
    /// the queue runs are picked up too. Later blocks are dropped (`animate` returns false).
    func runAlongsideAnimations() {
        guard phase == .started else { return }
        phase = .runningAlongside
        var index = 0
        while index < alongside.count {
            let animation = alongside[index].animation
            let curve = alongside[index].curve?() ?? completionCurve
            index += 1
            guard let animation else { continue }
            if context.isAnimated {
                View.animate(
                    withDuration: transitionDuration, delay: 0,
                    options: AnimationOptions(rawValue: UInt(curve.rawValue) << 16),
                    animations: { animation(self) })
            } else {
                View.performWithoutAnimation { animation(self) }
            }
        }
        if phase == .runningAlongside { phase = .inFlight }
    }

    // MARK: Ending

    /// `finishInteractiveTransition` / `cancelInteractiveTransition`: no longer interactive;
    /// the interaction-change handlers hear it with UIKit's values (§4).
    func interactionDidEnd(cancelled: Bool) {
        context.isInteractive = false
        let speed = interactionController?.completionSpeed ?? 1
        velocity = cancelled ? -speed : speed
        for handler in interactionHandlers { handler(self) }
    }

    /// UIKit's completion work, in its order (§8): the presentation controller's `…DidEnd`,
    /// the views, the "did" callbacks and the app's completion (per kind), `animationEnded`,
    /// then the coordinator's completion blocks. The coordinator is released after that.
    func transitionDidComplete(_ didComplete: Bool) {
        phase = .ended
        switch kind {
        case .present(let controller): endPresentation(controller, didComplete)
        case .dismiss(let controller): endDismissal(controller, didComplete)
        case .push(let navigation, let previous), .pop(let navigation, let previous):
            endNavigation(navigation, previous: previous, didComplete)
        case .selectTab(let tabs, let previousIndex): endTabSelection(tabs, previousIndex: previousIndex, didComplete)
        }
        animator.animationEnded(didComplete)
        // Shown with iOS 18's zoom (animated or not): the drag to dismiss is on from now.
        if didComplete, operation == .present || operation == .push { toViewController.installZoomDismissGesture() }
        for entry in alongside { entry.completion?(self) }
        for controller in participants where controller.activeCoordinator === self { controller.activeCoordinator = nil }
        Timeline.current?.coreAnimationState?.release(self)
        Timeline.current?.commitStructure()
    }

    /// `containerViewWillLayoutSubviews` / `DidLayoutSubviews`, once, before the animator
    /// runs (the engine has no layout passes); UIKit skips the "will" call while dismissing.
    private func layoutContainer() {
        switch kind {
        case .present(let controller):
            controller.containerViewWillLayoutSubviews()
            controller.containerViewDidLayoutSubviews()
        case .dismiss(let controller):
            controller.containerViewDidLayoutSubviews()
        case .push, .pop, .selectTab:
            break
        }
    }

    private func installWithoutAnimation() {
        switch kind {
        case .present(let controller): installPresentedView(controller)
        case .dismiss: break
        case .push, .pop: installNavigationView()
        case .selectTab: installTabView()
        }
    }

    // MARK: ViewControllerTransitionCoordinator

    public func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        switch phase {
        case .waiting, .started, .runningAlongside:
            alongside.append(Alongside(animation: animation, completion: completion))
            return true
        case .inFlight:
            if completion != nil { alongside.append(Alongside(animation: nil, completion: completion)) }
            return false
        case .ended:
            return false
        }
    }

    /// The engine's own alongside animation (the navigation bar's items): queued as the app's
    /// are, on `curve` when it returns one.
    func animateAlongside(
        curve: @escaping () -> ViewAnimationCurve?,
        animation: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void,
        completion: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void
    ) {
        guard phase == .waiting || phase == .started || phase == .runningAlongside else { return }
        alongside.append(Alongside(animation: animation, completion: completion, curve: curve))
    }

    /// The view does not matter here: every animation of a run is on the run's clocks, and a
    /// percent-driven interaction scrubs the alongside animations with its own (§4).
    public func animateAlongsideTransition(
        in view: View?,
        animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    public func notifyWhenInteractionChanges(_ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    // MARK: ViewControllerTransitionCoordinatorContext

    public var isAnimated: Bool { context.isAnimated }
    public var presentationStyle: ModalPresentationStyle { context.presentationStyle }
    public var initiallyInteractive: Bool {
        context.isAnimated && (interactionController?.wantsInteractiveStart ?? false)
    }
    /// Whether the animator offers an `interruptibleAnimator(using:)`.
    public var isInterruptible: Bool {
        context.interruptibleAnimator != nil || animator.interruptibleAnimatorIfImplemented(using: context) != nil
    }
    public var isInteractive: Bool { context.isInteractive }
    public var isCancelled: Bool { context.transitionWasCancelled }
    /// The animator's `transitionDuration(using:)`, asked once when the transition begins.
    public var transitionDuration: Double { askedDuration ?? animator.transitionDuration(using: context) }
    public var percentComplete: Double { context.percentComplete }
    /// The interaction controller's `completionSpeed` after a finish, its negative after a
    /// cancel (what UIKit's code does; Apple's docs say it is always positive).
    public var completionVelocity: Double { velocity }
    public var completionCurve: ViewAnimationCurve { interactionController?.completionCurve ?? .easeInOut }
    public var containerView: View { context.containerView }
    public var targetTransform: CGAffineTransform { .identity }

    public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        context.viewController(forKey: key)
    }

    public func view(forKey key: TransitionContextViewKey) -> View? {
        context.view(forKey: key)
    }
}
