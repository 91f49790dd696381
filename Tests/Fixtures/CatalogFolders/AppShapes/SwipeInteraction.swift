import UIKit

/// A percent-driven interaction that overrides what UIKit declares `open`, with UIKit's
/// `CGFloat` types: completion speed, and `update(_:)` clamped to the pan's threshold.
final class SwipeInteraction: UIPercentDrivenInteractiveTransition {
    private(set) var updates = 0
    var direction = PanDirection.edge

    override var completionSpeed: CGFloat {
        get { 1.5 }
        set {}
    }

    override func update(_ percentComplete: CGFloat) {
        updates += 1
        super.update(min(max(percentComplete, 0), 1))
    }
}

/// A tab bar controller that remembers the tab it came from, overriding `selectedIndex`.
final class RememberingTabBarController: UITabBarController {
    private(set) var previousIndex = 0

    override var selectedIndex: Int {
        willSet { previousIndex = selectedIndex }
    }
}
