import TransitionKit
import UIKit

/// A Photos-style grid, as a collection view with a flow layout shows it: square aspect-fill
/// thumbnails, 3 columns on a phone (5 on iPad) 2 points apart, starting under the navigation
/// bar and running under the tab bar. The cells are image views with real frames, so a zoom
/// animator's "reference image view" and its frame are what an app's would be.
open class PhotoGridViewController: ScenarioViewController {
    public static let spacing = 2.0
    /// The photo the user tapped: its cell is the reference image view.
    public var selectedIndex: Int
    public let photos: [UIImage]
    public private(set) var cells: [UIImageView] = []

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
    public var cellSide: Double {
        (device.screenSize.width - Double(columns - 1) * Self.spacing) / Double(columns)
    }

    /// Cell `index`'s frame in the grid's view (the collection view's layout attributes).
    public func frameForCell(at index: Int) -> CGRect {
        let side = cellSide
        let column = Double(index % columns)
        let row = Double(index / columns)
        return CGRect(
            x: column * (side + Self.spacing), y: device.contentTop + row * (side + Self.spacing),
            width: side, height: side)
    }

    open override func loadView() {
        let root = makeRootView(.white)
        let side = cellSide
        let rows = Int((device.screenSize.height - device.contentTop) / (side + Self.spacing)) + 1
        for index in 0..<Swift.min(rows * columns, photos.count) {
            let cell = UIImageView.make(
                photo: photos[index], frame: frameForCell(at: index),
                role: index == selectedIndex ? "selectedPhoto" : "photoCell")
            root.addSubview(cell)
            cells.append(cell)
        }
        view = root
    }

    /// The selected cell's image view (FluidPhoto's `referenceImageView(for:)`).
    public var referenceImageView: UIImageView {
        _ = view
        return cells[selectedIndex]
    }

    /// The selected cell's frame in this view, trimmed where the navigation bar covers it
    /// (FluidPhoto's `referenceImageViewFrameInTransitioningView(for:)`).
    public var referenceImageViewFrame: CGRect {
        let frame = referenceImageView.convert(referenceImageView.bounds, to: view)
        let top = device.contentTop
        guard frame.minY < top else { return frame }
        return CGRect(x: frame.minX, y: top, width: frame.width, height: frame.height - (top - frame.minY))
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
