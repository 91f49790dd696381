import UIKit

// UIKit's type shapes as app code relies on them, written as apps write them: `view` as
// `UIView!`, views as NSObjects in sets and dictionaries, overrides of members UIKit declares
// `open` with UIKit's types. Tests/UIKitTests/TypeShapeTests.swift runs them.

/// Counts its loads, as an app's view controller with a custom `loadView()` would.
final class CountingViewController: UIViewController {
    private(set) var loads = 0
    private(set) var didLoads = 0

    override func loadView() {
        loads += 1
        view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        didLoads += 1
    }

    /// The four ways app code reads `view`, each compiling only if `view` is `UIView!`.
    func readViewEveryWay() -> (CGFloat, CGFloat?, Bool, CGFloat) {
        let forced = view!.frame.width
        let chained = view?.frame.height
        var bound = false
        if let v = view { bound = v.bounds.width == forced }
        guard let guarded = view else { return (0, nil, false, 0) }
        return (forced, chained, bound, guarded.alpha)
    }
}

/// A custom view whose `init(frame:)` runs for `SubclassedView()` too, as in UIKit.
final class SubclassedView: UIView {
    private(set) var madeWithFrame = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        madeWithFrame = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Overrides of `open` members with UIKit's types.
final class TunedInteraction: UIPercentDrivenInteractiveTransition {
    private(set) var lastUpdate: CGFloat = -1

    override var completionSpeed: CGFloat {
        get { 2 }
        set {}
    }

    override func update(_ percentComplete: CGFloat) {
        lastUpdate = percentComplete
        super.update(percentComplete)
    }
}

final class TrackingTabBarController: UITabBarController {
    private(set) var changes: [Int] = []

    override var selectedIndex: Int {
        didSet { changes.append(selectedIndex) }
    }
}

enum ViewCollections {
    /// `Set<UIView>` and `[UIView: CGRect]`, as snapshot-based animators keep them.
    static func framesByView(_ views: [UIView]) -> (unique: Int, frames: [UIView: CGRect]) {
        var frames: [UIView: CGRect] = [:]
        for view in views { frames[view] = view.frame }
        return (Set(views).count, frames)
    }
}

extension UIColor {
    /// `"#RRGGBB"` or `"RRGGBB"`, as almost every app's colour extension parses it.
    convenience init(hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        let value = UInt32(digits, radix: 16) ?? 0
        self.init(red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
                  blue: CGFloat(value & 0xFF) / 255, alpha: 1)
    }

    /// An app's palette, as class members.
    class var brand: UIColor { UIColor(hex: "#FF8000") }
    class func shade(_ level: CGFloat) -> UIColor { UIColor(white: level, alpha: 1) }
}

/// A `UIColor` subclass, as theming code writes one.
final class ThemeColor: UIColor {
    let token: String

    init(token: String, white: CGFloat) {
        self.token = token
        super.init(red: white, green: white, blue: white, alpha: 1)
    }
}

extension UIImage {
    /// An app's image helper in the shape apps write: a convenience initialiser in an extension.
    convenience init?(asset: String, fallback: String) {
        self.init(named: asset.isEmpty ? fallback : asset)
    }
}

/// A `UIImage` subclass carrying a caption, as gallery code writes one.
final class CaptionedImage: UIImage {
    let caption: String

    init(caption: String) {
        self.caption = caption
        super.init(seed: 7, size: CGSize(width: 40, height: 30))
    }
}

/// Where an animator puts a view off screen, reading the screen as many do.
enum ScreenReader {
    static func offscreenFrame(for size: CGSize) -> CGRect {
        let screen = UIScreen.main.bounds
        return CGRect(x: screen.width, y: screen.height - size.height, width: size.width, height: size.height)
    }
}
