import UIKit

/// Tiles revealed by a repeating `Timer`, one every 0.1 s, as apps stagger with timers: the
/// block form (`Timer.scheduledTimer(withTimeInterval:repeats:)`) or the target–selector
/// form (its `#selector(tick(_:))` written as the catalog's rewritten copy has it). The timer
/// invalidates itself after the last tile.
final class TimerTilesAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Form { case block, targetSelector }

    let form: Form
    private var tiles: [UIView] = []
    private(set) var firings: [TimeInterval] = []
    private(set) var userInfoSeen: Any?
    private var timer: Timer?

    init(form: Form) {
        self.form = form
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = TileReveal.fadeIn(transitionContext) else { return }
        tiles = TileReveal.tiles(in: toView)
        switch form {
        case .block:
            timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] timer in
                self?.revealNext(timer)
            }
        case .targetSelector:
            timer = Timer.scheduledTimer(timeInterval: 0.1, target: self, selector: Selector.method(Self.tick(_:)),
                                         userInfo: "tiles", repeats: true)
        }
    }

    func tick(_ timer: Timer) {
        userInfoSeen = timer.userInfo
        revealNext(timer)
    }

    private func revealNext(_ timer: Timer) {
        firings.append(CACurrentMediaTime())
        TileReveal.reveal(tiles[firings.count - 1])
        if firings.count == tiles.count {
            timer.invalidate()
        }
    }
}
