import Foundation

/// The coordinator UIKit hands to `viewWillTransition(to:with:)` when a window changes size (a
/// rotation, an iPad window resized): not a presentation, so no view controllers or views
/// for the keys, the window as container. Alongside animations are gathered while the
/// `viewWillTransition` calls run, then run inside the size change's own animation block, so
/// what they change animates on its duration and curve; completions run when it ends.
/// Window+SizeTransition.swift drives it.
public final class SizeTransitionCoordinator: ViewControllerTransitionCoordinator {
    public let isAnimated: Bool
    public var presentationStyle: ModalPresentationStyle { .none }
    public var initiallyInteractive: Bool { false }
    public var isInterruptible: Bool { false }
    public var isInteractive: Bool { false }
    public var isCancelled: Bool { false }
    public let transitionDuration: Double
    /// 0 until the size change's animation block has run, then 1 (nothing drives it between).
    public private(set) var percentComplete: Double = 0
    public var completionVelocity: Double { 1 }
    public var completionCurve: ViewAnimationCurve { .easeInOut }
    public let containerView: View
    /// A quarter turn for a rotation (UIKit's sign: the one that undoes the device's turn),
    /// identity for a size change without one.
    public let targetTransform: CGAffineTransform

    private var alongside: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []

    init(containerView: View, duration: Double, targetTransform: CGAffineTransform) {
        self.containerView = containerView
        transitionDuration = duration
        isAnimated = duration > 0
        self.targetTransform = targetTransform
    }

    public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? { nil }
    public func view(forKey key: TransitionContextViewKey) -> View? { nil }

    /// Kept until the size change animates; always `true` (UIKit refuses only when no
    /// transition is in progress, and this one is).
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// The view is ignored: everything here animates in the window.
    @discardableResult
    public func animateAlongsideTransition(
        in view: View?,
        animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Never interactive, so never called.
    public func notifyWhenInteractionChanges(_ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void) {}

    /// Inside the size change's animation block.
    func runAlongside() {
        let blocks = alongside
        alongside = []
        for block in blocks { block(self) }
    }

    /// When the size change's animation ends.
    func complete() {
        percentComplete = 1
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}
