import Foundation
import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures
import _Testing_CoreGraphics
import _Testing_UIKit

/// What the blind compile-rate set asked of the surface (Tests/UIKitFixtures/Surface/
/// TableViewController.swift): `UITableViewController` and its overridden data source and
/// delegate methods, the app life-cycle notifications, the grouped backgrounds,
/// `adjustsFontForContentSizeCategory`, `visibleViewController`.
@Suite("Table view controllers and the blind set's names")
struct TableViewControllerTests {
    @Test("the controller's view is a table it feeds: the subclass's overrides give rows and take taps, the rest answer as unwritten")
    func overridesFeedTheTable() throws {
        let (run, places) = try runShowing({ PlacesTableViewController(style: .plain) })
        let table = try #require(places.tableView)
        #expect(places.view === table && table.dataSource === places && table.delegate === places)
        #expect(table.frame == Device.iPhoneX.bounds && table.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        table.layoutIfNeeded()
        // heightForRowAt is not overridden: rowHeight (50) decides, as for a delegate without it.
        expectEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)), CGRect(x: 0, y: 100, width: 375, height: 50))
        expectEqual(table.contentSize, CGSize(width: 375, height: 1500))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.textLabel?.text == "Place 1" && cell.textLabel?.adjustsFontForContentSizeCategory == true)
        let inset = table.adjustedContentInset.top
        run.tap(x: 100, y: inset + 3 * 50 + 25, at: 0.1)
        expectEqual(places.selected, [IndexPath(row: 3, section: 0)])
        expectEqual(table.indexPathForSelectedRow, IndexPath(row: 3, section: 0))
        run.timeline.perform {
            table.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
            run.timeline.endTurn()
        }
        #expect(places.scrolls > 0)
    }

    @Test("clearsSelectionOnViewWillAppear, true by default, deselects in viewWillAppear")
    func clearsSelection() throws {
        let (run, places) = try runShowing({ PlacesTableViewController() })
        #expect(places.clearsSelectionOnViewWillAppear)
        let table = try #require(places.tableView)
        let row = IndexPath(row: 4, section: 0)
        run.timeline.perform {
            table.selectRow(at: row, animated: false, scrollPosition: .none)
            places.viewWillAppear(false)
        }
        #expect(table.indexPathForSelectedRow == nil)
        places.clearsSelectionOnViewWillAppear = false
        run.timeline.perform {
            table.selectRow(at: row, animated: false, scrollPosition: .none)
            places.viewWillAppear(false)
        }
        expectEqual(table.indexPathForSelectedRow, row)
        // A plain UITableViewController has no rows until a subclass gives some.
        let plain = BlindSetNames.plainTable()
        #expect(!plain.clearsSelectionOnViewWillAppear && plain.tableView.numberOfRows(inSection: 0) == 0)
        expectEqual(plain.tableView.style, .plain)
    }

    @Test("the grouped backgrounds are UIKit's light values; the life-cycle names are UIKit's, never posted in a run")
    func namesAndColours() throws {
        let hex = BlindSetNames.groupedBackgrounds.map { color -> UInt32 in
            var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
            return UInt32((r * 255).rounded()) << 16 | UInt32((g * 255).rounded()) << 8 | UInt32((b * 255).rounded())
        }
        expectEqual(hex, [0xF2F2F7, 0xFFFFFF, 0xF2F2F7, 0xFFFFFF])
        #expect(BlindSetNames.lifeCycle.map(\.rawValue) == [
            "UIApplicationDidBecomeActiveNotification", "UIApplicationWillResignActiveNotification",
            "UIApplicationDidEnterBackgroundNotification", "UIApplicationWillEnterForegroundNotification",
            "UIApplicationDidFinishLaunchingNotification", "UIApplicationWillTerminateNotification",
        ])
        let (run, places) = try runShowing({ PlacesTableViewController() })
        run.timeline.perform { run.timeline.endTurn() }
        expectEqual(places.becameActive.value, 0)
        #expect(!UILabel().adjustsFontForContentSizeCategory)
    }

    @Test("visibleViewController: the top of the stack, or what is presented over the navigation controller")
    func visibleViewController() throws {
        let top = UIViewController()
        let sheet = UIViewController()
        let (run, navigation) = try runShowing({ UINavigationController(rootViewController: UIViewController()) }) { navigation in
            navigation.pushViewController(top, animated: false)
        }
        #expect(BlindSetNames.visible(in: navigation) === top)
        run.timeline.perform {
            navigation.present(sheet, animated: false)
            run.timeline.endTurn()
        }
        #expect(BlindSetNames.visible(in: navigation) === sheet && navigation.topViewController === top)
    }
}
