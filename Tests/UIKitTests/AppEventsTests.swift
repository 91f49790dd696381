import Foundation
import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures
import _Testing_UIKit

/// The app's state, its idle timer and its (deprecated) touch switch, the window's screen and
/// the screen's traits (Tests/UIKitFixtures/Surface/AppEvents.swift).
@Suite("The app's state and its touch switch")
struct AppEventsTests {
    static let fixture = "Tests/UIKitFixtures/Surface/AppEvents.swift"

    static func line(of code: String) throws -> Int {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(fixture)
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        return try #require(lines.firstIndex { $0.contains(code) }) + 1
    }

    @Test("ignoring interaction events nests, ends in the completion, and is reported at the first begin")
    func ignoringNests() throws {
        let view = UIView()
        var during = false, after = true
        let (run, _) = try runShowing({ UIViewController() }) { root in
            root.view.addSubview(view)
            TouchBlockingAnimation.run(view) { after = TouchBlockingAnimation.isBlocking }
            during = TouchBlockingAnimation.isBlocking
        }
        run.advance(to: 1)
        #expect(during && after, "two begins, one end: still ignoring")
        #expect(run.timeline.perform { TouchBlockingAnimation.isBlocking })
        run.timeline.perform { UIApplication.shared.endIgnoringInteractionEvents() }
        #expect(!run.timeline.perform { TouchBlockingAnimation.isBlocking })
        let finding = try #require(run.timeline.unmodelled.first { $0.feature.contains("beginIgnoringInteractionEvents") })
        #expect(try finding.location == CallSite(file: Self.fixture, line: Self.line(of: "UIApplication.shared.beginIgnoringInteractionEvents()")))
    }

    @Test("the app is active, the idle timer kept per run, the window's screen the run's with its device's idiom")
    func stateAndScreen() throws {
        expectEqual(TouchBlockingAnimation.states.map(\.rawValue), [0, 1, 2])
        let (run, _) = try runShowing({ UIViewController() }, on: .iPad)
        run.timeline.perform {
            #expect(TouchBlockingAnimation.isActive && !TouchBlockingAnimation.keptAwake)
            TouchBlockingAnimation.keepAwake(true)
            #expect(TouchBlockingAnimation.keptAwake)
            let window = UIApplication.shared.windows[0]
            expectEqual(TouchBlockingAnimation.screenIdiom(of: window), .pad)
        }
        let (other, _) = try runShowing({ UIViewController() })
        other.timeline.perform { #expect(!TouchBlockingAnimation.keptAwake && TouchBlockingAnimation.screenIdiom(of: UIApplication.shared.windows[0]) == .phone) }
        #expect(!UIApplication.shared.isIgnoringInteractionEvents, "outside a run: no app")
    }
}
