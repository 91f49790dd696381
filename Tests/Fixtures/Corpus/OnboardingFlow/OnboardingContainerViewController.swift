import UIKit

/// Pages of an onboarding flow in a container of its own: the next page cross-dissolves in.
final class OnboardingContainerViewController: UIViewController {
    private(set) var pages: [UIViewController] = []
    private(set) var index = 0
    let dots = PageDotsView(count: 3)
    let skipButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        pages = (0..<3).map { OnboardingPageViewController(page: $0) }
        let first = pages[0]
        addChild(first)
        first.view.frame = view.bounds
        view.addSubview(first.view)
        first.didMove(toParent: self)
        dots.frame = CGRect(x: 0, y: view.bounds.height - 80, width: view.bounds.width, height: 20)
        view.addSubview(dots)
        skipButton.setTitle("Skip", for: .normal)
        skipButton.frame = CGRect(x: view.bounds.width - 80, y: 50, width: 64, height: 44)
        skipButton.addTarget(self, action: #selector(skip), for: .touchUpInside)
        view.addSubview(skipButton)
    }

    func showNext() {
        guard index + 1 < pages.count else { return }
        let current = pages[index]
        let next = pages[index + 1]
        index += 1
        current.willMove(toParent: nil)
        addChild(next)
        let duration = UIAccessibility.isReduceMotionEnabled ? 0 : 0.35
        transition(from: current, to: next, duration: duration, options: [.transitionCrossDissolve], animations: {
            self.dots.select(self.index)
        }, completion: { _ in
            current.removeFromParent()
            next.didMove(toParent: self)
        })
        view.bringSubviewToFront(dots)
    }

    @objc private func skip() {
        dismiss(animated: true)
    }
}
