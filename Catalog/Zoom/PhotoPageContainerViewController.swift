import UIKit

/// The full-screen photo, aspect-fit (what the zoom scroll view shows at minimum zoom). Its
/// pan pulls the photo down to dismiss: `.began` starts the dismissal, every later state
/// goes to the transition controller.
class PhotoPageContainerViewController: UIViewController, UIGestureRecognizerDelegate {
    var transitionController = ZoomTransitionController()
    var panGestureRecognizer: UIPanGestureRecognizer!

    let image: UIImage
    let imageView: UIImageView
    private let device: Device

    init(image: UIImage, device: Device) {
        self.device = device
        self.image = image
        imageView = UIImageView(image: image)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = UIView(frame: device.bounds)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.accessibilityIdentifier = "photo"
        imageView.frame = aspectFitFrame(for: image.size, in: view.bounds)
        view.addSubview(imageView)

        panGestureRecognizer = UIPanGestureRecognizer(target: self, action: #selector(didPanWith(gestureRecognizer:)))
        panGestureRecognizer.delegate = self
        view.addGestureRecognizer(panGestureRecognizer)
    }

    private func aspectFitFrame(for size: CGSize, in bounds: CGRect) -> CGRect {
        let imageRatio = size.width / size.height
        if imageRatio > bounds.width / bounds.height {
            let height = bounds.width / imageRatio
            return CGRect(x: bounds.minX, y: bounds.minY + (bounds.height - height) / 2, width: bounds.width, height: height)
        }
        let width = bounds.height * imageRatio
        return CGRect(x: bounds.minX + (bounds.width - width) / 2, y: bounds.minY, width: width, height: bounds.height)
    }

    @objc func didPanWith(gestureRecognizer: UIPanGestureRecognizer) {
        switch gestureRecognizer.state {
        case .began:
            transitionController.isInteractive = true
            dismiss(animated: true, completion: nil)
        case .ended:
            if transitionController.isInteractive {
                transitionController.isInteractive = false
                transitionController.didPanWith(gestureRecognizer: gestureRecognizer)
            }
        default:
            if transitionController.isInteractive {
                transitionController.didPanWith(gestureRecognizer: gestureRecognizer)
            }
        }
    }
}

extension PhotoPageContainerViewController: ZoomAnimatorDelegate {
    func transitionWillStartWith(zoomAnimator: ZoomAnimator) {}

    func transitionDidEndWith(zoomAnimator: ZoomAnimator) {}

    func referenceImageView(for zoomAnimator: ZoomAnimator) -> UIImageView? {
        return imageView
    }

    func referenceImageViewFrameInTransitioningView(for zoomAnimator: ZoomAnimator) -> CGRect? {
        return imageView.convert(imageView.bounds, to: view)
    }
}
