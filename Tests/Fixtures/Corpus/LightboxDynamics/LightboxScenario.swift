import UIKit

/// The lightbox zooms open from a thumbnail on present; on dismiss the photo falls away under
/// gravity (reported: Dynamics are not modelled) and the transition completes when the
/// animator pauses.
final class LightboxScenario: CatalogEntry {
    let id = "corpus-lightbox-dynamics"
    let title = "Lightbox with KVO and Dynamics (corpus)"
    let summary = "Apple-only imports, a contentOffset observation and a gravity dismissal."
    let origin = "Tests/Fixtures/Corpus/LightboxDynamics"
    let operations: [TransitionOperation] = [.present, .dismiss]
    let transitions = LightboxTransitions()

    init() {}

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let grid = UIViewController()
        grid.view.backgroundColor = .white
        let thumbnail = UIView(frame: CGRect(x: 24, y: 160, width: 96, height: 96))
        thumbnail.backgroundColor = .systemBlue
        grid.view.addSubview(thumbnail)
        window.rootViewController = grid
        window.makeKeyAndVisible()
        let lightbox = LightboxViewController(photoSize: CGSize(width: 4032, height: 3024))
        lightbox.modalPresentationStyle = .overFullScreen
        lightbox.transitioningDelegate = transitions
        transitions.sourceView = thumbnail
        if operation == .dismiss {
            grid.present(lightbox, animated: false)
            lightbox.dismiss(animated: true)
        } else {
            grid.present(lightbox, animated: true)
        }
    }
}
