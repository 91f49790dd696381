import UIKit

/// A fade stepped by a display link that times itself with the other clocks apps read —
/// `CFAbsoluteTimeGetCurrent()`, `DispatchTime.now()` and `CACurrentMediaTime()` — with a
/// badge staggered by `asyncAfter(deadline: DispatchTime.now() + 0.2)` and one
/// `ContinuousClock.now` read, which the run cannot make and reports. Compiled from its
/// rewritten copy (Tests/UIKitFixturesSwift5/ClockReadsFade+Linux.swift, which
/// RunClockTests checks is this file's rewrite).
final class ClockReadsFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval = 0.5
    private var link: CADisplayLink?
    private var startAbsolute: CFAbsoluteTime = 0
    private var startDispatch = DispatchTime.now()
    private var startMedia: CFTimeInterval = 0
    private weak var context: UIViewControllerContextTransitioning?
    private(set) var absoluteSeen: [TimeInterval] = []
    private(set) var dispatchSeen: [TimeInterval] = []
    private(set) var mediaSeen: [TimeInterval] = []
    private(set) var badgeShownAt: TimeInterval?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        context = transitionContext
        startAbsolute = CFAbsoluteTimeGetCurrent()
        startDispatch = DispatchTime.now()
        startMedia = CACurrentMediaTime()
        let badge = UIView(frame: CGRect(x: 20, y: 40, width: 60, height: 30))
        badge.backgroundColor = .systemRed
        badge.alpha = 0
        toView.addSubview(badge)
        DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + 0.2) {
            self.badgeShownAt = CACurrentMediaTime() - self.startMedia
            UIView.animate(withDuration: 0.2) { badge.alpha = 1 }
        }
        _ = ContinuousClock.now
        let link = CADisplayLink(target: self, selector: #selector(step(_:)))
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    @objc private func step(_ link: CADisplayLink) {
        let elapsed = CFAbsoluteTimeGetCurrent() - startAbsolute
        absoluteSeen.append(elapsed)
        dispatchSeen.append(Double(DispatchTime.now().uptimeNanoseconds - startDispatch.uptimeNanoseconds) / 1e9)
        mediaSeen.append(CACurrentMediaTime() - startMedia)
        let progress = min(1, elapsed / duration)
        context?.view(forKey: .to)?.alpha = CGFloat(progress)
        if progress >= 1 {
            link.invalidate()
            self.link = nil
            context?.completeTransition(true)
        }
    }
}
