import TestExpectations
import Testing
import CatalogKit
import TransitionKit
@testable import TransitionCatalog

/// The catalog's own grid and list are the real views (issue #23, item 5): the lightbox's feed
/// is a `UICollectionView` whose delegate presents the tapped item, and the Flower app's card
/// list is a horizontal `UICollectionView` whose flow-layout subclass scales and fades the
/// cards by their distance from the middle — the frames the hand-placed views had.
@Suite("Catalog screens on real collection views")
struct CatalogCollectionViewTests {
    static func entry(_ id: String) -> any CatalogEntry { TransitionCatalog.registry.entry(id: id)! }

    static func collectionView(in view: View, role: String? = nil) throws -> CollectionView {
        try #require(view.allViews().compactMap { $0 as? CollectionView }.first { role == nil || $0.role == role })
    }

    @Test("the lightbox feed: six dequeued cells where the hand-laid tiles were, on every device", arguments: Device.all)
    func feedCells(device: Device) throws {
        let run = try CatalogRun.start(entry: Self.entry("lightbox"), operation: .present, device: device, interactive: true)
        let root = try #require(run.window.rootViewController?.view)
        let feed = try Self.collectionView(in: root)
        feed.layoutIfNeeded()
        #expect(feed.collectionViewLayout is CollectionViewFlowLayout)
        #expect(feed.indexPathsForVisibleItems == (0..<6).map { IndexPath(item: $0, section: 0) })
        let side = (device.screenSize.width - 2 * 16 - 8) / 2
        let top = device.safeAreaInsets.top + 64
        for item in 0..<6 {
            let indexPath = IndexPath(item: item, section: 0)
            let cell = try #require(feed.cellForItem(at: indexPath))
            let photo = try #require(cell.allViews().first { $0.role.hasPrefix("photo-") })
            let expected = CGRect(
                x: 16 + Double(item % 2) * (side + 8), y: top + Double(item / 2) * (side + 8), width: side, height: side)
            let onScreen = photo.convert(photo.bounds, to: nil)
            #expect(abs(onScreen.minX - expected.minX) < 1e-9 && abs(onScreen.minY - expected.minY) < 1e-9, "\(device.name) \(item)")
            #expect(abs(onScreen.width - side) < 1e-9 && abs(onScreen.height - side) < 1e-9)
            // The layout's attributes say the same, through the collection view's bounds.
            let attributes = try #require(feed.layoutAttributesForItem(at: indexPath))
            expectEqual(feed.convert(attributes.frame, to: nil), cell.convert(cell.bounds, to: nil))
        }
    }

    @Test("a tap on the second cell presents that cell's photo (didSelectItemAt), and leaves nothing selected")
    func tapSelects() throws {
        let samples = [GestureSample(t: 0, phase: .began, x: 275, y: 190), GestureSample(t: 1.0 / 30, phase: .ended, x: 275, y: 190)]
        let run = try CatalogRun.make(entry: Self.entry("lightbox"), operation: .present, gesture: samples)
        expectEqual(run.state, .completed)
        let feed = try Self.collectionView(in: run.coordinator.fromViewController.view)
        let tapped = try #require(feed.cellForItem(at: IndexPath(item: 1, section: 0)))
        let thumbnail = try #require(tapped.allViews().compactMap { $0 as? ImageView }.first)
        expectEqual(thumbnail.role, "photo-harbour")
        let open = try #require(run.window.allViews().first { $0.role == "openPhoto" } as? ImageView)
        #expect(open.image?.picture != nil && open.image?.picture == thumbnail.image?.picture)
        expectEqual(feed.indexPathsForSelectedItems?.isEmpty, true)
    }

    @Test("the Flower list: cards on screen only, the selected one in the middle at full size, its neighbours smaller and faded")
    func flowerList() throws {
        let device = Device.default
        let run = try CatalogRun.start(entry: Self.entry("snapshot-detail"), operation: .pop, device: device, interactive: false)
        run.runToCompletion(limit: 10)
        let list = try Self.collectionView(in: run.window, role: "flowerList")
        list.layoutIfNeeded()
        #expect(list.collectionViewLayout is CollectionViewFlowLayout)
        // Cards 0, 1 and 2 meet the screen; 3 and 4 have no cell, as in UIKit.
        #expect(list.indexPathsForVisibleItems == [0, 1, 2].map { IndexPath(item: $0, section: 0) })
        #expect(list.cellForItem(at: IndexPath(item: 3, section: 0)) == nil)
        let selected = try #require(list.cellForItem(at: IndexPath(item: 1, section: 0)))
        let middle = selected.convert(CGPoint(x: selected.bounds.midX, y: selected.bounds.midY), to: nil)
        #expect(abs(middle.x - device.screenSize.width / 2) < 1e-9)
        #expect(abs(middle.y - (device.screenSize.height / 2 + 20)) < 1e-9)
        #expect(selected.alpha == 1 && selected.transform3D == .identity && selected.layer.zPosition == 10)
        // A neighbour one item and one gap away: the standard scale and alpha, below.
        let neighbour = try #require(list.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(abs(neighbour.alpha - 0.8) < 1e-12)
        #expect(abs(neighbour.transform3D.m11 - 0.85) < 1e-12 && abs(neighbour.transform3D.m22 - 0.85) < 1e-12)
        expectEqual(neighbour.layer.zPosition, 8)
        // Scrolled half a card on, both are half-way: the effect follows the offset.
        list.contentOffset.x += (300 + 24) / 2
        list.layoutIfNeeded()
        let halfScale = 0.5 * (1 - 0.85) + 0.85
        #expect(abs(selected.transform3D.m11 - halfScale) < 1e-12)
        #expect(abs(neighbour.transform3D.m11 - halfScale) < 1e-12)
        // A fling stops with the nearest card centred (the layout's targetContentOffset).
        let target = list.collectionViewLayout.targetContentOffset(
            forProposedContentOffset: CGPoint(x: 2.3 * 324, y: 0), withScrollingVelocity: CGPoint(x: 1, y: 0))
        #expect(abs(target.x - 648) < 1e-9, "\(target.x)")
    }
}
