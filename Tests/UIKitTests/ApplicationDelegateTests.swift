import TestExpectations
import Testing
import TransitionKit
import UIKit

/// The application's delegate and the responder chain (TransitionKit's
/// Application/UIApplication+Delegate.swift, SystemServices/TextInputAndSymbols.swift).
@Suite("UIApplication's delegate, sendAction and the responder chain")
struct ApplicationDelegateTests {
    final class WindowedDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
    }

    final class SceneDelegateStyle: UIResponder, UIApplicationDelegate {}

    final class ShareController: UIViewController {
        var sharedFromButton: [Bool] = []
        func share(_ sender: Any?) { sharedFromButton.append(sender is UIButton) }
    }

    @Test("without an app delegate, the run's stand-in answers with the run's window")
    func standIn() throws {
        var window: UIWindow??
        let (run, _) = try runShowing(UIViewController.init) { _ in window = UIApplication.shared.delegate?.window }
        #expect((window ?? nil) === run.window)
        #expect(UIApplication.shared.delegate == nil, "outside a run there is none")
    }

    @Test("an app delegate's own window; one without a window property answers nil, as an unimplemented optional requirement")
    func appDelegate() throws {
        let windowed = WindowedDelegate()
        let own = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        windowed.window = own
        let sceneStyle = SceneDelegateStyle()
        var answers: [UIWindow??] = []
        _ = try runShowing(UIViewController.init) { _ in
            UIApplication.shared.delegate = windowed
            answers.append(UIApplication.shared.delegate?.window)
            UIApplication.shared.delegate = sceneStyle
            answers.append(UIApplication.shared.delegate?.window)
            UIApplication.shared.delegate = nil
        }
        expectEqual(answers.count, 2)
        #expect((answers[0] ?? nil) === own)
        #expect(answers[1] == nil, "the outer optional: not implemented")
    }

    @Test("sendAction to nil resigns the first responder through #selector(UIResponder.resignFirstResponder)")
    func resignThroughChain() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        var sent = false
        _ = try runShowing(UIViewController.init) { root in
            root.view.addSubview(field)
            #expect(field.becomeFirstResponder())
            sent = UIApplication.shared.sendAction(
                Selector.method(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
        }
        #expect(sent)
        #expect(!field.isFirstResponder)
    }

    @Test("with no first responder, a nil-target action goes up from the sender to the view controller that implements it")
    func upFromSender() throws {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        var results: [Bool] = []
        let (_, controller) = try runShowing(ShareController.init) { root in
            root.view.addSubview(button)
            results.append(UIApplication.shared.sendAction(Selector.method(ShareController.share(_:)), to: nil, from: button, for: nil))
            results.append(UIApplication.shared.sendAction(Selector.method(UITableView.reloadData), to: nil, from: button, for: nil))
        }
        expectEqual(results, [true, false])
        expectEqual(controller.sharedFromButton, [true], "called once, with the sender")
    }

    @Test("views, view controllers and the application are responders, chained as UIKit documents")
    func chain() throws {
        let child = UIView()
        let (run, controller) = try runShowing(UIViewController.init) { root in root.view.addSubview(child) }
        #expect(child.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === run.window)
        #expect(run.window.next === UIApplication.shared)
        #expect(!UIView().canBecomeFirstResponder)
        #expect(!UIView().becomeFirstResponder())
    }
}
