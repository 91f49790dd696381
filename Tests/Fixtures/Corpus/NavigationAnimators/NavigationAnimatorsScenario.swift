import UIKit

final class NavigationAnimatorsScenario: CatalogEntry {
    let id = "corpus-navigation-animators"
    let title = "Navigation delegate animators (corpus)"
    let summary = "Push and pop through a delegate's slide-over animator, Swift 4.2 names."
    let origin = "Tests/Fixtures/Corpus/NavigationAnimators"
    let operations: [TransitionOperation] = [.push, .pop]
    let coordinator = NavigationTransitionCoordinator()

    init() {}

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let list = ArticleListViewController()
        let navigation = UINavigationController(rootViewController: list)
        navigation.delegate = coordinator
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let article = ArticleViewController()
        article.interaction.navigationController = navigation
        article.interaction.coordinator = coordinator
        article.loadViewIfNeeded()
        article.interaction.attach(to: article)
        if operation == .push {
            navigation.pushViewController(article, animated: true)
        } else {
            navigation.pushViewController(article, animated: false)
            navigation.popViewController(animated: true)
        }
    }
}
