import UIKit

/// Presents the onboarding flow over the app with a cross dissolve; dismisses it as Skip does.
final class OnboardingScenario: CatalogEntry {
    let id = "corpus-onboarding-flow"
    let title = "Onboarding flow (corpus)"
    let summary = "A custom container's pages, presented with a cross dissolve."
    let origin = "Tests/Fixtures/Corpus/OnboardingFlow"
    let operations: [TransitionOperation] = [.present, .dismiss]

    init() {}

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let home = UIViewController()
        home.view.backgroundColor = .white
        window.rootViewController = home
        window.makeKeyAndVisible()
        let onboarding = OnboardingContainerViewController()
        onboarding.modalPresentationStyle = .fullScreen
        onboarding.modalTransitionStyle = .crossDissolve
        if operation == .present {
            home.present(onboarding, animated: true)
        } else {
            home.present(onboarding, animated: false)
            onboarding.skipButton.sendActions(for: .touchUpInside)
        }
    }
}
