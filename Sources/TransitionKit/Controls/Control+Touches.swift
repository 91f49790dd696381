import Foundation

/// A touch tracked by the control under it, as UIKit's `UIControl` tracks one: the hit view's
/// nearest enabled control gets `.touchDown` and is highlighted while the finger is inside it;
/// lifting the finger inside sends `.touchUpInside` (a button also `.primaryActionTriggered`),
/// outside `.touchUpOutside`; a gesture recognizer that recognizes the touch cancels it
/// (`.touchCancel`, as `cancelsTouchesInView` does). Inside is the control's
/// `point(inside:with:)` (UIKit's extra slop around the bounds is not published: not applied).
final class ControlTouch {
    let control: UIControl
    private var inside = true

    /// The control that tracks a touch on `view`, if any.
    static func control(for view: View?) -> UIControl? {
        var node = view
        while let current = node {
            if let control = current as? UIControl { return control.isEnabled ? control : nil }
            node = current.superview
        }
        return nil
    }

    init?(view: View?, touch: Touch, event: Event) {
        guard let control = Self.control(for: view), control.beginTracking(touch, with: event) else { return nil }
        self.control = control
        control.isTracking = true
        control.isTouchInside = true
        control.isHighlighted = true
        control.sendActions(for: .touchDown)
    }

    /// UIKit: a control's default action wins over a single-tap recognizer on an ancestor.
    func yields(_ recognizer: GestureRecognizer) -> Bool {
        guard let tap = recognizer as? TapGestureRecognizer, tap.numberOfTapsRequired == 1, let view = tap.view else { return false }
        return view !== control && control.isDescendant(of: view)
    }

    func move(_ touch: Touch, event: Event) {
        let now = control.point(inside: control.convert(touch.windowLocation, from: nil), with: event)
        let crossed = now != inside
        inside = now
        control.isTouchInside = now
        control.isHighlighted = now
        if crossed { control.sendActions(for: now ? .touchDragEnter : .touchDragExit) }
        control.sendActions(for: now ? .touchDragInside : .touchDragOutside)
        if !control.continueTracking(touch, with: event) { end(touch, event: event, cancelled: false) }
    }

    func end(_ touch: Touch, event: Event, cancelled: Bool) {
        guard control.isTracking else { return }
        control.isTracking = false
        control.isHighlighted = false
        if cancelled {
            control.cancelTracking(with: event)
            control.sendActions(for: .touchCancel)
            return
        }
        let now = control.point(inside: control.convert(touch.windowLocation, from: nil), with: event)
        control.isTouchInside = now
        control.endTracking(touch, with: event)
        control.sendActions(
            for: now ? (control is UIButton ? [.touchUpInside, .primaryActionTriggered] : .touchUpInside) : .touchUpOutside)
    }
}
