/// The numbers behind UIKit's own transitions — the ones it plays when no delegate supplies an
/// animator. UIKit publishes none of them: each default is the approximation
/// docs/uikit-defaults.md derives (with its source), and each is a knob, so a scenario (or an
/// entry's parameters) can try another value: `window.defaultTransitionSettings.pushDuration = 0.5`.
///
/// They live on the window because that is the one object every transition of a scene can
/// reach (its container view is in the window) and a run owns; a global would leak between
/// runs.
public struct DefaultTransitionSettings: Sendable, Hashable {
    /// Push and pop (`_UINavigationParallaxTransition`): 0.35 s.
    public var pushDuration = 0.35
    /// The curve of an animated push or pop; an interactive pop is linear while the finger
    /// drives it, as UIKit's is.
    public var pushCurve: ViewAnimationCurve = .easeInOut
    /// How far the covered screen moves, as a fraction of the container's width (UIKit's
    /// `parallaxOffset` leaves 70 % of the width between the two, so the covered one travels 30 %).
    public var parallaxFraction = 0.3
    /// Black over the covered screen at the end of a push (start of a pop).
    public var dimmingAlpha = 0.1
    /// Width of the shadow along the incoming screen's leading edge (UIKit's edge shadow is
    /// 9 pt wide); 0 leaves it out.
    public var edgeShadowWidth = 9.0
    /// Opacity of that shadow at its darkest.
    public var edgeShadowAlpha = 0.2

    /// The navigation bar's titles during a push or pop: the incoming title travels this
    /// fraction of the bar's width on its way to the middle (from the right on a push), the
    /// outgoing one the same on a pop (docs/uikit-defaults.md, "The navigation bar").
    public var barTitleShiftFraction = 0.3

    /// `.coverVertical` and `.crossDissolve`.
    public var modalDuration = 0.5
    public var modalCurve: ViewAnimationCurve = .easeInOut
    /// `.flipHorizontal`: the whole turn; each half is half of it.
    public var flipDuration = 0.75
    /// The flip's perspective: `m34 = −1 / distance`.
    public var flipPerspective = 1000.0

    /// The interactive pop finishes on release past this fraction of the width …
    public var popFinishFraction = 0.5
    /// … or thrown right faster than this (points per second); thrown left faster than it, it
    /// cancels whatever the position.
    public var popFinishVelocity = 300.0

    /// iOS 18's zoom, dragged down to dismiss (ZoomInteractiveDismissal.swift): a slow release
    /// finishes past this fraction of the zoomed view's height …
    public var zoomDismissFinishFraction = 0.1
    /// … and a throw faster than this (points per second) decides by its direction (down
    /// finishes, up cancels).
    public var zoomDismissFinishVelocity = 300.0
    /// The card's scale when dragged down the whole height (linear from 1).
    public var zoomDismissMinimumScale = 0.5
    /// The card's corner radius once rounded (points).
    public var zoomDismissCornerRadius = 40.0

    public init() {}

    /// The settings of the window `view` is in (defaults when it is in none).
    static func of(_ view: View) -> DefaultTransitionSettings {
        (view.rootView as? Window)?.defaultTransitionSettings ?? DefaultTransitionSettings()
    }
}

extension ViewAnimationCurve {
    /// The `AnimationOptions` curve bits for this curve.
    var options: AnimationOptions { AnimationOptions(rawValue: UInt(rawValue) << 16) }
}
