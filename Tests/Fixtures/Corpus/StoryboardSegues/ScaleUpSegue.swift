import UIKit

/// A custom segue from a storyboard: the destination's view grows from the centre over the
/// source, then the destination is presented without animation.
class ScaleUpSegue: UIStoryboardSegue {
    override func perform() {
        let sourceView = source.view!
        let destinationView = destination.view!
        destinationView.frame = sourceView.bounds
        destinationView.transform = CGAffineTransform(scaleX: 0.05, y: 0.05)
        destinationView.alpha = 0
        sourceView.addSubview(destinationView)
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveEaseInOut, animations: {
            destinationView.transform = .identity
            destinationView.alpha = 1
        }) { _ in
            destinationView.removeFromSuperview()
            self.source.present(self.destination, animated: false, completion: nil)
        }
    }
}
