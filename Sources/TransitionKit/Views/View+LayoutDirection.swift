import Foundation

/// `UISemanticContentAttribute`, with UIKit's raw values.
public enum UISemanticContentAttribute: Int, Sendable, Hashable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

/// Layout direction. A run's app is left to right unless the run starts right to left
/// (`Timeline.startWithDeviceSettings(reduceMotion:layoutDirection:)`, a device set to Arabic or
/// Hebrew); `UIApplication.userInterfaceLayoutDirection` and the traits' `layoutDirection` say
/// which. A view's direction is its semantic content attribute's (Apple: playback and spatial
/// views are not flipped; the forced ones are forced; the others follow the app), read from the
/// view alone — Apple warns that the value cannot be assumed to propagate down the tree, and
/// here it does not. What follows a view's direction (docs/engine.md, "Right to left"): the
/// leading and trailing of the constraints installed on it, its directional layout margins,
/// a stack view's arrangement and a flow layout's items (in the collection view's direction).
extension View {
    /// The direction for a semantic content attribute, relative to the app's.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.runLayoutDirection)
    }

    /// The direction a semantic content attribute implies when the surroundings are
    /// `layoutDirection` (iOS 10): unspecified follows them, playback and spatial content and
    /// `.forceLeftToRight` are left to right, `.forceRightToLeft` right to left.
    public class func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// The direction this view's immediate content is arranged in (iOS 10).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        View.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    /// Whether leading is this view's right edge.
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// A new direction moves what the view arranges: its constraints, margins and stack, and
    /// a label's natural alignment.
    func semanticContentAttributeChanged() {
        setNeedsLayout()
        (self as? Label)?.layoutDirectionDidChange()
        (self as? NaturalTextDirectionReporting)?.reportNaturalTextIfUnfollowed()
    }
}
