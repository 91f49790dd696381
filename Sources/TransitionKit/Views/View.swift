import Foundation

/// A headless `UIView`: geometry, appearance and a subview tree, backed by a `Layer` whose
/// property changes are recorded over virtual time. An `NSObject`, as UIKit's is: equal and
/// hashable by identity, so `Set<UIView>` and `[UIView: CGRect]` work as in an app. A
/// `UIResponder`, as UIKit's is (first responder, the responder chain: `next`).
open class View: UIResponder {
    public let layer: Layer
    open private(set) weak var superview: View?
    open private(set) var subviews: [View] = []

    /// The name this view has in frames, the inspector and golden files: `from` and `to` for
    /// the two view controllers' root views, free names (`transitionImage`, `snapshot`, …)
    /// for views an animator makes. UIKit developers know it as the accessibility identifier.
    open var role: String

    /// What the app set, `nil` until it sets one, as in UIKit: code that tests for `nil` or
    /// falls back with `??` behaves as on a device. Setting it names the view in frames too.
    open var accessibilityIdentifier: String? {
        didSet { role = accessibilityIdentifier ?? View.defaultRole(for: self) }
    }

    /// User data to find a view again (UIKit's `tag`).
    open var tag = 0

    public init(frame: CGRect = .zero) {
        layer = View.makeBackingLayer(Self.layerClass)
        role = ""
        super.init()
        layer.backingView = self
        layer.delegate = self
        role = View.defaultRole(for: self)
        self.frame = frame
    }

    /// `UIView()`: UIKit's `init()` calls `init(frame: .zero)`, so a subclass overriding
    /// `init(frame:)` runs its code for `MyView()` too.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// `class var layerClass: AnyClass`: the class of the layer the view is made with, asked
    /// once as the view is made. `CALayer` by default; a gradient view overrides it to return
    /// `CAGradientLayer.self`, a video view `AVPlayerLayer.self` (View+LayerClass.swift).
    open class var layerClass: AnyClass { CALayer.self }

    static func defaultRole(for view: View) -> String {
        let name = String(describing: type(of: view))
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    // MARK: Geometry

    open var frame: CGRect {
        get { layer.frame }
        set {
            let size = layer.bounds.size
            layer.frame = newValue
            if layer.bounds.size != size { sizeDidChange(from: size) }
        }
    }

    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let size = layer.bounds.size
            layer.bounds = newValue
            if newValue.size != size { sizeDidChange(from: size) }
        }
    }

    /// UIKit's `center` is the layer's position, whatever the anchor point.
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The affine part of the layer's transform, as UIKit links the two.
    open var transform: CGAffineTransform {
        get { layer.transform.affine }
        set { layer.transform = Transform3D(newValue) }
    }

    open var transform3D: Transform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    // MARK: Appearance

    open var alpha: CGFloat {
        get { layer.opacityValue }
        set { layer.opacityValue = newValue }
    }

    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            layer.isHidden = newValue
            // A stack view collapses or restores the arranged subview at its next pass.
            if let stack = superview as? StackView, stack.arrangedSubviews.contains(where: { $0 === self }) { stack.setNeedsLayout() }
        }
    }

    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    open var backgroundColor: UIColor? {
        get { layer.backgroundRGBA == .clear ? nil : UIColor(layer.backgroundRGBA) }
        set { layer.backgroundRGBA = newValue?.rgba ?? .clear }
    }

    // MARK: Hierarchy

    open func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    open func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        var move: HierarchyMove?
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
        } else {
            move = view.beginMove(to: self)
            view.detachFromSuperview()
        }
        let position = Swift.max(0, Swift.min(index, subviews.count))
        subviews.insert(view, at: position)
        view.superview = self
        placeLayer(ofSubviewAt: position)
        Timeline.current?.hierarchyDidChange()
        setNeedsLayout()
        if let move { view.finishMove(move) }
    }

    /// Inserts below `sibling`; when `sibling` is not a subview, adds on top, as UIKit does.
    open func insertSubview(_ view: View, belowSubview sibling: View) {
        if view === sibling { return }
        removeIfChild(view)
        let index = subviews.firstIndex { $0 === sibling } ?? subviews.count
        insertSubview(view, at: index)
    }

    open func insertSubview(_ view: View, aboveSubview sibling: View) {
        if view === sibling { return }
        removeIfChild(view)
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    open func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    open func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps two subviews' places in the paint order. UIKit raises for an index out of range;
    /// here such a call does nothing.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard index1 != index2, subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        let low = Swift.min(index1, index2)
        let high = Swift.max(index1, index2)
        let first = subviews[low]
        let second = subviews[high]
        insertSubview(second, at: low)
        insertSubview(first, at: high)
    }

    open func removeFromSuperview() {
        guard superview != nil else { return }
        let move = beginMove(to: nil)
        detachFromSuperview()
        finishMove(move)
    }

    /// Out of the superview's list, without the move's callbacks (the caller sends them).
    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.detachFromSuperlayer()
        Timeline.current?.hierarchyDidChange()
    }

    private func removeIfChild(_ view: View) {
        if view.superview === self {
            subviews.removeAll { $0 === view }
            view.superview = nil
            view.layer.detachFromSuperlayer()
        }
    }

    open func isDescendant(of view: View) -> Bool {
        var node: View? = self
        while let current = node {
            if current === view { return true }
            node = current.superview
        }
        return false
    }

    /// The root of the tree this view is in (the window, when it is on screen).
    open var rootView: View {
        var node = self
        while let parent = node.superview { node = parent }
        return node
    }

    /// Depth-first, self first.
    open func allViews() -> [View] {
        var result: [View] = []
        appendAllViews(to: &result)
        return result
    }

    /// One array for the whole walk: layout passes take it on every `layoutIfNeeded()`, which
    /// apps call freely, and an array per level copied upwards cost O(views × depth).
    private func appendAllViews(to result: inout [View]) {
        result.append(self)
        for child in subviews { child.appendAllViews(to: &result) }
    }

    // MARK: Touches

    /// Whether touches reach this view and its subviews (`hitTest(_:with:)`). UIKit's
    /// default: on, except for image views and labels.
    open var isUserInteractionEnabled = true
    /// UIKit's, default `false`: whether the view's own `touchesBegan` family sees more than the
    /// first finger. Gesture recognizers see every finger either way (pinch and rotation work on
    /// a view with it off, as in UIKit); stored.
    open var isMultipleTouchEnabled = false

    /// The gesture recognizers attached with `addGestureRecognizer(_:)`.
    var attachedRecognizers: [GestureRecognizer] = []
    /// The interactions added to the view (Interactions.swift).
    var attachedInteractions: [any UIInteraction] = []
    /// `registerForTraitChanges` registrations (Traits/TraitChangeRegistration.swift).
    var traitObservers = TraitObservers()

    /// UIKit's rule: nothing when the view is hidden, almost transparent (alpha < 0.01) or
    /// not interactive, or when `point` is not inside it; otherwise the topmost (last)
    /// subview that a hit test at the point returns, or the view itself. `point` is in this
    /// view's bounds coordinates; each subview's transform is honoured.
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let local = point.applying(subview.transformToSuperview.inverted())
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (bounds coordinates) is inside the view: its bounds.
    open func point(inside point: CGPoint, with event: Event?) -> Bool {
        bounds.contains(point)
    }

    /// Asked before a recognizer attached to this view leaves `.possible` (before its
    /// delegate); false fails it. UIKit's default: true.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    // MARK: UIKit's view basics (View+Basics.swift, Traits/View+Traits.swift)
    // Overridable, so declared here.

    /// The view itself when its tag matches, else the first match among its subviews, depth first.
    open func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let match = subview.viewWithTag(tag) { return match }
        }
        return nil
    }

    // MARK: Drawing (View+Drawing.swift)

    /// UIKit's `contentMode` (`.scaleToFill` by default): how an image view fits its image;
    /// `.redraw` asks for `draw(_:)` again when the bounds change size.
    open var contentMode: ContentMode = .scaleToFill

    /// Nothing by default, as UIKit's. Called at the end of the turn in which the view first
    /// shows in a window, and after `setNeedsDisplay()`, with the view's bounds and a context
    /// current (`UIGraphicsGetCurrentContext()`); what it draws with Core Graphics is reported.
    open func draw(_ rect: CGRect) { reachedDefaultDraw = true }

    /// Asks for `draw(_:)` at the end of the turn.
    open func setNeedsDisplay() { requestDisplay() }

    /// Asks for `draw(_:)` at the end of the turn; it is passed the whole bounds (a rule of
    /// ours: UIKit may pass only the invalid part).
    open func setNeedsDisplay(_ rect: CGRect) { requestDisplay() }

    /// Set once the appearance proxies have been applied (View+Appearance.swift).
    var appearanceApplied = false
    /// Set when `draw(_:)` reached UIKit's default and nothing was drawn around it: the view
    /// draws nothing, so it is not asked again.
    var drawsNothing = false
    var reachedDefaultDraw = false
    var needsDisplay = true
    /// Whether the view is in this turn's display requests already.
    var displayQueued = false

    /// UIKit's responder chain: the view controller whose root view this is, else the superview.
    open override var next: UIResponder? {
        if let controller = layoutIfMade?.controller, controller.viewIfLoaded === self { return controller }
        return superview
    }

    /// The window the view is in: the root of its tree when that is a window.
    open var window: Window? { rootView as? Window }

    /// UIKit's hierarchy callbacks, sent around every change of superview (View+Basics.swift).
    open func willMove(toSuperview newSuperview: View?) {}
    open func didMoveToSuperview() {}
    /// Sent to what a nib made, after it is made (StoryboardFactories.nib); nothing by default.
    open func awakeFromNib() {}
    open func willMove(toWindow newWindow: Window?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: View) {}
    open func willRemoveSubview(_ subview: View) {}

    /// `UIColor!`: the view's own, else its superview's, else the system blue. Nothing the
    /// engine draws is tinted, so it changes no frame.
    open var tintColor: UIColor! {
        get { madeTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            madeTintColor = newValue
            tintColorDidChange()
        }
    }
    var madeTintColor: UIColor?
    open var tintAdjustmentMode: TintAdjustmentMode = .automatic { didSet { tintColorDidChange() } }
    open func tintColorDidChange() {}

    /// Kept: the engine delivers one touch at a time, so no touch ever shares the view.
    open var isExclusiveTouch = false
    /// UIKit's default `.unspecified`. A run lays out left to right: forcing right to left is
    /// reported, not mirrored (Views/View+LayoutDirection.swift).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { semanticContentAttributeChanged() }
    }

    open var traitCollection: UITraitCollection { resolvedTraitCollection() }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { overrideStyleChanged(from: oldValue) } }
    }

    // MARK: Layout (Layout/)

    /// Auto Layout state, made only for views that need it: constraints name them, they own
    /// guides or margins, an autoresizing mask, a view controller (`layout`).
    var layoutIfMade: ViewLayout?
    /// Whether the next layout pass reaching this view calls its `layoutSubviews()`: UIKit
    /// lays a new view out at its first pass. A flag here, so a pass costs no allocation.
    var needsLayoutPass = true
    var layout: ViewLayout {
        if let layoutIfMade { return layoutIfMade }
        let made = ViewLayout(self)
        layoutIfMade = made
        return made
    }

    /// The safe area the last layout pass told this view about (`safeAreaInsetsDidChange()`).
    var notifiedSafeAreaInsets = EdgeInsets()

    /// UIKit's `safeAreaInsets` (Layout/SafeArea.swift); a window's are its screen's.
    open var safeAreaInsets: EdgeInsets { computedSafeAreaInsets }
    open func safeAreaInsetsDidChange() {}
    /// The content's natural size (Layout/IntrinsicContentSize.swift): none for a plain view.
    open var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
    /// UIKit's `sizeThatFits(_:)`: "the existing size of the view" by default; labels and image
    /// views answer their content's size (Layout/SizeThatFits.swift). Never resizes the view.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// UIKit's `sizeToFit()`: asks `sizeThatFits(_:)` with the current bounds' size and takes
    /// the answer as its size, keeping the frame's origin (Layout/SizeThatFits.swift).
    open func sizeToFit() { applySizeThatFits() }
    open func layoutMarginsDidChange() {}

    /// A size change: the subviews' autoresizing now, a layout pass later.
    private func sizeDidChange(from oldSize: CGSize) {
        if contentMode == .redraw { setNeedsDisplay() }
        setNeedsLayout()
        resizeSubviews(from: oldSize)
    }

    /// Runs the layout pass now if this view or an ancestor needs one (Layout/LayoutPass.swift).
    open func layoutIfNeeded() { runLayoutPass() }

    /// Lays out the subviews; the default gives the ones constraints place their solved frames.
    open func layoutSubviews() { applySolvedFrames() }

    /// Where a view adds or changes its constraints when `setNeedsUpdateConstraints()` asked.
    open func updateConstraints() {}

    // MARK: The layer's delegate (CALayerDelegate)

    /// UIKit's answer for its backing layer: no implicit action (`NSNull`); the changes an
    /// animation block makes are recorded by the block itself.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { NSNull() }
}

extension View: CALayerDelegate {}
