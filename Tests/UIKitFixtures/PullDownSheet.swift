import UIKit

// Written the way sheet libraries write a pull-to-dismiss: the sheet's content is a scroll view
// whose delegate dismisses the sheet once the user drags it far enough past the top. Compiled
// with the catalog's settings; Tests/UIKitTests drives it with a drag from the page.

final class PullDownSheetViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    /// How far past the top (points) the content must be pulled.
    let dismissThreshold: CGFloat = 80
    private(set) var pulledOffset: CGFloat?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: view.bounds.width, height: view.bounds.height * 2)
        scrollView.alwaysBounceVertical = true
        scrollView.delegate = self
        view.addSubview(scrollView)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let pulled = -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
        guard scrollView.isDragging, pulled > dismissThreshold, presentingViewController != nil,
              !isBeingDismissed, pulledOffset == nil else { return }
        pulledOffset = scrollView.contentOffset.y
        dismiss(animated: true)
    }
}
