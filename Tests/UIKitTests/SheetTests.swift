import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures
import _Testing_UIKit
import _Testing_CoreGraphics

/// Sheets on a phone as UIKit draws them (a card at its detent, the presenter pushed back at
/// the large detent), popovers kept on a phone, and bar items
/// (Tests/UIKitFixtures/Surface/SheetsAndChrome.swift).
@Suite("Sheets, popovers and bar items")
struct SheetTests {
    static let device = Device.iPhoneX

    /// A root screen presenting a sheet (animated), and the run's end.
    static func presentSheet(
        _ configure: @escaping (DetentFiltersViewController) -> Void
    ) throws -> (TransitionRun, UIViewController, DetentFiltersViewController) {
        var shown: (UIViewController, DetentFiltersViewController)?
        let run = try TransitionRun(window: UIWindow(frame: Self.device.bounds)) { window in
            let home = UIViewController()
            window.rootViewController = home
            window.makeKeyAndVisible()
            let filters = DetentFiltersViewController()
            configure(filters)
            home.present(filters, animated: true)
            shown = (home, filters)
        }
        let (home, filters) = try #require(shown)
        return (run, home, filters)
    }

    static var top: CGFloat { Self.device.safeAreaInsets.top + 10 }
    static var height: CGFloat { Self.device.screenSize.height }

    @Test("the default sheet is a card 10 pt below the safe area, over the presenter pushed back and rounded")
    func largeCard() throws {
        let (run, home, filters) = try Self.presentSheet { $0.modalPresentationStyle = .automatic }
        run.runToCompletion()
        #expect(filters.sheetPresentationController != nil)
        expectEqual(filters.view.frame, CGRect(x: 0, y: Self.top, width: Self.device.screenSize.width, height: Self.height - Self.top))
        expectEqual(filters.view.layer.cornerRadius, 10)
        let pushed = home.view.transform
        #expect(abs(pushed.a - 0.92) < 1e-12)
        let scaledTop = home.view.frame.minY
        #expect(abs(scaledTop - Self.device.safeAreaInsets.top) < 1e-9, "the pushed-back presenter's top at the safe area's top")
        expectEqual(home.view.layer.cornerRadius, 10)
    }

    @Test("at the medium detent the card is half the sheet's height (plus the bottom inset), the presenter dimmed, not pushed back")
    func mediumDetent() throws {
        let (run, home, filters) = try Self.presentSheet { $0.configureSheet(detent: .medium) }
        run.runToCompletion()
        let maximum = Self.height - Self.top
        let cardHeight = maximum / 2 + Self.device.safeAreaInsets.bottom
        expectEqual(filters.view.frame, CGRect(x: 0, y: Self.height - cardHeight, width: Self.device.screenSize.width, height: cardHeight))
        expectEqual(filters.view.layer.cornerRadius, 16)
        expectEqual(home.view.transform, .identity)
        let dimming = try #require(run.window.allViews().first { $0.role == "sheet-dimming" })
        expectEqual(dimming.alpha, 0.2)
        let grabber = try #require(filters.view.subviews.last)
        expectEqual(grabber.frame, CGRect(x: (Self.device.screenSize.width - 36) / 2, y: 5, width: 36, height: 5))
    }

    @Test("the smallest detent by default; largestUndimmedDetentIdentifier leaves the presenter undimmed")
    func smallestAndUndimmed() throws {
        let (run, _, filters) = try Self.presentSheet { $0.configureSheet(detent: nil, undimmed: DetentFiltersViewController.compact) }
        run.runToCompletion()
        let maximum = Self.height - Self.top
        let cardHeight = maximum * 0.25 + Self.device.safeAreaInsets.bottom
        #expect(abs(filters.view.frame.height - cardHeight) < 1e-9)
        let dimming = try #require(run.window.allViews().first { $0.role == "sheet-dimming" })
        expectEqual(dimming.alpha, 0)
    }

    @Test("animateChanges moves the card to the large detent over time and pushes the presenter back")
    func animateChanges() throws {
        let (run, home, filters) = try Self.presentSheet { $0.configureSheet(detent: .medium) }
        let end = run.runToCompletion()
        run.timeline.perform { filters.expand() }
        expectEqual(filters.view.frame.minY, Self.top, "the model value is the new detent at once")
        #expect(home.view.transform.a < 1)
        run.advance(to: end + 1)
        #expect(run.timeline.groups.last.map { $0.properties.isEmpty } == false, "the change was animated")
    }

    @Test("dismissing the sheet slides the card down and restores the presenter")
    func dismissal() throws {
        var home: UIViewController?
        let run = try TransitionRun(window: UIWindow(frame: Self.device.bounds)) { window in
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let sheet = UIViewController()
            sheet.modalPresentationStyle = .formSheet
            root.present(sheet, animated: false)
            #expect(root.view.transform.a < 1, "pushed back while shown")
            sheet.dismiss(animated: true)
            home = root
        }
        run.runToCompletion()
        let root = try #require(home)
        expectEqual(root.view.transform, .identity)
        expectEqual(root.view.layer.cornerRadius, 0)
        #expect(root.presentedViewController == nil)
    }

    @Test("on the iPad a sheet is a centred 540 × 620 card over the presenter dimmed, not pushed back")
    func padCard() throws {
        var shown: (UIViewController, UIViewController)?
        let run = try TransitionRun(window: UIWindow(frame: Device.iPad.bounds)) { window in
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let sheet = UIViewController()
            sheet.modalPresentationStyle = .formSheet
            root.present(sheet, animated: true)
            shown = (root, sheet)
        }
        run.runToCompletion()
        let (root, sheet) = try #require(shown)
        let bounds = Device.iPad.bounds
        expectEqual(sheet.view.frame, CGRect(x: (bounds.width - 540) / 2, y: (bounds.height - 620) / 2, width: 540, height: 620))
        expectEqual(root.view.transform, .identity)
        #expect(run.timeline.unmodelled.isEmpty)
    }

    @Test("a popover kept on a phone sits below its source, its content's size; its arrow is reported")
    func popover() throws {
        var shown: (UIView, PopoverMenuViewController)?
        let run = try TransitionRun(window: UIWindow(frame: Self.device.bounds)) { window in
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let button = UIView(frame: CGRect(x: 300, y: 100, width: 44, height: 44))
            root.view.addSubview(button)
            let menu = PopoverMenuViewController()
            menu.configure(from: button)
            root.present(menu, animated: true)
            shown = (button, menu)
        }
        run.runToCompletion()
        let (_, menu) = try #require(shown)
        let width = Self.device.screenSize.width
        expectEqual(menu.view.frame, CGRect(x: width - 8 - 200, y: 144, width: 200, height: 150))
        expectEqual(menu.popoverPresentationController?.arrowDirection, .up)
        #expect(run.timeline.unmodelled.contains { $0.feature.contains("popover's arrow") })
    }

    @Test("a bar button item sends its action to its target with itself as the sender")
    func barItems() throws {
        let (run, composer) = try runShowing(ComposerViewController.init)
        run.timeline.perform { composer.tapSend() }
        expectEqual(composer.sent, 1)
    }
}
