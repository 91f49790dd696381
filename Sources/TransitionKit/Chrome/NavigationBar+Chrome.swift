import Foundation

/// The navigation chrome the engine keeps but does not draw — bar button items, an appearance's
/// images and text attributes other than colours, the toolbar — reported `not-modelled` where it
/// would show, so a frame that differs from UIKit's is said (docs/bring-your-own.md,
/// "Navigation chrome").
enum NavigationChrome {
    static func reportToolbar() {
        Timeline.current?.noteUnmodelled("the navigation controller's toolbar (not drawn)")
    }
}

extension NavigationBar {
    /// What the shown item and the bar ask for that the bar does not draw. (Large titles, and
    /// an appearance's background, shadow colour and title colours, are drawn.)
    func reportUndrawnChrome(for item: NavigationItem, stack: [ViewController]) {
        guard let timeline = Timeline.current else { return }
        if !(item.rightBarButtonItems ?? []).isEmpty || !(item.leftBarButtonItems ?? []).isEmpty || item.titleView != nil {
            timeline.noteUnmodelled("bar button items and title views on the navigation bar (not drawn)")
        }
        if let appearance = resolvedAppearance(for: stack), let undrawn = appearance.undrawnParts {
            timeline.noteUnmodelled("a navigation bar appearance's \(undrawn) (not drawn)")
        }
        if barTintColor != nil {
            timeline.noteUnmodelled("a navigation bar's barTintColor (the bar keeps the kit's look)")
        }
    }
}

extension UINavigationBarAppearance {
    /// UIKit's `NSAttributedString.Key.foregroundColor` (raw value "NSColor"; the `UIKit` module
    /// declares the name, Sources/UIKit/NSAttributedString+UIKit.swift).
    static let colorKey = NSAttributedString.Key("NSColor")

    /// The parts of the appearance the bar does not draw, named; nil when it draws all of it.
    var undrawnParts: String? {
        var parts: [String] = []
        if backgroundImage != nil { parts.append("background image") }
        if shadowImage != nil { parts.append("shadow image") }
        if titlePositionAdjustment != .zero { parts.append("title position adjustment") }
        if hasBackIndicatorImage { parts.append("back indicator image") }
        let drawnKeys: Set<NSAttributedString.Key> = [Self.colorKey]
        if !Set(titleTextAttributes.keys).union(largeTitleTextAttributes.keys).isSubset(of: drawnKeys) {
            parts.append("title text attributes other than the foreground colour")
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
