import UIKit

// Issue #23, size changes, as apps write them: a "rotate to landscape" button on iOS 16's
// geometry API, and a controller that relays out its grid alongside the rotation.
// Tests/UIKitTests/SizeTransitionTests.swift runs the same calls.

/// Asks the scene for landscape, the way Apple's `requestGeometryUpdate` page shows it.
enum RotationRequest {
    static func toLandscape(from view: UIView, onError: @escaping (Error) -> Void) {
        guard let windowScene = view.window?.windowScene else { return }
        let mask: UIInterfaceOrientationMask = .landscape
        let preferences = UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: mask)
        windowScene.requestGeometryUpdate(preferences) { error in onError(error) }
    }

    static func back(from view: UIView) {
        let preferences = UIWindowScene.GeometryPreferences.iOS()
        preferences.interfaceOrientations = [.portrait, .portraitUpsideDown]
        view.window?.windowScene?.requestGeometryUpdate(preferences)
    }
}

/// Relays its layout alongside the size change.
final class RotatingGridViewController: UIViewController {
    var columns = 3

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            self.columns = size.width > size.height ? 5 : 3
            self.view.setNeedsLayout()
            self.view.layoutIfNeeded()
        }, completion: nil)
    }
}
