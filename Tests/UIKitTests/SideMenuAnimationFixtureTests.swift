import Testing
import TransitionKit
import UIKit
import _Testing_CoreGraphics
import _Testing_UIKit

@testable import UIKitFixtures

/// Tests/UIKitFixtures/SideMenuAnimations.swift, Core Animation as apps write it, run through
/// the engine: the frames follow the layer animations and the callbacks come at their ends.
@Suite("Core Animation app code runs")
struct SideMenuAnimationFixtureTests {
    @Test("a side menu's keyframe slide and its delegate, a scale pulse, a push inside a CATransaction")
    func sideMenu() throws {
        var animator: SideMenuAnimator?
        var list: MenuListViewController?
        let button = UIButton(type: .system)
        var finishedAt: Double?
        let run = try TransitionRun(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))) { window in
            let root = MenuListViewController()
            let navigation = UINavigationController(rootViewController: root)
            window.rootViewController = navigation
            let menu = UIView(frame: CGRect(x: -260, y: 0, width: 260, height: 812))
            menu.accessibilityIdentifier = "menu"
            window.addSubview(menu)
            button.frame = CGRect(x: 100, y: 700, width: 175, height: 44)
            button.accessibilityIdentifier = "cta"
            window.addSubview(button)
            let slide = SideMenuAnimator(menuView: menu)
            slide.onFinish = { finishedAt = CACurrentMediaTime() }
            slide.open()
            button.startPulsing()
            root.showDetail()
            animator = slide
            list = root
        }
        run.runToCompletion()
        let menuAt = { (t: Double) in try #require(run.frame(at: t).layer(role: "menu")) }
        #expect(run.frame(at: 0).layer(role: "menu") == nil, "not drawn at the start: the fade begins at 0")
        let easeOut = CAMediaTimingFunction(name: .easeOut).curve.value(at: 0.01 / 0.24)
        #expect(abs(try menuAt(0.01).quad.topLeft.x - (-260 + 276 * easeOut)) < 1e-9, "the first segment on its easeOut")
        #expect(abs(try menuAt(0.24).quad.topLeft.x - 16) < 1e-9, "the overshoot key at 60 %")
        #expect(abs(try menuAt(0.1).opacity - 0.5) < 1e-9, "fading in over half the time")
        #expect(try menuAt(0.45).quad.topLeft.x == 0, "the model once the slide is removed")
        #expect(try #require(animator).didFinish && finishedAt == 0.4)
        let pushEnd = try #require(list?.pushCompletedAt)
        #expect(pushEnd == run.endTime && pushEnd > 0, "the transaction completes when the push does")
        let cta = try #require(run.frame(at: 0.3).layer(role: "cta"))
        #expect(abs(cta.transform.m11 - (1 + 0.08 * CAMediaTimingFunction(name: .easeInEaseOut).curve.value(at: 0.5))) < 1e-9)
        button.stopPulsing()
    }
}
