import UIKit

// Issue #24, UIView basics as transition code uses them: views that track their window, a
// close button with a generous touch area, an overlay that lets touches through, tags, tint,
// and the animation switches. Tests/UIKitTests/ViewBasicsTests.swift runs them.

/// Records UIKit's hierarchy callbacks, as views that start and stop work with their window do.
final class LifecycleTrackingView: UIView {
    private(set) var events: [String] = []

    override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        events.append(newSuperview == nil ? "willMove(toSuperview: nil)" : "willMove(toSuperview:)")
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        events.append("didMoveToSuperview")
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        events.append(newWindow == nil ? "willMove(toWindow: nil)" : "willMove(toWindow:)")
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        events.append(window == nil ? "didMoveToWindow(nil)" : "didMoveToWindow")
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        events.append("tintColorDidChange")
    }
}

/// A container that hears its subviews come and go.
final class CountingContainerView: UIView {
    private(set) var added = 0
    private(set) var removed = 0

    override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        added += 1
    }

    override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removed += 1
    }
}

/// A small close button whose touch area reaches 20 points beyond its bounds.
final class GenerousHitView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}

/// A full-screen overlay that takes touches only on its subviews, as a dimming layer that lets
/// the screen below stay interactive does.
final class PassthroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

enum ViewTags {
    static let closeButton = 101
    static let title = 102

    /// A screen's chrome, found again by tag as older apps do.
    static func makeChrome() -> UIView {
        let chrome = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        let close = GenerousHitView(frame: CGRect(x: 16, y: 50, width: 24, height: 24))
        close.tag = closeButton
        close.isExclusiveTouch = true
        let title = UILabel(frame: CGRect(x: 60, y: 50, width: 200, height: 24))
        title.tag = ViewTags.title
        chrome.addSubview(close)
        chrome.addSubview(title)
        chrome.tintColor = .systemOrange
        let mode: UIView.TintAdjustmentMode = .normal
        chrome.tintAdjustmentMode = mode
        return chrome
    }

    static func closeButton(in chrome: UIView) -> UIView? { chrome.viewWithTag(closeButton) }
}

/// Moves a card the three ways apps choose between: at once, with the switch off, and on
/// iOS 17's spring.
enum CardMoves {
    static func snap(_ card: UIView, to center: CGPoint) {
        UIView.performWithoutAnimation {
            card.center = center
        }
    }

    static func moveWithAnimationsOff(_ card: UIView, to center: CGPoint, completion: @escaping () -> Void) {
        let wasEnabled = UIView.areAnimationsEnabled
        UIView.setAnimationsEnabled(false)
        UIView.animate(withDuration: 0.4, animations: { card.center = center }, completion: { _ in completion() })
        UIView.setAnimationsEnabled(wasEnabled)
    }

    static func spring(_ card: UIView, to center: CGPoint) {
        UIView.animate(springDuration: 0.5, bounce: 0.2, initialSpringVelocity: 0, delay: 0, options: [.allowUserInteraction]) {
            card.center = center
        } completion: { _ in
            card.alpha = 1
        }
    }

    static func defaultSpring(_ card: UIView) {
        UIView.animate { card.alpha = 0.5 }
    }
}
