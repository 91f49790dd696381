import Foundation

/// Selection, by the app (`selectItem`, `deselectItem`) or by a tap on a cell: a tap asks the
/// delegate `shouldHighlightItemAt`, then highlights and unhighlights the cell
/// (`didHighlightItemAt`, `didUnhighlightItemAt`), then — with `allowsSelection` — asks
/// `shouldSelectItemAt`, deselects the previous item unless `allowsMultipleSelection`
/// (`didDeselectItemAt`), and selects (`isSelected`, `didSelectItemAt`), UIKit's order. A tap on
/// a selected item with `allowsMultipleSelection` deselects it. The app's own calls send no
/// delegate messages, as in UIKit.
extension CollectionView {
    public var indexPathsForSelectedItems: [IndexPath]? { selectedIndexPaths }

    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedIndexPaths { deselectItem(at: selected, animated: animated) }
            return
        }
        if !allowsMultipleSelection {
            for selected in selectedIndexPaths where selected != indexPath { deselectItem(at: selected, animated: animated) }
        }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    func selectTappedItem(at point: CGPoint) {
        guard let indexPath = indexPathForItem(at: point), cellForItem(at: indexPath) != nil else { return }
        let delegate = collectionDelegate
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        cellForItem(at: indexPath)?.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
        cellForItem(at: indexPath)?.isHighlighted = false
        delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        guard allowsSelection else { return }
        if allowsMultipleSelection, selectedIndexPaths.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for selected in selectedIndexPaths where selected != indexPath {
                deselectItem(at: selected, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: selected)
            }
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
