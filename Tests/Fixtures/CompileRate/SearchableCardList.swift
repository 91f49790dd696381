// A card list as an iOS 15–17 app writes it: a search controller, large titles with
// appearances, a context menu, a configured button with a primary action above the keyboard
// guide, a trait-change registration and a custom presentation.
import UIKit

final class SearchableCardListViewController: UIViewController, UICollectionViewDelegate {
    private lazy var searchController = UISearchController(searchResultsController: nil)
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    private let transition = SearchableCardTransition()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        navigationController?.navigationBar.prefersLargeTitles = true
        let appearance = UINavigationBarAppearance()
        appearance.configureWithTransparentBackground()
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.label]
        navigationItem.standardAppearance = appearance
        navigationItem.scrollEdgeAppearance = appearance
        let interaction = UIContextMenuInteraction(delegate: self)
        view.addInteraction(interaction)
        if #available(iOS 15.0, *) {
            sheetPresentationController?.detents = [.medium()]
        }
        let config = UIButton.Configuration.filled()
        let button = UIButton(configuration: config, primaryAction: UIAction(title: "Open") { [weak self] _ in
            self?.open()
        })
        view.addSubview(button)
        button.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
            button.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
    }

    func open() {
        let detail = UIViewController()
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = transition
        present(detail, animated: true)
        traitCollection.performAsCurrent {
            _ = UIColor.systemBackground.resolvedColor(with: traitCollection)
        }
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
            _ = previous
        }
    }
}

extension SearchableCardListViewController: UIContextMenuInteractionDelegate {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: [UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in }])
        }
    }
}

final class SearchableCardTransition: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
}
