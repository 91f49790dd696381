import UIKit

/// The open photo over a black backdrop. UIKit's cross dissolve brings it in (the
/// transitioning delegate supplies no presentation animator); a pull down takes it away with
/// the app's own animator and interaction controller. The pan's delegate lets it begin only
/// for a pull that is mostly downward: a sideways swipe is for paging between photos. A pinch
/// in closes it too (pinch-to-close, the page's two-finger Alt-drag): the same dismissal, its
/// progress 1 − scale; the delegate refuses a pinch out. Two fingers turning turn the photo
/// (a `UIRotationGestureRecognizer` recognizing together with the pinch, as photo viewers let
/// a pinch and a twist go together): while they are down the photo follows them, its
/// transform their scale and turn; lifted without closing, it springs back.
final class LightboxViewController: UIViewController, UIViewControllerTransitioningDelegate, UIGestureRecognizerDelegate {
    let image: UIImage?
    let device: Device
    var finishFraction: CGFloat = 0.25
    var closeDuration: TimeInterval = 0.3
    let backdrop = UIView()
    let photoView = UIImageView()
    /// Set while the finger drives the dismissal, so the delegate hands it out.
    private var pullInteraction: PullDownInteraction?
    /// Set when a pinch starts the dismissal: it fades (PinchDismissAnimator) instead of
    /// sliding, leaving the photo's transform to the fingers.
    private var closingByPinch = false
    /// The fingers' pinch scale and turn (radians) while they are down; the photo's transform.
    private var fingerScale: CGFloat = 1
    private var fingerTurn: CGFloat = 0
    /// A pinch released to close: the photo stays where the fingers left it while it fades.
    private var closing = false

    init(image: UIImage?, device: Device) {
        self.image = image
        self.device = device
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        backdrop.frame = view.bounds
        backdrop.backgroundColor = .black
        backdrop.accessibilityIdentifier = "backdrop"
        view.addSubview(backdrop)
        photoView.image = image
        photoView.contentMode = .scaleAspectFit
        photoView.frame = view.bounds
        photoView.accessibilityIdentifier = "openPhoto"
        view.addSubview(photoView)

        // The pinch first: two fingers moving apart or together are a pinch before a pull.
        let pinch = UIPinchGestureRecognizer(target: self, action: #selector(handlePinch(_:)))
        pinch.delegate = self
        view.addGestureRecognizer(pinch)
        let rotation = UIRotationGestureRecognizer(target: self, action: #selector(handleRotation(_:)))
        rotation.delegate = self
        view.addGestureRecognizer(rotation)
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        pan.delegate = self
        view.addGestureRecognizer(pan)
    }

    // MARK: UIGestureRecognizerDelegate

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let pinch = gestureRecognizer as? UIPinchGestureRecognizer { return pinch.scale < 1 }
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let velocity = pan.velocity(in: view)
        return velocity.y > 0 && abs(velocity.y) > abs(velocity.x)
    }

    /// A pinch and a twist go together; anything else recognizes alone.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        let pair = [gestureRecognizer, otherGestureRecognizer]
        return pair.contains { $0 is UIPinchGestureRecognizer } && pair.contains { $0 is UIRotationGestureRecognizer }
    }

    // MARK: The pull

    @objc func handlePan(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: view)
        let progress = min(max(translation.y / view.bounds.height, 0), 1)
        switch pan.state {
        case .began:
            pullInteraction = PullDownInteraction()
            closingByPinch = false
            dismiss(animated: true)
        case .changed:
            pullInteraction?.update(progress)
        case .ended:
            let velocity = pan.velocity(in: view)
            if velocity.y > 800 || (progress > finishFraction && velocity.y > -100) {
                pullInteraction?.finish()
            } else {
                pullInteraction?.cancel()
            }
            pullInteraction = nil
        case .cancelled, .failed:
            pullInteraction?.cancel()
            pullInteraction = nil
        default:
            break
        }
    }

    // MARK: The pinch

    /// Pinch-to-close: the pinch's scale drives the pull's dismissal (progress 1 − scale);
    /// released below 0.8, or closing faster than 1 scale per second, the photo closes.
    @objc func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        let progress = min(max(1 - pinch.scale, 0), 1)
        switch pinch.state {
        case .began:
            pullInteraction = PullDownInteraction()
            closingByPinch = true
            fingerScale = pinch.scale
            followFingers()
            dismiss(animated: true)
        case .changed:
            fingerScale = pinch.scale
            followFingers()
            pullInteraction?.update(progress)
        case .ended:
            if pinch.scale < 0.8 || pinch.velocity < -1 {
                closing = true
                pullInteraction?.finish()
            } else {
                pullInteraction?.cancel()
            }
            pullInteraction = nil
            fingersLifted()
        case .cancelled:
            pullInteraction?.cancel()
            pullInteraction = nil
            fingersLifted()
        case .failed:
            // A refused pinch out: a twist may still be turning the photo.
            pullInteraction?.cancel()
            pullInteraction = nil
        default:
            break
        }
    }

    // MARK: The twist

    /// The photo turns with the fingers (`rotation` is their turn since they went down).
    @objc func handleRotation(_ rotation: UIRotationGestureRecognizer) {
        switch rotation.state {
        case .began, .changed:
            fingerTurn = rotation.rotation
            followFingers()
        case .ended, .cancelled:
            fingersLifted()
        default:
            break
        }
    }

    private func followFingers() {
        photoView.transform = CGAffineTransform(scaleX: fingerScale, y: fingerScale).rotated(by: fingerTurn)
    }

    /// The fingers lifted (both recognizers report it; the second finds nothing to do): a
    /// photo that is not closing springs back to where it was, with a little bounce.
    private func fingersLifted() {
        fingerScale = 1
        fingerTurn = 0
        guard !closing, photoView.transform != .identity else { return }
        UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0, options: [], animations: {
            self.photoView.transform = .identity
        })
    }

    // MARK: UIViewControllerTransitioningDelegate

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        closingByPinch ? PinchDismissAnimator(duration: closeDuration) : PullDownDismissAnimator(duration: closeDuration)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        pullInteraction
    }
}
