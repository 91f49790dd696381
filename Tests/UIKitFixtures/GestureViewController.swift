import UIKit

// A view controller as an app writes it, after the catalog's rewrite for Linux: the app's
// `#selector(handlePan(_:))` is `Selector.method(Self.handlePan(_:))` here, and its `@objc`
// attributes are gone. Nothing else differs from the iOS file.

final class SwipeToDismissViewController: UIViewController, UIGestureRecognizerDelegate {
    var panStates: [UIGestureRecognizer.State] = []
    var translations: [CGPoint] = []
    var velocities: [CGPoint] = []
    var taps = 0
    var edgeStates: [UIGestureRecognizer.State] = []
    var allowsPan = true

    lazy var panGestureRecognizer = UIPanGestureRecognizer(target: self, action: Selector.method(Self.handlePan(_:)))
    lazy var tapGestureRecognizer = UITapGestureRecognizer(target: self, action: Selector.method(Self.close))
    let photoView = UIImageView()
    let cardView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        cardView.frame = CGRect(x: 20, y: 100, width: 335, height: 400)
        view.addSubview(cardView)
        photoView.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        cardView.addSubview(photoView)
        panGestureRecognizer.delegate = self
        cardView.addGestureRecognizer(panGestureRecognizer)
        cardView.addGestureRecognizer(tapGestureRecognizer)
        let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: Selector.method(SwipeToDismissViewController.handleEdgePan(_:)))
        edgePan.edges = .left
        view.addGestureRecognizer(edgePan)
    }

    func handlePan(_ gestureRecognizer: UIPanGestureRecognizer) {
        panStates.append(gestureRecognizer.state)
        translations.append(gestureRecognizer.translation(in: view))
        velocities.append(gestureRecognizer.velocity(in: view))
    }

    func handleEdgePan(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        edgeStates.append(gestureRecognizer.state)
    }

    func close() {
        taps += 1
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === panGestureRecognizer ? allowsPan : true
    }
}

/// Something that is not the view controller, to receive an action meant for it.
final class UnrelatedObject {
    var called = false
    func handlePan(_ gestureRecognizer: UIPanGestureRecognizer) { called = true }
}

/// An interaction controller as apps write one (not final, a subclass of an NSObject), the
/// rewriter's `Self.` form in a class that can be subclassed, and a delegate letting two
/// recognizers run together.
class PinchAndPanInteraction: NSObject, UIGestureRecognizerDelegate {
    var log: [String] = []
    var simultaneous = false

    func install(on view: UIView) {
        let pan = UIPanGestureRecognizer(target: self, action: Selector.method(Self.handlePan(_:)))
        pan.delegate = self
        view.addGestureRecognizer(pan)
        let outer = UIPanGestureRecognizer(target: self, action: Selector.method(Self.handleOuterPan(_:)))
        outer.delegate = self
        view.superview?.addGestureRecognizer(outer)
    }

    func handlePan(_ gestureRecognizer: UIPanGestureRecognizer) {
        log.append("inner \(gestureRecognizer.state)")
    }

    func handleOuterPan(_ gestureRecognizer: UIPanGestureRecognizer) {
        log.append("outer \(gestureRecognizer.state)")
        if gestureRecognizer.state == .changed {
            // The old trick to cancel a gesture.
            gestureRecognizer.isEnabled = false
            gestureRecognizer.isEnabled = true
        }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        simultaneous
    }
}

/// A view that refuses horizontal pans, as apps override UIView's hook.
final class VerticalOnlyView: UIView {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let velocity = pan.velocity(in: self)
        return abs(velocity.y) > abs(velocity.x)
    }
}

/// Apps name their selectors once, in an extension (`static let close = #selector(…)`).
extension Selector {
    static let closeSwipe = Selector.method(SwipeToDismissViewController.close, name: "close")
}
