import Foundation

/// A scroll view's own animation — an animated offset or zoom, a deceleration, a bounce back —
/// run as UIKit runs it: one step per screen refresh on the run's clock, each setting the
/// offset (so `scrollViewDidScroll(_:)` is called at every step, and frames between refreshes
/// show the last step). Outside a run there is no clock: the animation jumps to its end.
final class ScrollAnimation {
    /// How long `setContentOffset(_:animated:)`, `setZoomScale(_:animated:)` and friends take.
    /// Apple documents only "a constant velocity"; 0.3 s is ours.
    static let duration = 0.3

    var isCancelled = false
    let start: Double

    init(start: Double) { self.start = start }
}

extension ScrollView {
    /// Runs `tick(elapsed)` at every refresh from the next one until it returns false, then
    /// `ended`. Replaces an animation in progress (which does not call its `ended`).
    func runScrollAnimation(_ tick: @escaping (Double) -> Bool, ended: @escaping () -> Void) {
        stopScrollAnimation()
        guard let timeline = Timeline.current else {
            var elapsed = 0.0
            while tick(elapsed), elapsed < 60 { elapsed += 1.0 / 60 }
            ended()
            return
        }
        let animation = ScrollAnimation(start: timeline.now)
        scrollAnimation = animation
        let rate = Double(Swift.max(1, UIScreen.main.maximumFramesPerSecond))
        // Refreshes are counted, not recomputed from times (k / rate · rate may round below k).
        func schedule(refresh: Double) {
            timeline.schedule(at: refresh / rate) { [weak self, weak timeline] in
                guard let self, !animation.isCancelled, let timeline else { return }
                if tick(timeline.now - animation.start) {
                    schedule(refresh: refresh + 1)
                } else {
                    if self.scrollAnimation === animation { self.scrollAnimation = nil }
                    ended()
                }
            }
        }
        schedule(refresh: (timeline.now * rate + 1e-9).rounded(.down) + 1)
    }

    /// Runs `step(fraction)` from 0 to 1 over `duration` at a constant rate, then `ended`
    /// (by default `scrollViewDidEndScrollingAnimation(_:)`).
    func animateScroll(
        duration: Double = ScrollAnimation.duration, _ step: @escaping (Double) -> Void,
        ended: (() -> Void)? = nil
    ) {
        runScrollAnimation(
            { elapsed in
                let fraction = Swift.min(1, elapsed / duration)
                step(fraction)
                return fraction < 1
            },
            ended: { [weak self] in
                guard let self else { return }
                if let ended { ended() } else { self.delegate?.scrollViewDidEndScrollingAnimation(self) }
            })
    }

    func stopScrollAnimation() {
        scrollAnimation?.isCancelled = true
        scrollAnimation = nil
    }
}
