import UIKit

// On iOS, @objc makes showDetail(_:) reachable from #selector(showDetail(_:)); the rewrite
// must leave this comment, and the string below, as they are.
@objcMembers
final class ListViewController: UIViewController {
    @IBOutlet weak var headerView: UIView!
    @IBInspectable var cornerRadius: CGFloat = 8
    @objc dynamic var animatesPush = true
    let slideTransitions = SlideTransitions()
    let note = "@objc #selector(showDetail(_:)) @IBAction"

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }

    @IBAction func showDetail(_ sender: Any) {
        let detail = UIViewController()
        detail.view.backgroundColor = .systemBlue
        _ = 0 // check-catalog-registry: a compile error goes here
        navigationController?.pushViewController(detail, animated: animatesPush)
    }

    @objc(handleTapFromRecognizer:)
    private func handleTap(_ sender: Any) {}

    @nonobjc func layoutHeader() {}
}
