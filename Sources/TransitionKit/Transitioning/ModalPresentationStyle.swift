/// `UIModalPresentationStyle`, with UIKit's raw values. How each style behaves — whether the
/// presenter's view leaves the window, who gets appearance callbacks, the presented frame —
/// is docs/uikit-presentation.md §2; `StandardPresentationController` encodes it.
public enum ModalPresentationStyle: Int, Sendable, Hashable, CaseIterable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2

    /// Context styles cover the view of the nearest `definesPresentationContext` ancestor.
    var isContext: Bool { self == .currentContext || self == .overCurrentContext }

    /// Sheets and popovers are not drawn as cards here: they behave like `.overFullScreen`
    /// (the presenter stays, hears no callbacks, as on iOS 13+), filling the container.
    var isSheetLike: Bool { self == .automatic || self == .pageSheet || self == .formSheet || self == .popover }
}

/// `UIModalTransitionStyle`, with UIKit's raw values. Without a transitioning delegate's
/// animator, `ModalTransitionAnimator` plays the style (docs/uikit-defaults.md).
public enum ModalTransitionStyle: Int, Sendable, Hashable, CaseIterable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}
