import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures
import _Testing_CoreGraphics
import _Testing_UIKit

/// A sheet dismissed from its scroll view's `scrollViewDidScroll`, dragged from the page
/// (Tests/UIKitFixtures/PullDownSheet.swift).
@Suite("Scroll-driven dismissal")
struct ScrollDrivenDismissalTests {
    @Test("pulling the sheet's content past the threshold dismisses it from scrollViewDidScroll")
    func pullDownDismisses() throws {
        let sheet = PullDownSheetViewController()
        sheet.modalPresentationStyle = .overFullScreen
        let (run, root) = try runShowing({ UIViewController() }, then: { $0.present(sheet, animated: false) })
        #expect(root.presentedViewController === sheet)
        try run.handle(GestureSample(t: 0, phase: .began, x: 200, y: 200))
        var y = 200.0
        var t = 0.0
        while sheet.pulledOffset == nil && y < 700 {
            y += 20
            t += 0.016
            try run.handle(GestureSample(t: t, phase: .changed, x: 200, y: y))
        }
        try run.handle(GestureSample(t: t + 0.016, phase: .ended, x: 200, y: y))
        // The rubber band: 80 points shown only once the finger has gone about 161 past the start.
        let pulled = try #require(sheet.pulledOffset)
        #expect(pulled < -80 && y - 220 > 161)
        run.runToCompletion()
        #expect(root.presentedViewController == nil)
    }
}
