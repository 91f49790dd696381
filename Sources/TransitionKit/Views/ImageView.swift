import Foundation

/// A headless `UIImageView`: draws a procedural photo with a content mode.
open class ImageView: View {
    open var image: UIImage? {
        didSet { updateContent() }
    }

    /// UIKit's, default `nil`: the configuration a symbol image is drawn with. Symbols are
    /// placeholders of their image's size here (TextInputAndSymbols.swift), so a configuration
    /// set on the view — which on a device resizes the symbol — is reported; pass it to
    /// `UIImage(systemName:withConfiguration:)` to size the placeholder.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet {
            guard preferredSymbolConfiguration != nil else { return }
            Timeline.current?.noteUnmodelled("UIImageView.preferredSymbolConfiguration (the symbol keeps its image's size)", on: self)
        }
    }
    open override var contentMode: ContentMode {
        didSet { updateContent() }
    }
    /// UIKit's: shown instead of `image` while `isHighlighted` (the image when there is none).
    open var highlightedImage: UIImage? {
        didSet { updateContent() }
    }
    open var isHighlighted = false {
        didSet { updateContent() }
    }

    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
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

    /// The image's size; none without an image.
    open override var intrinsicContentSize: CGSize {
        image.map(\.size) ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The image's size, as UIKit documents ("the size of the image it is currently
    /// displaying"); the view's own size without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image.map(\.size) ?? bounds.size }

    private func updateContent() {
        let shown = isHighlighted ? (highlightedImage ?? image) : image
        layer.content = shown?.layerContent(contentMode: contentMode == .redraw ? .scaleToFill : contentMode) ?? .none
        if layoutIfMade != nil { invalidateIntrinsicContentSize() }
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
        set {
            madeTextColor = newValue ?? .label
            updateContent()
        }
    }
    private var madeTextColor: UIColor = .label
    /// `NSTextAlignment`; `.justified` is drawn left-aligned and reported.
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            if textAlignment == .justified { Timeline.current?.noteUnmodelled("NSTextAlignment.justified (drawn left-aligned)", on: self) }
            updateContent()
        }
    }
    open var numberOfLines = 1 { didSet { updateContent() } }
    /// UIKit's, default `false`: a line too wide would be drawn smaller, down to
    /// `minimumScaleFactor`. The page draws the text at its font's size, so turning it on is
    /// reported rather than shrunk silently.
    open var adjustsFontSizeToFitWidth = false {
        didSet {
            guard adjustsFontSizeToFitWidth else { return }
            Timeline.current?.noteUnmodelled("UILabel.adjustsFontSizeToFitWidth (the text is drawn at its font's size)", on: self)
        }
    }
    /// UIKit's, default 0: the smallest scale `adjustsFontSizeToFitWidth` would use. Stored.
    open var minimumScaleFactor: CGFloat = 0
    /// UIKit's, default `false`: tightening letter spacing before truncating; the page's text
    /// measure has no tightening, so it is stored only (letter spacing is not drawn).
    open var allowsDefaultTighteningForTruncation = false
    /// `UIContentSizeCategoryAdjusting`'s, default `false`. A run's content size category is the
    /// default (`.large`) and never changes, so there is nothing to follow: stored only.
    open var adjustsFontForContentSizeCategory = false
    /// `UIFont!` as in UIKit (nil restores the 17-point system font): it sets the size and
    /// weight drawn (`fontSize`, `fontWeight`); a font drawn otherwise than UIKit would (a
    /// named font, a weight `Text` lacks) is reported (Controls/UIFont.swift).
    open var font: UIFont! {
        get {
            if let madeFont, madeFont.pointSize == fontSize, madeFont.drawnWeight == fontWeight { return madeFont }
            return UIFont.systemFont(ofSize: fontSize, weight: UIFont.Weight(drawn: fontWeight))
        }
        set {
            let font = newValue ?? .systemFont(ofSize: 17)
            if !font.isDrawnExactly {
                Timeline.current?.noteUnmodelled(
                    "the font \(font.fontName) weight \(font.weight.rawValue) (drawn as the system font, "
                        + "\(font.drawnWeight.rawValue))", on: self)
            }
            madeFont = font
            fontSize = font.pointSize
            fontWeight = font.drawnWeight
        }
    }
    private var madeFont: UIFont?

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    open override var intrinsicContentSize: CGSize { labelIntrinsicSize }
    /// The text's size wrapped at `size.width` for a multi-line label (Layout/SizeThatFits.swift).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { labelSizeThatFits(size) }

    private func updateContent() {
        // Only a label that takes part in Auto Layout has a solve to redo.
        if layoutIfMade != nil { invalidateIntrinsicContentSize() }
        guard let text, !text.isEmpty else {
            layer.content = .none
            return
        }
        layer.content = .text(
            Text(
                text, fontSize: fontSize, weight: fontWeight, color: madeTextColor.rgba,
                alignment: textAlignment.drawn(rightToLeft: isRightToLeft), numberOfLines: numberOfLines))
    }

    /// `.natural` text moves to the other side with the direction.
    func layoutDirectionDidChange() { updateContent() }
}
