/// What a right-to-left navigation controller does in UIKit that the engine does not: UIKit
/// mirrors its own push and pop (the pushed view slides in from the left) and its bar (the back
/// button on the right). Here both stay left to right, so each is a `not-modelled` finding the
/// first time it shows (docs/engine.md, "Right to left"), rather than a silent difference.
extension NavigationController {
    /// Called when an animated push or pop runs UIKit's own slide (no delegate animator, no
    /// `preferredTransition`): an app's animator is the app's, and UIKit does not mirror it.
    func reportUnmirroredTransition(at location: CallSite?) {
        guard let view = viewIfLoaded, view.isRightToLeft, let timeline = Timeline.current else { return }
        timeline.noteUnmodelled(
            "UINavigationController's push and pop right to left (they slide as left to right; UIKit mirrors them)",
            at: location, view: Timeline.findingName(of: view.layer))
    }
}

extension NavigationBar {
    /// Called when the bar shows a back button: right to left, UIKit puts it (and its chevron)
    /// on the right; here it stays on the left.
    func reportUnmirroredBackButton() {
        guard isRightToLeft else { return }
        Timeline.current?.noteUnmodelled(
            "UINavigationBar right to left (its back button is drawn on the left; UIKit mirrors the bar)", on: self)
    }
}
