import Foundation
import TestExpectations
import Testing
import UIKit

@testable import TransitionKit

/// A `snapshotView` copy is a tree of plain views: a `UIVisualEffectView` in the captured tree
/// loses its effect there, so the run says so at the view rather than drawing a silent
/// difference.
@Suite("Snapshots of visual effect views")
struct SnapshotOfEffectViewTests {
    private static let feature = "a UIVisualEffectView's effect in snapshotView(afterScreenUpdates:)"

    private static func snapshot(effect: UIVisualEffect?) -> [String] {
        let s = CAStage()
        s.at(0) {
            let blur = UIVisualEffectView(effect: effect)
            blur.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            blur.accessibilityIdentifier = "sheetBlur"
            s.view.addSubview(blur)
            _ = s.view.snapshotView(afterScreenUpdates: false)
        }
        return s.timeline.unmodelled.map(\.feature)
    }

    @Test("a blur inside the captured tree is reported, naming the effect view")
    func blurReported() throws {
        let s = CAStage()
        var blur: UIVisualEffectView!
        var line = 0
        s.at(0) {
            blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
            blur.accessibilityIdentifier = "sheetBlur"
            s.view.addSubview(blur)
            line = #line; _ = s.view.snapshotView(afterScreenUpdates: false)
        }
        let use = try #require(s.timeline.unmodelled.first { $0.feature.hasPrefix(Self.feature) })
        expectEqual(use.view, "sheetBlur#\(blur.layer.id)")
        #expect(use.location?.line == line && use.location?.file.hasSuffix("SnapshotOfEffectViewTests.swift") == true, "the app's call")
    }

    @Test("an effect view with no effect is copied without a report")
    func noEffectNoReport() {
        #expect(!Self.snapshot(effect: nil).contains { $0.hasPrefix(Self.feature) })
        #expect(Self.snapshot(effect: UIBlurEffect(style: .light)).contains { $0.hasPrefix(Self.feature) })
    }
}
