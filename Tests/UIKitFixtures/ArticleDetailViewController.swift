import UIKit

/// An article screen laid out the way most apps write it in code: views made without frames,
/// `translatesAutoresizingMaskIntoConstraints = false`, anchors activated in one batch, and a
/// header whose height constraint is kept to animate a collapse with a property animator.
final class ArticleDetailViewController: UIViewController {
    let headerView = UIView()
    let titleLabel = UILabel()
    let bodyView = UIView()
    let closeButton = UIView()

    private var headerHeightConstraint: NSLayoutConstraint!
    private(set) var isHeaderCollapsed = false

    static let expandedHeaderHeight: CGFloat = 280
    static let collapsedHeaderHeight: CGFloat = 120

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        headerView.backgroundColor = .systemIndigo
        headerView.accessibilityIdentifier = "articleHeader"
        titleLabel.text = "Night trains of Europe"
        titleLabel.accessibilityIdentifier = "articleTitle"
        titleLabel.setContentHuggingPriority(.defaultHigh, for: .vertical)
        bodyView.backgroundColor = .secondarySystemBackground
        bodyView.accessibilityIdentifier = "articleBody"
        closeButton.backgroundColor = .white
        closeButton.layer.cornerRadius = 16
        closeButton.accessibilityIdentifier = "closeButton"

        [headerView, titleLabel, bodyView].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        closeButton.translatesAutoresizingMaskIntoConstraints = false
        headerView.addSubview(closeButton)

        headerHeightConstraint = headerView.heightAnchor.constraint(equalToConstant: Self.expandedHeaderHeight)
        headerHeightConstraint.identifier = "header.height"

        NSLayoutConstraint.activate([
            headerView.topAnchor.constraint(equalTo: view.topAnchor),
            headerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            headerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            headerHeightConstraint,

            closeButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            closeButton.trailingAnchor.constraint(equalTo: headerView.trailingAnchor, constant: -16),
            closeButton.widthAnchor.constraint(equalToConstant: 32),
            closeButton.heightAnchor.constraint(equalTo: closeButton.widthAnchor),

            titleLabel.topAnchor.constraint(equalTo: headerView.bottomAnchor, constant: 16),
            titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            titleLabel.heightAnchor.constraint(greaterThanOrEqualToConstant: 28),

            bodyView.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 12),
            bodyView.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            bodyView.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            bodyView.bottomAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
        ])
        let preferredBodyHeight = bodyView.heightAnchor.constraint(equalToConstant: 2000)
        preferredBodyHeight.priority = .defaultLow
        preferredBodyHeight.isActive = true
    }

    /// Collapses or expands the header over `duration`, as a scroll-linked header does on tap.
    func toggleHeader(duration: TimeInterval = 0.4, curve: UIView.AnimationCurve = .easeInOut) {
        isHeaderCollapsed.toggle()
        headerHeightConstraint.constant = isHeaderCollapsed ? Self.collapsedHeaderHeight : Self.expandedHeaderHeight
        let animator = UIViewPropertyAnimator(duration: duration, curve: curve) {
            self.view.layoutIfNeeded()
        }
        animator.startAnimation()
    }

    /// Shows the article from `window`'s root screen, as the app's list does on selection.
    static func present(in window: UIWindow) -> ArticleDetailViewController {
        let list = UIViewController()
        window.rootViewController = list
        let article = ArticleDetailViewController()
        article.modalPresentationStyle = .fullScreen
        list.present(article, animated: true)
        return article
    }
}
