import Foundation

/// The status bar as UIKit runs it for view controllers (Traits/ViewController+StatusBar.swift
/// says which controller decides): hidden or shown, and its style, per window.
///
/// What hiding it does, from Apple's documentation and the device table:
/// - the drawn bar — the window's subview whose role is `statusBar` (ScenarioKit's
///   `Chrome.statusBar`) — goes: `.fade` takes its opacity to 0, `.slide` moves it up by its
///   height, `.none` hides it at once. Inside an animation block (`UIView.animate { self.
///   setNeedsStatusBarAppearanceUpdate() }`, or a transition's alongside animations) the change
///   animates on the block's duration and curve; outside one it is immediate ("If you call this
///   method within an animation block, the changes are animated along with the rest of the
///   animation block");
/// - on a device whose top inset is the status bar alone (a plain 20-pt bar: iPhone SE; iPad's
///   24 pt) the window's top safe-area inset drops to 0 — "for the view controller's root view,
///   the insets account for the status bar" — so the navigation bars laid out under it move up
///   and the safe area, `viewSafeAreaInsetsDidChange()` and layout follow, animated in the same
///   block; on a notch or Dynamic Island phone the inset is the sensor housing and stays, only
///   the bar's drawing goes (ours, from the device table: a top inset over 24 pt is a housing).
///
/// The style recolours the bar's glyphs (clock, signal, battery): `.lightContent` white,
/// `.darkContent` black, `.default` the colour the scene drew them in (UIKit's `.default` picks
/// a contrasting one by itself; the scene's choice stands for it — ours). Text colour does not
/// animate (as `UILabel`'s does not): the glyphs change at once, and a hidden bar's when it
/// shows again, so a bar that hides keeps its colour as it goes.
struct StatusBarState {
    var isHidden = false
    var style = UIStatusBarStyle.default
    /// The status bar's height, taken from the window's top inset (down to 0) while the bar is
    /// hidden on a device whose top inset is the bar alone.
    var removedTopInset = 0.0
    /// The colour the scene drew the glyphs in, kept the first time the style changes.
    var sceneGlyphColor: Color?
    /// The controller whose preference hid the bar: its animation brings it back.
    weak var hidingController: ViewController?
}

extension Window {
    /// Ours: above this top inset, the device's top inset is a sensor housing, not the bar.
    static let plainStatusBarLimit = 24.0

    /// The bar the scene draws, if it draws one.
    var statusBarView: View? { subviews.last { $0.role == "statusBar" } }

    /// The window's safe area with the status bar's part taken out while it is hidden.
    func statusBarAdjusted(_ insets: EdgeInsets) -> EdgeInsets {
        var insets = insets
        insets.top = Swift.max(0, insets.top - statusBarState.removedTopInset)
        return insets
    }

    /// Applies `hidden` and `style` (what the deciding controllers prefer) with `animation`, in
    /// the animation block in progress if there is one.
    func applyStatusBar(hidden: Bool, style: UIStatusBarStyle, animation: UIStatusBarAnimation) {
        let old = statusBarState
        guard hidden != old.isHidden || style != old.style else { return }
        statusBarState.isHidden = hidden
        statusBarState.style = style
        // A hidden bar's glyphs are repainted when it shows again: hiding, they keep their colour
        // as they go; showing, they come back in the new one.
        if style != old.style || (!hidden && old.isHidden), !hidden, let bar = statusBarView {
            View.performWithoutAnimation { drawStatusBarStyle(on: bar) }
        }
        guard hidden != old.isHidden else { return }
        if let bar = statusBarView {
            if animation == .none {
                View.performWithoutAnimation { drawStatusBarVisibility(on: bar, animation: .none) }
            } else {
                drawStatusBarVisibility(on: bar, animation: animation)
            }
        }
        moveSafeAreaForStatusBar(hidden: hidden)
    }

    /// A bar the scene adds after the state was set (ScenarioKit adds it after
    /// `makeKeyAndVisible()`) is drawn in that state at once.
    func statusBarViewAdded(_ bar: View) {
        guard statusBarState.isHidden || statusBarState.style != .default else { return }
        View.performWithoutAnimation {
            if statusBarState.style != .default, !statusBarState.isHidden { drawStatusBarStyle(on: bar) }
            if statusBarState.isHidden { drawStatusBarVisibility(on: bar, animation: .fade) }
        }
    }

    private func drawStatusBarVisibility(on bar: View, animation: UIStatusBarAnimation) {
        let away = CGAffineTransform(translationX: 0, y: -bar.bounds.height)
        if statusBarState.isHidden {
            if animation == .slide { bar.transform = away } else { bar.alpha = 0 }
            return
        }
        // Shown again: from wherever hiding left it, by this animation.
        if animation == .slide {
            View.performWithoutAnimation {
                if bar.alpha != 1 { bar.transform = away }
                bar.alpha = 1
            }
            bar.transform = .identity
        } else {
            View.performWithoutAnimation {
                if bar.transform != .identity { bar.alpha = 0 }
                bar.transform = .identity
            }
            bar.alpha = 1
        }
    }

    private func drawStatusBarStyle(on bar: View) {
        if statusBarState.sceneGlyphColor == nil { statusBarState.sceneGlyphColor = Self.glyphColor(in: bar) }
        let color: Color
        switch statusBarState.style {
        case .lightContent: color = Color(red: 1, green: 1, blue: 1, alpha: 1)
        case .darkContent: color = Color(red: 0, green: 0, blue: 0, alpha: 1)
        case .default: color = statusBarState.sceneGlyphColor ?? Color(red: 0, green: 0, blue: 0, alpha: 1)
        }
        Self.paintGlyphs(in: bar, color)
    }

    /// The first colour the bar's glyphs are drawn in (the clock's text).
    private static func glyphColor(in view: View) -> Color? {
        for child in view.subviews {
            if let label = child as? Label, let text = label.textColor { return text.rgba.withAlphaComponent(1) }
            if let color = child.backgroundColor { return color.rgba.withAlphaComponent(1) }
            if let found = glyphColor(in: child) { return found }
        }
        return nil
    }

    /// Every colour of the glyphs becomes `color`, each keeping its own opacity.
    private static func paintGlyphs(in view: View, _ color: Color) {
        for child in view.subviews {
            if let label = child as? Label, let text = label.textColor {
                label.textColor = UIColor(color.withAlphaComponent(text.rgba.alpha))
            }
            if let fill = child.backgroundColor { child.backgroundColor = UIColor(color.withAlphaComponent(fill.rgba.alpha)) }
            if child.layer.borderWidth > 0, let border = child.layer.borderColor {
                child.layer.borderColor = CGColor(color.withAlphaComponent(Double(border.alpha)))
            }
            paintGlyphs(in: child, color)
        }
    }

    /// The top inset the bar takes on this device, out of the window's while it is hidden; the
    /// navigation bars under it move by as much, and a layout pass follows (now, inside an
    /// animation block, so constraint-driven frames animate with it; at the end of the turn
    /// otherwise).
    private func moveSafeAreaForStatusBar(hidden: Bool) {
        let before = safeAreaInsets.top
        if hidden {
            let device = UIScreen.main.device
            let plain = device.safeAreaInsets.top <= Self.plainStatusBarLimit
            statusBarState.removedTopInset = plain ? device.statusBarHeight : 0
        } else {
            statusBarState.removedTopInset = 0
        }
        let change = safeAreaInsets.top - before
        guard change != 0 else { return }
        for bar in navigationBarsUnderStatusBar() { bar.moveUnderStatusBar(by: change, statusBarTop: before) }
        setNeedsLayout()
        if let context = Timeline.current?.contexts.last, context.mode != .none { layoutIfNeeded() }
    }

    /// The bars of the navigation controllers shown full screen in this window — the root's,
    /// its tabs', those of full-screen presentations — that sit at the top of the window.
    private func navigationBarsUnderStatusBar() -> [NavigationBar] {
        var controllers: [ViewController] = []
        var node = rootViewController
        while let shown = node {
            controllers.append(shown)
            if let tabs = shown as? TabBarController { controllers += tabs.viewControllers ?? [] }
            node = shown.presented
        }
        return controllers.compactMap { controller in
            guard let navigation = controller as? NavigationController, navigation.isViewLoaded else { return nil }
            let bar = navigation.navigationBar
            guard !bar.isHidden, bar.window === self, bar.bounds.height > 0 else { return nil }
            return abs(bar.convert(bar.bounds, to: self).minY) < 1e-9 ? bar : nil
        }
    }
}

extension NavigationBar {
    /// The bar keeps its 44-pt row under the status bar: it grows or shrinks by `change` at
    /// the top, what fills it from the top (its background) with it, and what sits in the row
    /// (titles, buttons, the hairline) moves by as much.
    func moveUnderStatusBar(by change: Double, statusBarTop: Double) {
        statusBarHeight = Swift.max(0, statusBarHeight + change)
        var size = frame.size
        size.height = Swift.max(0, size.height + change)
        frame = CGRect(origin: frame.origin, size: size)
        for child in subviews {
            if child.frame.minY < statusBarTop {
                child.frame = CGRect(
                    origin: child.frame.origin,
                    size: CGSize(width: child.frame.width, height: Swift.max(0, child.frame.height + change)))
            } else {
                child.frame = CGRect(
                    x: child.frame.minX, y: child.frame.minY + change, width: child.frame.width, height: child.frame.height)
            }
        }
    }
}
