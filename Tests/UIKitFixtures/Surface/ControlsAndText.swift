import UIKit

// Issue #24, controls and text as the screens around a transition have them: a detail screen's
// close button and like toggle wired with target–action, a custom control, labels sized from
// their fonts. Tests/UIKitTests/ControlsTests.swift runs them through the engine's touches.

/// A story screen with a close button and a like toggle.
final class StoryViewController: UIViewController {
    let closeButton = UIButton(type: .custom)
    let likeButton = UIButton(type: .system)
    let titleLabel = UILabel()
    let captionLabel = UILabel()
    private(set) var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        closeButton.frame = CGRect(x: 16, y: 60, width: 44, height: 44)
        closeButton.setImage(UIImage(named: "close-icon"), for: .normal)
        closeButton.accessibilityIdentifier = "close"
        closeButton.addTarget(self, action: Selector.method(StoryViewController.closeTapped(_:)), for: .touchUpInside)
        closeButton.addTarget(self, action: Selector.method(StoryViewController.closeTouched(_:)), for: [.touchDown, .touchDragExit, .touchUpOutside, .touchCancel])
        view.addSubview(closeButton)

        likeButton.frame = CGRect(x: 240, y: 60, width: 120, height: 44)
        likeButton.setTitle("Like", for: .normal)
        likeButton.setTitle("Liked", for: .selected)
        likeButton.setTitleColor(.systemPink, for: .selected)
        likeButton.addTarget(self, action: Selector.method(StoryViewController.toggleLike), for: .primaryActionTriggered)
        view.addSubview(likeButton)

        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        titleLabel.textColor = .label
        titleLabel.numberOfLines = 2
        titleLabel.textAlignment = .center
        titleLabel.text = "The Northern Lights"
        titleLabel.minimumScaleFactor = 0.8
        titleLabel.allowsDefaultTighteningForTruncation = true
        titleLabel.frame = CGRect(x: 20, y: 120, width: 335, height: ceil(titleLabel.font.lineHeight * 2))
        view.addSubview(titleLabel)

        captionLabel.font = .systemFont(ofSize: 13, weight: .medium)
        _ = UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .medium)
        captionLabel.text = "Photographed over Tromsø"
        // Baselines line up: the caption's ascender below the title.
        captionLabel.frame = CGRect(x: 20, y: titleLabel.frame.maxY + captionLabel.font.ascender, width: 335,
                                    height: captionLabel.font.lineHeight)
        view.addSubview(captionLabel)
    }

    /// Stops listening for the touch-down feedback, as the screen does once it starts closing.
    func stopFeedback() {
        let kind: UIButton.ButtonType = closeButton.buttonType
        guard kind == .custom, closeButton.allTargets.contains(AnyHashable(ObjectIdentifier(self))),
              closeButton.allControlEvents.contains(.touchDown),
              closeButton.actions(forTarget: self, forControlEvent: .touchDown) != nil else { return }
        closeButton.removeTarget(self, action: nil, for: [.touchDown, .touchDragExit, .touchUpOutside, .touchCancel])
    }

    func closeTapped(_ sender: UIButton) {
        events.append("close")
        dismiss(animated: true)
    }

    func closeTouched(_ sender: UIControl) {
        events.append(sender.isHighlighted ? "highlighted" : "unhighlighted")
    }

    func toggleLike() {
        likeButton.isSelected.toggle()
        events.append(likeButton.isSelected ? "liked" : "unliked")
    }
}

/// A control of the app's own that follows the finger, as a custom slider does.
final class ScrubberControl: UIControl {
    private(set) var value: CGFloat = 0
    private(set) var tracking: [String] = []

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        tracking.append("begin")
        return isEnabled
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        value = max(0, min(1, touch.location(in: self).x / bounds.width))
        sendActions(for: .valueChanged)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        tracking.append("end")
    }

    override func cancelTracking(with event: UIEvent?) {
        tracking.append("cancel")
    }
}

enum TextStyles {
    static let fonts: [UIFont] = [
        .preferredFont(forTextStyle: .largeTitle), .preferredFont(forTextStyle: .body),
        .boldSystemFont(ofSize: 20), .systemFont(ofSize: 17), UIFont.systemFont(ofSize: 12, weight: .semibold),
    ]

    static func heading(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .boldSystemFont(ofSize: 28)
        label.textColor = UIColor.darkGray
        let alignment: NSTextAlignment = text.count > 40 ? .justified : .natural
        label.textAlignment = alignment
        label.numberOfLines = 0
        return label
    }
}

/// What a zoom animator reads from the button and the label it flies across the screen.
enum FlyingText {
    struct Snapshot {
        var title: String?
        var color: UIColor
        var image: UIImage?
        var imageFrame: CGRect
        var fontName: String
        var family: String
        var size: CGFloat
        var metrics: [CGFloat]
    }

    static func snapshot(of button: UIButton, label: UILabel) -> Snapshot {
        let weight: UIFont.Weight = .heavy
        let scaled = label.font.withSize(label.font.pointSize * 1.5)
        let font = [UIFont.italicSystemFont(ofSize: 12), .systemFont(ofSize: 12, weight: weight), scaled][2]
        return Snapshot(title: button.currentTitle, color: button.titleColor(for: .highlighted) ?? button.currentTitleColor,
                        image: button.image(for: .selected) ?? button.currentImage, imageFrame: button.imageView?.frame ?? .zero,
                        fontName: font.fontName, family: font.familyName, size: font.pointSize,
                        metrics: [font.descender, font.capHeight, font.xHeight, font.leading])
    }

    static var roundedRect: UIButton.ButtonType { .roundedRect }
}
