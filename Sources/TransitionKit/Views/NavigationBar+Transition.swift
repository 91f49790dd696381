import Foundation

/// The navigation bar during a push or pop, approximating UIKit's (docs/uikit-defaults.md, "The navigation bar"):
///
/// - push: the old title slides left to where the back button's title will be and fades out,
///   while the new back button's title (usually that same text) comes from the title's place
///   and fades in; the new title slides in from the right by `barTitleShiftFraction` of the
///   width and fades in; an old back title slides left and fades out; the chevron fades in when
///   the bar had none;
/// - pop: the mirror — the old title leaves to the right, the back title moves to the middle
///   and becomes the new title, the chevron fades out at the root.
///
/// It runs as an alongside animation of the transition, so it has the transition's duration
/// and, for UIKit's own push and pop, the same curve as the screens (linear while a finger
/// drives the edge swipe, so the bar follows the same progress, and a cancelled swipe takes
/// it back). A cancelled transition puts the old item back at rest.
extension NavigationBar {
    /// Where each part of the bar is at the start (`progress` 0) and end (1) of a push or pop.
    struct TransitionGeometry {
        var oldTitle: CGRect
        var oldBack: CGRect
        var newTitle: CGRect
        var newBack: CGRect
    }

    /// Called as the coordinator begins a push or pop of the navigation controller; `stack` is
    /// the new stack, `previous` the one a cancel puts back. The bar's height, the large titles
    /// and the appearance move in the same block as the titles (Chrome/NavigationBar+LargeTitle.swift):
    /// a large title cross-fades as the small ones do, shifted the same way, while the bar's
    /// height goes to the new item's. False when the items do not move (a hidden bar…).
    @discardableResult
    func beginTransition(
        _ coordinator: TransitionCoordinator, to: ViewController, operation: TransitionOperation,
        stack: [ViewController], previous: [ViewController]
    ) -> Bool {
        guard showsItems, !isHidden, !isTransitioning, let old = current else { return false }
        isTransitioning = true
        let index = stack.firstIndex { $0 === to }
        let below = index.flatMap { $0 > 0 ? stack[$0 - 1] : nil }
        let settings = DefaultTransitionSettings.of(self)
        var new: ItemViews!
        var chevron: Label?
        let oldHasBack = old.back != nil
        View.performWithoutAnimation {
            new = makeViews(for: to, below: below, stack: stack)
            if new.back != nil || oldHasBack {
                chevron = backIndicator ?? makeBackIndicator()
                backIndicator = chevron
                chevron?.alpha = oldHasBack ? 1 : 0
            }
        }
        let newHasBack = new.back != nil
        let start = geometry(operation, old: old, new: new, atEnd: false, settings: settings)
        let end = geometry(operation, old: old, new: new, atEnd: true, settings: settings)
        let largeShift = frame.width * settings.barTitleShiftFraction * (operation == .push ? 1 : -1)
        let newTitleAlpha = new.largeTitle == nil ? 1 : Self.smallTitleAlpha(collapse: largeTitleCollapse(for: stack))
        View.performWithoutAnimation {
            new.title.frame = start.newTitle
            new.title.alpha = 0
            new.back?.frame = start.newBack
            new.back?.alpha = 0
            new.largeTitle?.frame = largeTitleFrame.offsetBy(dx: largeShift, dy: 0)
            new.largeTitle?.alpha = 0
        }
        let isUIKitsOwn = coordinator.animator is NavigationParallaxAnimator
        coordinator.animateAlongside(
            curve: { [weak coordinator] in
                guard isUIKitsOwn, let coordinator else { return nil }
                return coordinator.isInteractive ? .linear : settings.pushCurve
            },
            animation: { [weak self] _ in
                old.title.frame = end.oldTitle
                old.title.alpha = 0
                old.back?.frame = end.oldBack
                old.back?.alpha = 0
                old.largeTitle?.frame.origin.x -= largeShift
                old.largeTitle?.alpha = 0
                new.title.frame = end.newTitle
                new.title.alpha = newTitleAlpha
                new.back?.frame = end.newBack
                new.back?.alpha = 1
                new.largeTitle?.frame = self?.largeTitleFrame ?? .zero
                new.largeTitle?.alpha = 1
                chevron?.alpha = newHasBack ? 1 : 0
                self?.applyHeight(for: stack)
                self?.applyAppearance(for: stack)
            },
            completion: { [weak self] context in
                guard let self else { return }
                self.isTransitioning = false
                let kept = context.isCancelled ? old : new!
                let gone = context.isCancelled ? new! : old
                gone.title.removeFromSuperview()
                gone.back?.removeFromSuperview()
                gone.largeTitle?.removeFromSuperview()
                self.current = kept
                View.performWithoutAnimation {
                    kept.title.frame = self.titleFrame
                    kept.back?.frame = self.backFrame
                    kept.back?.alpha = 1
                    kept.largeTitle?.frame = self.largeTitleFrame
                    kept.largeTitle?.alpha = 1
                    self.backIndicator?.alpha = 1
                    let keptStack = context.isCancelled ? previous : stack
                    self.applyHeight(for: keptStack)
                    self.applyAppearance(for: keptStack)
                }
                self.setBackIndicator(visible: kept.back != nil)
            })
        return true
    }

    /// The frames of the moving parts at the start or the end. "Where the title is" for a
    /// back title means its text's centre (the back title is left-aligned; its text width is
    /// estimated, `textWidth`).
    func geometry(
        _ operation: TransitionOperation, old: ItemViews, new: ItemViews, atEnd: Bool,
        settings: DefaultTransitionSettings
    ) -> TransitionGeometry {
        let title = titleFrame
        let back = backFrame
        let shift = frame.width * settings.barTitleShiftFraction
        /// From the title's centre to the centre of `text` sitting in the back button.
        func titleToBack(_ text: String?) -> Double { back.minX + Self.textWidth(text) / 2 - title.midX }
        if operation == .push {
            return atEnd
                ? TransitionGeometry(
                    oldTitle: title.offsetBy(dx: titleToBack(old.title.text), dy: 0),
                    oldBack: back.offsetBy(dx: -shift / 2, dy: 0), newTitle: title, newBack: back)
                : TransitionGeometry(
                    oldTitle: title, oldBack: back, newTitle: title.offsetBy(dx: shift, dy: 0),
                    newBack: back.offsetBy(dx: -titleToBack(new.back?.text), dy: 0))
        }
        return atEnd
            ? TransitionGeometry(
                oldTitle: title.offsetBy(dx: shift, dy: 0),
                oldBack: back.offsetBy(dx: -titleToBack(old.back?.text), dy: 0), newTitle: title, newBack: back)
            : TransitionGeometry(
                oldTitle: title, oldBack: back, newTitle: title.offsetBy(dx: titleToBack(new.title.text), dy: 0),
                newBack: back.offsetBy(dx: -shift / 2, dy: 0))
    }
}
