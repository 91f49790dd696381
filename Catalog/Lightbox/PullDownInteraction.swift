import UIKit

/// The pull's interaction controller: UIKit's percent-driven transition, finishing and
/// cancelling at the speed of the remaining distance.
final class PullDownInteraction: UIPercentDrivenInteractiveTransition {
    override init() {
        super.init()
        completionCurve = .easeOut
    }
}
