import UIKit

// Issue #24: key-value observing, UIKit Dynamics and unified logging, as transition files use
// them (the `os` names come with `import UIKit` here; a catalog folder's `import os.log` is
// rewritten to it). Tests/UIKitTests/DynamicsAndObservingTests.swift runs them.

private let transitionLog = Logger(subsystem: "com.example.gallery", category: "transitions")
private let legacyLog = OSLog(subsystem: "com.example.gallery", category: "animators")

/// A photo screen that dismisses itself when its scroll view is pulled down past a threshold
/// (KVO on `contentOffset`), keeps its card's shadow path in step with the card's bounds, and
/// follows the close button's `isHidden`.
final class PullToCloseViewController: UIViewController {
    let scrollView = UIScrollView()
    let card = UIView()
    let closeButton = UIButton(type: .system)
    private var offsetObservation: NSKeyValueObservation?
    private var boundsObservation: NSKeyValueObservation?
    private var hiddenObservation: NSKeyValueObservation?
    private(set) var offsets: [(old: CGFloat?, new: CGFloat?)] = []
    private(set) var shadowWidths: [CGFloat] = []
    private(set) var hiddenStates: [Bool] = []
    private(set) var closeRequested = false

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: view.bounds.width, height: view.bounds.height * 2)
        view.addSubview(scrollView)
        card.frame = CGRect(x: 20, y: 100, width: 200, height: 300)
        scrollView.addSubview(card)
        view.addSubview(closeButton)
        offsetObservation = scrollView.observe(\.contentOffset, options: [.new, .old]) { [weak self] scrollView, change in
            guard let self else { return }
            self.offsets.append((change.oldValue?.y, change.newValue?.y))
            transitionLog.debug("offset \(scrollView.contentOffset.y, format: .fixed(precision: 1), privacy: .public)")
            if let y = change.newValue?.y, y < -80, !self.closeRequested {
                self.closeRequested = true
                os_log("pulled to close at %f", log: legacyLog, type: .info, y)
            }
        }
        boundsObservation = card.observe(\.bounds) { [weak self] card, _ in
            card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
            self?.shadowWidths.append(card.bounds.width)
        }
        hiddenObservation = closeButton.observe(\.isHidden, options: [.initial, .new]) { [weak self] _, change in
            self?.hiddenStates.append(change.newValue ?? false)
        }
        transitionLog.info("loaded \(String(describing: type(of: self))) in \(self.view.frame) with \(self.offsets.count) offsets")
        transitionLog.notice("card \(self.card, privacy: .private) hidden: \(self.card.isHidden)")
        transitionLog.log(level: .error, "scale \(Float(2), format: .hybrid(precision: 2)) index \(UInt8(3), format: .hex)")
        os_log(.debug, log: legacyLog, "view did load")
        _ = (legacyLog.isEnabled(type: .fault), OSLog.default, OSLog.disabled, OSLogType.error, Logger(), Logger(legacyLog))
        _ = OSLog(subsystem: "com.example.gallery", category: .pointsOfInterest)
        transitionLog.trace("\(1.5 as Double, align: .left(columns: 8)) \(true, format: .answer)")
        transitionLog.warning("\(42, format: .decimal(minDigits: 3), privacy: .sensitive(mask: .hash))")
        transitionLog.critical("\(self.closeButton.isHidden ? "hidden" : "shown", privacy: .auto(mask: .none))")
        transitionLog.error("\(CGFloat(1.5), format: .exponential(precision: 2))")
        transitionLog.fault("\(OSLogPrivacy.public == .public) \(NSObject())")
    }

    /// Stops following the scroll view, as apps do in `deinit` or on dismissal.
    func stopObserving() { offsetObservation?.invalidate() }

    /// Releases every observation.
    func releaseObservations() {
        offsetObservation = nil
        boundsObservation = nil
        hiddenObservation = nil
    }
}

/// A presentation's dismissal in which the photo falls off the screen under gravity, bounces on
/// nothing, gets a push to the side and finishes in `dynamicAnimatorDidPause(_:)`, as
/// Dynamics-based animators in apps do.
final class GravityDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIDynamicAnimatorDelegate {
    private var animator: UIDynamicAnimator?
    private var context: (any UIViewControllerContextTransitioning)?
    private(set) var actionSteps = 0
    private(set) var resumed = false

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.6 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else { return }
        context = transitionContext
        let container = transitionContext.containerView
        let animator = UIDynamicAnimator(referenceView: container)
        animator.delegate = self

        let gravity = UIGravityBehavior(items: [fromView])
        gravity.magnitude = 3
        gravity.angle = .pi / 2
        gravity.setAngle(.pi / 2, magnitude: 4)
        gravity.gravityDirection = CGVector(dx: 0, dy: 4)
        gravity.action = { [weak self] in self?.actionSteps += 1 }

        let collision = UICollisionBehavior(items: [fromView])
        collision.translatesReferenceBoundsIntoBoundary = false
        collision.setTranslatesReferenceBoundsIntoBoundary(with: .zero)
        collision.addBoundary(withIdentifier: NSString(string: "floor"), from: CGPoint(x: 0, y: 2000), to: CGPoint(x: 400, y: 2000))
        collision.addBoundary(withIdentifier: NSString(string: "wall"), for: UIBezierPath(rect: container.bounds))
        collision.removeBoundary(withIdentifier: NSString(string: "wall"))
        _ = (collision.boundary(withIdentifier: NSString(string: "floor")), collision.boundaryIdentifiers)
        collision.collisionMode = .boundaries
        collision.collisionDelegate = nil

        let itemBehavior = UIDynamicItemBehavior(items: [fromView])
        itemBehavior.elasticity = 0.4
        itemBehavior.friction = 0.2
        itemBehavior.density = 1
        itemBehavior.resistance = 0.1
        itemBehavior.angularResistance = 0.3
        itemBehavior.allowsRotation = true
        itemBehavior.isAnchored = false
        itemBehavior.charge = 0
        itemBehavior.addLinearVelocity(CGPoint(x: 0, y: 800), for: fromView)
        itemBehavior.addAngularVelocity(0.5, for: fromView)
        _ = (itemBehavior.linearVelocity(for: fromView), itemBehavior.angularVelocity(for: fromView))

        let push = UIPushBehavior(items: [fromView], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0.5, dy: 0)
        push.magnitude = 2
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 10, vertical: 0), for: fromView)
        _ = (push.active, push.angle, push.targetOffsetFromCenter(for: fromView), UIPushBehavior.Mode.continuous)

        let parent = UIDynamicBehavior()
        parent.addChildBehavior(gravity)
        parent.addChildBehavior(collision)
        parent.addChildBehavior(itemBehavior)
        animator.addBehavior(parent)
        animator.addBehavior(push)
        push.addItem(fromView)
        push.removeItem(fromView)
        _ = (animator.isRunning, animator.behaviors.count, animator.referenceView, animator.elapsedTime())
        self.animator = animator
    }

    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { resumed = true }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        animator.removeAllBehaviors()
        context?.completeTransition(!(context?.transitionWasCancelled ?? false))
        context = nil
    }
}

/// A card that snaps back to its place, or follows the finger on an attachment (a photo
/// viewer's drag), as apps' interactive dismissals set them up.
final class SnappingCard: UIView {
    private lazy var animator = UIDynamicAnimator(referenceView: self.superview ?? self)
    private var attachment: UIAttachmentBehavior?

    func snapBack(to point: CGPoint) {
        let snap = UISnapBehavior(item: self, snapTo: point)
        snap.damping = 0.7
        snap.snapPoint = point
        animator.removeAllBehaviors()
        animator.addBehavior(snap)
    }

    func beginDrag(at point: CGPoint, in anchorView: UIView) {
        let offset = UIOffset(horizontal: point.x - center.x, vertical: point.y - center.y)
        let attachment = UIAttachmentBehavior(item: self, offsetFromCenter: offset, attachedToAnchor: point)
        attachment.length = 0
        attachment.damping = 1
        attachment.frequency = 0
        attachment.frictionTorque = 0
        _ = (attachment.items.count, attachment.attachedBehaviorType == .anchor, attachment.anchorPoint)
        _ = UIAttachmentBehavior(item: self, attachedToAnchor: point)
        _ = UIAttachmentBehavior(item: self, attachedTo: anchorView)
        _ = UIAttachmentBehavior(item: self, offsetFromCenter: .zero, attachedTo: anchorView, offsetFromCenter: .zero)
        animator.addBehavior(attachment)
        self.attachment = attachment
    }

    func drag(to point: CGPoint) { attachment?.anchorPoint = point }

    func endDrag() {
        if let attachment { animator.removeBehavior(attachment) }
        animator.updateItem(usingCurrentState: self)
        _ = animator.items(in: bounds).count
        _ = (collisionBoundsType == UIDynamicItemCollisionBoundsType.rectangle, collisionBoundingPath.bounds)
    }
}

/// A collection layout's animator, as springy-list layouts make it.
func springyAnimator(for layout: UICollectionViewLayout) -> UIDynamicAnimator {
    UIDynamicAnimator(collectionViewLayout: layout)
}

/// An app object observed through its own property: seen at the end of the run loop's turn.
final class ProgressModel: NSObject {
    var progress: CGFloat = 0
}

/// Stored as apps keep them: an observation of a model, with `.prior` (not modelled) and the
/// change's kind and indexes read.
func observeProgress(_ model: ProgressModel, into values: @escaping (CGFloat) -> Void) -> NSKeyValueObservation {
    model.observe(\.progress, options: [.new, .prior]) { model, change in
        _ = (change.kind == .setting, change.indexes, change.isPrior, NSKeyValueChange.insertion)
        values(change.newValue ?? model.progress)
    }
}

/// The transitioning delegate that hands out the gravity dismissal.
final class GravityDismissTransitions: NSObject, UIViewControllerTransitioningDelegate {
    let dismissal = GravityDismissAnimator()

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        dismissal
    }
}

/// A bounce-off-the-edges collision delegate, as playful dismissals write one, and the
/// housekeeping they do on the behaviours.
final class EdgeBounceDelegate: NSObject, UICollisionBehaviorDelegate {
    private(set) var contacts = 0

    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?,
        at p: CGPoint
    ) {
        contacts += 1
    }

    func tidy(_ collision: UICollisionBehavior, in group: UIDynamicBehavior) {
        collision.removeAllBoundaries()
        for child in group.childBehaviors { group.removeChildBehavior(child) }
        _ = UIAttachmentBehavior.AttachmentType.items
    }
}

/// Options and messages as values, as helpers that wrap logging and observing pass them.
struct ObservationSettings {
    var options: NSKeyValueObservingOptions = [.initial, .new]
    var lastChange: NSKeyValueObservedChange<CGPoint>?
    var message: OSLogMessage = "settled"
    var category: OSLog.Category = .dynamicTracing
    var formats = (OSLogIntegerFormatting.octal, OSLogFloatFormatting.hex, OSLogBoolFormat.truth, OSLogStringAlignment.none)

    /// An interpolation built by hand, as a logging wrapper's does.
    func interpolation() -> OSLogInterpolation {
        var interpolation = OSLogInterpolation(literalCapacity: 1, interpolationCount: 1)
        interpolation.appendLiteral("offset ")
        interpolation.appendInterpolation(2.5, align: .right(columns: 6), privacy: .public)
        return interpolation
    }
}
