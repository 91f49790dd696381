import Foundation

/// Self-sizing rows, as UIKit's `UITableView.automaticDimension` with an estimate: a row whose
/// height is automatic — `rowHeight` left at `automaticDimension` with no delegate height, or
/// a delegate answering `automaticDimension` — is `estimatedRowHeight` tall (44 without one)
/// until its cell is shown; then, when the cell's content view is laid out with constraints,
/// the row takes the height those constraints give at the table's width
/// (`contentView.systemLayoutSizeFitting(_:withHorizontalFittingPriority: .required,
/// verticalFittingPriority: .fittingSizeLevel)`, as Apple's "Self-Sizing Table View Cells"
/// describes it), rounded up to the screen's pixel. Rows below move, the content size follows,
/// and rows not shown keep their estimates (`rectForRow(at:)` says so), as in UIKit.
///
/// Ours: a cell whose content view has no constraints keeps the estimate (UIKit falls back to
/// the default height there), so tables without Auto Layout cells lay out as before; the
/// separator's pixel UIKit adds below the content view is not added; `estimatedRowHeight = 0`
/// (self-sizing off in UIKit) keeps the default height.
extension TableView {
    /// The row's height now: the delegate's, the fixed `rowHeight`, or — automatic — what its
    /// cell measured, else the estimate.
    func height(ofRowAt indexPath: IndexPath, delegate: (any TableViewDelegate)?) -> Double {
        let asked = delegate.flatMap { delegate in OptionalRequirementCall.result { delegate.tableView(self, heightForRowAt: indexPath) } }
        if let asked, asked >= 0 { return Double(asked) }
        guard asked != nil || rowHeight < 0 else { return Double(rowHeight) }
        guard estimatedRowHeight != 0 else { return 44 }
        automaticRows.insert(indexPath)
        return measuredRowHeights[indexPath] ?? Double(estimatedRowHeight > 0 ? estimatedRowHeight : 44)
    }

    /// Measures a cell just shown for an automatic row; true when its row's height changed.
    func measureIfSelfSizing(_ cell: TableViewCell, at indexPath: IndexPath, shownHeight: Double) -> Bool {
        guard automaticRows.contains(indexPath), cell.contentView.allViews().contains(where: { !$0.constraints.isEmpty }) else {
            return false
        }
        let fitted = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: bounds.width, height: View.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let height = Self.roundedUpToPixel(Double(fitted.height))
        guard height != shownHeight else { return false }
        measuredRowHeights[indexPath] = height
        geometry = nil
        return true
    }

    /// Up to the next pixel of the run's screen (a figure already on a pixel stays).
    static func roundedUpToPixel(_ value: Double) -> Double {
        let scale = Double(UIScreen.main.scale)
        return ((value * scale) - 1e-9).rounded(.up) / scale
    }
}
