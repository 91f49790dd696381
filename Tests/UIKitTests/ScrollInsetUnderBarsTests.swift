import TestExpectations
import Testing
import TransitionKit
import UIKit

/// A scroll view's adjusted content inset includes the bars' part of its controller's safe
/// area (docs/scrolling.md): a table view controller shown by a navigation controller inside a
/// tab bar controller on an iPhone X starts its rows under the navigation bar and ends them
/// above the tab bar, as UIKit's `.automatic` adjustment does.
@Suite("Scroll views under bars")
struct ScrollInsetUnderBarsTests {
    final class Rows: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    @Test("a table under a navigation bar and above a tab bar: the inset is the bars' and the system's, the first row under the bar")
    func tableUnderBars() throws {
        let rows = Rows(style: .plain)
        let window = UIWindow(frame: Device.iPhoneX.bounds)
        window.safeAreaInsets = Device.iPhoneX.safeAreaInsets
        let run = try TransitionRun(awaitingTouchesIn: window) { window in
            let tabs = UITabBarController()
            tabs.viewControllers = [UINavigationController(rootViewController: rows)]
            window.rootViewController = tabs
            window.makeKeyAndVisible()
        }
        withExtendedLifetime(run) {
            let table = rows.tableView!
            table.layoutIfNeeded()
            // 44 status bar + 44 navigation bar above; 49 tab bar + 34 home indicator below.
            expectEqual(table.adjustedContentInset, UIEdgeInsets(top: 88, left: 0, bottom: 83, right: 0))
            expectEqual(table.contentOffset, CGPoint(x: 0, y: -88))
            let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
            expectEqual(table.convert(first, to: window).minY, 88)
        }
    }
}
