import Foundation

/// UIKit's `UIButton`, the classic (pre-configuration) button: a title and an image per
/// control state (a state without its own falls back to `.normal`'s), drawn as a label and an
/// image view centred together in the bounds, the image first. Text has no font metrics here:
/// the title's width is estimated as the navigation bar's (0.55 em a character) and its height
/// is the font's line height. Declared under UIKit's name.
open class UIButton: UIControl {
    /// `UIButton.ButtonType`, with UIKit's raw values.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7
        public static var roundedRect: ButtonType { .system }
    }

    open private(set) var buttonType: ButtonType = .custom
    /// The classic insets (deprecated in iOS 15, ignored under a button configuration, which
    /// the engine does not have): `contentEdgeInsets` insets the rectangle the image and title
    /// are centred in and grows the intrinsic size by the insets, as UIKit documents;
    /// `titleEdgeInsets` and `imageEdgeInsets` move the title or the image by half the
    /// difference of opposite insets (the centred placement, inset), and leave the intrinsic
    /// size alone.
    open var contentEdgeInsets = EdgeInsets() { didSet { layOutContent() } }
    open var titleEdgeInsets = EdgeInsets() { didSet { layOutContent() } }
    open var imageEdgeInsets = EdgeInsets() { didSet { layOutContent() } }
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var madeTitleLabel: Label?
    private var madeImageView: ImageView?

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A button of `buttonType` whose tap runs `primaryAction`; the action's title and image
    /// become the button's, as UIKit documents.
    public convenience init(type buttonType: ButtonType = .custom, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adopt(primaryAction)
    }

    /// A configured button (ButtonConfiguration.swift) whose tap runs `primaryAction`, the
    /// action's title and image copied to the configuration.
    public convenience init(
        configuration: Configuration, primaryAction: UIAction? = nil, file: String = #filePath, line: Int = #line
    ) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            if !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if let image = primaryAction.image { configuration.image = image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        Timeline.current?.noteUnmodelled(Self.configurationLook, at: CallSite(filePath: file, line: line))
        self.configuration = configuration
        applyConfiguration()  // an initializer's own assignment runs no observer
    }

    /// The configuration the button draws from (iOS 15): its title, image and colours, and its
    /// background's colour and corners (ButtonConfiguration.swift says which parts are ours).
    open var configuration: Configuration? {
        didSet {
            if configuration != nil { Timeline.current?.noteUnmodelled(Self.configurationLook, on: self) }
            applyConfiguration()
        }
    }

    /// The menu a long press (or a tap, with `showsMenuAsPrimaryAction`) shows: kept, not shown.
    open var menu: UIMenu?

    func adopt(_ primaryAction: UIAction?) {
        guard let primaryAction else { return }
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let image = primaryAction.image { setImage(image, for: .normal) }
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateContent()
    }

    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateContent()
    }

    /// A system button's title is its tint colour, a custom button's white, unless set.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] ?? (buttonType == .custom ? .white : tintColor)
    }

    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        updateContent()
    }

    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    open var currentImage: UIImage? { image(for: state) }

    /// The label showing the title, made on first use (UIKit's is there once a title is set).
    open var titleLabel: Label? {
        if let madeTitleLabel { return madeTitleLabel }
        let label = Label()
        label.role = "titleLabel"
        label.font = .systemFont(ofSize: 15)
        label.textAlignment = .center
        madeTitleLabel = label
        addSubview(label)
        return label
    }

    open var imageView: ImageView? {
        if let madeImageView { return madeImageView }
        let view = ImageView()
        view.role = "imageView"
        madeImageView = view
        insertSubview(view, at: 0)
        return view
    }

    open override var frame: CGRect {
        didSet { layOutContent() }
    }

    open override var bounds: CGRect {
        didSet { layOutContent() }
    }

    override func stateDidChange() {
        if buttonType == .system && isHighlighted {
            Timeline.current?.noteUnmodelled("a system button's highlighted look (UIKit fades its title and image while touched)", on: self)
        }
        updateContent()
    }

    private func updateContent() {
        if currentTitle != nil || madeTitleLabel != nil, let label = titleLabel {
            label.text = currentTitle
            label.textColor = currentTitleColor
        }
        if currentImage != nil || madeImageView != nil, let view = imageView { view.image = currentImage }
        layOutContent()
    }

    /// The image and the title side by side (Layout/IntrinsicContentSize.swift: the title in
    /// its font's approximated metrics, rounded up to the pixel).
    open override var intrinsicContentSize: CGSize {
        let (image, title) = contentSizes
        let insets = contentEdgeInsets
        return CGSize(
            width: roundedUpToPixel(Double(image.width) + title.width + insets.left + insets.right),
            height: roundedUpToPixel(Swift.max(Double(image.height), title.height) + insets.top + insets.bottom))
    }

    private var contentSizes: (image: CGSize, title: (width: Double, height: Double)) {
        let font = madeTitleLabel?.font ?? .systemFont(ofSize: 15)
        let titleWidth = currentTitle.map { Double($0.count) * Double(font.pointSize) * 0.55 } ?? 0
        return (currentImage?.size ?? .zero, (titleWidth, currentTitle == nil ? 0 : Double(font.lineHeight)))
    }

    /// The image and the title side by side, centred in the bounds.
    private func layOutContent() {
        if let configuration { layer.cornerRadius = configuration.cornerRadius(height: Double(bounds.height)) }
        let (image, (titleWidth, titleHeight)) = contentSizes
        let width = Double(image.width) + titleWidth
        let content = contentEdgeInsets
        let left = content.left
        let top = content.top
        let boxWidth = Double(bounds.width) - content.left - content.right
        let boxHeight = Double(bounds.height) - content.top - content.bottom
        var x = left + (boxWidth - width) / 2
        let imageShift = imageEdgeInsets
        let titleShift = titleEdgeInsets
        madeImageView?.frame = CGRect(
            x: x + (imageShift.left - imageShift.right) / 2,
            y: top + (boxHeight - Double(image.height)) / 2 + (imageShift.top - imageShift.bottom) / 2,
            width: image.width, height: image.height)
        x += Double(image.width)
        madeTitleLabel?.frame = CGRect(
            x: x + (titleShift.left - titleShift.right) / 2,
            y: top + (boxHeight - titleHeight) / 2 + (titleShift.top - titleShift.bottom) / 2,
            width: titleWidth, height: titleHeight)
    }
}
