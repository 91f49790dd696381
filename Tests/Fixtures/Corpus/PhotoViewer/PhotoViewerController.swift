import UIKit

/// The full-screen photo, with every gesture a viewer has.
final class PhotoViewerController: UIViewController, UIGestureRecognizerDelegate {
    let imageView = UIImageView()
    let dismissInteraction = PullDownDismissInteraction()
    private(set) var isZoomed = false
    private(set) var chromeHidden = false
    private(set) var page = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        imageView.image = UIImage(named: "beach-4032x3024")
        imageView.frame = aspectFitRect(for: imageView.image?.size ?? .zero, in: view.bounds)
        imageView.isUserInteractionEnabled = true
        view.addSubview(imageView)

        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(toggleZoom(_:)))
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)

        let singleTap = UITapGestureRecognizer(target: self, action: #selector(toggleChrome))
        singleTap.require(toFail: doubleTap)
        view.addGestureRecognizer(singleTap)

        let pinch = UIPinchGestureRecognizer(target: self, action: #selector(handlePinch(_:)))
        pinch.delegate = self
        imageView.addGestureRecognizer(pinch)

        let longPress = UILongPressGestureRecognizer(target: self, action: #selector(showMenu(_:)))
        longPress.minimumPressDuration = 0.6
        imageView.addGestureRecognizer(longPress)

        for direction in [UISwipeGestureRecognizer.Direction.left, .right] {
            let swipe = UISwipeGestureRecognizer(target: self, action: #selector(swiped(_:)))
            swipe.direction = direction
            view.addGestureRecognizer(swipe)
        }

        dismissInteraction.attach(to: self)
    }

    @objc private func toggleZoom(_ gesture: UITapGestureRecognizer) {
        isZoomed.toggle()
        UIView.animate(withDuration: 0.3) {
            self.imageView.transform = self.isZoomed ? CGAffineTransform(scaleX: 2, y: 2) : .identity
        }
    }

    @objc private func toggleChrome() {
        chromeHidden.toggle()
    }

    @objc private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .changed:
            imageView.transform = CGAffineTransform(scaleX: pinch.scale, y: pinch.scale)
        case .ended where pinch.scale < 0.7:
            dismiss(animated: true)
        case .ended, .cancelled:
            UIView.animate(withDuration: 0.25) { self.imageView.transform = .identity }
            pinch.scale = 1
        default:
            break
        }
    }

    @objc private func showMenu(_ gesture: UILongPressGestureRecognizer) {
        guard gesture.state == .began else { return }
        imageView.alpha = 0.9
    }

    @objc private func swiped(_ gesture: UISwipeGestureRecognizer) {
        page += gesture.direction == .left ? 1 : -1
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        return gestureRecognizer is UIPinchGestureRecognizer && otherGestureRecognizer is UIPanGestureRecognizer
    }
}
