import Foundation
import TestExpectations
import Testing

/// `transitions check zoom` as a user runs it: the catalog's zoom, whose source is a cell of a
/// real `UICollectionView` (Catalog/Zoom/PhotoGridViewController.swift), passes.
@Suite("check on a zoom from a collection view cell")
struct CheckZoomCommandTests {
    @Test("transitions check zoom: exit 0, no findings, every run counted")
    func zoomPasses() throws {
        let result = try transitions("check", "zoom", "--device", "iphone-x", "--json")
        expectEqual(result.status, 0, "\(result.stdout)\(result.stderr)")
        let object = try result.jsonObject()
        #expect(object["passed"] as? Bool == true)
        let entries = try #require(object["entries"] as? [[String: Any]])
        #expect(entries.map { $0["id"] as? String } == ["zoom"])
        // Present animated, dismiss animated and in the four gesture scenarios.
        #expect(entries[0]["runs"] as? Int == 6)
    }
}
