import UIKit

/// Tiles revealed by a main-actor `Task` that sleeps between them, as Swift-concurrency apps
/// stagger: `Task.sleep(nanoseconds:)` between the tiles, `Task.sleep(for:)` before the last
/// step, then `await UIView.animate` (the async form) for a final pulse of the first tile,
/// whose `finished` flag it keeps; the transition completes after it.
final class TaskStaggerAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private(set) var wakeTimes: [CFTimeInterval] = []
    private(set) var pulseFinished: Bool?
    private(set) var completedAt: CFTimeInterval?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        let tiles = TileReveal.tiles(in: toView)
        Task { @MainActor in
            for tile in tiles {
                try? await Task.sleep(nanoseconds: 100_000_000)
                self.wakeTimes.append(CACurrentMediaTime())
                TileReveal.reveal(tile)
            }
            try? await Task.sleep(for: .milliseconds(100))
            self.wakeTimes.append(CACurrentMediaTime())
            self.pulseFinished = await UIView.animate(withDuration: 0.2) {
                tiles[0].transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
            }
            self.completedAt = CACurrentMediaTime()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
