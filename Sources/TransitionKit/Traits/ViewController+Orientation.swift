import Foundation

/// The interface orientations a view controller supports (iOS 6). A run's scene turns only when
/// the app asks (`requestGeometryUpdate(_:errorHandler:)`, Application/UIWindowScene+Geometry.swift);
/// where UIKit would turn it for a view controller — a full-screen presentation of one that does
/// not support the scene's orientation — the engine reports `not-modelled` at the `present`
/// call and leaves the scene as it is.
extension ViewController {
    /// UIKit's default: every orientation on an iPad, all but upside down on an iPhone.
    var defaultSupportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    /// At a full-screen `present`: UIKit would turn the interface to the presented view
    /// controller's preferred orientation when it does not support the current one.
    func presentationTurnsInterface(_ presented: ViewController, style: ModalPresentationStyle, at location: CallSite?) {
        guard style == .fullScreen else { return }
        let current = UIApplication.shared.statusBarOrientation
        guard !presented.supportedInterfaceOrientations.contains(current) else { return }
        Timeline.current?.noteUnmodelled(
            "\(presented.logName) does not support the \(current) orientation (supportedInterfaceOrientations rawValue "
                + "\(presented.supportedInterfaceOrientations.rawValue)): UIKit would turn the interface to "
                + "\(presented.preferredInterfaceOrientationForPresentation); the scene stays \(current)",
            at: location)
    }
}
