import UIKit

/// A fade stepped by a display link that times itself with `Date()`, as many apps' custom
/// animations do: progress is the seconds since the start over the duration. Compiled from its
/// rewritten copy (Tests/UIKitFixturesSwift5/DateTimedFade+Linux.swift, which RunClockTests
/// checks is this file's rewrite), its clock reads are the run's virtual clock.
final class DateTimedFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval = 0.5
    private var link: CADisplayLink?
    private var startDate = Date.__runNow
    private var startUptime: TimeInterval = 0
    private weak var context: UIViewControllerContextTransitioning?
    private(set) var elapsedSeen: [TimeInterval] = []
    private(set) var uptimeSeen: [TimeInterval] = []
    private(set) var sinceNowSeen: [TimeInterval] = []

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        context = transitionContext
        startDate = Date.__runNow
        startUptime = ProcessInfo.processInfo.__runSystemUptime
        let link = CADisplayLink(target: self, selector: Selector.method(Self.step(_:)))
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    private func step(_ link: CADisplayLink) {
        let elapsed = Date.__runNow.timeIntervalSince(startDate)
        elapsedSeen.append(elapsed)
        uptimeSeen.append(ProcessInfo.processInfo.__runSystemUptime - startUptime)
        sinceNowSeen.append(-startDate.__runTimeIntervalSinceNow)
        let progress = min(1, elapsed / duration)
        context?.view(forKey: .to)?.alpha = CGFloat(progress)
        if progress >= 1 {
            link.invalidate()
            self.link = nil
            context?.completeTransition(true)
        }
    }
}
