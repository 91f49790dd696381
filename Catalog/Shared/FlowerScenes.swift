import UIKit
import ScenarioKit

/// The Flower app (FlowerCollector, after Valerya Nasikan's Dribbble shot): a landing page,
/// a horizontal list of flower cards that scale and fade by distance from the centre, and
/// a detail page with the photo on top and a description below.
enum Flowers {
    static let names = ["Peony", "Ranunculus", "Anemone", "Dahlia", "Hydrangea"]
    static let colors: [UIColor] = [UIColor(hex: 0xF7D6E0), UIColor(hex: 0xF9E2C8), UIColor(hex: 0xDDE7F7),
                                    UIColor(hex: 0xE6DDF5), UIColor(hex: 0xD9F0E3)]
    static let blurb = "Soft layered petals that open wide in late spring. Cut in the morning and keep them cool."
}

/// The landing screen the list is pushed from: the navigation controller's root, which keeps
/// the navigation delegate (UIKit's `delegate` is weak).
final class FlowerMainViewController: ScenarioViewController {
    let transitions = FlowerNavigationControllerDelegate()

    override func loadView() {
        let root = makeRootView(UIColor(hex: 0xFBF6F1))
        let width = device.screenSize.width, height = device.screenSize.height
        let hero = UIImageView.make(photo: PhotoLibrary.flower(99), frame: CGRect(x: 0, y: 0, width: width, height: height * 0.58), role: "heroImage")
        root.addSubview(hero)
        let title = UILabel.make(frame: CGRect(x: 28, y: height * 0.58 + 28, width: width - 56, height: 44), text: "Flower", fontSize: 40, weight: .bold, role: "title")
        root.addSubview(title)
        let subtitle = UILabel.make(frame: CGRect(x: 28, y: height * 0.58 + 78, width: width - 56, height: 22), text: "Collect the flowers you love", color: .secondaryLabel, role: "subtitle")
        root.addSubview(subtitle)
        let button = UIView(frame: CGRect(x: 28, y: height - device.safeAreaInsets.bottom - 76, width: width - 56, height: 52))
        button.backgroundColor = UIColor(hex: 0x2F3A32)
        button.layer.cornerRadius = 26
        button.role = "exploreButton"
        let buttonTitle = UILabel.make(frame: CGRect(x: 0, y: 15, width: width - 56, height: 22), text: "Explore", weight: .semibold, color: .white, alignment: .center)
        button.addSubview(buttonTitle)
        root.addSubview(button)
        view = root
    }
}

/// FlowerDetailController: the photo across the top, the description below.
final class FlowerDetailViewController: ScenarioViewController {
    let index: Int
    let imageView: UIImageView
    let descriptionView = UIView()

    init(device: Device, index: Int = 1) {
        self.index = index
        imageView = UIImageView(image: PhotoLibrary.flower(index))
        super.init(device: device)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        let root = makeRootView(Flowers.colors[index % Flowers.colors.count])
        let width = device.screenSize.width
        // The card's photo, scaled up to the full width at the same aspect ratio.
        let imageHeight = width * 340 / FlowerCell.itemSize.width
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.frame = CGRect(x: 0, y: 0, width: width, height: imageHeight)
        imageView.role = "detailImage"
        root.addSubview(imageView)
        descriptionView.frame = CGRect(x: 0, y: imageHeight, width: width, height: device.screenSize.height - imageHeight)
        descriptionView.role = "description"
        let name = UILabel.make(frame: CGRect(x: 24, y: 24, width: width - 48, height: 36), text: Flowers.names[index % Flowers.names.count], fontSize: 30, weight: .bold)
        descriptionView.addSubview(name)
        let body = UILabel.make(frame: CGRect(x: 24, y: 70, width: width - 48, height: 80), text: Flowers.blurb, color: .secondaryLabel, lines: 4)
        descriptionView.addSubview(body)
        root.addSubview(descriptionView)
        view = root
    }
}

/// The Flower app's launch, as its scene delegate does it: a black window, the landing page
/// at the root of a navigation controller without a bar, whose delegate — kept by the landing
/// page, since UIKit holds delegates weakly — picks the animators; the status bar on top.
enum FlowerApp {
    static func launch(in window: UIWindow) -> (main: FlowerMainViewController, navigation: UINavigationController) {
        let device = Device(window: window)
        let main = FlowerMainViewController(device: device)
        let navigation = UINavigationController(rootViewController: main)
        navigation.delegate = main.transitions
        navigation.isNavigationBarHidden = true
        window.backgroundColor = .black
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.addSubview(Chrome.statusBar(device: device))
        return (main, navigation)
    }
}
