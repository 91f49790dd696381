import Foundation

/// `UIStatusBarStyle`, with UIKit's raw values.
public enum UIStatusBarStyle: Int, Sendable, Hashable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}

/// `UIStatusBarAnimation`, with UIKit's raw values.
public enum UIStatusBarAnimation: Int, Sendable, Hashable {
    case none = 0
    case fade = 1
    case slide = 2
}

/// The status bar is drawn by the scene (ScenarioKit's chrome), not from the view
/// controllers' preferences: where UIKit would change it, the engine reports `not-modelled`
/// instead of drawing something else silently. UIKit reads the preferences when a view
/// controller that controls the status bar appears (a full-screen presentation, or one that
/// captures the status bar's appearance) and when the app asks with
/// `setNeedsStatusBarAppearanceUpdate()`.
extension ViewController {
    /// `setNeedsStatusBarAppearanceUpdate()` as app code calls it, knowing where.
    public final func setNeedsStatusBarAppearanceUpdate(file: String = #filePath, line: Int = #line) {
        statusBarAppearanceUpdated(at: CallSite(filePath: file, line: line))
    }

    /// Reported when the preferences differ from UIKit's defaults (a visible, default-style
    /// status bar is what the scene draws).
    func statusBarAppearanceUpdated(at location: CallSite?) {
        let controller = statusBarController
        guard controller.prefersStatusBarHidden || controller.preferredStatusBarStyle != .default else { return }
        Timeline.current?.noteUnmodelled(StatusBarAppearance.feature(of: controller), at: location)
    }

    /// The view controller whose preferences decide: the children the containers name, down.
    var statusBarController: ViewController {
        var node = self
        while let child = node.childForStatusBarHidden ?? node.childForStatusBarStyle, child !== node { node = child }
        return node
    }

    /// A presentation that takes over the status bar (full screen, or capturing it), at the
    /// `present` call.
    func presentationTakesStatusBar(_ presented: ViewController, style: ModalPresentationStyle, at location: CallSite?) {
        let takesOver = style == .fullScreen || style == .overFullScreen || presented.modalPresentationCapturesStatusBarAppearance
        guard takesOver else { return }
        let shown = presented.statusBarController
        let before = fullScreenAncestor.statusBarController
        guard
            shown.prefersStatusBarHidden != before.prefersStatusBarHidden
                || shown.preferredStatusBarStyle != before.preferredStatusBarStyle
        else { return }
        Timeline.current?.noteUnmodelled(StatusBarAppearance.feature(of: shown), at: location)
    }
}

enum StatusBarAppearance {
    static func feature(of controller: ViewController) -> String {
        "the status bar's appearance from \(controller.logName) (prefersStatusBarHidden \(controller.prefersStatusBarHidden), "
            + "preferredStatusBarStyle .\(controller.preferredStatusBarStyle)): the scene's status bar is drawn unchanged"
    }
}
