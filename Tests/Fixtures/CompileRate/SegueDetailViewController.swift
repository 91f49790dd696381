import UIKit

class SegueListViewController: UIViewController, UIViewControllerTransitioningDelegate {
    @IBOutlet weak var headerView: UIView!
    let transition = FadeAnimator(presenting: true)

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showDetail" {
            let destination = segue.destination
            destination.transitioningDelegate = self
            destination.modalPresentationStyle = .custom
        }
    }

    @IBAction func openTapped(_ sender: UIButton) {
        performSegue(withIdentifier: "showDetail", sender: sender)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return transition
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return FadeAnimator(presenting: false)
    }
}
