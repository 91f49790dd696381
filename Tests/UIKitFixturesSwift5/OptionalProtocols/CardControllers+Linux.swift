#sourceLocation(file: "Tests/Fixtures/OptionalProtocols/CardControllers.swift", line: 1)
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
#sourceLocation()
extension ExpandingCardController {
    var __CardViewDelegate_implemented: Set<String>? {
        Set([
            _implementsOptionalRequirement(ExpandingCardController.cardView(_:shouldExpandTo:)) ? "cardView(_:shouldExpandTo:)" : nil,
            _implementsOptionalRequirement(ExpandingCardController.cardView(_:accessoryAt:)) ? "cardView(_:accessoryAt:)" : nil,
            _implementsOptionalRequirement(ExpandingCardController.cardViewDidExpand(_:)) ? "cardViewDidExpand(_:)" : nil,
            _implementsOptionalRequirement(ExpandingCardController.cardViewWillExpand) ? "cardViewWillExpand()" : nil,
        ].compactMap { $0 })
    }
}

extension QuietCardController {
    var __CardViewDelegate_implemented: Set<String>? {
        Set([
            _implementsOptionalRequirement(QuietCardController.cardView(_:shouldExpandTo:)) ? "cardView(_:shouldExpandTo:)" : nil,
            _implementsOptionalRequirement(QuietCardController.cardView(_:accessoryAt:)) ? "cardView(_:accessoryAt:)" : nil,
            _implementsOptionalRequirement(QuietCardController.cardViewDidExpand(_:)) ? "cardViewDidExpand(_:)" : nil,
            _implementsOptionalRequirement(QuietCardController.cardViewWillExpand) ? "cardViewWillExpand()" : nil,
        ].compactMap { $0 })
    }
}
