import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures
import _Testing_UIKit

/// `semanticContentAttribute`, `effectiveUserInterfaceLayoutDirection`,
/// `userInterfaceLayoutDirection(for:)` and `exchangeSubview(at:withSubviewAt:)`
/// (Tests/UIKitFixtures/Surface/LayoutDirection.swift).
@Suite("Layout direction and exchanged subviews")
struct LayoutDirectionTests {
    @Test("left to right unless forced; forcing right to left answers so, and is modelled (not reported)")
    func direction() throws {
        let view = UIView()
        #expect(view.semanticContentAttribute == .unspecified && SlideDirection.offset(for: view, width: 100) == 100)
        #expect(SlideDirection.direction(of: .forceRightToLeft) == .rightToLeft && SlideDirection.direction(of: .playback) == .leftToRight)
        expectEqual(UISemanticContentAttribute.forceRightToLeft.rawValue, 4)
        let (run, _) = try runShowing({ UIViewController() }) { root in
            root.view.addSubview(view)
            SlideDirection.forceRightToLeft(view)
        }
        expectEqual(SlideDirection.offset(for: view, width: 100), -100)
        #expect(!run.timeline.unmodelled.contains { $0.feature.contains("forceRightToLeft") })
    }

    @Test("exchangeSubview swaps the paint order; an index out of range does nothing")
    func exchange() {
        let stack = UIView()
        let cards = (0..<4).map { index -> UIView in
            let card = UIView()
            card.tag = index
            stack.addSubview(card)
            return card
        }
        SlideDirection.swapCards(in: stack)
        expectEqual(stack.subviews.map(\.tag), [3, 1, 2, 0])
        stack.exchangeSubview(at: 1, withSubviewAt: 9)
        #expect(stack.subviews.map(\.tag) == [3, 1, 2, 0] && cards.allSatisfy { $0.superview === stack })
    }
}
