import Foundation
import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures
import _Testing_UIKit

/// The home indicator and the system's screen-edge gestures (Tests/UIKitFixtures/Surface/
/// HomeIndicator.swift): UIKit's defaults, and a preference other than the default reported
/// not-modelled at the app's `present` or `setNeedsUpdateOf…` call, through the containers'
/// `childFor…` children.
@Suite("The home indicator and screen-edge gestures")
struct HomeIndicatorTests {
    static let fixture = "Tests/UIKitFixtures/Surface/HomeIndicator.swift"

    static func line(of code: String) throws -> Int {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(fixture)
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        return try #require(lines.firstIndex { $0.contains(code) }) + 1
    }

    @Test("the preferences default as UIKit's")
    func defaults() {
        let controller = UIViewController()
        #expect(!controller.prefersHomeIndicatorAutoHidden && controller.childForHomeIndicatorAutoHidden == nil)
        #expect(controller.preferredScreenEdgesDeferringSystemGestures.isEmpty && controller.childForScreenEdgesDeferringSystemGestures == nil)
    }

    @Test("a full-screen player hiding the indicator is reported at present, its deferred edge at the update call")
    func reportedAtTheAppsCalls() throws {
        var checker = ContractChecker()
        checker.devices = [.iPhoneX]
        let findings = checker.check(HomeIndicatorEntry()).flatMap(\.findings).filter { $0.code == "not-modelled" }
        let indicator = try #require(findings.first { $0.message.contains("home indicator") })
        #expect(indicator.message.contains("<IndicatorPlayerViewController>"))
        #expect(try indicator.location == CallSite(file: Self.fixture, line: Self.line(of: "feed.present(player")))
        let edges = try #require(findings.first { $0.message.contains("screen edges") })
        #expect(edges.message.contains("rawValue \(UIRectEdge.bottom.rawValue)"))
        #expect(try edges.location == CallSite(file: Self.fixture, line: Self.line(of: "setNeedsUpdateOfScreenEdgesDeferringSystemGestures()")))
        #expect(edges.time > indicator.time)
    }

    @Test("a container's update asks the child it names; defaults report nothing")
    func childDecides() throws {
        let container = IndicatorContainerViewController()
        let plain = UIViewController()
        let run = try TransitionRun(awaitingTouchesIn: UIWindow(frame: Device.iPhone15.bounds)) { window in
            window.rootViewController = plain
            window.makeKeyAndVisible()
            plain.setNeedsUpdateOfHomeIndicatorAutoHidden()
            plain.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
            expectEqual(Timeline.current?.unmodelled.isEmpty, true, "UIKit's defaults change nothing to report")
            container.setNeedsUpdateOfHomeIndicatorAutoHidden()
            container.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        }
        let features = run.timeline.unmodelled.map(\.feature)
        expectEqual(features.count, 1, "the child defers no edge until it plays")
        #expect(features.first?.contains("home indicator") == true && features.first?.contains("<IndicatorPlayerViewController>") == true)
    }
}
