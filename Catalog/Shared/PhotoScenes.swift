import UIKit
import ScenarioKit

/// The Photos-style grid: square aspect-fill thumbnails, 3 columns on a phone (5 on iPad),
/// starting under the navigation bar and running under the tab bar.
final class PhotoGridViewController: DemoViewController {
    let selectedIndex: Int
    private(set) var cells: [UIImageView] = []

    init(device: Device, selectedIndex: Int = 4) {
        self.selectedIndex = selectedIndex
        super.init(device: device)
        title = "Library"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var columns: Int { device.isPad ? 5 : 3 }
    static let spacing = 2.0

    override func loadView() {
        let root = makeRootView(.white)
        let width = device.screenSize.width
        let side = (width - Double(columns - 1) * Self.spacing) / Double(columns)
        let top = device.statusBarHeight + device.navigationBarHeight
        let rows = Int((device.screenSize.height - top) / (side + Self.spacing)) + 1
        for index in 0..<(rows * columns) {
            let cell = UIImageView(image: PhotoLibrary.photo(index))
            cell.contentMode = .scaleAspectFill
            cell.clipsToBounds = true
            cell.role = index == selectedIndex ? "selectedPhoto" : "photoCell"
            let column = Double(index % columns), row = Double(index / columns)
            cell.frame = Rect(x: column * (side + Self.spacing), y: top + row * (side + Self.spacing), width: side, height: side)
            root.addSubview(cell)
            cells.append(cell)
        }
        view = root
    }

    /// FluidPhoto's `referenceImageView(for:)`.
    var referenceImageView: UIImageView {
        _ = view
        return cells[selectedIndex]
    }

    /// FluidPhoto's `referenceImageViewFrameInTransitioningView(for:)`: the cell's frame in
    /// this view, trimmed where the navigation bar covers it.
    var referenceImageViewFrame: Rect {
        let frame = referenceImageView.convert(referenceImageView.bounds, to: view)
        let top = device.statusBarHeight + device.navigationBarHeight
        guard frame.minY < top else { return frame }
        return Rect(x: frame.minX, y: top, width: frame.width, height: frame.height - (top - frame.minY))
    }
}

/// The full-screen photo: the image aspect-fit in the view (what FluidPhoto's zoom scroll
/// view shows at minimum zoom).
final class PhotoDetailViewController: DemoViewController {
    let image: UIImage
    let imageView: UIImageView

    init(device: Device, image: UIImage) {
        self.image = image
        imageView = UIImageView(image: image)
        super.init(device: device)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        let root = makeRootView(.white)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.role = "photo"
        imageView.frame = root.bounds.aspectFit(image.size)
        root.addSubview(imageView)
        view = root
    }

    var referenceImageView: UIImageView {
        _ = view
        return imageView
    }

    var referenceImageViewFrame: Rect { referenceImageView.convert(referenceImageView.bounds, to: view) }
}

/// Tab bar controller → navigation controller → view controllers, laid out for a device;
/// the navigation controller's content view is where transitions happen.
struct NavigationScene {
    let window: UIWindow
    let tabBarController: UITabBarController?
    let navigationController: UINavigationController

    var container: UIView { navigationController.contentView }

    /// `stack` is the navigation stack; its last view controller's view is on screen.
    init(device: Device, stack: [UIViewController], title: String, tabs: [String]?, backTitle: String? = nil,
         barsHidden: Bool = false, statusBarLight: Bool = false) {
        window = DemoWindow.make(for: device)
        let navigation = UINavigationController(rootViewController: stack[0])
        navigation.setViewControllers(stack)
        navigationController = navigation
        Chrome.styleNavigationBar(navigation.navigationBar, title: title, device: device, backTitle: backTitle)
        navigation.navigationBar.isHidden = barsHidden
        navigation.view.frame = device.bounds
        navigation.contentView.frame = device.bounds
        if let tabs {
            let tabBar = UITabBarController()
            tabBar.setViewControllers([navigation])
            Chrome.styleTabBar(tabBar.tabBar, items: tabs, device: device)
            window.rootViewController = tabBar
            tabBarController = tabBar
        } else {
            window.rootViewController = navigation
            tabBarController = nil
        }
        let top = stack[stack.count - 1]
        top.view.frame = device.bounds
        navigation.contentView.addSubview(top.view)
        window.addSubview(Chrome.statusBar(device: device, light: statusBarLight))
    }
}
