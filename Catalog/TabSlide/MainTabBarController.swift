import UIKit

/// The app's tab bar controller: it is its own delegate and slides between tabs in the
/// direction of the tab tapped.
class MainTabBarController: UITabBarController, UITabBarControllerDelegate {
    var slideDuration: TimeInterval = 0.35

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let tabs = tabBarController.viewControllers,
              let fromIndex = tabs.firstIndex(of: fromVC),
              let toIndex = tabs.firstIndex(of: toVC) else { return nil }
        return SlideTabAnimator(fromIndex: fromIndex, toIndex: toIndex, duration: slideDuration)
    }
}

/// One tab's screen: a colour and a title card.
class TabContentViewController: UIViewController {
    let color: UIColor

    init(title: String, color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        let card = UIView(frame: CGRect(x: 24, y: 140, width: 327, height: 180))
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        card.accessibilityIdentifier = "card"
        view.addSubview(card)
    }
}
