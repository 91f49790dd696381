import Foundation
import UIKit

/// What a badge asks while it pulses. Objective-C style: every method optional, the delegate
/// held weakly.
@objc protocol BadgeDelegate: AnyObject {
    @objc optional func badge(_ badge: Badge, alphaForStep step: Int) -> CGFloat
    @objc optional func badgeDidFinishPulsing(_ badge: Badge)
}

/// A badge that pulses as its screen appears, with Foundation's `Timer` in a file that imports
/// Foundation beside UIKit: a timer made first and added to the main run loop in the common
/// mode (as apps do so that it fires while scrolling), and a scheduled one; both done by the
/// time the transition ends. The badge starts hidden: only the timers show it again, so a
/// timer that never fires leaves the screen as the dismissal does not start (the checker's
/// round trip says so).
final class Badge: UIView {
    weak var delegate: BadgeDelegate?
    private(set) var steps = 0

    func pulse() {
        alpha = 0
        let timer = Timer(timeInterval: 0.1, repeats: true) { [weak self] timer in
            self?.step(timer)
        }
        RunLoop.main.add(timer, forMode: .common)
        Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { [weak self] _ in
            self?.alpha = 0.5
        }
    }

    private func step(_ timer: Timer) {
        steps += 1
        alpha = delegate?.badge?(self, alphaForStep: steps) ?? 1
        if steps == 2 {
            timer.invalidate()
            delegate?.badgeDidFinishPulsing?(self)
        }
    }
}
