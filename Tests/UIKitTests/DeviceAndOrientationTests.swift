import Foundation
import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures
import _Testing_UIKit

/// `UIDevice` and a view controller's orientation preferences (Tests/UIKitFixtures/Surface/
/// DeviceAndOrientation.swift): the run's device, its orientation while notifications are on,
/// UIKit's defaults, and the turn UIKit would make for a landscape-only screen reported at the
/// app's `present`.
@Suite("The device and the supported orientations")
struct DeviceAndOrientationTests {
    static let fixture = "Tests/UIKitFixtures/Surface/DeviceAndOrientation.swift"

    static func line(of code: String) throws -> Int {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(fixture)
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        return try #require(lines.firstIndex { $0.contains(code) }) + 1
    }

    @Test("UIDevice.current is the run's device; a view controller's orientations default by its idiom", arguments: [Device.iPhoneX, .iPad])
    func runDevice(device: Device) throws {
        let (run, root) = try runShowing({ UIViewController() }, on: device)
        run.timeline.perform {
            expectEqual(UIDevice.current.userInterfaceIdiom, (device.isPad ? .pad : .phone))
            expectEqual(CardMetrics.cardWidth, (device.isPad ? 540 : device.screenSize.width - 32))
            #expect(CardMetrics.isPhoneModel == !device.isPad && CardMetrics.multitasking)
            expectEqual(CardMetrics.system, "iOS 17.0 \(device.isPad ? "iPad" : "iPhone")")
            expectEqual(root.supportedInterfaceOrientations, (device.isPad ? .all : .allButUpsideDown))
            #expect(root.shouldAutorotate && root.preferredInterfaceOrientationForPresentation == .portrait)
            #expect(root.edgesForExtendedLayout == .all && !root.extendedLayoutIncludesOpaqueBars)
        }
        #expect(run.timeline.unmodelled.isEmpty)
    }

    @Test("orientation is unknown until notifications are generated, then the scene's as the device's (left and right swap)")
    func orientation() throws {
        let (run, _) = try runShowing({ UIViewController() })
        let portrait = run.timeline.perform { CardMetrics.orientation() }
        #expect(portrait.before == .unknown && portrait.during == .portrait && portrait.generating)
        #expect(run.timeline.perform { !UIDevice.current.isGeneratingDeviceOrientationNotifications })
        let turned = run.timeline.perform { () -> UIDeviceOrientation in
            UIApplication.shared.windows.first?.windowScene?.requestGeometryUpdate(UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: .landscapeLeft))
            return CardMetrics.orientation().during
        }
        expectEqual(turned, .landscapeRight, "the interface's landscapeLeft is the device's landscapeRight")
        expectEqual(CardMetrics.turned.rawValue, "UIDeviceOrientationDidChangeNotification")
        #expect(UIDeviceOrientation.faceUp.isFlat && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
    }

    @Test("turning an iPhone to landscape reports the status bar UIKit would hide by default; an iPad's stays", arguments: [Device.iPhoneX, .iPad])
    func landscapeStatusBarReported(device: Device) throws {
        let (run, _) = try runShowing({ UIViewController() }, on: device)
        run.timeline.perform {
            UIApplication.shared.windows.first?.windowScene?.requestGeometryUpdate(UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: .landscape))
        }
        let reported = run.timeline.unmodelled.contains { $0.feature.hasPrefix("the status bar in iPhone landscape") }
        expectEqual(reported, !device.isPad)
    }

    @Test("a landscape-only screen presented full screen over portrait is reported at present; so is its edgesForExtendedLayout")
    func landscapeOnlyReported() throws {
        var checker = ContractChecker()
        checker.devices = [.iPhoneX]
        let findings = checker.check(LandscapePlayerEntry()).flatMap(\.findings).filter { $0.code == "not-modelled" }
        let turn = try #require(findings.first { $0.message.contains("does not support the portrait orientation") })
        #expect(turn.message.contains("<LandscapePlayerViewController>") && turn.message.contains("landscapeRight"))
        #expect(try turn.location == CallSite(file: Self.fixture, line: Self.line(of: "feed.present(player")))
        #expect(findings.contains { $0.message.contains("edgesForExtendedLayout rawValue 0") })
    }
}
