import UIKit

// Issue #22: a sheet's blurred backdrop, as apps write it — a `UIVisualEffectView` whose blur
// fades in with the presentation and out with the dismissal, its labels in `contentView`.
// Tests/TransitionKitTests/CoreAnimation/VisualEffectViewTests.swift checks the frames.

public final class BlurredBackdropController: UIViewController {
    public let backdrop = UIVisualEffectView(effect: nil)
    public let caption = UILabel()

    public override func viewDidLoad() {
        super.viewDidLoad()
        backdrop.frame = view.bounds
        backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(backdrop)
        caption.text = "Blurred"
        caption.frame = CGRect(x: 20, y: 40, width: 200, height: 30)
        backdrop.contentView.addSubview(caption)
    }

    /// Fades the blur in over what is behind the controller's view.
    public func showBlur(style: UIBlurEffect.Style = .systemMaterial) {
        UIView.animate(withDuration: 0.3) {
            self.backdrop.effect = UIBlurEffect(style: style)
        }
    }

    public func hideBlur() {
        UIView.animate(withDuration: 0.3, animations: { self.backdrop.effect = nil })
    }

    /// A vibrant caption on the blur, as Apple's documentation nests it (iOS 13's style).
    public func addVibrantCaption(_ text: String) -> UIVisualEffectView {
        let blur = UIBlurEffect(style: .systemThinMaterial)
        let style: UIVibrancyEffectStyle = .secondaryLabel
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: style))
        vibrancy.frame = backdrop.contentView.bounds
        let label = UILabel()
        label.text = text
        vibrancy.contentView.addSubview(label)
        backdrop.contentView.addSubview(vibrancy)
        _ = UIVibrancyEffect(blurEffect: blur)
        return vibrancy
    }

    /// A frosted bar as iOS 8 apps made it.
    public static func frostedBar(width: CGFloat) -> UIVisualEffectView {
        let bar = UIVisualEffectView(effect: UIBlurEffect(style: .extraLight))
        bar.frame = CGRect(x: 0, y: 0, width: width, height: 64)
        return bar
    }
}
