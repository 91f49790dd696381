import Foundation

/// The home indicator and the system's screen-edge gestures (iOS 11). The scene draws no home
/// indicator and the run has no system gestures (Control Center, the home swipe), so nothing
/// on screen follows these preferences: where an app asks UIKit to apply a preference other
/// than the default — hide the indicator, let its own gestures win at an edge — the engine
/// reports `not-modelled` at the app's call instead of passing over it silently.
extension ViewController {
    /// `setNeedsUpdateOfHomeIndicatorAutoHidden()` as app code calls it, knowing where.
    public final func setNeedsUpdateOfHomeIndicatorAutoHidden(file: String = #filePath, line: Int = #line) {
        homeIndicatorUpdated(at: CallSite(filePath: file, line: line))
    }

    /// `setNeedsUpdateOfScreenEdgesDeferringSystemGestures()` as app code calls it, knowing where.
    public final func setNeedsUpdateOfScreenEdgesDeferringSystemGestures(file: String = #filePath, line: Int = #line) {
        screenEdgesDeferringUpdated(at: CallSite(filePath: file, line: line))
    }

    func homeIndicatorUpdated(at location: CallSite?) {
        let controller = homeIndicatorController
        guard controller.prefersHomeIndicatorAutoHidden else { return }
        Timeline.current?.noteUnmodelled(
            "the home indicator's auto-hiding asked by \(controller.logName): the scene draws no home indicator", at: location)
    }

    func screenEdgesDeferringUpdated(at location: CallSite?) {
        let controller = screenEdgesController
        let edges = controller.preferredScreenEdgesDeferringSystemGestures
        guard !edges.isEmpty else { return }
        Timeline.current?.noteUnmodelled(
            "system gestures deferred at screen edges (rawValue \(edges.rawValue)) by \(controller.logName): the run has no system gestures",
            at: location)
    }

    /// A full-screen presentation of a view controller that lets the home indicator hide, when
    /// the screen it covers did not, at the `present` call (UIKit reads the preference then).
    func presentationTakesHomeIndicator(_ presented: ViewController, style: ModalPresentationStyle, at location: CallSite?) {
        guard style == .fullScreen || style == .overFullScreen else { return }
        guard !fullScreenAncestor.homeIndicatorController.prefersHomeIndicatorAutoHidden else { return }
        presented.homeIndicatorUpdated(at: location)
    }

    /// The view controller UIKit asks: the children the containers name, down, as for the status bar.
    var homeIndicatorController: ViewController {
        var node = self
        while let child = node.childForHomeIndicatorAutoHidden, child !== node { node = child }
        return node
    }

    var screenEdgesController: ViewController {
        var node = self
        while let child = node.childForScreenEdgesDeferringSystemGestures, child !== node { node = child }
        return node
    }
}
