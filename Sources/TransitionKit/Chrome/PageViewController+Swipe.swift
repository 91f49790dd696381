import Foundation

/// A page change of `UIPageViewController` (scroll style): an animated
/// `setViewControllers(_:direction:animated:completion:)` or a drag. The leaving page and the
/// arriving one move together, a page length apart (the view's width or height plus
/// `interPageSpacing`); the arriving one is the view controller's child from the start, with the
/// appearance callbacks bracketing the change. A drag asks the data source for the page after
/// (dragging toward the leading side) or before, tells the delegate `willTransitionTo` once it
/// has one, follows the finger, and on release finishes when thrown faster than 300 pt/s toward
/// the new page or past half a page **[Chosen]** (the edge swipe's rule), else goes back; the
/// rest plays at the animated set's rate, then `didFinishAnimating(_:previousViewControllers:transitionCompleted:)`.
/// Dragging against the first or last page moves nothing (UIKit's bounce is not modelled).
extension UIPageViewController {
    /// The change in progress.
    struct PageTurn {
        let id: Int
        let from: ViewController
        let to: ViewController
        /// +1 toward the next page (the arriving one comes from the trailing side or below), -1 back.
        let sign: Double
        let isSwipe: Bool
        /// How far along the change is, in pages (0 … 1).
        var progress: Double = 0
        /// Where the playing change goes (set with `finish`): to its end, or back.
        var completing = true
        /// What ends the change once it plays to where it goes (nil while a finger holds it).
        var finish: (() -> Void)?
    }

    /// Puts `to` beside `from` on the side `sign` names and starts both appearance transitions.
    func beginTurn(from: ViewController, to: ViewController, sign: Double, isSwipe: Bool) {
        turnCount += 1
        turn = PageTurn(id: turnCount, from: from, to: to, sign: sign, isSwipe: isSwipe)
        addChild(to)
        View.performWithoutAnimation {
            to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            to.view.frame = pageFrame(steps: sign)
            if to.view.superview !== view { view.addSubview(to.view) }
        }
        from.beginAppearanceTransition(false, animated: true)
        to.beginAppearanceTransition(true, animated: true)
    }

    /// The two pages `progress` of the way through the change, at once.
    func position(progress: Double) {
        guard var current = turn else { return }
        current.progress = progress
        turn = current
        View.performWithoutAnimation {
            current.from.view.frame = pageFrame(steps: -current.sign * progress)
            current.to.view.frame = pageFrame(steps: current.sign * (1 - progress))
        }
    }

    /// Plays the rest of the change to its end (`completing`) or back to its start, at a constant
    /// rate: a whole page takes `pageScrollDuration`.
    func animateTurn(completing: Bool, then finish: @escaping (Bool) -> Void) {
        guard var current = turn else { return }
        current.completing = completing
        current.finish = { finish(completing) }
        turn = current
        let remaining = completing ? 1 - current.progress : current.progress
        let id = current.id
        View.animate(
            withDuration: Self.pageScrollDuration * remaining, delay: 0, options: [.curveLinear],
            animations: {
                current.from.view.frame = self.pageFrame(steps: completing ? -current.sign : 0)
                current.to.view.frame = self.pageFrame(steps: completing ? 0 : current.sign)
            },
            completion: { [weak self] _ in
                guard let self, let turn = self.turn, turn.id == id else { return }
                self.turn = nil
                turn.finish?()
            })
    }

    /// An animated set: the change from its start to its end.
    func startTurn(
        from: ViewController, to: ViewController, sign: Double, fromOffset: Double, duration: Double,
        finish: @escaping (Bool) -> Void
    ) {
        beginTurn(from: from, to: to, sign: sign, isSwipe: false)
        position(progress: fromOffset)
        animateTurn(completing: true, then: finish)
    }

    /// Ends a change: the page that stays fills the view, the other leaves the view and the
    /// children, and the appearance transitions end (a change that went back reverses them).
    func finishTurn(from: ViewController, to: ViewController, completed: Bool) {
        let (kept, gone) = completed ? (to, from) : (from, to)
        View.performWithoutAnimation {
            kept.view.frame = view.bounds
            gone.view.removeFromSuperview()
        }
        if !completed {
            to.beginAppearanceTransition(false, animated: true)
            from.beginAppearanceTransition(true, animated: true)
        }
        gone.endAppearanceTransition()
        kept.endAppearanceTransition()
        gone.removeFromParent()
        if completed { to.didMove(toParent: self) }
        page = kept
    }

    /// A new change while one is in progress: the old one ends now where it was going.
    func settleTurn() {
        guard let current = turn else { return }
        turn = nil
        let completing = current.finish != nil && current.completing
        View.performWithoutAnimation {
            current.from.view.frame = pageFrame(steps: completing ? -current.sign : 0)
            current.to.view.frame = pageFrame(steps: completing ? 0 : current.sign)
        }
        if let finish = current.finish {
            finish()
        } else {
            finishTurn(from: current.from, to: current.to, completed: false)
        }
    }

    // MARK: The drag

    /// How far the finger has moved along the pages, and the page length.
    private func along(_ point: CGPoint) -> Double { navigationOrientation == .horizontal ? point.x : point.y }
    private var pageLength: Double {
        (navigationOrientation == .horizontal ? view.bounds.width : view.bounds.height) + interPageSpacing
    }

    func handleSwipe(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began, .changed:
            followSwipe(along(pan.translation(in: view)))
        case .ended, .cancelled, .failed:
            endSwipe(velocity: along(pan.velocity(in: view)), cancelled: pan.state != .ended)
        default:
            break
        }
    }

    private func followSwipe(_ moved: Double) {
        if turn?.isSwipe != true || turn?.finish != nil {
            guard moved != 0, let page else { return }
            settleTurn()
            let sign: Double = moved < 0 ? 1 : -1
            let neighbour =
                sign > 0
                ? dataSource?.pageViewController(self, viewControllerAfter: page)
                : dataSource?.pageViewController(self, viewControllerBefore: page)
            guard let neighbour else { return }
            delegate?.pageViewController(self, willTransitionTo: [neighbour])
            beginTurn(from: page, to: neighbour, sign: sign, isSwipe: true)
        }
        guard let current = turn else { return }
        position(progress: Swift.min(1, Swift.max(0, -moved * current.sign / pageLength)))
    }

    private func endSwipe(velocity: Double, cancelled: Bool) {
        guard let current = turn, current.isSwipe, current.finish == nil else { return }
        let toward = -velocity * current.sign
        let completing = !cancelled && (toward > 300 || (toward > -300 && current.progress > 0.5))
        animateTurn(completing: completing) { [weak self] completed in
            guard let self else { return }
            self.finishTurn(from: current.from, to: current.to, completed: completed)
            self.delegate?.pageViewController(
                self, didFinishAnimating: true, previousViewControllers: [current.from], transitionCompleted: completed)
        }
    }
}
