import UIKit
import UIKit.UIGestureRecognizerSubclass

/// Recognizes a mostly vertical drag, so horizontal swipes go to the paging scroll view.
final class VerticalDragRecognizer: UIGestureRecognizer {
    private var start: CGPoint = .zero
    private(set) var translation: CGFloat = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first else { return }
        start = touch.location(in: view)
        translation = 0
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.first else { return }
        let point = touch.location(in: view)
        let dx = abs(point.x - start.x), dy = point.y - start.y
        translation = dy
        if state == .possible {
            if dx > 12 && dx > abs(dy) {
                state = .failed
            } else if abs(dy) > 12 {
                state = .began
            }
        } else {
            state = .changed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        state = state == .possible ? .failed : .ended
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .cancelled
    }

    override func reset() {
        super.reset()
        translation = 0
    }
}
