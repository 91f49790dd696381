import UIKit

/// What a card tells its delegate, as apps write delegate protocols for Objective-C: most
/// methods optional, the delegate held weakly. Written for this project in that style; the
/// catalog's rewrite for Linux turns it into Tests/UIKitFixturesSwift5/OptionalProtocols/.
@objc protocol CardViewDelegate: NSObjectProtocol {
    func cardViewDidAppear(_ cardView: CardView)
    @objc optional func cardView(_ cardView: CardView, shouldExpandTo frame: CGRect) -> Bool
    @objc optional func cardView(_ cardView: CardView, accessoryAt index: Int) -> UIView?
    @objc optional func cardViewDidExpand(_ cardView: CardView)
    @objc optional func cardViewWillExpand()
}

/// A card that asks before it expands, as an app's card view asks its controller.
final class CardView: UIView {
    weak var delegate: CardViewDelegate?
    private(set) var log: [String] = []

    func expand(to target: CGRect) {
        delegate?.cardViewDidAppear(self)
        delegate?.cardViewWillExpand?()
        guard delegate?.cardView?(self, shouldExpandTo: target) ?? true else {
            log.append("refused")
            return
        }
        if let accessory = delegate?.cardView?(self, accessoryAt: 0) {
            addSubview(accessory)
            log.append("accessory")
        }
        frame = target
        delegate?.cardViewDidExpand?(self)
        if delegate?.responds(to: #selector(CardViewDelegate.cardViewDidExpand(_:))) == true {
            log.append("delegate hears didExpand")
        }
    }
}
