import Foundation

/// UIKit's `UISlider`: a `Float` value between `minimumValue` and `maximumValue`, pinned to them
/// as UIKit documents (a new minimum above the maximum raises the maximum, and the reverse).
/// A drag moves the value by the finger's travel along the track (the engine's touches; where
/// the drag starts is ours: anywhere on the slider) and sends `.valueChanged` while it moves,
/// or once at the end when `isContinuous` is false. Drawn as a 4-point track, filled up to the
/// thumb with `minimumTrackTintColor` (the tint colour by default), and a white 28-point thumb;
/// a 31-point intrinsic height (ours: Interface Builder's). Declared under UIKit's name.
open class UISlider: UIControl {
    static let thumbSide = 28.0

    private var storedValue: Float = 0
    open var value: Float {
        get { storedValue }
        set {
            storedValue = Swift.min(Swift.max(newValue, minimumValue), maximumValue)
            layOutParts()
        }
    }
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }
    /// UIKit's default: true, a drag sends `.valueChanged` as it goes.
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor? { didSet { layOutParts() } }
    open var maximumTrackTintColor: UIColor? { didSet { layOutParts() } }
    open var thumbTintColor: UIColor? { didSet { layOutParts() } }
    /// Kept, not drawn.
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?

    /// The custom images per control state (kept, not drawn: reported).
    private var images: [String: [UInt: UIImage]] = [:]

    private let maximumTrack = ControlParts.make("maximumTrack")
    private let minimumTrack = ControlParts.make("minimumTrack")
    private let thumb = ControlParts.make("thumb")
    private var dragStart: (x: Double, value: Float)?

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        addSubview(maximumTrack)
        addSubview(minimumTrack)
        addSubview(thumb)
        layOutParts()
    }

    /// Pinned as `value`; an animated change is drawn at once (reported).
    open func setValue(_ value: Float, animated: Bool) {
        if animated && value != storedValue { ControlParts.noteInstant("UISlider.setValue(_:animated:)", on: self) }
        self.value = value
    }

    // MARK: Custom images

    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) { setImage(image, "thumb", state) }
    open func thumbImage(for state: UIControl.State) -> UIImage? { image("thumb", state) }
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) { setImage(image, "minimumTrack", state) }
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { image("minimumTrack", state) }
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) { setImage(image, "maximumTrack", state) }
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { image("maximumTrack", state) }
    open var currentThumbImage: UIImage? { thumbImage(for: state) }
    open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
    open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

    private func setImage(_ image: UIImage?, _ part: String, _ state: UIControl.State) {
        images[part, default: [:]][state.rawValue] = image
        if image != nil {
            Timeline.current?.noteUnmodelled("UISlider's custom \(part) image (drawn as the plain slider)", on: self)
        }
    }

    /// A state without its own image falls back to `.normal`'s, as a button's title does.
    private func image(_ part: String, _ state: UIControl.State) -> UIImage? {
        images[part]?[state.rawValue] ?? images[part]?[UIControl.State.normal.rawValue]
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 31) }

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

    // MARK: Dragging

    open override func beginTracking(_ touch: Touch, with event: TransitionKit.Event?) -> Bool {
        dragStart = (Double(touch.location(in: self).x), storedValue)
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: TransitionKit.Event?) -> Bool {
        guard let dragStart else { return true }
        let travel = Double(bounds.width) - Self.thumbSide
        guard travel > 0 else { return true }
        let moved = (Double(touch.location(in: self).x) - dragStart.x) / travel * Double(maximumValue - minimumValue)
        let before = storedValue
        value = dragStart.value + Float(moved)
        if isContinuous && storedValue != before { sendActions(for: .valueChanged) }
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: TransitionKit.Event?) {
        super.endTracking(touch, with: event)
        if let start = dragStart, !isContinuous, storedValue != start.value { sendActions(for: .valueChanged) }
        dragStart = nil
    }

    open override func cancelTracking(with event: TransitionKit.Event?) {
        super.cancelTracking(with: event)
        dragStart = nil
    }

    // MARK: Drawing

    /// Where the value puts the thumb: 0 at the minimum, 1 at the maximum.
    private var fraction: Double {
        maximumValue > minimumValue ? Double((storedValue - minimumValue) / (maximumValue - minimumValue)) : 0
    }

    private func layOutParts() {
        let width = Double(bounds.width)
        let midY = Double(bounds.height) / 2
        let thumbX = fraction * Swift.max(0, width - Self.thumbSide)
        maximumTrack.frame = CGRect(x: 0, y: midY - 2, width: width, height: 4)
        maximumTrack.layer.cornerRadius = 2
        maximumTrack.backgroundColor = maximumTrackTintColor ?? ControlParts.fill
        minimumTrack.frame = CGRect(x: 0, y: midY - 2, width: thumbX + Self.thumbSide / 2, height: 4)
        minimumTrack.layer.cornerRadius = 2
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        thumb.frame = CGRect(x: thumbX, y: midY - Self.thumbSide / 2, width: Self.thumbSide, height: Self.thumbSide)
        thumb.layer.cornerRadius = Self.thumbSide / 2
        thumb.backgroundColor = thumbTintColor ?? .white
    }
}
