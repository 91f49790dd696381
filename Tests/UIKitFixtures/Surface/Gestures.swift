import UIKit

// Issue #24, the gesture recognizers a photo viewer has, as the rewritten copy of an app's
// file reads (`Selector.method` for `#selector`). Tests/UIKitTests/MoreGesturesTests.swift
// drives them with the engine's touches.

final class GesturePhotoViewController: UIViewController, UIGestureRecognizerDelegate {
    let photo = UIView()
    let doubleTap = UITapGestureRecognizer()
    let singleTap = UITapGestureRecognizer()
    let longPress = UILongPressGestureRecognizer()
    let swipe = UISwipeGestureRecognizer()
    let pinch = UIPinchGestureRecognizer()
    let rotation = UIRotationGestureRecognizer()
    private(set) var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        photo.frame = CGRect(x: 0, y: 100, width: 375, height: 375)
        photo.accessibilityIdentifier = "photo"
        view.addSubview(photo)

        doubleTap.numberOfTapsRequired = 2
        doubleTap.addTarget(self, action: Selector.method(GesturePhotoViewController.doubleTapped(_:)))
        singleTap.addTarget(self, action: Selector.method(GesturePhotoViewController.singleTapped(_:)))
        singleTap.require(toFail: doubleTap)
        longPress.minimumPressDuration = 0.5
        longPress.allowableMovement = 10
        longPress.numberOfTouchesRequired = 1
        longPress.numberOfTapsRequired = 0
        longPress.addTarget(self, action: Selector.method(GesturePhotoViewController.pressed(_:)))
        swipe.direction = [.left, .right]
        swipe.numberOfTouchesRequired = 1
        swipe.addTarget(self, action: Selector.method(GesturePhotoViewController.swiped(_:)))
        pinch.scale = 1
        pinch.delegate = self
        rotation.rotation = 0
        for recognizer in [doubleTap, singleTap, longPress, swipe, pinch, rotation] as [UIGestureRecognizer] {
            photo.addGestureRecognizer(recognizer)
        }
        _ = (pinch.velocity, rotation.velocity, UISwipeGestureRecognizer.Direction.up, UISwipeGestureRecognizer.Direction.down)
    }

    func doubleTapped(_ gesture: UITapGestureRecognizer) { events.append("double") }
    func singleTapped(_ gesture: UITapGestureRecognizer) { events.append("single") }
    func pressed(_ gesture: UILongPressGestureRecognizer) { events.append("press \(gesture.state)") }
    func swiped(_ gesture: UISwipeGestureRecognizer) { events.append("swipe") }

    /// The long press waits for nothing; a swipe is not asked to wait for the pinch.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
}

/// A recognizer of the app's own, as `import UIKit.UIGestureRecognizerSubclass` files write:
/// overridden touch methods and a settable state.
final class CheckmarkGestureRecognizer: UIGestureRecognizer {
    private var strokes = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        strokes = 0
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        strokes += 1
        if strokes == 3 { state = .began } else if strokes > 3 { state = .changed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        state = strokes >= 3 ? .ended : .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .cancelled
    }

    override func reset() {
        super.reset()
        strokes = 0
    }
}
