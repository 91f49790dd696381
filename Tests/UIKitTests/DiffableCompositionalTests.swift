import TestExpectations
import Testing
import TransitionKit
import UIKit
import _Testing_CoreGraphics
import _Testing_UIKit

/// A diffable data source on a compositional grid, as iOS 13+ apps write a photo grid: items
/// by identifier, cells from a cell provider, fractional widths; an animated re-apply (which
/// UIKit would animate) reported at the app's line.
@Suite("Diffable data sources and compositional layouts")
struct DiffableCompositionalTests {
    @Test("a three-column compositional grid from a snapshot: frames, identifiers, index paths")
    func grid() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(125)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 2
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        view.contentInsetAdjustmentBehavior = .never
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { collectionView, indexPath, name in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
            cell.accessibilityIdentifier = name
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems((0..<10).map { "photo-\($0)" })
        let (run, _) = try runShowing({
            let root = UIViewController()
            root.view.addSubview(view)
            return root
        })
        run.timeline.perform {
            source.apply(snapshot, animatingDifferences: false)
            view.layoutIfNeeded()
            run.timeline.endTurn()
        }
        let frames = (0..<10).compactMap { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        expectEqual(frames.count, 10)
        expectEqual(frames[0], CGRect(x: 0, y: 0, width: 125, height: 125))
        expectEqual(frames[4], CGRect(x: 125, y: 127, width: 125, height: 125))
        expectEqual(frames[9], CGRect(x: 0, y: 381, width: 125, height: 125))
        expectEqual(view.contentSize, CGSize(width: 375, height: 506))
        expectEqual(view.cellForItem(at: IndexPath(item: 4, section: 0))?.accessibilityIdentifier, "photo-4")
        expectEqual(source.itemIdentifier(for: IndexPath(item: 7, section: 0)), "photo-7")
        expectEqual(source.indexPath(for: "photo-9"), IndexPath(item: 9, section: 0))
        expectEqual(source.snapshot().numberOfItems, 10)
        // Re-applied with differences and animation: reloaded at once, reported at this line.
        snapshot.deleteItems(["photo-0"])
        let line = #line + 2
        run.timeline.perform {
            source.apply(snapshot, animatingDifferences: true)
            run.timeline.endTurn()
        }
        expectEqual(view.numberOfItems(inSection: 0), 9)
        let finding = try #require(run.timeline.unmodelled.first { $0.feature.contains("animatingDifferences") })
        expectEqual(finding.location?.line, line)
        expectEqual(finding.location?.file.hasSuffix("DiffableCompositionalTests.swift"), true)
    }
}
