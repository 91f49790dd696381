import UIKit

// Written the way a photo app writes a grid-to-detail zoom: a UICollectionView with a flow
// layout and a data source, a registered cell subclass with `override init(frame:)` and
// `required init?(coder:)`, `didSelectItemAt` presenting the detail, and an animator that finds
// the tapped cell through `cellForItem(at:)` / `indexPathsForSelectedItems` and converts its
// frame into the container. Compiled with the catalog's settings; Tests/UIKitTests runs it.

final class GridPhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "GridPhotoCell"
    let imageView = UIImageView()
    private(set) var reuseCount = 0

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

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        imageView.image = nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
    }
}

final class PhotoGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let colors: [UIColor] = (0..<60).map { index in
        UIColor(hue: CGFloat(index % 12) / 12, saturation: 0.6, brightness: 0.9, alpha: 1)
    }
    private(set) var collectionView: UICollectionView!
    let transitions = GridZoomTransitioningDelegate()
    private(set) var cellsMade = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .white
        collectionView.register(GridPhotoCell.self, forCellWithReuseIdentifier: GridPhotoCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        colors.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: GridPhotoCell.reuseIdentifier, for: indexPath)
        guard let photoCell = cell as? GridPhotoCell else { return cell }
        photoCell.imageView.backgroundColor = colors[indexPath.item]
        photoCell.accessibilityIdentifier = "photo-\(indexPath.item)"
        cellsMade += 1
        return photoCell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let columns: CGFloat = 3
        let side = floor((collectionView.bounds.width - 2 * (columns - 1)) / columns)
        return CGSize(width: side, height: side)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let detail = PhotoDetailViewController(color: colors[indexPath.item])
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = transitions
        present(detail, animated: true)
    }

    /// The selected cell's frame in `view`'s coordinates, as the zoom reads it.
    func selectedCellFrame(in view: UIView) -> CGRect? {
        guard let indexPath = collectionView.indexPathsForSelectedItems?.first,
              let cell = collectionView.cellForItem(at: indexPath) else { return nil }
        return collectionView.convert(cell.frame, to: view)
    }
}

final class PhotoDetailViewController: UIViewController {
    let imageView = UIImageView()
    let color: UIColor

    init(color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        imageView.backgroundColor = color
        imageView.accessibilityIdentifier = "detailPhoto"
        let side = view.bounds.width
        imageView.frame = CGRect(x: 0, y: (view.bounds.height - side) / 2, width: side, height: side)
        view.addSubview(imageView)
    }
}

final class GridZoomTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = GridZoomAnimator()

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }
}

/// Zooms a copy of the tapped cell from its place in the grid to the detail photo's frame.
final class GridZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private(set) var startFrame: CGRect?
    private(set) var endFrame: CGRect?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let grid = transitionContext.viewController(forKey: .from) as? PhotoGridViewController,
              let detail = transitionContext.viewController(forKey: .to) as? PhotoDetailViewController,
              let indexPath = grid.collectionView.indexPathsForSelectedItems?.first,
              let cell = grid.collectionView.cellForItem(at: indexPath) as? GridPhotoCell else {
            transitionContext.completeTransition(false)
            return
        }
        let detailView = detail.view!
        detailView.frame = transitionContext.finalFrame(for: detail)
        detailView.alpha = 0
        containerView.addSubview(detailView)

        let from = grid.collectionView.convert(cell.frame, to: containerView)
        let to = detail.imageView.convert(detail.imageView.bounds, to: containerView)
        startFrame = from
        endFrame = to
        let zoom = UIImageView(frame: from)
        zoom.backgroundColor = cell.imageView.backgroundColor
        zoom.accessibilityIdentifier = "zoomingPhoto"
        containerView.addSubview(zoom)
        cell.isHidden = true
        detail.imageView.isHidden = true

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       options: .curveEaseInOut, animations: {
            zoom.frame = to
            detailView.alpha = 1
        }, completion: { _ in
            cell.isHidden = false
            detail.imageView.isHidden = false
            zoom.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
