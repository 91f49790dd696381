import UIKit

final class ScrollHeaderObserver {
    private var observation: NSKeyValueObservation?
    private weak var header: UIView?

    init(scrollView: UIScrollView, header: UIView) {
        self.header = header
        observation = scrollView.observe(\.contentOffset, options: [.new, .old]) { [weak self] scrollView, change in
            guard let offset = change.newValue else { return }
            let progress = min(max(-offset.y / 120, 0), 1)
            self?.header?.transform = CGAffineTransform(scaleX: 1 + progress * 0.2, y: 1 + progress * 0.2)
        }
    }

    deinit { observation?.invalidate() }
}
