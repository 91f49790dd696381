import UIKit

/// Run-loop bugs apps ship: a repeating timer that polls a badge and is never invalidated, a
/// `perform(_:with:afterDelay:)` left waiting, a block on a global queue and a detached task
/// that change views (UIKit is main-thread only). The transition itself fades in and completes.
final class SloppyBackgroundAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private(set) var globalLine = 0
    private(set) var timerLine = 0
    private(set) var performLine = 0
    private(set) var polls = 0

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = TileReveal.fadeIn(transitionContext) else { return }
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        toView.addSubview(badge)
        timerLine = #line + 1
        Timer.scheduledTimer(timeInterval: 0.25, target: self, selector: Selector.method(Self.poll(_:)), userInfo: nil, repeats: true)
        performLine = #line + 1
        perform(Selector.method(Self.refresh), with: nil, afterDelay: 120)
        globalLine = #line + 1
        DispatchQueue.global().async {
            badge.backgroundColor = .systemRed
        }
        Task.detached {
            badge.alpha = 0.5
        }
    }

    func poll(_ timer: Timer) {
        polls += 1
    }

    func refresh() {}
}
