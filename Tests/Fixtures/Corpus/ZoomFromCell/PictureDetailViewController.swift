import UIKit

final class PictureDetailViewController: UIViewController, ZoomTransitionDestination {
    let imageView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        imageView.image = UIImage(named: "gallery-4")
        imageView.contentMode = .scaleAspectFit
        view.addSubview(imageView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        imageView.frame = CGRect(x: 0, y: (view.bounds.height - width) / 2, width: width, height: width)
    }

    func zoomDestinationFrame(in container: UIView) -> CGRect {
        view.layoutIfNeeded()
        return imageView.convert(imageView.bounds, to: container)
    }

    func setZoomContentHidden(_ hidden: Bool) {
        imageView.isHidden = hidden
    }
}
