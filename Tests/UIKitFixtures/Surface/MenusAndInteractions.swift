import UIKit

// A modern list screen's controls, as iOS 15 apps write them: actions and menus, a configured
// button, a context menu interaction, a search controller and the keyboard guide.
final class ModernListController: UIViewController, UIContextMenuInteractionDelegate, UISearchResultsUpdating, UISearchControllerDelegate {
    private let search = UISearchController(searchResultsController: nil)
    private var openCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let open = UIAction(title: "Open", identifier: UIAction.Identifier("open"), attributes: [], state: .off) { [weak self] action in
            self?.openCount += 1
            _ = action.sender
        }
        let handler: UIActionHandler = { _ in }
        let menu = UIMenu(title: "More", options: [.displayInline], children: [open, UIAction(title: "Delete", attributes: .destructive, handler: handler)])
        let shorter = menu.replacingChildren(Array(menu.children.prefix(1)))
        let element: UIMenuElement = shorter
        _ = (element.title, UIMenuElement.State.on, UIMenuElement.Attributes.hidden, UIMenu.Options.singleSelection)

        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        configuration.baseForegroundColor = .white
        configuration.baseBackgroundColor = .systemBlue
        configuration.cornerStyle = .capsule
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        let styles = [UIButton.Configuration.plain(), .tinted(), .gray(), .borderless(), .bordered(), .borderedTinted(), .borderedProminent()]
        let button = UIButton(configuration: configuration, primaryAction: open)
        button.configuration = styles[0]
        button.menu = menu
        button.showsMenuAsPrimaryAction = false
        button.addAction(UIAction(handler: handler), for: .touchUpInside)
        button.removeAction(open, for: .primaryActionTriggered)
        button.removeAction(identifiedBy: UIAction.Identifier("open"), for: .primaryActionTriggered)
        let classic = UIButton(type: .system, primaryAction: open)
        let control = UIControl(frame: .zero, primaryAction: nil)
        view.addSubview(button)
        view.addSubview(classic)
        view.addSubview(control)

        let interaction = UIContextMenuInteraction(delegate: self)
        view.addInteraction(interaction)
        _ = interaction.location(in: view)
        interaction.dismissMenu()
        let interactions: [UIInteraction] = view.interactions
        _ = interactions
        view.removeInteraction(interaction)

        search.searchResultsUpdater = self
        search.delegate = self
        search.obscuresBackgroundDuringPresentation = false
        search.hidesNavigationBarDuringPresentation = true
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false
        search.isActive = false
        search.automaticallyShowsCancelButton = true
        _ = (search.searchBar, search.searchResultsController)
        let size: UIButton.Configuration.CornerStyle = .medium
        configuration.cornerStyle = size
        configuration.buttonSize = .large
        configuration.imagePadding = 8
        configuration.titlePadding = 2
        configuration.showsActivityIndicator = false

        button.translatesAutoresizingMaskIntoConstraints = false
        let guide: UIKeyboardLayoutGuide = view.keyboardLayoutGuide
        guide.usesBottomSafeArea = true
        guide.followsUndockedKeyboard = false
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            button.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -12),
        ])
        let registration = registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitHorizontalSizeClass.self]) { (self: ModernListController, previous: UITraitCollection) in
            _ = previous.userInterfaceStyle
        }
        unregisterForTraitChanges(registration)
        let traits: [UITrait] = [UITraitVerticalSizeClass.self, UITraitLayoutDirection.self, UITraitDisplayScale.self, UITraitUserInterfaceIdiom.self]
        let token: any UITraitChangeRegistration = view.registerForTraitChanges(traits, target: self, action: Selector.method(ModernListController.traitsChanged))
        view.unregisterForTraitChanges(token)
        registerForTraitChanges(traits, action: Selector.method(ModernListController.traitsChanged))
        let onStyle: UITraitChangeHandler<UIView> = { _, _ in }
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self], handler: onStyle)
        let observable: any UITraitChangeObservable = view
        _ = observable
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            _ = UIColor.label.resolvedColor(with: .current)
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        let preview: UIContextMenuContentPreviewProvider = { nil }
        let actions: UIContextMenuActionProvider = { suggested in UIMenu(children: suggested) }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: preview, actionProvider: actions)
    }

    func updateSearchResults(for searchController: UISearchController) {}
    func traitsChanged() {}
    func willPresentSearchController(_ searchController: UISearchController) {}
    func didPresentSearchController(_ searchController: UISearchController) {}
    func willDismissSearchController(_ searchController: UISearchController) {}
    func didDismissSearchController(_ searchController: UISearchController) {}
}

/// An app's own trait (iOS 17): never changes here, so registrations for it never run.
struct BrandEmphasisTrait: UITraitDefinition {}
