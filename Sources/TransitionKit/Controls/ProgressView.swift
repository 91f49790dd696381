import Foundation

/// UIKit's `UIProgressView` (a view, not a control): `progress` pinned to 0…1 as UIKit
/// documents, drawn as a track (`trackTintColor`, the system fill by default) and a bar from
/// the leading edge `progress` of the way across (`progressTintColor`, the tint colour by
/// default). Its height is 4 points (ours: UIKit sizes the view by its style and does not
/// publish the number); an animated change is drawn at once (reported). Declared under UIKit's
/// name.
open class UIProgressView: View {
    /// `UIProgressView.Style`, with UIKit's raw values.
    public enum Style: Int, Sendable {
        case `default` = 0
        case bar = 1
    }

    static let height = 4.0

    open var progressViewStyle: Style = .default
    private var storedProgress: Float = 0
    open var progress: Float {
        get { storedProgress }
        set {
            storedProgress = Swift.min(Swift.max(newValue, 0), 1)
            layOutParts()
        }
    }
    open var progressTintColor: UIColor? { didSet { layOutParts() } }
    open var trackTintColor: UIColor? { didSet { layOutParts() } }
    /// Kept, not drawn.
    open var progressImage: UIImage?
    open var trackImage: UIImage?

    private let track = ControlParts.make("track")
    private let bar = ControlParts.make("progressBar")

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        addSubview(track)
        addSubview(bar)
        layOutParts()
    }

    /// A progress view of the style's height (UIKit: "sets the view height according to the style").
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: UIProgressView.height))
        progressViewStyle = style
    }

    open func setProgress(_ progress: Float, animated: Bool) {
        if animated && progress != storedProgress { ControlParts.noteInstant("UIProgressView.setProgress(_:animated:)", on: self) }
        self.progress = progress
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: Self.height) }

    open override var frame: CGRect {
        didSet { layOutParts() }
    }

    open override var bounds: CGRect {
        didSet { layOutParts() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        layOutParts()
    }

    private func layOutParts() {
        let size = bounds.size
        track.frame = CGRect(origin: .zero, size: size)
        track.backgroundColor = trackTintColor ?? ControlParts.fill
        bar.frame = CGRect(x: 0, y: 0, width: Double(size.width) * Double(storedProgress), height: Double(size.height))
        bar.backgroundColor = progressTintColor ?? tintColor
        let radius = size.height / 2
        track.layer.cornerRadius = radius
        bar.layer.cornerRadius = radius
    }
}
