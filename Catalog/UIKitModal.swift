import UIKit

/// UIKit's own modal transitions: the presented screen's `modalTransitionStyle` with no
/// transitioning delegate — `.coverVertical` (the default: up from the bottom),
/// `.crossDissolve` (a fade) and `.flipHorizontal` (a 3D turn about the vertical axis).
/// `.partialCurl` is not offered: the engine does not model it (it plays the cover and the
/// checker reports `not-modelled`; DefaultTransitionTests). Full screen, so
/// the presenter's view is the from-view. docs/uikit-defaults.md has the timings.
struct UIKitModalEntry: CatalogEntry {
    let id = "uikit-modal"
    let title = "UIKit modal styles"
    let summary = "No transitioning delegate: cover vertical, cross dissolve, flip horizontal."
    let origin = "UIKit's default modal transitions (approximated)"
    let operations: [TransitionOperation] = [.present, .dismiss]

    static let style = ChoiceParameter("style", "Transition style", default: "coverVertical",
                                       options: ["coverVertical", "crossDissolve", "flipHorizontal"],
                                       help: "the presented view controller's modalTransitionStyle")
    static let duration = NumberParameter("duration", "Duration", default: 0.5, range: 0.05...3, step: 0.05, unit: "s",
                                          help: "cover and dissolve; UIKit does not publish it")
    static let flipDuration = NumberParameter("flipDuration", "Flip duration", default: 0.75, range: 0.05...3, step: 0.05,
                                              unit: "s", help: "the whole turn of .flipHorizontal")
    var parameters: [ParameterSpec] { [Self.style.spec, Self.duration.spec, Self.flipDuration.spec] }

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        window.defaultTransitionSettings.modalDuration = parameters[Self.duration]
        window.defaultTransitionSettings.flipDuration = parameters[Self.flipDuration]

        let home = UIKitDefaultsScreens.screen("Library", .white)
        window.rootViewController = home
        window.makeKeyAndVisible()

        let compose = UIKitDefaultsScreens.screen("Compose", UIColor(red: 1, green: 0.8, blue: 0.35, alpha: 1))
        compose.modalPresentationStyle = .fullScreen
        compose.modalTransitionStyle = Self.transitionStyle(named: parameters[Self.style])
        if operation == .present {
            home.present(compose, animated: true)
        } else {
            home.present(compose, animated: false)
            compose.dismiss(animated: true)
        }
    }

    static func transitionStyle(named name: String) -> UIModalTransitionStyle {
        switch name {
        case "crossDissolve": return .crossDissolve
        case "flipHorizontal": return .flipHorizontal
        default: return .coverVertical
        }
    }
}
