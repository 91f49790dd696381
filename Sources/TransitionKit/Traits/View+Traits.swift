import Foundation

/// A view's traits: those of the view controller whose view it is, or its superview's, or the
/// run's; then its own `overrideUserInterfaceStyle`.
extension View: UITraitEnvironment {
    func resolvedTraitCollection() -> UITraitCollection {
        inheritedTraitCollection.with(style: overrideUserInterfaceStyle)
    }

    private var inheritedTraitCollection: UITraitCollection {
        ViewOwnership.controller(owning: self)?.traitCollection ?? superview?.traitCollection ?? UITraitCollection.current
    }

    func overrideStyleChanged(from old: UIUserInterfaceStyle) {
        TraitChanges.styleOverridden(
            now: traitCollection, before: inheritedTraitCollection.with(style: old),
            on: "a \(type(of: self))"
        ) { TraitChanges.notify(self, previous: $0) }
    }
}

/// Which view controller a view is the root view of. Views do not point at their controller,
/// so the run's controllers are searched from the window's root (children, then what each
/// presents); outside a window, none is found.
enum ViewOwnership {
    static func controller(owning view: View) -> ViewController? {
        guard let window = view.rootView as? Window, let root = window.rootViewController else { return nil }
        return search(root, for: view)
    }

    private static func search(_ controller: ViewController, for view: View) -> ViewController? {
        if controller.viewIfLoaded === view { return controller }
        for child in controller.children {
            if let found = search(child, for: view) { return found }
        }
        return controller.presented.flatMap { search($0, for: view) }
    }
}
