import UIKit
import UIKit.UIGestureRecognizerSubclass
import os

final class DragToDismissGesture: UIPanGestureRecognizer {
    private let logger = Logger(subsystem: "com.example.viewer", category: "gesture")
    private var startPoint: CGPoint = .zero

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        startPoint = touches.first?.location(in: view) ?? .zero
        logger.debug("drag began at \(self.startPoint.y)")
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let point = touches.first?.location(in: view) else { return }
        if state == .possible, abs(point.x - startPoint.x) > abs(point.y - startPoint.y) {
            state = .failed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
    }

    override func reset() {
        super.reset()
        startPoint = .zero
    }
}
