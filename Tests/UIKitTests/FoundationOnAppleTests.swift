import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixturesSwift5
import _Testing_UIKit
import _Testing_CoreGraphics

/// Issue #24's Foundation-on-Apple names (Tests/UIKitFixturesSwift5/Surface/FoundationOnApple.swift):
/// associated objects with their policies, selector observation, nanoseconds, index paths,
/// NSValue boxes.
@Suite("Foundation on Apple")
struct FoundationOnAppleTests {
    @Test("associated objects: retained, copied, assigned (weak) and removed, per object and key")
    func associatedObjects() {
        let screen = UIViewController()
        let other = UIViewController()
        let interaction = UIPercentDrivenInteractiveTransition()
        screen.dismissalInteraction = interaction
        screen.zoomSourceFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(screen.dismissalInteraction === interaction && other.dismissalInteraction == nil)
        expectEqual(screen.zoomSourceFrame, CGRect(x: 1, y: 2, width: 3, height: 4))
        weak var released: UIPercentDrivenInteractiveTransition?
        do {
            let held = UIPercentDrivenInteractiveTransition()
            released = held
            screen.dismissalInteraction = held
        }
        #expect(released != nil, "RETAIN keeps the value alive")
        do {
            let delegate = NSObject()
            screen.weakTransitionDelegate = delegate
            #expect(screen.weakTransitionDelegate === delegate)
        }
        #expect(screen.weakTransitionDelegate == nil, "ASSIGN does not keep it alive")
        screen.dismissalInteraction = nil
        #expect(screen.dismissalInteraction == nil && released == nil)
        screen.zoomSourceFrame = .zero
        screen.forgetTransitionState()
        #expect(screen.zoomSourceFrame == nil)
    }

    @Test("a selector observer gets the posted notification on the posting thread, until it is gone")
    func selectorObservation() {
        var grid: CardGridViewController? = CardGridViewController()
        grid?.loadViewIfNeeded()
        CardGridViewController.closeCard(at: 7)
        expectEqual(grid?.closedIndexPaths, [IndexPath(row: 7, section: 1)])
        expectEqual(grid?.selectedIndexPath, IndexPath(item: 7, section: 0))
        weak var gone = grid
        grid = nil
        #expect(gone == nil, "the observation does not keep the observer alive")
        CardGridViewController.closeCard(at: 8)
    }

    @Test("NSEC_PER_SEC delays run on the run's clock; index paths and NSValue boxes hold UIKit's values")
    func namesAndValues() throws {
        #expect(NSEC_PER_SEC == 1_000_000_000 && CardGridViewController.units == (1_000_000, 1_000, 1_000_000))
        var badge: UIView?
        let (run, _) = try runShowing(CardGridViewController.init) { grid in
            let view = UIView()
            view.alpha = 0
            grid.view.addSubview(view)
            grid.showBadgeLater(view)
            badge = view
        }
        run.advance(to: 0.29)
        expectEqual(badge?.alpha, 0)
        run.advance(to: 0.31)
        expectEqual(badge?.alpha, 1)
        var path = IndexPath(item: 2, section: 3)
        path.section = 4
        #expect(path.item == 2 && path.row == 2 && path.section == 4 && path == IndexPath(row: 2, section: 4))
        let points = CardGridViewController.points(of: CardGridViewController.path(from: CGPoint(x: 0, y: 100), to: CGPoint(x: 200, y: 300)))
        expectEqual(points, [CGPoint(x: 0, y: 100), CGPoint(x: 100, y: 60), CGPoint(x: 200, y: 300)])
        expectEqual(CardGridViewController.sizes(), CGSize(width: 3, height: 4))
    }
}
