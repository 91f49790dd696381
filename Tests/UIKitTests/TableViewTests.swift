import TestExpectations
import Testing
import TransitionKit
import UIKit
import _Testing_CoreGraphics
import _Testing_UIKit

/// `UITableView`: rows one under the other at their heights, cells only for the rows the bounds
/// meet, the default cell's image and text label, selection from a tap.
@Suite("Table views")
struct TableViewTests {
    final class NameCell: UITableViewCell {
        private(set) var made = true
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            accessibilityIdentifier = "nameCell"
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Names: NSObject, UITableViewDataSource, UITableViewDelegate {
        var rows = 50
        var tall: Set<Int> = []
        var selected: [IndexPath] = []
        var refuse: Int?

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            tall.contains(indexPath.row) ? 100 : tableView.rowHeight
        }
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            indexPath.row == refuse ? nil : indexPath
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    func table(_ names: Names, rowHeight: CGFloat = 60) throws -> (UITableView, TransitionRun) {
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 375, height: 600), style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = rowHeight
        table.register(NameCell.self, forCellReuseIdentifier: "name")
        table.dataSource = names
        table.delegate = names
        let (run, _) = try runShowing({
            let root = UIViewController()
            root.view.addSubview(table)
            return root
        })
        table.layoutIfNeeded()
        return (table, run)
    }

    @Test("rows at their heights, rectForRow, cells only on screen, the registered subclass made through its initializer")
    func rows() throws {
        let names = Names()
        names.tall = [2]
        let (table, run) = try table(names)
        expectEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 0, y: 0, width: 375, height: 60))
        expectEqual(table.rectForRow(at: IndexPath(row: 3, section: 0)), CGRect(x: 0, y: 220, width: 375, height: 60))
        expectEqual(table.contentSize, CGSize(width: 375, height: 49 * 60 + 100))
        // 0 to 600: rows 0–2 (0–220), then 220 + 60·k < 600: rows 3–9.
        expectEqual(table.indexPathsForVisibleRows?.map(\.row), Array(0...9))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        #expect(cell is NameCell && cell.reuseIdentifier == "name")
        expectEqual(cell.textLabel?.text, "Row 3")
        expectEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 375, height: 60))
        expectEqual(cell.textLabel?.frame, CGRect(x: 16, y: 0, width: 343, height: 60))
        expectEqual(cell.convert(cell.bounds, to: nil), CGRect(x: 0, y: 320, width: 375, height: 60))
        #expect(table.cellForRow(at: IndexPath(row: 10, section: 0)) == nil)
        run.timeline.perform {
            table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .middle, animated: false)
            run.timeline.endTurn()
        }
        // Row 20: 100 + 60·19 = 1240 to 1300; its middle at the middle of 600 points.
        expectEqual(table.contentOffset, CGPoint(x: 0, y: 1270 - 300))
        let row20 = try #require(table.cellForRow(at: IndexPath(row: 20, section: 0)))
        expectEqual(row20.convert(row20.bounds, to: nil), CGRect(x: 0, y: 370, width: 375, height: 60))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) == nil)
        expectEqual(table.visibleCells.count, table.indexPathsForVisibleRows?.count)
    }

    @Test("a tap on a row selects it through willSelectRowAt and didSelectRowAt")
    func tapSelects() throws {
        let names = Names()
        names.refuse = 1
        let (table, run) = try table(names)
        run.tap(x: 100, y: 100 + 150, at: 0.1)
        expectEqual(names.selected, [IndexPath(row: 2, section: 0)])
        expectEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        expectEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected, true)
        run.tap(x: 100, y: 100 + 90, at: 0.5)
        expectEqual(names.selected, [IndexPath(row: 2, section: 0)])
    }
}
