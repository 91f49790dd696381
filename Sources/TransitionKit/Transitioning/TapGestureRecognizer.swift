import Foundation

/// `UITapGestureRecognizer`: recognizes (`.ended`, i.e. `.recognized`) when the touch goes up
/// without having moved more than `PanGestureRecognizer.hysteresis` points, after
/// `numberOfTapsRequired` such taps, each beginning within `multiTapInterval` of the last
/// one's end. A move beyond the threshold, or a cancelled touch, fails it.
open class TapGestureRecognizer: GestureRecognizer {
    /// The longest pause between the taps of a double (or triple …) tap, in seconds, about
    /// UIKit's.
    public static let multiTapInterval: Double = 0.35

    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1

    private var start = CGPoint.zero
    private var taps = 0
    private var lastTapEnd: Double?

    open override func reset() {
        super.reset()
        taps = 0
        lastTapEnd = nil
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        if let lastTapEnd, touch.timestamp - lastTapEnd > Self.multiTapInterval { taps = 0 }
        start = touch.windowLocation
        touch.tapCount = taps + 1
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first, state == .possible else { return }
        let moved = touch.windowLocation - start
        if (moved.x * moved.x + moved.y * moved.y).squareRoot() > PanGestureRecognizer.hysteresis { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first, state == .possible else { return }
        taps += 1
        lastTapEnd = touch.timestamp
        if taps >= numberOfTapsRequired {
            beginIfAllowed(as: .recognized)
        } else {
            failUnlessTappedAgain(after: touch.timestamp, taps: taps)
        }
    }

    /// Between the taps of a multi-tap: more taps are needed and the last one was recent.
    var isBetweenTaps: Bool { state == .possible && taps > 0 && taps < numberOfTapsRequired }

    /// A multi-tap fails when the next tap does not come in time, so a recognizer that requires
    /// it to fail (`require(toFail:)`, a single tap under a double tap) recognizes then.
    private func failUnlessTappedAgain(after end: Double, taps seen: Int) {
        Timeline.current?.schedule(at: end + Self.multiTapInterval) { [weak self] in
            guard let self, self.state == .possible, self.taps == seen else { return }
            self.taps = 0
            self.state = .failed
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { state = .failed }
    }
}
