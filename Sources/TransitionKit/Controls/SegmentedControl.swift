import Foundation

/// UIKit's `UISegmentedControl`: segments with a title or an image, one selected
/// (`selectedSegmentIndex`, `noSegment` until chosen). A tap (the engine's touches) selects the
/// segment under the finger and sends `.valueChanged` when the selection changed — every tap
/// when `isMomentary`, which keeps no selection. Indices given to the insert methods are pinned
/// to 0…`numberOfSegments`, as UIKit documents; a selection outside the segments is
/// `noSegment` (ours). `init(items:)` sizes the control to fit: segments of equal width, the
/// widest content (a title at 13 points, 0.55 em a character, as the button's estimate) plus 24
/// points, 32 points high (ours). Drawn as a rounded background, the selected segment's
/// indicator (`selectedSegmentTintColor`, white by default) and each segment's title. Declared
/// under UIKit's name.
open class UISegmentedControl: UIControl {
    /// A segment's content.
    struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
    }

    open class var noSegment: Int { -1 }

    private var segments: [Segment] = []
    private var storedSelection = -1
    open var selectedSegmentIndex: Int {
        get { storedSelection }
        set {
            storedSelection = segments.indices.contains(newValue) && !isMomentary ? newValue : Self.noSegment
            layOutParts()
        }
    }
    open var isMomentary = false
    open var selectedSegmentTintColor: UIColor? { didSet { layOutParts() } }
    /// Kept; segments are drawn equally wide.
    open var apportionsSegmentWidthsByContent = false
    open var numberOfSegments: Int { segments.count }
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    private let background = ControlParts.make("background")
    private let indicator = ControlParts.make("selectedSegment")
    private var labels: [Label] = []

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        addParts()
    }

    /// Segments from strings (titles) and images, in order; sized to fit. Designated, as
    /// UIKit's, so an app's subclass can call `super.init(items:)`.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        addParts()
        for item in items ?? [] {
            segments.append(Segment(title: item as? String, image: item as? UIImage))
        }
        makeLabels()
        frame.size = intrinsicContentSize
    }

    private func addParts() {
        addSubview(background)
        addSubview(indicator)
        layOutParts()
    }

    // MARK: Segments

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if storedSelection == segment {
            storedSelection = Self.noSegment
        } else if storedSelection > segment {
            storedSelection -= 1
        }
        makeLabels()
    }

    open func removeAllSegments() {
        segments.removeAll()
        storedSelection = Self.noSegment
        makeLabels()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        makeLabels()
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        makeLabels()
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Kept and returned; titles are drawn in the kit's 13-point font and colour (reported).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        if attributes?.isEmpty == false {
            Timeline.current?.noteUnmodelled("UISegmentedControl title text attributes (titles keep the kit's font and colour)", on: self)
        }
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    private func insert(_ segment: Segment, at index: Int) {
        let at = Swift.min(Swift.max(index, 0), segments.count)
        segments.insert(segment, at: at)
        if storedSelection >= at { storedSelection += 1 }
        makeLabels()
    }

    // MARK: Touches

    /// A tap that ends inside selects the segment under it and sends `.valueChanged`.
    open override func endTracking(_ touch: Touch?, with event: TransitionKit.Event?) {
        super.endTracking(touch, with: event)
        guard isTouchInside, let touch, !segments.isEmpty, bounds.width > 0 else { return }
        let width = Double(bounds.width) / Double(segments.count)
        let index = Swift.min(Swift.max(Int(Double(touch.location(in: self).x) / width), 0), segments.count - 1)
        guard segments[index].isEnabled else { return }
        if isMomentary {
            sendActions(for: .valueChanged)
        } else if index != storedSelection {
            selectedSegmentIndex = index
            sendActions(for: .valueChanged)
        }
    }

    // MARK: Size and drawing

    open override var intrinsicContentSize: CGSize {
        guard !segments.isEmpty else { return CGSize(width: View.noIntrinsicMetric, height: 32) }
        let widest =
            segments.map { segment in
                Swift.max(Double(segment.title?.count ?? 0) * 13 * 0.55, Double(segment.image?.size.width ?? 0))
            }.max() ?? 0
        return CGSize(width: roundedUpToPixel((widest + 24) * Double(segments.count)), height: 32)
    }

    open override var frame: CGRect {
        didSet { layOutParts() }
    }

    open override var bounds: CGRect {
        didSet { layOutParts() }
    }

    private func makeLabels() {
        for label in labels { label.removeFromSuperview() }
        labels = segments.map { segment in
            let label = Label()
            label.role = "segmentTitle"
            label.isUserInteractionEnabled = false
            label.font = .systemFont(ofSize: 13, weight: .medium)
            label.textAlignment = .center
            label.text = segment.title
            addSubview(label)
            return label
        }
        layOutParts()
    }

    private func layOutParts() {
        background.frame = CGRect(origin: .zero, size: bounds.size)
        background.layer.cornerRadius = 8
        background.backgroundColor = ControlParts.fill
        let width = segments.isEmpty ? 0 : Double(bounds.width) / Double(segments.count)
        for (index, label) in labels.enumerated() {
            label.frame = CGRect(x: Double(index) * width, y: 0, width: width, height: Double(bounds.height))
        }
        indicator.isHidden = storedSelection == Self.noSegment
        if storedSelection != Self.noSegment {
            indicator.frame = CGRect(
                x: Double(storedSelection) * width + 2, y: 2, width: Swift.max(0, width - 4),
                height: Swift.max(0, Double(bounds.height) - 4))
        }
        indicator.layer.cornerRadius = 7
        indicator.backgroundColor = selectedSegmentTintColor ?? .white
    }
}
