import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures
import _Testing_CoreGraphics
import _Testing_UIKit

/// `UICollectionView` with `UICollectionViewFlowLayout`: frames by the flow layout's observed
/// rule (docs/engine.md, "Collection views"), cells only for what the bounds meet, and the
/// exact window rect of a cell in a scrolled collection view.
@Suite("Collection views")
struct CollectionViewTests {
    /// A data source of plain cells, with optional per-item sizes (a flow-layout delegate).
    final class Grid: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        var counts: [Int]
        var sizes: [IndexPath: CGSize] = [:]
        var made = 0
        var selected: [IndexPath] = []
        var headers = 0

        init(_ counts: [Int]) { self.counts = counts }

        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            made += 1
            return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            headers += 1
            return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    final class SizedGrid: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        let grid: Grid
        init(_ grid: Grid) { self.grid = grid }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            grid.counts[section]
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            grid.collectionView(collectionView, cellForItemAt: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            grid.sizes[indexPath] ?? CGSize(width: 100, height: 100)
        }
    }

    /// A collection view of `frame` in a run's window (iPhone X), laid out.
    func collection(
        _ frame: CGRect, layout: UICollectionViewFlowLayout, source: any UICollectionViewDataSource & UICollectionViewDelegate
    ) throws -> (UICollectionView, TransitionRun) {
        let view = UICollectionView(frame: frame, collectionViewLayout: layout)
        view.contentInsetAdjustmentBehavior = .never
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                      withReuseIdentifier: "header")
        view.dataSource = source
        view.delegate = source
        let (run, _) = try runShowing({
            let root = UIViewController()
            root.view.addSubview(view)
            return root
        })
        view.layoutIfNeeded()
        return (view, run)
    }

    func frames(_ view: UICollectionView, section: Int = 0) -> [CGRect] {
        (0..<view.numberOfItems(inSection: section)).compactMap {
            view.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
        }
    }

    @Test("full lines justified, a single item centred, the last line of two justified, insets and line spacing")
    func justifiedLines() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 20, left: 10, bottom: 20, right: 10)
        let grid = Grid([7, 8])
        let (view, _) = try collection(CGRect(x: 0, y: 0, width: 375, height: 812), layout: layout, source: grid)
        // 355 points per line: 3 items fit with 10-point gaps; justified, the gaps are 27.5.
        let row = { (y: CGFloat, xs: [CGFloat]) in xs.map { CGRect(x: $0, y: y, width: 100, height: 100) } }
        expectEqual(frames(view, section: 0), row(20, [10, 137.5, 265]) + row(130, [10, 137.5, 265]) + row(240, [137.5]))
        // The second section starts after the first's bottom inset; its last line has two items.
        expectEqual(frames(view, section: 1), row(380, [10, 137.5, 265]) + row(490, [10, 137.5, 265]) + row(600, [10, 265]))
        expectEqual(view.contentSize, CGSize(width: 375, height: 720))
    }

    @Test("headers and footers span the width around the section insets")
    func headersAndFooters() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 50)
        layout.footerReferenceSize = CGSize(width: 0, height: 30)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        let grid = Grid([1])
        let (view, _) = try collection(CGRect(x: 0, y: 0, width: 300, height: 600), layout: layout, source: grid)
        let header = view.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        expectEqual(header?.frame, CGRect(x: 0, y: 0, width: 300, height: 50))
        expectEqual(frames(view), [CGRect(x: 100, y: 55, width: 100, height: 100)])
        let footer = view.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        expectEqual(footer?.frame, CGRect(x: 0, y: 160, width: 300, height: 30))
        expectEqual(view.contentSize.height, 190)
        expectEqual(grid.headers, 2)
        #expect(view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?
            .frame == CGRect(x: 0, y: 0, width: 300, height: 50))
    }

    @Test("scrolling horizontally: columns justified down the height, items centred across a column")
    func horizontal() throws {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let grid = Grid([5])
        grid.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 60, height: 100)
        let (view, _) = try collection(CGRect(x: 0, y: 0, width: 300, height: 250), layout: layout, source: SizedGrid(grid))
        #expect(frames(view) == [
            CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 20, y: 150, width: 60, height: 100),
            CGRect(x: 110, y: 0, width: 100, height: 100), CGRect(x: 110, y: 150, width: 100, height: 100),
            CGRect(x: 220, y: 75, width: 100, height: 100),
        ])
        expectEqual(view.contentSize, CGSize(width: 320, height: 250))
    }

    @Test("cellForItem(at:) → convert(_:to:) in a scrolled collection view gives the window rect; off-screen items have no cell")
    func scrolledCells() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        layout.minimumInteritemSpacing = 7.5
        layout.minimumLineSpacing = 10
        let grid = Grid([60])
        let (view, run) = try collection(CGRect(x: 0, y: 88, width: 375, height: 724), layout: layout, source: grid)
        expectEqual(view.indexPathsForVisibleItems.map(\.item), Array(0..<18))
        let madeFirst = grid.made
        run.timeline.perform {
            view.contentOffset = CGPoint(x: 0, y: 400)
            run.timeline.endTurn()
        }
        // Lines 3 to 8 meet the bounds (y 400 to 1124).
        expectEqual(view.indexPathsForVisibleItems.map(\.item), Array(9..<27))
        expectEqual(view.visibleCells.count, 18)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(view.cellForItem(at: IndexPath(item: 30, section: 0)) == nil)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 13, section: 0)))
        expectEqual(cell.frame, CGRect(x: 127.5, y: 520, width: 120, height: 120))
        expectEqual(view.convert(cell.frame, to: nil), CGRect(x: 127.5, y: 208, width: 120, height: 120))
        expectEqual(cell.convert(cell.bounds, to: nil), CGRect(x: 127.5, y: 208, width: 120, height: 120))
        expectEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 120, height: 120))
        expectEqual(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 0, y: 0, width: 120, height: 120))
        expectEqual(view.indexPath(for: cell), IndexPath(item: 13, section: 0))
        expectEqual(view.indexPathForItem(at: CGPoint(x: 130, y: 530)), IndexPath(item: 13, section: 0))
        // Cells that left were reused for those that came in: 9 lines' worth were made at most.
        #expect(grid.made - madeFirst == 9 && view.subviews.count == 18)
        // scrollToItem: centred vertically, then at the top.
        view.scrollToItem(at: IndexPath(item: 30, section: 0), at: .centeredVertically, animated: false)
        expectEqual(view.contentOffset, CGPoint(x: 0, y: 1300 + 60 - 362))
        view.scrollToItem(at: IndexPath(item: 59, section: 0), at: .top, animated: false)
        expectEqual(view.contentOffset, CGPoint(x: 0, y: view.contentSize.height - 724))
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: IndexPath(item: 59, section: 0)) != nil)
    }

    @Test("reloadData asks the data source again; selection marks the cell and lists the index path")
    func reloadAndSelect() throws {
        let layout = UICollectionViewFlowLayout()
        let grid = Grid([3])
        let (view, _) = try collection(CGRect(x: 0, y: 0, width: 375, height: 400), layout: layout, source: grid)
        expectEqual(view.numberOfItems(inSection: 0), 3)
        grid.counts = [5]
        expectEqual(view.numberOfItems(inSection: 0), 3)
        view.reloadData()
        expectEqual(view.numberOfItems(inSection: 0), 5)
        view.layoutIfNeeded()
        expectEqual(view.visibleCells.count, 5)
        view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        expectEqual(view.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)])
        expectEqual(view.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected, true)
        view.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        expectEqual(view.indexPathsForSelectedItems, [IndexPath(item: 4, section: 0)])
        expectEqual(view.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected, false)
        #expect(grid.selected.isEmpty)
    }

    @Test("a tap on a cell selects it and calls didSelectItemAt; a drag scrolls instead")
    func tapSelects() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = Grid([40])
        let (view, run) = try collection(CGRect(x: 0, y: 100, width: 375, height: 600), layout: layout, source: grid)
        let target = try #require(view.cellForItem(at: IndexPath(item: 4, section: 0)))
        let point = view.convert(CGPoint(x: target.frame.midX, y: target.frame.midY), to: nil)
        run.tap(x: point.x, y: point.y, at: 0.1)
        expectEqual(grid.selected, [IndexPath(item: 4, section: 0)])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)] && target.isSelected)
        run.touch(.began, x: 200, y: 600, at: 0.5)
        for step in 1...10 { run.touch(.moved, x: 200, y: 600 - Double(step) * 20, at: 0.5 + Double(step) * 0.02) }
        run.touch(.moved, x: 200, y: 400, at: 0.8)
        run.touch(.ended, x: 200, y: 400, at: 0.9)
        expectEqual(grid.selected.count, 1)
        expectEqual(view.contentOffset.y, 180)
    }

    @Test("the fixture's grid-to-detail zoom reads its cell from the collection view and lands on the detail photo")
    func gridZoomFixture() throws {
        let (run, grid) = try runShowing({ PhotoGridViewController() }, then: { $0.view.window?.safeAreaInsets = Device.iPhoneX.safeAreaInsets })
        let collectionView = try #require(grid.collectionView)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 7, section: 0)))
        let cellRect = cell.convert(cell.bounds, to: nil)
        try run.handle(GestureSample(t: 0.1, phase: .began, x: cellRect.midX, y: cellRect.midY))
        try run.handle(GestureSample(t: 0.12, phase: .ended, x: cellRect.midX, y: cellRect.midY))
        expectEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 7, section: 0)])
        let animator = grid.transitions.animator
        expectEqual(animator.startFrame, cellRect)
        // 3 columns of floor((375 − 4) / 3) = 123 points, justified; line 2 under the 44-point safe area.
        expectEqual(cellRect, CGRect(x: 126, y: 294, width: 123, height: 123))
        expectEqual(animator.endFrame, CGRect(x: 0, y: 218.5, width: 375, height: 375))
        run.runToCompletion()
        #expect(grid.presentedViewController is PhotoDetailViewController)
        #expect(grid.cellsMade <= 21)
    }
}
