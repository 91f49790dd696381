import Foundation
import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures

/// Reduce Motion as a run's setting: animators that branch on
/// `UIAccessibility.isReduceMotionEnabled` (Tests/UIKitFixtures/Surface/ChromeAndServices.swift)
/// take the path the setting picks, and turning it on posts UIKit's notification.
@Suite("Reduce Motion")
struct ReduceMotionTests {
    @Test("UIAccessibility answers the run's setting; a change posts reduceMotionStatusDidChangeNotification once")
    func setting() throws {
        let (run, screen) = try runShowing(ServicesViewController.init)
        let box = Heard()
        let token = NotificationCenter.default.addObserver(
            forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil
        ) { _ in box.values.append(UIAccessibility.isReduceMotionEnabled) }
        defer { NotificationCenter.default.removeObserver(token) }
        run.timeline.perform { expectEqual(screen.duration, 0.35) }
        run.timeline.isReduceMotionEnabled = true
        expectEqual(box.values, [true], "the observer reads the new value")
        run.timeline.perform { expectEqual(screen.duration, 0) }
        run.timeline.isReduceMotionEnabled = true
        expectEqual(box.values, [true], "no change, no notification")
        run.timeline.isReduceMotionEnabled = false
        expectEqual(box.values, [true, false])
        #expect(!UIAccessibility.isReduceMotionEnabled, "outside a run: the default device")
    }
}

/// What the observer heard (the block is `@Sendable`; the run posts on this thread).
private final class Heard: @unchecked Sendable {
    var values: [Bool] = []
}
