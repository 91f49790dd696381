import AVFoundation
import UIKit
import os.log

/// The full-screen photo over a black backdrop, in a zooming scroll view; pulling the scroll
/// view down past 90 points closes it (a KVO observation of `contentOffset`).
final class LightboxViewController: UIViewController {
    let photoSize: CGSize
    let backdrop = UIView()
    let scrollView = UIScrollView()
    let photoView = UIImageView()
    private var offsetObservation: NSKeyValueObservation?
    private let logger = Logger(subsystem: "com.example.lightbox", category: "viewer")

    init(photoSize: CGSize) {
        self.photoSize = photoSize
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        offsetObservation?.invalidate()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        backdrop.backgroundColor = .black
        backdrop.frame = view.bounds
        backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(backdrop)

        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)

        photoView.backgroundColor = .systemGray
        photoView.contentMode = .scaleAspectFit
        scrollView.addSubview(photoView)

        let drag = VerticalDragRecognizer(target: self, action: #selector(handleDrag(_:)))
        view.addGestureRecognizer(drag)

        offsetObservation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] _, change in
            guard let self = self, let offset = change.newValue else { return }
            // How far past its resting offset (below the safe area) the photo is pulled.
            let pull = max(0, -(offset.y + self.scrollView.adjustedContentInset.top))
            self.backdrop.alpha = max(0.3, 1 - pull / 300)
            if pull > 90, self.presentingViewController != nil, !self.isBeingDismissed {
                self.logger.info("pulled to close at \(pull, format: .fixed(precision: 0))")
                self.dismiss(animated: true)
            }
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if photoView.frame == .zero {
            photoView.frame = AVMakeRect(aspectRatio: photoSize, insideRect: scrollView.bounds)
        }
    }

    @objc private func handleDrag(_ recognizer: VerticalDragRecognizer) {
        switch recognizer.state {
        case .changed:
            scrollView.contentOffset = CGPoint(x: 0, y: -scrollView.adjustedContentInset.top - recognizer.translation)
        case .ended, .cancelled:
            if recognizer.translation > 240 {
                // A long throw: let the photo fall away.
                (transitioningDelegate as? LightboxTransitions)?.dismissesByFling = true
                dismiss(animated: true)
            } else if recognizer.translation < 90 {
                scrollView.setContentOffset(CGPoint(x: 0, y: -scrollView.adjustedContentInset.top), animated: true)
            }
        default:
            break
        }
    }
}
