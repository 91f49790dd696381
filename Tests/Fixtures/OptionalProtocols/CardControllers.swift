import UIKit

/// Two delegates of a card, as apps have them: one implements some of the optional methods,
/// the other none. Written for this project; rewritten for Linux into
/// Tests/UIKitFixturesSwift5/OptionalProtocols/.
final class ExpandingCardController: NSObject, CardViewDelegate {
    private(set) var heard: [String] = []

    func cardViewDidAppear(_ cardView: CardView) {
        heard.append("appear")
    }

    func cardView(_ cardView: CardView, shouldExpandTo frame: CGRect) -> Bool {
        heard.append("shouldExpand")
        return frame.width <= 375
    }

    func cardViewDidExpand(_ cardView: CardView) {
        heard.append("didExpand")
    }
}

final class QuietCardController: NSObject {
    private(set) var appeared = 0
}

extension QuietCardController: CardViewDelegate {
    func cardViewDidAppear(_ cardView: CardView) {
        appeared += 1
    }
}
