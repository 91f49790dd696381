import TransitionKit
import UIKit

/// A grid cell of the kit: one aspect-fill thumbnail filling the cell.
open class PhotoGridCell: UICollectionViewCell {
    public static let reuseIdentifier = "PhotoGridCell"
    public let imageView = UIImageView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.frame = contentView.bounds
        contentView.addSubview(imageView)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
    }
}

/// A Photos-style grid as apps build it: a `UICollectionView` with a flow layout and a data
/// source, square aspect-fill thumbnails, 3 columns on a phone (5 on iPad) 2 points apart,
/// the content starting under the navigation bar and running under the tab bar. Cells exist
/// only for the items on screen, as in UIKit, so a zoom animator's "reference image view"
/// comes from `cellForItem(at:)` and its frame from the collection view, as an app's does.
open class PhotoGridViewController: ScenarioViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    public static let spacing = 2.0
    /// The photo the user tapped: its cell is the reference image view.
    public var selectedIndex: Int
    public let photos: [UIImage]
    public private(set) var collectionView: UICollectionView!

    /// `photos`: what the cells show, in order (a camera roll from `StockPhotos` by default).
    public init(device: Device, photos: [UIImage]? = nil, selectedIndex: Int = 4) {
        self.selectedIndex = selectedIndex
        self.photos = photos ?? (0..<60).map(StockPhotos.photo)
        super.init(device: device)
        title = "Library"
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public var columns: Int { device.isPad ? 5 : 3 }

    open override func loadView() {
        let root = makeRootView(.white)
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = Self.spacing
        layout.minimumLineSpacing = Self.spacing
        let grid = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        grid.backgroundColor = .white
        grid.contentInsetAdjustmentBehavior = .never
        grid.contentInset = UIEdgeInsets(top: device.contentTop, left: 0, bottom: device.tabBarHeight, right: 0)
        grid.contentOffset = CGPoint(x: 0, y: -device.contentTop)
        grid.register(PhotoGridCell.self, forCellWithReuseIdentifier: PhotoGridCell.reuseIdentifier)
        grid.dataSource = self
        grid.delegate = self
        root.addSubview(grid)
        collectionView = grid
        view = root
    }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoGridCell.reuseIdentifier, for: indexPath)
        guard let photoCell = cell as? PhotoGridCell else { return cell }
        photoCell.imageView.image = photos[indexPath.item]
        photoCell.imageView.role = indexPath.item == selectedIndex ? "selectedPhoto" : "photoCell"
        return photoCell
    }

    open func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let side = (collectionView.bounds.width - Double(columns - 1) * Self.spacing) / Double(columns)
        return CGSize(width: side, height: side)
    }

    /// The image views of the cells on screen, by item (the collection view's visible cells,
    /// laid out first).
    public var cells: [UIImageView] {
        _ = view
        collectionView.layoutIfNeeded()
        return collectionView.indexPathsForVisibleItems.sorted().compactMap {
            (collectionView.cellForItem(at: $0) as? PhotoGridCell)?.imageView
        }
    }

    /// Item `index`'s frame in the grid's view: its layout attributes, converted from the
    /// collection view (on screen or not).
    public func frameForCell(at index: Int) -> CGRect {
        _ = view
        collectionView.layoutIfNeeded()
        guard let attributes = collectionView.layoutAttributesForItem(at: IndexPath(item: index, section: 0)) else { return .null }
        return collectionView.convert(attributes.frame, to: view)
    }

    /// The selected cell's image view (FluidPhoto's `referenceImageView(for:)`); the grid
    /// scrolls to the item first when its cell is off screen.
    public var referenceImageView: UIImageView { selectedCell.imageView }

    /// The selected cell's frame in this view, trimmed where the navigation bar covers it
    /// (FluidPhoto's `referenceImageViewFrameInTransitioningView(for:)`).
    public var referenceImageViewFrame: CGRect {
        let cell = selectedCell
        let frame = collectionView.convert(cell.frame, to: view)
        let top = device.contentTop
        guard frame.minY < top else { return frame }
        return CGRect(x: frame.minX, y: top, width: frame.width, height: frame.height - (top - frame.minY))
    }

    private var selectedCell: PhotoGridCell {
        _ = view
        let indexPath = IndexPath(item: selectedIndex, section: 0)
        collectionView.layoutIfNeeded()
        if collectionView.cellForItem(at: indexPath) == nil {
            collectionView.scrollToItem(at: indexPath, at: .centeredVertically, animated: false)
            collectionView.layoutIfNeeded()
        }
        guard let cell = collectionView.cellForItem(at: indexPath) as? PhotoGridCell else {
            preconditionFailure("no cell for the selected item \(selectedIndex) of \(photos.count)")
        }
        return cell
    }
}

/// A full-screen photo: the image aspect-fit in the view, as a zoomable scroll view shows it
/// at its minimum zoom.
open class PhotoDetailViewController: ScenarioViewController {
    public let image: UIImage
    public let imageView: UIImageView

    public init(device: Device, image: UIImage) {
        self.image = image
        imageView = UIImageView(image: image)
        super.init(device: device)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    open override func loadView() {
        let root = makeRootView(.white)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.role = "photo"
        imageView.frame = root.bounds.aspectFit(image.size)
        root.addSubview(imageView)
        view = root
    }

    public var referenceImageView: UIImageView {
        _ = view
        return imageView
    }

    public var referenceImageViewFrame: CGRect { referenceImageView.convert(referenceImageView.bounds, to: view) }
}
