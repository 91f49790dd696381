import TestExpectations
import Testing
import TransitionKit
import UIKit

/// Self-sizing cells: table rows at `UITableView.automaticDimension` with an estimate, and
/// flow-layout items with an `estimatedItemSize`, measured from their Auto Layout content once
/// shown (docs/scrolling.md, "Self-sizing cells").
@Suite("Self-sizing cells")
struct SelfSizingCellTests {
    /// A label pinned 12 points inside the content view above and below, 16 at the sides.
    static func pinLabel(_ label: UILabel, in content: UIView) {
        label.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: content.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -12),
            label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
        ])
    }

    static func close(_ a: CGRect?, _ b: CGRect) -> Bool {
        guard let a else { return false }
        return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
    }

    static func close(_ a: CGSize?, _ b: CGSize) -> Bool {
        close(a.map { CGRect(origin: .zero, size: $0) }, CGRect(origin: .zero, size: b))
    }

    /// Row n's text has n % 4 + 1 lines.
    static func text(_ n: Int) -> String { (0...(n % 4)).map { "Line \($0)" }.joined(separator: "\n") }

    final class NoteCell: UITableViewCell {
        let note = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            note.numberOfLines = 0
            SelfSizingCellTests.pinLabel(note, in: contentView)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Notes: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
            cell.note.text = SelfSizingCellTests.text(indexPath.row)
            return cell
        }
    }

    /// A label's height for `lines` lines, read from the engine's metrics (IntrinsicSizeTests pins them).
    static func labelHeight(lines: Int) -> CGFloat {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = (0..<lines).map { "Line \($0)" }.joined(separator: "\n")
        return label.intrinsicContentSize.height
    }

    @Test("automaticDimension rows: shown rows take their cells' Auto Layout height, the rest keep the estimate")
    func tableRows() throws {
        let notes = Notes()
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 375, height: 400), style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.estimatedRowHeight = 100
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        table.dataSource = notes
        _ = try runShowing({
            let root = UIViewController()
            root.view.addSubview(table)
            return root
        })
        table.layoutIfNeeded()
        expectEqual(table.rowHeight, UITableView.automaticDimension)
        let heights = (0..<4).map { Self.labelHeight(lines: $0 + 1) + 24 }
        #expect(heights[0] > 44 && heights[0] < 45, "one 17-point line and 24 points of padding: \(heights[0])")
        #expect(heights[1] > heights[0] + 20)
        var top: CGFloat = 0
        var shown = 0
        while top < 400 {
            let rect = table.rectForRow(at: IndexPath(row: shown, section: 0))
            #expect(Self.close(rect, CGRect(x: 0, y: top, width: 375, height: heights[shown % 4])), "row \(shown): \(rect)")
            expectEqual(table.cellForRow(at: IndexPath(row: shown, section: 0))?.frame, rect, "row \(shown)'s cell")
            top += rect.height
            shown += 1
        }
        #expect(shown > 4, "more rows fit once measured than the estimate allowed")
        #expect(table.cellForRow(at: IndexPath(row: shown, section: 0)) == nil)
        expectEqual(table.rectForRow(at: IndexPath(row: 29, section: 0)).height, 100, "off screen: the estimate")
        #expect(abs(table.contentSize.height - (top + CGFloat(30 - shown) * 100)) < 1e-9)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? NoteCell)
        cell.layoutIfNeeded()
        #expect(Self.close(cell.note.frame, CGRect(x: 16, y: 12, width: 343, height: heights[1] - 24)), "the label laid out in the measured row")
    }

    @Test("fixed rowHeight, a delegate's height, and cells without constraints are not measured")
    func notMeasured() throws {
        final class Plain: NSObject, UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let identifier = indexPath.row == 0 ? "plain" : "note"
                let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
                (cell as? NoteCell)?.note.text = "One\nTwo\nThree"
                return cell
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                indexPath.row == 2 ? 70 : UITableView.automaticDimension
            }
        }
        let plain = Plain()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 500), style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.estimatedRowHeight = 50
        table.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        table.dataSource = plain
        table.delegate = plain
        _ = try runShowing({
            let root = UIViewController()
            root.view.addSubview(table)
            return root
        })
        table.layoutIfNeeded()
        expectEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 50, "no constraints: the estimate")
        #expect(abs(table.rectForRow(at: IndexPath(row: 1, section: 0)).height - (Self.labelHeight(lines: 3) + 24)) < 1e-9)
        expectEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)).height, 70, "the delegate's height")
        table.rowHeight = 60
        table.delegate = nil
        table.reloadData()
        table.layoutIfNeeded()
        expectEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 60, "a fixed rowHeight")
    }

    final class TagCell: UICollectionViewCell {
        let tagLabel = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            SelfSizingCellTests.pinLabel(tagLabel, in: contentView)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Tags: NSObject, UICollectionViewDataSource {
        let words = ["a", "swift", "of", "collection", "views", "x", "self", "sizing", "cells", "in", "lines"]
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { words.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
            cell.tagLabel.text = words[indexPath.item]
            return cell
        }
    }

    @Test("estimatedItemSize: items take their cells' fitted sizes and the lines are laid out again")
    func flowItems() throws {
        let tags = Tags()
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.itemSize = CGSize(width: 100, height: 40)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        grid.contentInsetAdjustmentBehavior = .never
        grid.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        grid.dataSource = tags
        _ = try runShowing({
            let root = UIViewController()
            root.view.addSubview(grid)
            return root
        })
        grid.layoutIfNeeded()
        var fitted: [CGSize] = []
        for word in tags.words {
            let label = UILabel()
            label.text = word
            let size = label.intrinsicContentSize
            fitted.append(CGSize(width: size.width + 32, height: size.height + 24))
        }
        for (item, size) in fitted.enumerated() {
            let attributes = try #require(grid.layoutAttributesForItem(at: IndexPath(item: item, section: 0)))
            #expect(Self.close(attributes.size, size), "item \(item): \(attributes.size)")
            expectEqual(grid.cellForItem(at: IndexPath(item: item, section: 0))?.frame, attributes.frame, "item \(item)'s cell")
        }
        // The first line holds as many fitted items as fit in 300 points with 10-point gaps.
        var used = fitted[0].width, count = 1
        while count < fitted.count, used + 10 + fitted[count].width <= 300 {
            used += 10 + fitted[count].width
            count += 1
        }
        let first = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let last = try #require(grid.layoutAttributesForItem(at: IndexPath(item: count - 1, section: 0)))
        let next = try #require(grid.layoutAttributesForItem(at: IndexPath(item: count, section: 0)))
        #expect(first.frame.minX == 0 && abs(last.frame.maxX - 300) < 1e-9, "the first line is justified")
        #expect(abs(next.frame.minY - (first.frame.maxY + 10)) < 1e-9, "the second line starts after the first's thickness")
        #expect(count > 2, "with the 100-point estimate only 2 would fit; fitted words pack \(count)")
        grid.reloadData()
        grid.layoutIfNeeded()
        #expect(Self.close(grid.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.size, fitted[1]), "measured again after a reload")
    }

    @Test("an app's preferredLayoutAttributesFitting override decides the size")
    func overridePreferred() throws {
        final class FullWidthCell: UICollectionViewCell {
            override func preferredLayoutAttributesFitting(
                _ layoutAttributes: UICollectionViewLayoutAttributes
            ) -> UICollectionViewLayoutAttributes {
                let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
                attributes.size = CGSize(width: 280, height: 30 + CGFloat(attributes.indexPath.item) * 10)
                return attributes
            }
        }
        final class Rows: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            }
        }
        let rows = Rows()
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 280, height: 50)
        layout.minimumLineSpacing = 5
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        grid.contentInsetAdjustmentBehavior = .never
        grid.register(FullWidthCell.self, forCellWithReuseIdentifier: "row")
        grid.dataSource = rows
        _ = try runShowing({
            let root = UIViewController()
            root.view.addSubview(grid)
            return root
        })
        grid.layoutIfNeeded()
        let frames = (0..<3).compactMap { grid.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [
            CGRect(x: 10, y: 0, width: 280, height: 30), CGRect(x: 10, y: 35, width: 280, height: 40),
            CGRect(x: 10, y: 80, width: 280, height: 50),
        ])
        expectEqual(grid.contentSize.height, 130)
    }
}
