import UIKit

// Issue #24, traits and dynamic colours as apps use them around a transition: a palette of
// dynamic colours, a screen that reads its size classes and appearance, a forced light mode.
// Tests/UIKitTests/TraitTests.swift runs them.

extension UIColor {
    /// A palette colour with a light and a dark value, as apps declare them.
    static let cardBackground = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.12, alpha: 1) : UIColor(white: 0.96, alpha: 1)
    }

    static let accentInk = UIColor(dynamicProvider: { traitCollection in
        switch traitCollection.userInterfaceStyle {
        case .dark: return UIColor(red: 0.4, green: 0.7, blue: 1, alpha: 1)
        case .light, .unspecified: return UIColor(red: 0, green: 0.3, blue: 0.8, alpha: 1)
        @unknown default: return .systemBlue
        }
    })
}

/// Reads its traits to pick a layout, as adaptive screens do.
final class AdaptiveLayoutViewController: UIViewController {
    private(set) var layout = ""
    private(set) var traitChanges: [UIUserInterfaceStyle] = []
    let badge = BadgeView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .cardBackground
        view.addSubview(badge)
        chooseLayout()
    }

    func chooseLayout() {
        let traits = traitCollection
        let regular: UIUserInterfaceSizeClass = .regular
        let idiom: UIUserInterfaceIdiom = traits.userInterfaceIdiom
        let direction: UITraitEnvironmentLayoutDirection = traits.layoutDirection
        guard direction != .rightToLeft || idiom == .unspecified else { return }
        let wide = traits.horizontalSizeClass == regular
        let tall = traits.verticalSizeClass == .regular
        layout = "\(wide ? "wide" : "narrow")-\(tall ? "tall" : "short")@\(traits.displayScale)x"
        if traits.userInterfaceIdiom == .pad { layout += "-pad" }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            traitChanges.append(traitCollection.userInterfaceStyle)
            view.backgroundColor = UIColor.cardBackground.resolvedColor(with: traitCollection)
        }
    }
}

/// A view that follows its own traits; it can say which it has, as any trait environment.
final class BadgeView: UIView {
    func describeTraits(of environment: any UITraitEnvironment) -> String {
        "\(environment.traitCollection.userInterfaceStyle.rawValue)"
    }

    private(set) var traitChanges = 0

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traitChanges += 1
    }
}

/// Screens that force an appearance, as apps with a light-only brand do.
enum ForcedAppearance {
    static func lightOnly(_ controller: UIViewController) {
        controller.overrideUserInterfaceStyle = .light
    }

    static func dark(_ view: UIView) {
        view.overrideUserInterfaceStyle = .dark
    }

    static func traits() -> [UITraitCollection] {
        [UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
         UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 3),
         UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .light), UITraitCollection(displayScale: 2)]),
         UITraitCollection.current]
    }

    /// The system's label colour as the dark appearance would show it.
    static func darkLabel() -> UIColor {
        UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
    }

    /// A presentation controller that shows its content in the dark appearance.
    static func darkPresentation(_ controller: UIPresentationController) {
        controller.overrideTraitCollection = UITraitCollection(userInterfaceStyle: .dark)
    }
}
