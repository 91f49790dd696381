//
//  PhotoDetailViewController.swift
//

import UIKit

class PhotoDetailViewController: UIViewController {

    @IBOutlet weak var imageView: UIImageView!
    @IBOutlet weak var captionLabel: UILabel!
    @IBOutlet weak var closeButton: UIButton!

    var photo: UIImage?
    private let fadeTransitioning = PhotoDetailTransitioningDelegate()
    private var chromeHidden = false

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .custom
        transitioningDelegate = fadeTransitioning
        modalPresentationCapturesStatusBarAppearance = true
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        return .lightContent
    }

    override var prefersStatusBarHidden: Bool {
        return chromeHidden
    }

    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation {
        return .fade
    }

    override var prefersHomeIndicatorAutoHidden: Bool {
        return chromeHidden
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        imageView.image = photo
        imageView.contentMode = .scaleAspectFit
        captionLabel.font = UIFont.systemFont(ofSize: 15, weight: .medium)
        captionLabel.textColor = .white

        let tap = UITapGestureRecognizer(target: self, action: #selector(toggleChrome))
        view.addGestureRecognizer(tap)
    }

    @objc private func toggleChrome() {
        chromeHidden.toggle()
        UIView.animate(withDuration: 0.25) {
            self.captionLabel.alpha = self.chromeHidden ? 0 : 1
            self.closeButton.alpha = self.chromeHidden ? 0 : 1
            self.setNeedsStatusBarAppearanceUpdate()
        }
        setNeedsUpdateOfHomeIndicatorAutoHidden()
    }

    @IBAction func closeTapped(_ sender: UIButton) {
        dismiss(animated: true, completion: nil)
    }
}

final class PhotoDetailTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController,
                             presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return FadeAnimator(direction: .present)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return FadeAnimator(direction: .dismiss, duration: 0.2)
    }
}
