import UIKit

// The app's state and its touch switch, as older animators and player screens write them.
// Tests/UIKitTests/AppEventsTests.swift runs them.

/// An animator that stops touches for the time of its animation, as iOS 12 apps did.
enum TouchBlockingAnimation {
    static func run(_ view: UIView, completion: @escaping () -> Void) {
        UIApplication.shared.beginIgnoringInteractionEvents()
        UIApplication.shared.beginIgnoringInteractionEvents()
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0.5 }, completion: { _ in
            UIApplication.shared.endIgnoringInteractionEvents()
            completion()
        })
    }

    static var isBlocking: Bool { UIApplication.shared.isIgnoringInteractionEvents }
    static var isActive: Bool { UIApplication.shared.applicationState == .active }

    /// A player keeps the screen on while it plays.
    static func keepAwake(_ on: Bool) { UIApplication.shared.isIdleTimerDisabled = on }
    static var keptAwake: Bool { UIApplication.shared.isIdleTimerDisabled }

    static func screenIdiom(of window: UIWindow) -> UIUserInterfaceIdiom {
        window.screen === UIScreen.main ? window.screen.traitCollection.userInterfaceIdiom : .unspecified
    }

    static let states: [UIApplication.State] = [.active, .inactive, .background]
}
