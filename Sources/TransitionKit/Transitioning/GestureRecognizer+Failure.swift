import Foundation

final class WeakRecognizer {
    weak var recognizer: GestureRecognizer?
    init(_ recognizer: GestureRecognizer) { self.recognizer = recognizer }
}

/// `require(toFail:)`, as UIKit documents it: a recognizer that would begin (or recognize)
/// while another it requires to fail is still undecided waits in `.possible`; it takes the
/// state it waited for when the other fails, and fails when the other recognizes. The classic
/// use — a single tap that waits for a double tap — works because a tap recognizer needing
/// more taps fails once `TapGestureRecognizer.multiTapInterval` passes without the next one.
extension GestureRecognizer {
    public func require(toFail otherGestureRecognizer: GestureRecognizer) {
        guard otherGestureRecognizer !== self else { return }
        requiredToFail.append(WeakRecognizer(otherGestureRecognizer))
        otherGestureRecognizer.dependents.append(WeakRecognizer(self))
    }

    /// A recognizer this one requires to fail has not failed yet, and its delegate (or this
    /// one's) does not waive the requirement.
    var waitsForFailure: Bool {
        let required =
            requiredToFail.compactMap(\.recognizer)
            + (touchDelivery?.recognizers.filter { other in
                other !== self
                    && (delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) ?? false
                        || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) ?? false)
            } ?? [])
        return required.contains { $0.state == .possible && $0.isEnabled && $0.isReceivingTouches }
    }

    /// Whether a recognizer is still part of a gesture: it has the touch, or it is a tap
    /// between the taps of a multi-tap.
    var isReceivingTouches: Bool { touchDelivery != nil || (self as? TapGestureRecognizer)?.isBetweenTaps == true }

    /// Called when this recognizer's state changes: the ones waiting on it go on.
    func settleDependents() {
        guard state != .possible else { return }
        for dependent in dependents.compactMap(\.recognizer) {
            guard let pending = dependent.pendingState, dependent.state == .possible else { continue }
            if state == .failed {
                guard !dependent.waitsForFailure else { continue }
                dependent.pendingState = nil
                dependent.state = pending
            } else {
                dependent.pendingState = nil
                dependent.state = .failed
            }
        }
    }
}
