import UIKit

/// A grid cell: one aspect-fill thumbnail filling the cell, as a photo app's storyboard cell has.
class PhotoCollectionViewCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.frame = contentView.bounds
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
    }
}

/// The library grid: a collection view with a flow layout, square aspect-fill thumbnails,
/// 3 columns on a phone (5 on iPad), starting under the navigation bar and running under the
/// tab bar. Tapping a photo presents it full screen with the zoom; the zoom finds its cell
/// through `cellForItem(at:)` and the cell's frame through the collection view.
class PhotoGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let device: Device
    var selectedIndexPath = IndexPath(item: 4, section: 0)
    private(set) var collectionView: UICollectionView!

    static let spacing: CGFloat = 2
    static let photoCount = 60

    init(device: Device) {
        self.device = device
        super.init(nibName: nil, bundle: nil)
        title = "Library"
        // Photo pages cover this screen only: the tab bar stays over them.
        definesPresentationContext = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private var columns: Int { device.isPad ? 5 : 3 }

    override func loadView() {
        view = UIView(frame: device.bounds)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = Self.spacing
        layout.minimumLineSpacing = Self.spacing
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .white
        // The grid runs under the bars; its content starts below the navigation bar.
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.contentInset = UIEdgeInsets(
            top: device.statusBarHeight + device.navigationBarHeight, left: 0, bottom: device.tabBarHeight, right: 0)
        collectionView.contentOffset = CGPoint(x: 0, y: -collectionView.contentInset.top)
        collectionView.register(PhotoCollectionViewCell.self, forCellWithReuseIdentifier: PhotoCollectionViewCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.photoCount
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCollectionViewCell.reuseIdentifier, for: indexPath)
        guard let photoCell = cell as? PhotoCollectionViewCell else { return cell }
        photoCell.imageView.image = PhotoLibrary.photo(indexPath.item)
        photoCell.imageView.accessibilityIdentifier = indexPath == selectedIndexPath ? "selectedPhoto" : "photoCell"
        return photoCell
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let side = (collectionView.bounds.width - CGFloat(columns - 1) * Self.spacing) / CGFloat(columns)
        return CGSize(width: side, height: side)
    }

    /// The photo page for the selected cell, wired for the zoom (what the cell's segue does).
    func makePhotoPage() -> PhotoPageContainerViewController {
        let page = PhotoPageContainerViewController(image: PhotoLibrary.photo(selectedIndexPath.item), device: device)
        page.modalPresentationStyle = .currentContext
        page.transitioningDelegate = page.transitionController
        page.transitionController.fromDelegate = self
        page.transitionController.toDelegate = page
        return page
    }

    /// The selected cell, scrolled into view and laid out first if it is off screen. Asked on
    /// every move of a pull-down, so the grid is laid out only when the cell is missing, as the
    /// app does.
    private func selectedCell() -> PhotoCollectionViewCell? {
        if collectionView.cellForItem(at: selectedIndexPath) == nil {
            collectionView.scrollToItem(at: selectedIndexPath, at: .centeredVertically, animated: false)
            collectionView.layoutIfNeeded()
        }
        return collectionView.cellForItem(at: selectedIndexPath) as? PhotoCollectionViewCell
    }
}

extension PhotoGridViewController: ZoomAnimatorDelegate {
    func transitionWillStartWith(zoomAnimator: ZoomAnimator) {}

    func transitionDidEndWith(zoomAnimator: ZoomAnimator) {}

    func referenceImageView(for zoomAnimator: ZoomAnimator) -> UIImageView? {
        selectedCell()?.imageView
    }

    /// The cell's frame in this view, trimmed where the navigation bar covers it.
    func referenceImageViewFrameInTransitioningView(for zoomAnimator: ZoomAnimator) -> CGRect? {
        guard let cell = selectedCell() else { return nil }
        let cellFrame = collectionView.convert(cell.frame, to: view)
        let barBottom = collectionView.contentInset.top
        if cellFrame.minY < barBottom {
            return CGRect(x: cellFrame.minX, y: barBottom, width: cellFrame.width, height: cellFrame.height - (barBottom - cellFrame.minY))
        }
        return cellFrame
    }
}
