import Foundation

/// UIKit's `UISwitch`: on or off, toggled by a tap (the engine's touches: lifting the finger
/// inside flips it and sends `.valueChanged`), or by the app with `isOn` / `setOn(_:animated:)`,
/// which send no action, as UIKit documents. UIKit ignores the frame's size and keeps its own
/// (51 × 31 points); here `init(frame:)` takes only the origin. Drawn as a rounded track
/// (`onTintColor`, green by default, when on) and a white 27-point thumb at the side of its
/// state; the thumb's slide of an animated change is not drawn (reported). Declared under
/// UIKit's name.
open class UISwitch: UIControl {
    /// UIKit's switch size.
    static let size = CGSize(width: 51, height: 31)

    open var isOn = false { didSet { layOutParts() } }
    open var onTintColor: UIColor? { didSet { layOutParts() } }
    open var thumbTintColor: UIColor? { didSet { layOutParts() } }
    /// Kept; iOS 7 and later draw no images on a switch.
    open var onImage: UIImage?
    open var offImage: UIImage?

    private let track = ControlParts.make("track")
    private let thumb = ControlParts.make("thumb")

    public override init(frame: CGRect = .zero) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
        addSubview(track)
        addSubview(thumb)
        layOutParts()
    }

    /// Sends no action; an animated flip is drawn at once (reported).
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != isOn else { return }
        if animated { ControlParts.noteInstant("UISwitch.setOn(_:animated:)", on: self) }
        isOn = on
    }

    open override var intrinsicContentSize: CGSize { Self.size }

    open override var frame: CGRect {
        didSet { layOutParts() }
    }

    open override var bounds: CGRect {
        didSet { layOutParts() }
    }

    /// A tap that ends inside flips the switch and sends `.valueChanged`.
    open override func endTracking(_ touch: Touch?, with event: TransitionKit.Event?) {
        super.endTracking(touch, with: event)
        guard isTouchInside else { return }
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
    }

    private func layOutParts() {
        let height = bounds.height
        track.frame = CGRect(origin: .zero, size: bounds.size)
        track.layer.cornerRadius = height / 2
        track.backgroundColor = isOn ? (onTintColor ?? .systemGreen) : ControlParts.fill
        let side = Swift.max(0, height - 4)
        thumb.frame = CGRect(x: isOn ? bounds.width - side - 2 : 2, y: 2, width: side, height: side)
        thumb.layer.cornerRadius = side / 2
        thumb.backgroundColor = thumbTintColor ?? .white
    }
}
