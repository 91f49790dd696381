import UIKit

/// iOS 18's own zoom, as an app asks for it: a grid of rounded photo thumbnails; the tapped
/// photo opens with `preferredTransition = .zoom(options:sourceViewProvider:)` — pushed on the
/// navigation controller or presented — and goes back onto its thumbnail on pop or dismiss.
/// The app writes no animator: UIKit (here, the engine's model of it: docs/bring-your-own.md,
/// "The iOS 18 zoom") scales the photo screen from the thumbnail on a spring and morphs its
/// outline from the thumbnail's rounded rectangle to the full screen.
///
/// Dismiss starts from touches: the photo is open, and a drag down on it is UIKit's own drag
/// to dismiss (the app writes no gesture code) — the photo follows the finger as a shrinking,
/// rounded card and, released, zooms back onto its thumbnail or springs back open
/// (docs/uikit-defaults.md, "The iOS 18 zoom's drag to dismiss"). Pop stays the Back
/// button's zoom, so the entry shows both ways back.
struct ZoomGrid18Entry: CatalogEntry {
    let id = "ios18-zoom"
    let title = "iOS 18 zoom"
    let summary = "A photo grid opening photos with UIKit's own zoom (preferredTransition = .zoom)."
    let origin = "UIKit's fluid zoom transition (iOS 18, \"Enhancing your app with fluid transitions\")"
    let operations: [TransitionOperation] = [.push, .pop, .present, .dismiss]
    let interactiveOperations: [TransitionOperation] = [.dismiss]

    static let cornerRadius = NumberParameter("cornerRadius", "Thumbnail corners", default: 12, range: 0...40, step: 1, unit: "pt",
                                              help: "the thumbnails' layer.cornerRadius: the zoom's outline starts (or ends) with it")
    static let photo = NumberParameter("photo", "Photo", default: 4, range: 0...8, step: 1,
                                       help: "which of the nine thumbnails is tapped")
    static let finishFraction = NumberParameter("finishFraction", "Close past", default: 0.1, range: 0.02...1, step: 0.02,
                                                help: "a slow release of the drag to dismiss past this fraction of the height closes the photo")
    static let finishVelocity = NumberParameter("finishVelocity", "Throw speed", default: 300, range: 0...3000, step: 50,
                                                unit: "pt/s", help: "a throw faster than this decides by its direction")
    var parameters: [ParameterSpec] { [Self.cornerRadius, Self.photo, Self.finishFraction, Self.finishVelocity].map(\.spec) }

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        // UIKit's drag to dismiss: its release rule (docs/uikit-defaults.md).
        window.defaultTransitionSettings.zoomDismissFinishFraction = parameters[Self.finishFraction]
        window.defaultTransitionSettings.zoomDismissFinishVelocity = parameters[Self.finishVelocity]
        let grid = ZoomGrid18ViewController(cornerRadius: CGFloat(parameters[Self.cornerRadius]))
        let navigation = UINavigationController(rootViewController: grid)
        window.rootViewController = navigation
        window.makeKeyAndVisible()

        let photo = grid.photoViewController(forItem: Int(parameters[Self.photo]))
        switch operation {
        case .push:
            navigation.pushViewController(photo, animated: true)
        case .pop:
            navigation.pushViewController(photo, animated: false)
            navigation.popViewController(animated: true)
        case .present:
            grid.present(photo, animated: true)
        default:
            // The photo is open; the drag on it starts the dismissal.
            grid.present(photo, animated: false)
        }
    }

    /// From the middle of the photo straight down a quarter of the screen in 0.3 s, still
    /// moving when the finger lifts: the dismissal finishes onto the thumbnail.
    func sampleGesture(for operation: TransitionOperation, device: Device) -> [GestureSample]? {
        guard operation == .dismiss else { return nil }
        let x = device.screenSize.width / 2, top = device.screenSize.height / 2
        let distance = device.screenSize.height / 4
        var samples = [GestureSample(t: 0, phase: .began, x: x, y: top)]
        for step in 1...18 {
            let f = Double(step) / 18
            samples.append(GestureSample(t: f * 0.3, phase: .changed, x: x + 6 * f, y: top + distance * f))
        }
        samples.append(GestureSample(t: 0.3 + 1.0 / 60, phase: .ended, x: x + 6, y: top + distance))
        return samples
    }

    func gestureHint(for operation: TransitionOperation) -> String? { "Drag the photo down to close it" }

    /// ZoomInteractiveDismissal's `finishes`, in words.
    func releaseRule(for operation: TransitionOperation) -> String? {
        "UIKit's zoom (our numbers): a throw faster than Throw speed decides by its direction (down closes, up goes back); "
            + "otherwise the photo closes when dragged down past Close past of the screen's height."
    }
}

/// The grid: nine rounded thumbnails in three columns under the navigation bar.
final class ZoomGrid18ViewController: UIViewController {
    static let columns = 3
    static let spacing: CGFloat = 8
    let cornerRadius: CGFloat
    private(set) var thumbnails: [UIImageView] = []

    init(cornerRadius: CGFloat) {
        self.cornerRadius = cornerRadius
        super.init(nibName: nil, bundle: nil)
        title = "Photos"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for item in 0..<9 {
            let thumbnail = UIImageView(image: PhotoLibrary.photo(item))
            thumbnail.contentMode = .scaleAspectFill
            thumbnail.clipsToBounds = true
            thumbnail.layer.cornerRadius = cornerRadius
            thumbnail.accessibilityIdentifier = "thumbnail"
            view.addSubview(thumbnail)
            thumbnails.append(thumbnail)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let spacing = Self.spacing
        let side = (view.bounds.width - spacing * CGFloat(Self.columns + 1)) / CGFloat(Self.columns)
        let top = view.safeAreaInsets.top + spacing
        for (item, thumbnail) in thumbnails.enumerated() {
            let column = CGFloat(item % Self.columns), row = CGFloat(item / Self.columns)
            thumbnail.frame = CGRect(x: spacing + column * (side + spacing), y: top + row * (side + spacing),
                                     width: side, height: side)
        }
    }

    /// The tapped photo's screen, zooming from (and back onto) its thumbnail. The provider is
    /// asked again on the way back, so it looks the thumbnail up then.
    func photoViewController(forItem item: Int) -> ZoomGrid18PhotoViewController {
        let photo = ZoomGrid18PhotoViewController(image: PhotoLibrary.photo(item))
        let options = UIViewController.Transition.ZoomOptions()
        options.alignmentRectProvider = { context in
            (context.zoomedViewController as? ZoomGrid18PhotoViewController)?.photoFrame
        }
        photo.preferredTransition = .zoom(options: options) { [weak self] _ in
            guard let self, thumbnails.indices.contains(item) else { return nil }
            return thumbnails[item]
        }
        return photo
    }
}

/// The photo, aspect-fit on black.
final class ZoomGrid18PhotoViewController: UIViewController {
    let imageView = UIImageView()

    init(image: UIImage) {
        imageView.image = image
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        view.accessibilityIdentifier = "photoPage"
        imageView.contentMode = .scaleAspectFit
        imageView.frame = view.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        imageView.accessibilityIdentifier = "photo"
        view.addSubview(imageView)
    }

    /// Where the photo is drawn in the view (aspect fit): the rectangle the zoom aligns with
    /// the thumbnail.
    var photoFrame: CGRect {
        let bounds = view.bounds
        guard let size = imageView.image?.size, size.width > 0, size.height > 0 else { return bounds }
        let scale = min(bounds.width / size.width, bounds.height / size.height)
        let width = size.width * scale, height = size.height * scale
        return CGRect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
    }
}
