import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures
import _Testing_UIKit
import _Testing_CoreGraphics

/// Storyboard-era code without a storyboard (Tests/UIKitFixtures/Surface/ScreenAndStoryboards.swift):
/// segues, unwinds, storyboards and nibs from the factories a scenario registers, in UIKit's order.
@Suite("Storyboards and segues")
struct SegueTests {
    static let device = Device.iPhoneX

    @Test("a show segue in a navigation controller pushes; prepare(for:sender:) runs first, shouldPerformSegue is not asked")
    func showPushes() throws {
        var mailbox: MailboxViewController?
        let run = try TransitionRun(window: UIWindow(frame: Self.device.bounds)) { window in
            registerMailStoryboard()
            let first = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as? MailboxViewController
            window.rootViewController = UINavigationController(rootViewController: first!)
            window.makeKeyAndVisible()
            first?.open(3)
            mailbox = first
        }
        run.runToCompletion()
        let list = try #require(mailbox)
        let mail = try #require(list.navigationController?.viewControllers.last as? MailViewController)
        expectEqual(mail.index, 3)
        #expect(mail.awoke && mail.storyboard != nil && list.storyboard != nil)
        expectEqual(list.log, ["prepare openMail MailboxViewController → MailViewController"])
    }

    @Test("a segue the storyboard triggers asks shouldPerformSegue: false performs nothing")
    func triggerAsks() throws {
        #expect(throws: TransitionStartError.self) {
            _ = try TransitionRun(window: UIWindow(frame: Self.device.bounds)) { window in
                registerMailStoryboard()
                let list = MailboxViewController()
                list.allowsOpening = false
                window.rootViewController = list
                window.makeKeyAndVisible()
                StoryboardFactories.trigger("openMail", from: list, sender: nil)
            }
        }
        let run = try TransitionRun(window: UIWindow(frame: Self.device.bounds)) { window in
            registerMailStoryboard(segue: .presentModally)
            let list = MailboxViewController()
            window.rootViewController = list
            window.makeKeyAndVisible()
            StoryboardFactories.trigger("openMail", from: list, sender: nil)
        }
        run.runToCompletion()
        let list = try #require(run.window.rootViewController as? MailboxViewController)
        expectEqual(list.log.first, "should openMail")
        #expect(list.presentedViewController is MailViewController)
    }

    @Test("a custom segue's perform() animates, then presents without animation")
    func customSegue() throws {
        let (run, list) = try runShowing(MailboxViewController.init, on: Self.device)
        run.timeline.perform {
            registerMailStoryboard(segue: .custom(SlideInSegue.init))
            list.open(1)
        }
        expectEqual(list.log, ["prepare openMail MailboxViewController → MailViewController", "perform slide-in"])
        run.advance(to: 0.2)
        #expect(list.presentedViewController == nil, "the segue's animation is still running")
        run.advance(to: 0.35)
        expectEqual((list.presentedViewController as? MailViewController)?.index, 1)
    }

    @Test("an unwind segue finds the presenter by its action, runs the action, then dismisses")
    func unwind() throws {
        var mailbox: MailboxViewController?
        let run = try TransitionRun(window: UIWindow(frame: Self.device.bounds)) { window in
            registerMailStoryboard()
            let list = MailboxViewController()
            window.rootViewController = list
            window.makeKeyAndVisible()
            let mail = MailViewController()
            mail.modalPresentationStyle = .fullScreen
            list.present(mail, animated: false)
            mail.close()
            mailbox = list
        }
        let list = try #require(mailbox)
        expectEqual(list.log, ["can unwind action", "unwound from MailViewController"])
        run.runToCompletion()
        #expect(list.presentedViewController == nil)
    }

    @Test("an unregistered segue, storyboard identifier or nib is a finding, not a crash")
    func unregistered() throws {
        let (run, root) = try runShowing(UIViewController.init, on: Self.device)
        run.timeline.perform {
            root.performSegue(withIdentifier: "nowhere", sender: nil)
            _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Missing")
            #expect(UIStoryboard(name: "Other", bundle: nil).instantiateInitialViewController() == nil)
            #expect(UINib(nibName: "Missing", bundle: nil).instantiate(withOwner: nil).isEmpty)
        }
        let features = run.timeline.unmodelled.map(\.feature)
        expectEqual(features.count, 4)
        expectEqual(features.first?.contains("\"nowhere\""), true)
    }

    @Test("nibs: the factory's objects with the owner, and a segue made in code runs its handler")
    func nibsAndHandlers() throws {
        let (run, root) = try runShowing(UIViewController.init, on: Self.device)
        var ran = false
        run.timeline.perform {
            registerMailStoryboard()
            let objects = Bundle.main.loadNibNamed("Header", owner: root, options: nil) ?? []
            #expect(objects.count == 2 && (objects.last as AnyObject) === root)
            let segue = makeHandlerSegue(from: root, to: MailViewController()) { ran = true }
            segue.perform()
        }
        #expect(ran)
    }
}
