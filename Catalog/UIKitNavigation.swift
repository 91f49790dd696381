import UIKit

/// UIKit's own push and pop: a navigation controller with no delegate, so UIKit plays its
/// parallax slide — the new screen comes in from the right over the old one, which moves a
/// third of the way left and darkens (docs/uikit-defaults.md has the numbers and where they
/// come from). The app's code is nothing but `pushViewController` / `popViewController`.
///
/// The navigation bar is UIKit's, with each screen's `title`: during the slide the titles
/// cross-fade and the back button (chevron and "Inbox") comes in or goes, as UIKit's do
/// (approximated too; docs/uikit-defaults.md, "The navigation bar").
struct UIKitNavigationEntry: CatalogEntry {
    let id = "uikit-push-pop"
    let title = "UIKit push & pop"
    let summary = "No delegate: UIKit's own parallax slide, 0.35 s."
    let origin = "UIKit's default UINavigationController transition (approximated)"
    let operations: [TransitionOperation] = [.push, .pop]

    static let duration = NumberParameter("duration", "Duration", default: 0.35, range: 0.05...3, step: 0.05, unit: "s",
                                          help: "UIKit does not publish it; 0.35 s is the common measurement")
    static let curve = ChoiceParameter("curve", "Curve", default: "easeInOut",
                                       options: ["easeInOut", "easeIn", "easeOut", "linear"],
                                       help: "the timing curve of the slide (UIKit's own is private)")
    static let parallax = NumberParameter("parallax", "Parallax", default: 0.3, range: 0...1, step: 0.05,
                                          help: "how far the covered screen moves, as a fraction of the width")
    static let dimming = NumberParameter("dimming", "Dimming", default: 0.1, range: 0...1, step: 0.05,
                                         help: "black over the covered screen at its darkest")
    static let titleShift = NumberParameter("titleShift", "Bar title travel", default: 0.3, range: 0...1, step: 0.05,
                                            help: "how far the navigation bar's incoming title slides in, as a fraction of the width")
    var parameters: [ParameterSpec] {
        [Self.duration.spec, Self.curve.spec, Self.parallax.spec, Self.dimming.spec, Self.titleShift.spec]
    }

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        window.defaultTransitionSettings.pushDuration = parameters[Self.duration]
        window.defaultTransitionSettings.pushCurve = UIKitDefaultsScreens.curve(named: parameters[Self.curve])
        window.defaultTransitionSettings.parallaxFraction = parameters[Self.parallax]
        window.defaultTransitionSettings.dimmingAlpha = parameters[Self.dimming]
        window.defaultTransitionSettings.barTitleShiftFraction = parameters[Self.titleShift]

        let top = UIKitDefaultsScreens.contentTop(below: window)
        let navigation = UINavigationController(rootViewController: UIKitDefaultsScreens.screen("Inbox", .white, top: top))
        window.rootViewController = navigation
        window.makeKeyAndVisible()

        let detail = UIKitDefaultsScreens.screen("Message", UIColor(red: 0.35, green: 0.78, blue: 0.98, alpha: 1), top: top)
        if operation == .push {
            navigation.pushViewController(detail, animated: true)
        } else {
            navigation.pushViewController(detail, animated: false)
            navigation.popViewController(animated: true)
        }
    }
}

/// The plain screens the UIKit-defaults entries show: a coloured view with a title block and
/// a few rows, so the eye can follow each screen through the transition.
enum UIKitDefaultsScreens {
    /// `top`: where the content starts (under a navigation bar, `contentTop(below:)`).
    static func screen(_ title: String, _ color: UIColor, top: CGFloat = 80) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        controller.view.backgroundColor = color
        controller.view.accessibilityIdentifier = "screen-" + title.lowercased()
        let header = UIView(frame: CGRect(x: 20, y: top, width: 200, height: 34))
        header.backgroundColor = UIColor(white: 0.15, alpha: 0.85)
        header.layer.cornerRadius = 6
        header.accessibilityIdentifier = "title"
        controller.view.addSubview(header)
        for row in 0..<4 {
            let line = UIView(frame: CGRect(x: 20, y: top + 60 + Double(row) * 56, width: 280, height: 40))
            line.backgroundColor = UIColor(white: 0.5, alpha: 0.25)
            line.layer.cornerRadius = 8
            line.accessibilityIdentifier = "row"
            controller.view.addSubview(line)
        }
        return controller
    }

    /// A little below UIKit's navigation bar in `window` (status bar + 44 pt).
    static func contentTop(below window: UIWindow) -> CGFloat {
        window.safeAreaInsets.top + 44 + 16
    }

    static func curve(named name: String) -> UIView.AnimationCurve {
        switch name {
        case "easeIn": return .easeIn
        case "easeOut": return .easeOut
        case "linear": return .linear
        default: return .easeInOut
        }
    }
}
