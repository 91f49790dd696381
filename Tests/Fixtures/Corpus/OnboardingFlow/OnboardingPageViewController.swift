import UIKit

/// One page: a symbol and an illustration fitted in its frame.
final class OnboardingPageViewController: UIViewController {
    let page: Int
    let symbolView = UIImageView()
    let illustration = UIImageView()

    init(page: Int) {
        self.page = page
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = [UIColor.systemTeal, .systemOrange, .systemPink][page % 3]
        let names = ["sparkles", "bell.badge", "lock.shield"]
        symbolView.image = UIImage(systemName: names[page % 3], withConfiguration: UIImage.SymbolConfiguration(pointSize: 44, weight: .semibold))
        symbolView.frame = CGRect(x: 24, y: 120, width: 44, height: 44)
        view.addSubview(symbolView)
        let image = UIImage(named: "onboarding-\(page)")
        illustration.image = image
        let box = CGRect(x: 24, y: 200, width: view.bounds.width - 48, height: view.bounds.height / 2)
        illustration.frame = AVMakeRect(aspectRatio: image?.size ?? CGSize(width: 4, height: 3), insideRect: box)
        view.addSubview(illustration)
    }
}
