import Foundation
/// A headless `UIImageView`: draws a procedural photo with a content mode.
open class ImageView: View {
    open var image: UIImage? {
        didSet { updateContent() }
    }

    open var contentMode: ContentMode = .scaleToFill {
        didSet { updateContent() }
    }

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        updateContent()
    }

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    private func updateContent() {
        layer.content = image?.picture.map { .image($0, contentMode: contentMode) } ?? .none
    }
}

/// A headless `UILabel`.
open class Label: View {
    open var text: String? { didSet { updateContent() } }
    open var fontSize: Double = 17 { didSet { updateContent() } }
    open var fontWeight: Text.Weight = .regular { didSet { updateContent() } }
    /// `UIColor!` as in UIKit: setting nil resets it to the default, `.label`.
    open var textColor: UIColor! {
        get { madeTextColor }
        set { madeTextColor = newValue ?? .label; updateContent() }
    }
    private var madeTextColor: UIColor = .label
    open var textAlignment: Text.Alignment = .left { didSet { updateContent() } }
    open var numberOfLines = 1 { didSet { updateContent() } }

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    private func updateContent() {
        guard let text, !text.isEmpty else { layer.content = .none; return }
        layer.content = .text(Text(text, fontSize: fontSize, weight: fontWeight, color: madeTextColor.rgba,
                                   alignment: textAlignment, numberOfLines: numberOfLines))
    }
}
