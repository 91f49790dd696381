#sourceLocation(file: "Tests/Fixtures/OptionalProtocols/CardView.swift", line: 1)
import UIKit

/// What a card tells its delegate, as apps write delegate protocols for Objective-C: most
/// methods optional, the delegate held weakly. Written for this project in that style; the
/// catalog's rewrite for Linux turns it into Tests/UIKitFixturesSwift5/OptionalProtocols/.
protocol CardViewDelegate: AnyObject, __CardViewDelegate_Optionals, NSObjectProtocol {
    func cardViewDidAppear(_ cardView: CardView)
    func cardView(_ cardView: CardView, shouldExpandTo frame: CGRect) throws -> Bool
    func cardView(_ cardView: CardView, accessoryAt index: Int) throws -> UIView?
    func cardViewDidExpand(_ cardView: CardView) throws
    func cardViewWillExpand() throws
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
        if delegate?.responds(to: __CardViewDelegate_selector("cardViewDidExpand(_:)")) == true {
            log.append("delegate hears didExpand")
        }
    }
}
#sourceLocation()
// `CardViewDelegate`'s optional requirements, as the catalog's rewrite for Linux gives them (docs/bring-your-own.md, "Optional requirements").
protocol __CardViewDelegate_Optionals: AnyObject {
    var __CardViewDelegate_implemented: Set<String>? { get }
}

private struct __CardViewDelegate_NotImplemented: Error {}

extension CardViewDelegate {
    func cardView(_ cardView: CardView, shouldExpandTo frame: CGRect) throws -> Bool { throw __CardViewDelegate_NotImplemented() }
    func cardView(_ cardView: CardView, accessoryAt index: Int) throws -> UIView? { throw __CardViewDelegate_NotImplemented() }
    func cardViewDidExpand(_ cardView: CardView) throws { throw __CardViewDelegate_NotImplemented() }
    func cardViewWillExpand() throws { throw __CardViewDelegate_NotImplemented() }
}

extension __CardViewDelegate_Optionals {
    var __CardViewDelegate_implemented: Set<String>? { nil }
    var cardView: __CardViewDelegate_cardView? { __CardViewDelegate_cardView(base: self as! any CardViewDelegate) }
    var cardViewDidExpand: __CardViewDelegate_cardViewDidExpand? { __CardViewDelegate_cardViewDidExpand(base: self as! any CardViewDelegate) }
    var cardViewWillExpand: __CardViewDelegate_cardViewWillExpand? { __CardViewDelegate_cardViewWillExpand(base: self as! any CardViewDelegate) }
}

struct __CardViewDelegate_cardView {
    let base: any CardViewDelegate
    @discardableResult func callAsFunction(_ cardView: CardView, shouldExpandTo frame: CGRect) -> (Bool)? { try? base.cardView(cardView, shouldExpandTo: frame) }
    @discardableResult func callAsFunction(_ cardView: CardView, accessoryAt index: Int) -> UIView? { try? base.cardView(cardView, accessoryAt: index) }
}

struct __CardViewDelegate_cardViewDidExpand {
    let base: any CardViewDelegate
    @discardableResult func callAsFunction(_ cardView: CardView) -> Void? { try? base.cardViewDidExpand(cardView) }
}

struct __CardViewDelegate_cardViewWillExpand {
    let base: any CardViewDelegate
    @discardableResult func callAsFunction() -> Void? { try? base.cardViewWillExpand() }
}

func __CardViewDelegate_selector(_ name: String) -> Selector {
    Selector(name: name, responds: { object in
        (object as? any __CardViewDelegate_Optionals)?.__CardViewDelegate_implemented.map { $0.contains(name) } ?? (object is any CardViewDelegate)
    }, invoker: { _, _ in })
}
