import TestExpectations
import Testing
import CatalogKit
import TransitionKit
@testable import TransitionCatalog

/// The catalog's zoom (Catalog/Zoom/) starts from a real `UICollectionView` cell: the animator
/// asks the grid for its reference image view (`cellForItem(at:)`) and its frame
/// (`convert(cell.frame, to: view)`), and the flying image starts exactly on the flow layout's
/// frame for the item. The contract checker (`transitions check zoom`) finds nothing.
@Suite("Zoom from a collection view cell")
struct ZoomFromCollectionCellTests {
    static var entry: any CatalogEntry { TransitionCatalog.registry.entry(id: "zoom")! }
    /// PhotoGridViewController's selected item.
    static let selected = IndexPath(item: 4, section: 0)

    @Test("the flying image starts on the selected cell's flow-layout frame, on every device", arguments: Device.all)
    func startsOnTheCell(device: Device) throws {
        let run = try CatalogRun.make(entry: Self.entry, operation: .present, device: device)
        expectEqual(run.state, .completed)
        // The grid's view left the window when the page covered it; the presenter keeps it.
        let presenter = run.coordinator.fromViewController
        let grid = try #require(presenter.view.allViews().compactMap { $0 as? CollectionView }.first)
        #expect(grid.collectionViewLayout is CollectionViewFlowLayout)
        // The source is a cell the collection view made, holding the selected photo.
        let cell = try #require(grid.cellForItem(at: Self.selected))
        #expect(cell.superview === grid)
        #expect(cell.allViews().contains { $0.role == "selectedPhoto" })
        let attributes = try #require(grid.layoutAttributesForItem(at: Self.selected))
        expectEqual(cell.frame, attributes.frame)
        // Item 4 is on the second row, under the navigation bar: not trimmed.
        let expected = grid.convert(attributes.frame, to: presenter.view)
        #expect(expected.minY >= grid.contentInset.top)
        // On screen at the start: where the collection view's layer is, plus the item's frame
        // less the content offset (the scroll view's bounds origin).
        let gridOnScreen = try #require(run.frame(at: 0).layer(role: "collectionView")).quad.topLeft
        #expect(abs(expected.minX - (gridOnScreen.x + attributes.frame.minX - grid.bounds.minX)) < 1e-9)
        #expect(abs(expected.minY - (gridOnScreen.y + attributes.frame.minY - grid.bounds.minY)) < 1e-9)
        let image = try #require(run.frame(at: 0).layer(role: "transitionImage"))
        let start = image.quad.boundingBox
        #expect(abs(start.minX - expected.minX) < 1e-9 && abs(start.minY - expected.minY) < 1e-9, "\(device.name): \(start) vs \(expected)")
        #expect(abs(start.width - expected.width) < 1e-9 && abs(start.height - expected.height) < 1e-9, "\(device.name)")
        // Columns as the grid asks for them: 3 on a phone, 5 on an iPad.
        let columns = device.isPad ? 5.0 : 3.0
        #expect(abs(attributes.frame.width - (grid.bounds.width - (columns - 1) * 2) / columns) < 1e-9)
    }

    @Test("transitions check: every operation, scenario and device of the zoom passes")
    func checkPasses() throws {
        let reports = ContractChecker().check(Self.entry)
        let findings = reports.flatMap(\.findings)
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
        // Present animated; dismiss animated and in each gesture scenario; on every device.
        expectEqual(reports.count, Device.all.count * (1 + CheckScenario.allCases.count))
        #expect(reports.contains { $0.operation == .dismiss && $0.scenario == .finished && $0.state == .completed })
    }
}
