import Foundation

/// `UILongPressGestureRecognizer`: begins when the touch has stayed down `minimumPressDuration`
/// (0.5 s) without moving more than `allowableMovement` (10 pt) — UIKit's defaults — then every
/// move is `.changed` and lifting `.ended`. Lifting or moving too far before that fails it.
open class LongPressGestureRecognizer: GestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTouchesRequired = 1
    open var numberOfTapsRequired = 0

    private var start = CGPoint.zero
    private var pressID = 0

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        start = touch.windowLocation
        pressID += 1
        let id = pressID
        Timeline.current?.schedule(at: touch.timestamp + minimumPressDuration) { [weak self] in
            guard let self, self.pressID == id, self.state == .possible, self.touchDelivery != nil else { return }
            self.beginIfAllowed()
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        switch state {
        case .possible:
            let moved = touch.windowLocation - start
            if (moved.x * moved.x + moved.y * moved.y).squareRoot() > allowableMovement { state = .failed }
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .cancelled
        default: break
        }
    }
}

/// `UISwipeGestureRecognizer`: discrete. UIKit publishes no thresholds; the engine's rule is
/// ours: it recognizes once the touch has moved `SwipeGestureRecognizer.minimumDistance`
/// (30 pt) in one of its `direction`s, at least twice as far along that axis as across it,
/// within `maximumDuration` (0.5 s) of going down; otherwise it fails when the touch ends.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// UIKit's `UISwipeGestureRecognizer.Direction`, with its raw values.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    public static let minimumDistance: CGFloat = 30
    public static let maximumDuration: Double = 0.5

    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1

    private var start = CGPoint.zero
    private var startTime = 0.0

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        start = touch.windowLocation
        startTime = touch.timestamp
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first, state == .possible else { return }
        if touch.timestamp - startTime > Self.maximumDuration {
            state = .failed
            return
        }
        let d = touch.windowLocation - start
        let swiped: Direction? =
            abs(d.x) >= Self.minimumDistance && abs(d.x) >= 2 * abs(d.y)
            ? (d.x > 0 ? .right : .left)
            : abs(d.y) >= Self.minimumDistance && abs(d.y) >= 2 * abs(d.x) ? (d.y > 0 ? .down : .up) : nil
        if let swiped, direction.contains(swiped) { beginIfAllowed(as: .recognized) }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { state = .failed }
    }
}
