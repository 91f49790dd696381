import Foundation

/// Selection, by the app (`selectRow`, `deselectRow`: no delegate messages, as in UIKit) or by
/// a tap on a row: `shouldHighlightRowAt`, highlight and unhighlight, then with
/// `allowsSelection` `willSelectRowAt` (which may redirect or refuse), the previous row
/// deselected unless `allowsMultipleSelection` (`willDeselectRowAt`, `didDeselectRowAt`), and
/// `didSelectRowAt` — UIKit's order.
extension TableView {
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        if !allowsMultipleSelection {
            for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    func selectTappedRow(at point: CGPoint) {
        guard let tapped = indexPathForRow(at: point), cellForRow(at: tapped) != nil else { return }
        let delegate = tableDelegate
        guard delegate?.tableView(self, shouldHighlightRowAt: tapped) ?? true else { return }
        cellForRow(at: tapped)?.setHighlighted(true, animated: false)
        delegate?.tableView(self, didHighlightRowAt: tapped)
        cellForRow(at: tapped)?.setHighlighted(false, animated: false)
        delegate?.tableView(self, didUnhighlightRowAt: tapped)
        guard allowsSelection else { return }
        if allowsMultipleSelection, selectedRows.contains(tapped) {
            guard let row = delegate.map({ $0.tableView(self, willDeselectRowAt: tapped) }) ?? tapped else { return }
            deselectRow(at: row, animated: false)
            delegate?.tableView(self, didDeselectRowAt: row)
            return
        }
        guard let row = delegate.map({ $0.tableView(self, willSelectRowAt: tapped) }) ?? tapped else { return }
        if !allowsMultipleSelection {
            for selected in selectedRows where selected != row {
                guard let deselected = delegate.map({ $0.tableView(self, willDeselectRowAt: selected) }) ?? selected else { continue }
                deselectRow(at: deselected, animated: false)
                delegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        selectRow(at: row, animated: false, scrollPosition: .none)
        delegate?.tableView(self, didSelectRowAt: row)
    }
}
