import TestExpectations
import Testing
import TransitionKit
@testable import UIKit

/// iOS 17's trait-change registrations: handlers run after `traitCollectionDidChange(_:)` when
/// a trait they list changed, with the observed object and the traits before.
@Suite("registerForTraitChanges")
struct TraitChangeRegistrationTests {
    final class Themed: UIViewController {
        var styles: [(now: UIUserInterfaceStyle, before: UIUserInterfaceStyle)] = []
        var sizeClassChanges = 0
        var actions = 0
        var registration: (any UITraitChangeRegistration)?

        override func viewDidLoad() {
            super.viewDidLoad()
            registration = registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Themed, previous: UITraitCollection) in
                self.styles.append((self.traitCollection.userInterfaceStyle, previous.userInterfaceStyle))
            }
            registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: Themed, _: UITraitCollection) in
                self.sizeClassChanges += 1
            }
            registerForTraitChanges([UITraitUserInterfaceStyle.self], action: .method(Themed.styleChanged))
        }

        func styleChanged() { actions += 1 }
    }

    @Test("a style override runs the style registrations, not the size class's; unregistering stops one")
    func styleChanges() {
        let controller = Themed()
        _ = controller.view
        controller.overrideUserInterfaceStyle = .dark
        expectEqual(controller.styles.count, 1)
        #expect(controller.styles.first?.now == .dark && controller.styles.first?.before == .light)
        expectEqual(controller.sizeClassChanges, 0)
        expectEqual(controller.actions, 1)
        controller.unregisterForTraitChanges(controller.registration!)
        controller.overrideUserInterfaceStyle = .light
        expectEqual(controller.styles.count, 1)
        expectEqual(controller.actions, 2)
        // Setting the same style again changes nothing, so nothing runs.
        controller.overrideUserInterfaceStyle = .light
        expectEqual(controller.actions, 2)
    }

    @Test("a view's registration hears an override set on a view above it, with the traits before")
    func viewTree() {
        let card = UIView()
        let label = UILabel()
        card.addSubview(label)
        var seen: [UIUserInterfaceStyle] = []
        label.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (label: UILabel, previous: UITraitCollection) in
            seen.append(label.traitCollection.userInterfaceStyle)
            seen.append(previous.userInterfaceStyle)
        }
        card.overrideUserInterfaceStyle = .dark
        expectEqual(seen, [.dark, .light])
        label.overrideUserInterfaceStyle = .dark  // its own override, already dark: no change
        expectEqual(seen.count, 2)
    }
}
