import Foundation
import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures
import _Testing_UIKit
import _Testing_CoreGraphics

/// Issue #24's application and status bar (Tests/UIKitFixtures/Surface/StatusBar.swift): the
/// run's app, scene and windows; the device's status bar; the view controllers' status-bar
/// preferences, which decide the status bar the window shows (Application/Window+StatusBar.swift).
@Suite("The application and the status bar")
struct ApplicationTests {
    static let fixture = "Tests/UIKitFixtures/Surface/StatusBar.swift"

    /// The line of the fixture holding `code`, so the expected places follow edits to it.
    static func line(of code: String) throws -> Int {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(fixture)
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        return try #require(lines.firstIndex { $0.contains(code) }) + 1
    }

    @Test("the scene's status bar is the device's, the header is laid out under it", arguments: Device.all)
    func statusBarPerDevice(device: Device) throws {
        var heights: (CGFloat, CGFloat) = (-1, -1)
        var keyWindow: UIWindow?
        var portrait = false
        var shown = false
        let (run, controller) = try runShowing(HeaderFeedViewController.init, on: device) { _ in
            heights = (StatusBarMetrics.sceneHeight, StatusBarMetrics.legacyHeight)
            keyWindow = StatusBarMetrics.keyWindow
            portrait = StatusBarMetrics.isPortraitLeftToRight
            shown = StatusBarMetrics.barIsShown
        }
        let window = controller.view.window
        #expect(heights.0 == device.statusBarHeight && heights.1 == device.statusBarHeight)
        #expect(keyWindow === window && portrait && shown)
        let headerHeight = Double(controller.header.frame.height)
        expectEqual(headerHeight, device.statusBarHeight + 44)
        #expect(run.timeline.unmodelled.isEmpty)
        run.timeline.perform {
            #expect(UIApplication.shared.windows.count == 1 && UIApplication.shared.connectedScenes.count == 1)
            #expect(window?.windowScene === UIApplication.shared.connectedScenes.first)
            expectEqual(UIApplication.shared.statusBarFrame.width, device.screenSize.width)
        }
        #expect(UIApplication.shared.windows.isEmpty && UIApplication.shared.statusBarFrame == .zero, "outside a run: no app")
    }

    @Test("the photo viewer's status bar is modelled: its style at present, hidden in viewDidAppear's animation block")
    func preferencesModelled() throws {
        var checker = ContractChecker()
        checker.devices = [.iPhoneX]
        let findings = checker.check(StatusBarEntry()).flatMap(\.findings).filter { $0.code == "not-modelled" }
        #expect(findings.isEmpty, "\(findings.map(\.message))")
        let run = try CatalogRun.make(entry: StatusBarEntry(), operation: .present, device: .iPhoneX)
        _ = run.runToCompletion()
        run.timeline.perform {
            #expect(UIApplication.shared.isStatusBarHidden && UIApplication.shared.statusBarStyle == .lightContent)
            expectEqual(UIApplication.shared.statusBarFrame, .zero)
        }
        expectEqual(run.window.safeAreaInsets.top, 44, "a notched phone keeps its top inset")
    }

    @Test("a window the app makes for the scene joins its windows and is reported when shown")
    func overlayWindow() throws {
        let toast = ToastPresenter()
        let run = try TransitionRun(awaitingTouchesIn: UIWindow(frame: Device.iPhone15.bounds)) { window in
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            guard let scene = window.windowScene else { return }
            toast.show(in: scene)
        }
        let shown = try #require(toast.window)
        #expect(shown.frame == Device.iPhone15.bounds && shown.windowLevel.rawValue == 1001 && !toast.isAboveAlerts)
        run.timeline.perform {
            #expect(UIApplication.shared.windows.count == 2 && UIApplication.shared.keyWindow === shown)
        }
        let finding = try #require(run.timeline.unmodelled.first)
        #expect(try finding.feature.contains("a second window") && finding.location == CallSite(file: Self.fixture, line: Self.line(of: "toast.makeKeyAndVisible()")))
    }

    @Test("a view controller's status-bar preferences default as UIKit's")
    func defaults() {
        let controller = UIViewController()
        #expect(!controller.prefersStatusBarHidden && controller.preferredStatusBarStyle == .default)
        #expect(controller.preferredStatusBarUpdateAnimation == .fade && !controller.modalPresentationCapturesStatusBarAppearance)
        #expect(controller.childForStatusBarHidden == nil && controller.childForStatusBarStyle == nil)
        #expect(UIStatusBarStyle.darkContent.rawValue == 3 && UIInterfaceOrientation.landscapeLeft.rawValue == 4)
    }
}
