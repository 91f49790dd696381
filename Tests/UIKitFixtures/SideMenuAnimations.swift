import QuartzCore
import UIKit

// Written the way apps write Core Animation: a side menu that slides in with a
// CAKeyframeAnimation and learns the end from its CAAnimationDelegate, a button pulse on
// `transform.scale`, and a push wrapped in a CATransaction to run code once it has finished.
// Tests/UIKitTests/CoreAnimationFixtureTests.swift runs it through the engine.

/// Slides a menu panel in from the left edge with a small overshoot, then fixes the model.
final class SideMenuAnimator: NSObject, CAAnimationDelegate {
    let menuView: UIView
    let menuWidth: CGFloat
    private(set) var didFinish = false
    var onFinish: (() -> Void)?

    init(menuView: UIView, menuWidth: CGFloat = 260) {
        self.menuView = menuView
        self.menuWidth = menuWidth
        super.init()
    }

    func open(duration: CFTimeInterval = 0.4) {
        let closedX = -menuWidth / 2
        let openX = menuWidth / 2
        let slide = CAKeyframeAnimation(keyPath: "position.x")
        slide.values = [closedX, openX + 16, openX - 4, openX]
        slide.keyTimes = [0, 0.6, 0.85, 1]
        slide.timingFunctions = [
            CAMediaTimingFunction(name: .easeOut),
            CAMediaTimingFunction(name: .easeInEaseOut),
            CAMediaTimingFunction(name: .easeIn),
        ]
        slide.duration = duration
        slide.delegate = self
        menuView.layer.position.x = openX
        menuView.layer.add(slide, forKey: "slide")

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        fade.duration = duration * 0.5
        menuView.layer.add(fade, forKey: "fade")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        didFinish = flag
        onFinish?()
    }
}

extension UIButton {
    /// The "tap me" pulse apps attach to a call-to-action button.
    func startPulsing() {
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1.0
        pulse.toValue = 1.08
        pulse.duration = 0.6
        pulse.autoreverses = true
        pulse.repeatCount = .greatestFiniteMagnitude
        pulse.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
        layer.add(pulse, forKey: "pulse")
    }

    func stopPulsing() {
        layer.removeAnimation(forKey: "pulse")
    }
}

/// A list that pushes a detail screen and, once the push has finished, tells its analytics.
final class MenuListViewController: UIViewController {
    private(set) var pushCompletedAt: CFTimeInterval?

    func showDetail() {
        CATransaction.begin()
        navigationController?.pushViewController(UIViewController(), animated: true)
        CATransaction.setCompletionBlock { [weak self] in
            self?.pushCompletedAt = CACurrentMediaTime()
        }
        CATransaction.commit()
    }
}
