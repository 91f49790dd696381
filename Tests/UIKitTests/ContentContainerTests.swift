import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures
import _Testing_UIKit
import _Testing_CoreGraphics

/// Issue #24's presentation-controller and content-container family
/// (Tests/UIKitFixtures/Surface/ContentContainers.swift) against UIKit's documentation:
/// `preferredContentSize` tells the container, the presentation controller made before `present`
/// is the one that presents, the adaptive delegate decides a compact popover's style.
@Suite("Content containers and adaptivity")
struct ContentContainerTests {
    static let phone = CGRect(x: 0, y: 0, width: 375, height: 812)

    @Test("a presented screen's preferredContentSize reaches its presentation controller, which moves the card")
    func presentedContentSize() throws {
        let transitions = BottomCardTransitions()
        var card: CardContentViewController?
        let run = try TransitionRun(window: UIWindow(frame: Self.phone)) { window in
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let content = CardContentViewController()
            content.modalPresentationStyle = .custom
            content.transitioningDelegate = transitions
            root.present(content, animated: true)
            card = content
        }
        run.runToCompletion()
        let content = try #require(card)
        let controller = try #require(content.presentationController as? BottomCardPresentationController)
        // viewDidLoad's 300 (the view loads once presented) and viewDidAppear's 520.
        expectEqual(controller.sizeChanges, 2)
        expectEqual(content.view.frame, CGRect(x: 0, y: 812 - 520, width: 375, height: 520))
        // The change animates over 0.25 s from the end of the presentation: 300 tall then.
        let completed = try #require(run.completionTime)
        let before = try #require(run.frame(at: completed).layer(role: "card"))
        #expect(abs(before.quad.topLeft.y - (812 - 300)) < 0.5)
        let after = try #require(run.frame(at: completed + 0.25).layer(role: "card"))
        #expect(abs(after.quad.topLeft.y - (812 - 520)) < 0.5)
        #expect(controller.sizeTransitions.isEmpty, "a run's device never changes size, so viewWillTransition is never called")
    }

    @Test("a child's preferredContentSize reaches its parent, and size(forChildContentContainer:) defaults to the parent's size")
    func childContentSize() {
        let container = DrawerContainerViewController()
        container.view.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
        container.drawer.preferredContentSize = CGSize(width: 0, height: 200)
        expectEqual(container.childSizeChanges, 1)
        expectEqual(container.drawer.view.frame, CGRect(x: 0, y: 400, width: 320, height: 200))
        container.drawer.preferredContentSize = CGSize(width: 0, height: 200)
        expectEqual(container.childSizeChanges, 1, "setting the same size tells nobody")
        let plain = UIViewController()
        #expect(plain.size(forChildContentContainer: container, withParentContainerSize: CGSize(width: 10, height: 20))
            == CGSize(width: 10, height: 20))
        expectEqual(plain.preferredContentSize, .zero)
    }

    @Test("a popover on a phone adapts to the delegate's style, set through presentationController before present")
    func adaptivePopover() throws {
        for (answer, removesPresenter) in [(UIModalPresentationStyle.fullScreen, true), (.overFullScreen, false), (.none, false)] {
            var source: AdaptiveSourceViewController?
            let run = try TransitionRun(window: UIWindow(frame: Self.phone)) { window in
                let screen = AdaptiveSourceViewController()
                screen.adaptiveAnswer = answer
                window.rootViewController = screen
                window.makeKeyAndVisible()
                screen.showOptions(animated: true)
                source = screen
            }
            run.runToCompletion()
            let screen = try #require(source)
            let traits = try #require(screen.askedWith.first)
            expectEqual(screen.askedWith.count, 1)
            #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
            // `.fullScreen` takes the presenter's view out of the window once presented.
            expectEqual((screen.view.superview == nil), removesPresenter, "answer \(answer)")
            #expect(screen.presentedViewController?.presentationController?.delegate === screen)
            // Dismissed from code: the delegate's dismissal callbacks are for a user's swipe.
            screen.dismiss(animated: false)
            #expect(screen.dismissCallbacks.isEmpty)
        }
    }

    @Test("the iPad does not adapt; the iOS 8 method answers when the trait-collection one is missing")
    func adaptivityRules() throws {
        var asked = false
        var removed: Bool?
        let run = try TransitionRun(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 820, height: 1180))) { window in
            let screen = AdaptiveSourceViewController()
            window.rootViewController = screen
            window.makeKeyAndVisible()
            screen.showOptions(animated: false)
            asked = !screen.askedWith.isEmpty
            removed = screen.view.superview == nil
            screen.dismiss(animated: false)
            screen.present(UIViewController(), animated: true)
        }
        run.runToCompletion()
        #expect(!asked && removed == false)

        let legacy = LegacyAdaptiveDelegate()
        let presented = UIViewController()
        presented.modalPresentationStyle = .formSheet
        let controller = try #require(presented.presentationController)
        controller.delegate = legacy
        expectEqual(controller.adaptivePresentationStyle(for: UITraitCollection(horizontalSizeClass: .compact)), .overFullScreen)
        controller.delegate = nil
        expectEqual(controller.adaptivePresentationStyle(for: UITraitCollection(horizontalSizeClass: .compact)), .none)
        #expect(presented.presentationController === controller, "made once, on first access")
        #expect(!presented.isModalInPresentation)
    }
}
