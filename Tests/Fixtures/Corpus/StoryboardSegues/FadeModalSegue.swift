import UIKit

/// A segue that presents with a cross dissolve, as apps wrote before transitioning delegates.
final class FadeModalSegue: UIStoryboardSegue {
    override init(identifier: String?, source: UIViewController, destination: UIViewController) {
        super.init(identifier: identifier, source: source, destination: destination)
        destination.modalTransitionStyle = .crossDissolve
        destination.modalPresentationStyle = .fullScreen
    }

    override func perform() {
        source.present(destination, animated: true, completion: nil)
    }
}
