import Foundation

/// Row and item updates. UIKit animates inserted, deleted and moved rows and items; the engine
/// reloads at once (the frames jump where UIKit's would animate) and reports `not-modelled` at
/// the app's line.
private func noteUpdateUnmodelled(_ feature: String, _ file: String, _ line: Int) {
    Timeline.current?.noteUnmodelled("\(feature) (reloaded without animation)", at: CallSite(filePath: file, line: line))
}

extension CollectionView {
    public func insertItems(at indexPaths: [IndexPath], file: String = #filePath, line: Int = #line) {
        noteUpdateUnmodelled("UICollectionView.insertItems(at:)", file, line)
        reloadData()
    }

    public func deleteItems(at indexPaths: [IndexPath], file: String = #filePath, line: Int = #line) {
        noteUpdateUnmodelled("UICollectionView.deleteItems(at:)", file, line)
        reloadData()
    }

    public func reloadItems(at indexPaths: [IndexPath]) { reloadData() }

    public func reloadSections(_ sections: IndexSet) { reloadData() }

    public func performBatchUpdates(
        _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil, file: String = #filePath, line: Int = #line
    ) {
        noteUpdateUnmodelled("UICollectionView.performBatchUpdates(_:completion:)", file, line)
        updates?()
        reloadData()
        completion?(true)
    }
}

extension TableView {
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation, file: String = #filePath, line: Int = #line) {
        noteUpdateUnmodelled("UITableView.insertRows(at:with:)", file, line)
        reloadData()
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation, file: String = #filePath, line: Int = #line) {
        noteUpdateUnmodelled("UITableView.deleteRows(at:with:)", file, line)
        reloadData()
    }

    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }

    public func beginUpdates() {}

    /// Row heights are asked again (the pattern apps use to animate a height change), without animation.
    public func endUpdates(file: String = #filePath, line: Int = #line) {
        noteUpdateUnmodelled("UITableView.endUpdates()", file, line)
        reloadData()
    }

    public func performBatchUpdates(
        _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil, file: String = #filePath, line: Int = #line
    ) {
        noteUpdateUnmodelled("UITableView.performBatchUpdates(_:completion:)", file, line)
        updates?()
        reloadData()
        completion?(true)
    }
}
