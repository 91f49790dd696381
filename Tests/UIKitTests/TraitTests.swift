import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures
import _Testing_UIKit
import _Testing_CoreGraphics

/// Issue #24's traits and dynamic colours (Tests/UIKitFixtures/Surface/Traits.swift): a run's
/// traits are its device's, dynamic colours draw their light value and resolve for any traits,
/// the dark appearance is reported rather than drawn differently.
@Suite("Traits and dynamic colours")
struct TraitTests {
    @Test("a phone is compact wide and regular tall at its scale; the iPad regular both ways", arguments: [
        (Device.iPhoneX, "narrow-tall@3.0x"), (Device.iPhoneSE, "narrow-tall@2.0x"), (Device.iPad, "wide-tall@2.0x-pad"),
    ])
    func deviceTraits(device: Device, layout: String) throws {
        let (_, controller) = try runShowing(AdaptiveLayoutViewController.init, on: device)
        expectEqual(controller.layout, layout)
        expectEqual(controller.traitCollection.userInterfaceStyle, .light)
        expectEqual(controller.badge.traitCollection, controller.traitCollection)
    }

    @Test("a dynamic colour draws its light value and resolves for the traits it is given")
    func dynamicColours() {
        let light = UIColor.cardBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let dark = UIColor.cardBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(light == UIColor(white: 0.96, alpha: 1) && dark == UIColor(white: 0.12, alpha: 1))
        #expect(UIColor.accentInk.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
            == UIColor(red: 0.4, green: 0.7, blue: 1, alpha: 1))
        let view = UIView()
        view.backgroundColor = .cardBackground
        expectEqual(view.layer.backgroundColor, CGColor(red: 0.96, green: 0.96, blue: 0.96, alpha: 1))
        expectEqual(UIColor.red.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), .red)
        #expect(UIColor.cardBackground == UIColor.cardBackground && UIColor.cardBackground != UIColor.accentInk)
    }

    @Test("overrideUserInterfaceStyle = .dark tells the screen and its views, and is reported not-modelled")
    func darkOverride() throws {
        let (run, controller) = try runShowing(AdaptiveLayoutViewController.init, then: ForcedAppearance.lightOnly)
        #expect(controller.traitChanges.isEmpty && run.timeline.unmodelled.isEmpty, "forcing light changes nothing")
        run.timeline.perform { controller.overrideUserInterfaceStyle = .dark }
        #expect(controller.traitChanges == [.dark] && controller.badge.traitChanges == 1)
        expectEqual(controller.badge.traitCollection.userInterfaceStyle, .dark)
        expectEqual(controller.view.backgroundColor, UIColor(white: 0.12, alpha: 1), "the app's own resolution is drawn")
        let finding = try #require(run.timeline.unmodelled.first)
        #expect(finding.feature.contains("the dark appearance") && finding.feature.contains("AdaptiveLayoutViewController"))
        run.timeline.perform { _ = UIColor.label.resolvedColor(with: controller.traitCollection) }
        #expect(run.timeline.unmodelled.contains { $0.feature.contains("UIColor.label resolved for the dark appearance") })
        // A view with its own override keeps its traits when its screen's change.
        run.timeline.perform {
            controller.badge.overrideUserInterfaceStyle = .light
            controller.overrideUserInterfaceStyle = .unspecified
        }
        #expect(controller.traitChanges == [.dark, .light] && controller.badge.traitChanges == 2)
    }

    @Test("a presentation controller's overrideTraitCollection reaches the presented screen")
    func presentationOverride() throws {
        var presented: AdaptiveLayoutViewController?
        let run = try TransitionRun(window: UIWindow(frame: Device.iPhoneX.bounds)) { window in
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let shown = AdaptiveLayoutViewController()
            shown.modalPresentationStyle = .overFullScreen
            root.present(shown, animated: true)
            presented = shown
        }
        run.runToCompletion()
        let shown = try #require(presented)
        let controller = try #require(shown.presentationController)
        run.timeline.perform { ForcedAppearance.darkPresentation(controller) }
        #expect(shown.traitCollection.userInterfaceStyle == .dark && shown.traitChanges == [.dark])
        expectEqual(controller.traitCollection.horizontalSizeClass, .compact)
    }

    @Test("trait collections merge, compare and contain as UIKit's")
    func collections() {
        let traits = ForcedAppearance.traits()
        let merged = traits[4]
        #expect(merged.userInterfaceStyle == .light && merged.displayScale == 2 && merged.horizontalSizeClass == .unspecified)
        #expect(UITraitCollection().displayScale == 0 && traits[1].verticalSizeClass == .regular)
        let all = UITraitCollection(traitsFrom: traits)
        #expect(all.containsTraits(in: traits[0]) && all.displayScale == traits[5].displayScale)
        #expect(!all.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
        #expect(traits[2].hasDifferentColorAppearance(comparedTo: traits[4]))
        expectEqual(UITraitCollection(displayScale: 3), UITraitCollection(displayScale: 3))
    }
}
