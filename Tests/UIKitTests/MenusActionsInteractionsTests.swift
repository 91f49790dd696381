import TestExpectations
import Testing
import TransitionKit
@testable import UIKit

/// Actions, menus, interactions, configured buttons, the search controller, the keyboard guide
/// and `performAsCurrent`, as modern view controllers write them (docs/bring-your-own.md,
/// "Actions, menus and interactions").
@Suite("Actions, menus, interactions and configured buttons")
struct MenusActionsInteractionsTests {
    static let file = "Tests/UIKitTests/MenusActionsInteractionsTests.swift"

    static func reported(_ appCode: () -> Void) -> [(time: Double, feature: String, location: CallSite?, view: String?)] {
        let timeline = Timeline()
        timeline.perform(appCode)
        defer { timeline.invalidate() }
        return timeline.unmodelled
    }

    @Test("a control runs its UIActions for their events, with itself as the sender, until removed")
    func actions() {
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Open") { _ in })
        expectEqual(button.title(for: .normal), "Open")
        var senders: [ObjectIdentifier] = []
        let tap = UIAction(title: "Tap") { action in
            if let sender = action.sender as? UIControl { senders.append(ObjectIdentifier(sender)) }
        }
        button.addAction(tap, for: [.touchUpInside, .valueChanged])
        button.addAction(tap, for: .touchUpInside)  // not doubled
        button.sendActions(for: .touchUpInside)
        expectEqual(senders, [ObjectIdentifier(button)])
        #expect(tap.sender == nil)
        button.removeAction(tap, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        expectEqual(senders.count, 2)
        button.removeAction(identifiedBy: tap.identifier, for: .valueChanged)
        button.sendActions(for: .valueChanged)
        expectEqual(senders.count, 2)
        // A disabled action does nothing; a control made with a primary action runs it.
        var ran = 0
        let control = UIControl(frame: .zero, primaryAction: UIAction(attributes: [.disabled]) { _ in ran += 1 })
        control.sendActions(for: .primaryActionTriggered)
        expectEqual(ran, 0)
        control.addAction(UIAction { _ in ran += 1 }, for: .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        expectEqual(ran, 1)
    }

    @Test("menus keep their elements; identifiers given or made")
    func menus() {
        let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), identifier: .init("share")) { _ in }
        let menu = UIMenu(title: "Photo", options: .displayInline, children: [share, UIAction(title: "Delete", attributes: .destructive) { _ in }])
        expectEqual(menu.children.map(\.title), ["Share", "Delete"])
        expectEqual(share.identifier.rawValue, "share")
        expectEqual(menu.replacingChildren([share]).children.count, 1)
        let button = UIButton(type: .system)
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        #expect(button.menu === menu)
    }

    @Test("a configured button draws its title, colours and background, and says the style is approximated, at the app's line")
    func configuredButton() throws {
        var line = 0
        var button: UIButton!
        let uses = Self.reported {
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Continue"
            configuration.cornerStyle = .capsule
            line = #line; button = UIButton(configuration: configuration, primaryAction: UIAction(title: "Go") { _ in })
            button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        }
        expectEqual(button.title(for: .normal), "Go")  // the action's title is copied to the configuration
        expectEqual(button.titleColor(for: .normal), .white)
        expectEqual(button.backgroundColor, button.tintColor)
        expectEqual(button.layer.cornerRadius, 22)
        #expect(uses.first { $0.feature.hasPrefix("UIButton.Configuration") }?.location == CallSite(file: Self.file, line: line))
        var plain = UIButton.Configuration.plain()
        plain.baseForegroundColor = .systemPink
        plain.title = "Skip"
        button.configuration = plain
        #expect(button.titleColor(for: .normal) == .systemPink && button.title(for: .normal) == "Skip")
        #expect(button.backgroundColor == nil)
    }

    final class MenuProvider: NSObject, UIContextMenuInteractionDelegate {
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in UIMenu(children: []) }
        }
    }

    @Test("interactions are added and removed, told where they move; a context menu's is reported at the app's line")
    func interactions() throws {
        let provider = MenuProvider()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
        let interaction = UIContextMenuInteraction(delegate: provider)
        var line = 0
        let uses = Self.reported {
            line = #line; view.addInteraction(interaction)
        }
        #expect(interaction.view === view)
        expectEqual(view.interactions.count, 1)
        expectEqual(interaction.location(in: view), CGPoint(x: 50, y: 30))
        #expect(uses.first { $0.feature.hasPrefix("UIContextMenuInteraction") }?.location == CallSite(file: Self.file, line: line))
        let other = UIView()
        other.addInteraction(interaction)  // moves
        #expect(view.interactions.isEmpty && interaction.view === other)
        other.removeInteraction(interaction)
        #expect(interaction.view == nil && other.interactions.isEmpty)
    }

    final class Results: UISearchResultsUpdating {
        var updates = 0
        func updateSearchResults(for searchController: UISearchController) { updates += 1 }
    }

    @Test("a search controller in a navigation item is kept and reported; activating it tells its updater")
    func searchController() {
        let results = Results()
        let controller = UIViewController()
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = results
        let uses = Self.reported {
            controller.navigationItem.searchController = search
            controller.navigationItem.hidesSearchBarWhenScrolling = false
            search.isActive = true
        }
        #expect(controller.navigationItem.searchController === search)
        expectEqual(results.updates, 1)
        #expect(uses.contains { $0.feature.hasPrefix("navigationItem.searchController") })
        #expect(uses.contains { $0.feature.hasPrefix("UISearchController.isActive") })
    }

    @Test("the keyboard guide, with no keyboard up, is the strip under the safe area")
    func keyboardGuide() throws {
        var bar: UIView!
        let window = UIWindow(frame: Device.iPhoneX.bounds)
        window.safeAreaInsets = Device.iPhoneX.safeAreaInsets
        _ = try TransitionRun(window: window) { window in
            let root = UIViewController()
            window.rootViewController = root
            bar = UIView()
            bar.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
                bar.bottomAnchor.constraint(equalTo: root.view.keyboardLayoutGuide.topAnchor, constant: -8),
                bar.heightAnchor.constraint(equalToConstant: 44),
            ])
            #expect(root.view.keyboardLayoutGuide === root.view.keyboardLayoutGuide)
            root.view.layoutIfNeeded()
            let overlay = UIViewController()
            overlay.modalPresentationStyle = .overFullScreen
            root.present(overlay, animated: true)
        }
        // iPhone X: 812 pt tall, 34 pt of home indicator below the safe area.
        expectEqual(bar.frame, CGRect(x: 0, y: 812 - 34 - 8 - 44, width: 375, height: 44))
    }

    @Test("performAsCurrent makes a collection current for its block, so dynamic colours resolve to it")
    func performAsCurrent() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let ink = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        var inside: UIUserInterfaceStyle?
        var resolved: UIColor?
        dark.performAsCurrent {
            inside = UITraitCollection.current.userInterfaceStyle
            resolved = ink.resolvedColor(with: .current)
        }
        expectEqual(inside, .dark)
        expectEqual(resolved, .white)
        #expect(UITraitCollection.current.userInterfaceStyle != .dark)
    }
}
