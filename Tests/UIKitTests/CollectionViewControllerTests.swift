import TestExpectations
import Testing
import TransitionKit
import UIKit

/// `UICollectionViewController` and `UICollectionView.CellRegistration` as an iOS 14 app writes
/// a grid screen (docs/scrolling.md, "Collection view controllers and cell registrations").
@Suite("Collection view controllers and cell registrations")
struct CollectionViewControllerTests {
    final class NameCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(label)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// A subclass as apps write one: the counts and cells overridden, cells from a registration.
    final class NamesViewController: UICollectionViewController {
        let names = (0..<60).map { "Name \($0)" }
        private(set) var configured: [IndexPath] = []
        private(set) var selected: [IndexPath] = []
        lazy var registration = UICollectionView.CellRegistration<NameCell, String> { [unowned self] cell, indexPath, name in
            cell.label.text = name
            self.configured.append(indexPath)
        }

        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 120, height: 120)
            layout.minimumInteritemSpacing = 7.5
            layout.minimumLineSpacing = 10
            super.init(collectionViewLayout: layout)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.contentInsetAdjustmentBehavior = .never
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            names.count
        }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: names[indexPath.item])
        }

        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    @Test("the controller's view is a collection view it feeds; registered cells are configured with their items, only on screen")
    func controllerAndRegistration() throws {
        let (run, names) = try runShowing({ NamesViewController() })
        let view = try #require(names.collectionView)
        #expect(names.view === view && view.dataSource === names && view.delegate === names)
        #expect(view.frame == Device.iPhoneX.bounds && view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(names.collectionViewLayout === view.collectionViewLayout)
        view.layoutIfNeeded()
        // 812 points tall: lines 0 to 6 (130 apart) meet the bounds, three items each.
        expectEqual(view.indexPathsForVisibleItems.map(\.item), Array(0..<21))
        let cell = try #require(view.cellForItem(at: IndexPath(item: 4, section: 0)) as? NameCell)
        expectEqual(cell.label.text, "Name 4")
        expectEqual(cell.frame, CGRect(x: 127.5, y: 130, width: 120, height: 120))
        #expect(view.cellForItem(at: IndexPath(item: 40, section: 0)) == nil)
        expectEqual(Set(names.configured.map(\.item)), Set(0..<21))

        // Scrolled: cells that left are reused through the registration's identifier and
        // configured again with the new items.
        let cellsBefore = view.subviews.count
        run.timeline.perform {
            view.contentOffset = CGPoint(x: 0, y: 650)
            run.timeline.endTurn()
        }
        let reused = try #require(view.cellForItem(at: IndexPath(item: 30, section: 0)) as? NameCell)
        expectEqual(reused.label.text, "Name 30")
        expectEqual(view.subviews.count, cellsBefore, "as many cells as before: reused, not made")
        #expect(names.configured.contains(IndexPath(item: 30, section: 0)))

        // A tap reaches the subclass's override; the selection clears when the screen reappears.
        let target = try #require(view.cellForItem(at: IndexPath(item: 31, section: 0)))
        let point = view.convert(CGPoint(x: target.frame.midX, y: target.frame.midY), to: nil)
        run.tap(x: Double(point.x), y: Double(point.y), at: 0.2)
        expectEqual(names.selected, [IndexPath(item: 31, section: 0)])
        expectEqual(view.indexPathsForSelectedItems, [IndexPath(item: 31, section: 0)])
        run.timeline.perform { names.viewWillAppear(false) }
        #expect(view.indexPathsForSelectedItems?.isEmpty ?? true)
    }

    @Test("two registrations of one cell class keep their own identifiers and handlers")
    func twoRegistrations() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), collectionViewLayout: layout)
        let even = UICollectionView.CellRegistration<NameCell, Int> { cell, _, number in cell.label.text = "even \(number)" }
        let odd = UICollectionView.CellRegistration<NameCell, Int> { cell, _, number in cell.label.text = "odd \(number)" }
        let first = view.dequeueConfiguredReusableCell(using: even, for: IndexPath(item: 0, section: 0), item: 2)
        let second = view.dequeueConfiguredReusableCell(using: odd, for: IndexPath(item: 1, section: 0), item: 3)
        #expect(first.label.text == "even 2" && second.label.text == "odd 3")
        #expect(first.reuseIdentifier != nil && first.reuseIdentifier != second.reuseIdentifier)
        // A nil item leaves the cell as dequeued.
        let plain = view.dequeueConfiguredReusableCell(using: even, for: IndexPath(item: 2, section: 0), item: nil)
        #expect(plain.label.text == nil)
    }
}
