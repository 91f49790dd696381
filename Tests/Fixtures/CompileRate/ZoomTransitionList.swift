import UIKit

@available(iOS 18.0, *)
class ZoomTransitionList: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let detail = UIViewController()
        detail.preferredTransition = .zoom { context in
            guard let cell = collectionView.cellForItem(at: indexPath) else { return nil }
            return cell.contentView
        }
        navigationController?.pushViewController(detail, animated: true)
    }
}
