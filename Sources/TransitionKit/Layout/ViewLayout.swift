import Foundation

/// A view's Auto Layout state, made only when the view takes part in Auto Layout (most views
/// in a transition never do; a layout pass reads `layoutIfMade` and makes none).
final class ViewLayout {
    /// Made when a constraint first names the view (most views asking for layout never are).
    lazy var variables = LayoutRectVariables(name)
    private let name: String
    var translatesAutoresizingMask = true
    var constraints: [LayoutConstraint] = []
    var guides: [LayoutGuide] = []
    var needsUpdateConstraints = false
    var isAmbiguous = false
    var autoresizingMask: View.AutoresizingMask = []
    /// Content hugging (horizontal, vertical), then compression resistance (the same).
    var contentPriorities: [LayoutPriority] = [.defaultLow, .defaultLow, .defaultHigh, .defaultHigh]
    /// A label's `preferredMaxLayoutWidth` (Layout/IntrinsicContentSize.swift).
    var preferredMaxLayoutWidth: CGFloat = 0
    var autoresizesSubviews = true
    /// The margins the app set (`layoutMargins`, `directionalLayoutMargins`), if any.
    var ownMargins: DirectionalEdgeInsets?
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    /// The view controller whose root view this is (for `viewWillLayoutSubviews` and friends).
    weak var controller: ViewController?
    lazy var safeAreaGuide = LayoutGuide(kind: .safeArea)
    lazy var marginsGuide = LayoutGuide(kind: .margins)
    lazy var readableGuide = LayoutGuide(kind: .readable)
    /// On a tree's root: the frames its last solve gave the views constraints place, in their
    /// superviews' coordinates, by view.
    var solvedFrames: [ObjectIdentifier: CGRect] = [:]

    init(_ view: View) { name = view.role }
}

extension View {
    /// Whether the view carries Auto Layout state (for `transitions bench --scene-build`).
    @_spi(LayoutStatistics) public var hasLayoutState: Bool { layoutIfMade != nil }
}

extension View: LayoutItem {
    public var layoutVariables: LayoutRectVariables { layout.variables }

    /// True for views made in code, as in UIKit: the view keeps the frame it is given, and
    /// constraints naming it see that frame. False: constraints set its frame.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutIfMade?.translatesAutoresizingMask ?? true }
        set {
            layout.translatesAutoresizingMask = newValue
            (superview ?? self).setNeedsLayout()
        }
    }

    /// The constraints installed on this view (those whose nearest common ancestor it is).
    public var constraints: [LayoutConstraint] { layoutIfMade?.constraints ?? [] }

    public func addConstraint(_ constraint: LayoutConstraint) {
        guard constraint.installedOn !== self else { return }
        constraint.installedOn?.removeConstraint(constraint)
        layout.constraints.append(constraint)
        constraint.installedOn = self
        constraint.constraintsDidChange()
    }

    public func addConstraints(_ constraints: [LayoutConstraint], file: String = #filePath, line: Int = #line) {
        for constraint in constraints {
            constraint.activationSite = CallSite(filePath: file, line: line)
            addConstraint(constraint)
        }
    }

    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.installedOn === self else { return }
        constraint.constraintsDidChange()
        layout.constraints.removeAll { $0 === constraint }
        constraint.installedOn = nil
    }

    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    public var layoutGuides: [LayoutGuide] { layoutIfMade?.guides ?? [] }

    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layout.guides.append(guide)
    }

    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        layout.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The view's bounds less the window's safe area where it overlaps the view.
    public var safeAreaLayoutGuide: LayoutGuide {
        let guide = layout.safeAreaGuide
        guide.owningView = self
        return guide
    }

    /// The safe area less the margins (LayoutPass.swift, `layoutMarginInsets`).
    public var layoutMarginsGuide: LayoutGuide {
        let guide = layout.marginsGuide
        guide.owningView = self
        return guide
    }

    /// Whether the last solve left this view's frame free to move (a finding; its frame is
    /// still deterministic).
    public var hasAmbiguousLayout: Bool { layoutIfMade?.isAmbiguous ?? false }

    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    /// The baselines: a label's, button's, text field's and text view's text's, the documented
    /// top and bottom edges of a view without text (Layout/TextBaselines.swift); a text view's
    /// last is its bottom edge, reported.
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: LayoutYAxisAnchor {
        if hasUnmodelledLastBaseline {
            Timeline.current?.noteUnmodelled("lastBaselineAnchor of a text view (laid out as the view's bottom)", on: self)
        }
        return LayoutYAxisAnchor(self, .lastBaseline)
    }

    /// Marks the view for layout at the end of this turn of the run loop (or at the next
    /// `layoutIfNeeded()` that reaches it).
    public func setNeedsLayout() {
        needsLayoutPass = true
        Timeline.current?.requestLayout(of: self)
    }

    public func setNeedsUpdateConstraints() {
        layout.needsUpdateConstraints = true
        Timeline.current?.requestLayout(of: self)
    }

    public func needsUpdateConstraints() -> Bool { layoutIfMade?.needsUpdateConstraints ?? false }

    /// Runs `updateConstraints()` for every view of the tree marked, subviews first, as UIKit does.
    public func updateConstraintsIfNeeded() {
        func visit(_ view: View) {
            for child in view.subviews { visit(child) }
            guard let state = view.layoutIfMade, state.needsUpdateConstraints else { return }
            state.needsUpdateConstraints = false
            if let controller = state.controller { controller.updateViewConstraints() } else { view.updateConstraints() }
        }
        visit(self)
    }
}
