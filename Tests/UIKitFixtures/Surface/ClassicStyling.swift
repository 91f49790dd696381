import UIKit

// The classic styling around a transition that apps still ship: a pill button padded with the
// (iOS 15-deprecated) edge insets, Dynamic Type for a custom font with `UIFontMetrics`, colours
// from the asset catalog and from a pattern image, continuous corners, and the transparent
// navigation bar idiom. Tests/UIKitTests/ClassicStylingTests.swift checks what each does.

/// A "Continue" pill whose padding comes from `contentEdgeInsets`, with an arrow image spaced
/// from the title by the image and title insets.
final class PillButton: UIButton {
    static func make() -> PillButton {
        let button = PillButton(type: .custom)
        button.setTitle("Continue", for: .normal)
        button.setImage(UIImage(named: "arrow-icon"), for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: -4, bottom: 0, right: 4)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: -4)
        button.layer.cornerRadius = 22
        let curve: CALayerCornerCurve = .continuous
        button.layer.cornerCurve = curve
        return button
    }
}

/// The brand's colours and fonts as an app's theme declares them.
enum Theme {
    static var accent: UIColor { UIColor(named: "AccentColor") ?? .systemIndigo }
    static var card: UIColor? { UIColor(named: "CardBackground", in: Bundle.main, compatibleWith: nil) }
    static var paper: UIColor { UIColor(patternImage: UIImage(named: "paper-texture")!) }

    /// A 17-point custom face that follows Dynamic Type, never above 28 points.
    static var bodyFont: UIFont {
        let base = UIFont.systemFont(ofSize: 17, weight: .semibold)
        return UIFontMetrics(forTextStyle: .body).scaledFont(for: base, maximumPointSize: 28)
    }

    static var titleFont: UIFont {
        UIFontMetrics.default.scaledFont(for: .boldSystemFont(ofSize: 34))
    }

    /// A spacing that grows with the text size.
    static var spacing: CGFloat { UIFontMetrics(forTextStyle: .title1).scaledValue(for: 16) }
}

/// A detail screen under a transparent navigation bar, its text in the readable width.
final class ArticleReaderViewController: UIViewController {
    let bodyLabel = UILabel()
    let continueButton = PillButton.make()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Theme.card ?? .systemBackground
        bodyLabel.numberOfLines = 0
        bodyLabel.font = Theme.bodyFont
        bodyLabel.text = "The northern lights over Tromsø, photographed from the ferry."
        bodyLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bodyLabel)
        continueButton.backgroundColor = Theme.accent
        continueButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(continueButton)
        let guide = view.readableContentGuide
        NSLayoutConstraint.activate([
            bodyLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            bodyLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: Theme.spacing),
            continueButton.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
            continueButton.topAnchor.constraint(equalTo: bodyLabel.bottomAnchor, constant: 24),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let bar = navigationController?.navigationBar else { return }
        bar.setBackgroundImage(UIImage(), for: .default)
        bar.shadowImage = UIImage()
        bar.isTranslucent = true
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guard let bar = navigationController?.navigationBar else { return }
        if bar.backgroundImage(for: .default) != nil {
            bar.setBackgroundImage(nil, for: .default)
            bar.shadowImage = nil
        }
        let position: UIBarPosition = .any
        let metrics: UIBarMetrics = .landscapePhone
        bar.setBackgroundImage(nil, for: position, barMetrics: metrics)
        _ = bar.backgroundImage(for: .topAttached, barMetrics: .compact)
    }
}
