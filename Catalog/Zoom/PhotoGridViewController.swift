import UIKit

/// The library grid: square aspect-fill thumbnails, 3 columns on a phone (5 on iPad),
/// starting under the navigation bar and running under the tab bar. Tapping a photo presents
/// it full screen with the zoom.
class PhotoGridViewController: UIViewController {
    let device: Device
    var selectedIndex = 4
    private(set) var cells: [UIImageView] = []

    static let spacing: CGFloat = 2

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
    private var contentTop: CGFloat { device.statusBarHeight + device.navigationBarHeight }

    override func loadView() {
        let root = UIView(frame: device.bounds)
        root.backgroundColor = .white
        let width = device.screenSize.width
        let side = (width - CGFloat(columns - 1) * Self.spacing) / CGFloat(columns)
        let rows = Int((device.screenSize.height - contentTop) / (side + Self.spacing)) + 1
        for index in 0..<(rows * columns) {
            let cell = UIImageView(image: PhotoLibrary.photo(index))
            cell.contentMode = .scaleAspectFill
            cell.clipsToBounds = true
            cell.accessibilityIdentifier = index == selectedIndex ? "selectedPhoto" : "photoCell"
            let column = CGFloat(index % columns), row = CGFloat(index / columns)
            cell.frame = CGRect(x: column * (side + Self.spacing), y: contentTop + row * (side + Self.spacing),
                                width: side, height: side)
            root.addSubview(cell)
            cells.append(cell)
        }
        view = root
    }

    /// The photo page for the selected cell, wired for the zoom (what the cell's segue does).
    func makePhotoPage() -> PhotoPageContainerViewController {
        let page = PhotoPageContainerViewController(image: PhotoLibrary.photo(selectedIndex), device: device)
        page.modalPresentationStyle = .currentContext
        page.transitioningDelegate = page.transitionController
        page.transitionController.fromDelegate = self
        page.transitionController.toDelegate = page
        return page
    }
}

extension PhotoGridViewController: ZoomAnimatorDelegate {
    func transitionWillStartWith(zoomAnimator: ZoomAnimator) {}

    func transitionDidEndWith(zoomAnimator: ZoomAnimator) {}

    func referenceImageView(for zoomAnimator: ZoomAnimator) -> UIImageView? {
        return cells[selectedIndex]
    }

    /// The cell's frame in this view, trimmed where the navigation bar covers it.
    func referenceImageViewFrameInTransitioningView(for zoomAnimator: ZoomAnimator) -> CGRect? {
        let cell = cells[selectedIndex]
        let cellFrame = cell.convert(cell.bounds, to: view)
        if cellFrame.minY < contentTop {
            return CGRect(x: cellFrame.minX, y: contentTop, width: cellFrame.width, height: cellFrame.height - (contentTop - cellFrame.minY))
        }
        return cellFrame
    }
}
