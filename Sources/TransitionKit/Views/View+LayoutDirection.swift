import Foundation

/// `UISemanticContentAttribute`, with UIKit's raw values.
public enum UISemanticContentAttribute: Int, Sendable, Hashable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

/// A run's interface is left to right (`UIApplication.userInterfaceLayoutDirection`), and the
/// engine lays out leading and trailing as left and right. A view forced right to left answers
/// `.rightToLeft` where apps ask (so an animator that mirrors its offsets reads what UIKit
/// would say), but its subviews and constraints are not mirrored: reported `not-modelled`.
extension View {
    /// The direction for a semantic content attribute: forced ones as forced, the others the
    /// app's (left to right).
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The direction this view's content is arranged in (iOS 10).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        View.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    func semanticContentAttributeChanged() {
        guard semanticContentAttribute == .forceRightToLeft else { return }
        Timeline.current?.noteUnmodelled(
            "semanticContentAttribute .forceRightToLeft: the view's content is laid out left to right", on: self)
    }
}
