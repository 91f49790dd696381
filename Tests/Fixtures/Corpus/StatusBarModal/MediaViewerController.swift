import UIKit

/// A full-screen photo that hides the status bar while it is shown.
final class MediaViewerController: UIViewController {
    let imageView = UIImageView()
    var statusBarHidden = true

    override var prefersStatusBarHidden: Bool { statusBarHidden }
    override var preferredStatusBarStyle: UIStatusBarStyle { statusBarHidden ? .lightContent : .default }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        imageView.image = UIImage(named: "harbour")
        imageView.contentMode = .scaleAspectFit
        imageView.frame = ScreenMetrics.screenBounds
        view.addSubview(imageView)
    }
}
