import UIKit

/// An onboarding pager as apps write it: a scroll-style page view controller over three pages,
/// its own data source and delegate, a "Next" that sets the following page animated.
final class OnboardingPagerViewController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [UIViewController] = (0..<3).map { _ in UIViewController() }
    private(set) var turns: [Bool] = []

    init() {
        super.init(
            transitionStyle: .scroll, navigationOrientation: .horizontal,
            options: [UIPageViewController.OptionsKey.interPageSpacing: CGFloat(8)])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
        _ = (transitionStyle == .pageCurl, navigationOrientation == .vertical, spineLocation == .mid, isDoubleSided)
        _ = (gestureRecognizers.isEmpty, UIPageViewController.pageScrollDuration, UIPageViewController.OptionsKey.spineLocation)
        _ = (UIPageViewController.SpineLocation.none, UIPageViewController.SpineLocation.min, UIPageViewController.SpineLocation.max)
        let axis: UIPageViewController.NavigationOrientation = .horizontal
        let way: UIPageViewController.NavigationDirection = .reverse
        _ = (axis, way, UIPageViewController.TransitionStyle.scroll)
    }

    func next() {
        guard let current = viewControllers?.first, let index = pages.firstIndex(of: current), index + 1 < pages.count else { return }
        setViewControllers([pages[index + 1]], direction: .forward, animated: true) { finished in
            self.turns.append(finished)
        }
    }

    func back() {
        guard let current = viewControllers?.first, let index = pages.firstIndex(of: current), index > 0 else { return }
        setViewControllers([pages[index - 1]], direction: .reverse, animated: true)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        viewControllers?.first.flatMap { pages.firstIndex(of: $0) } ?? 0
    }

    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        turns.append(completed)
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation { .none }

    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask {
        .portrait
    }

    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientation { .portrait }
}
