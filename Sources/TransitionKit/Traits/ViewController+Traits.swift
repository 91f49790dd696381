import Foundation

/// A view controller's traits: its parent's, or for a presented one its presentation
/// controller's (with that controller's `overrideTraitCollection`), or the run's; then its own
/// `overrideUserInterfaceStyle`.
extension ViewController {
    func resolvedTraitCollection() -> UITraitCollection {
        inheritedTraitCollection.with(style: overrideUserInterfaceStyle)
    }

    private var inheritedTraitCollection: UITraitCollection {
        parent?.traitCollection ?? activePresentationController?.traitCollection ?? UITraitCollection.current
    }

    /// The view controller, its view tree, its children and what it presents hear
    /// `traitCollectionDidChange(_:)` when the appearance they resolve to changed. The dark
    /// appearance is not drawn: reported.
    func overrideStyleChanged(from old: UIUserInterfaceStyle) {
        TraitChanges.styleOverridden(
            now: traitCollection, before: inheritedTraitCollection.with(style: old),
            on: logName
        ) { TraitChanges.notify(self, previous: $0) }
    }
}

/// Telling trait environments their traits changed, in UIKit's order: a view controller, then
/// its view tree, then its children and what it presents.
enum TraitChanges {
    /// `origin` is the object whose override changed; below it, an object with its own
    /// override keeps its traits and hears nothing (nor does what it contains).
    static func notify(_ controller: ViewController, previous: UITraitCollection, origin: Bool = true) {
        if !origin && controller.overrideUserInterfaceStyle != .unspecified { return }
        controller.traitCollectionDidChange(previous)
        controller.traitObservers.fire(for: controller, previous: previous) { controller.traitCollection }
        if let view = controller.viewIfLoaded { notify(view, previous: previous, origin: false) }
        for child in controller.children { notify(child, previous: previous, origin: false) }
        if let presented = controller.presented { notify(presented, previous: previous, origin: false) }
    }

    static func notify(_ view: View, previous: UITraitCollection, origin: Bool = true) {
        if !origin && view.overrideUserInterfaceStyle != .unspecified { return }
        view.traitCollectionDidChange(previous)
        view.traitObservers.fire(for: view, previous: previous) { view.traitCollection }
        for subview in view.subviews where ViewOwnership.controller(owning: subview) == nil {
            notify(subview, previous: previous, origin: false)
        }
    }

    /// An `overrideUserInterfaceStyle` changed from `before` to `now` on `what`: a dark
    /// appearance is reported, and `notify` runs when the appearance resolved to changed.
    static func styleOverridden(
        now: UITraitCollection, before: UITraitCollection, on what: String,
        notify: (UITraitCollection) -> Void
    ) {
        if now.userInterfaceStyle == .dark { noteDarkAppearance("overrideUserInterfaceStyle = .dark on \(what)") }
        guard before.userInterfaceStyle != now.userInterfaceStyle else { return }
        notify(before)
    }

    /// The engine draws the colours views were given, with system colours at their light-mode
    /// values: a dark appearance is not drawn as UIKit would.
    static func noteDarkAppearance(_ what: String) {
        Timeline.current?.noteUnmodelled(
            "the dark appearance (\(what)): views keep the colours they were given and system "
                + "colours their light-mode values")
    }
}
