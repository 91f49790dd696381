import Foundation

/// Layout margins as UIKit keeps them. A view's own margins are 8 points on each side unless
/// set; a view controller's root view's are the controller's `systemMinimumLayoutMargins`
/// (0 above and below, 16 at the sides, 20 on screens wider than 400 points — UIKit's values
/// depend on the size class and are not documented: ours), or the larger of those and the
/// ones set, while `viewRespectsSystemMinimumLayoutMargins`. What `layoutMargins` reports
/// (and `layoutMarginsGuide` follows) adds the safe area to them while
/// `insetsLayoutMarginsFromSafeArea` (Apple: margins outside the safe area "are automatically
/// modified to fall within the safe area boundary"; ours: measured from it, so a root view on
/// a notched phone has its top margin at the safe area's edge and 16 points inside it at the
/// sides), and, while `preservesSuperviewLayoutMargins`, takes each edge at least as far in as
/// the superview's margin reaches into the view. Leading is the left edge in a left-to-right
/// view and the right edge in a right-to-left one (its `effectiveUserInterfaceLayoutDirection`),
/// so directional margins set on a view flip with it and `layoutMargins` reports them flipped.
extension View {
    public var layoutMargins: EdgeInsets {
        get { effectiveLayoutMargins(safeArea: safeAreaInsets) }
        set { setOwnMargins(directionalInsets(newValue)) }
    }

    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { directionalInsets(layoutMargins) }
        set { setOwnMargins(newValue) }
    }

    /// Left and right as leading and trailing in this view's direction.
    func directionalInsets(_ insets: EdgeInsets) -> DirectionalEdgeInsets {
        isRightToLeft
            ? DirectionalEdgeInsets(top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
            : DirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }

    /// Leading and trailing as left and right in this view's direction.
    func edgeInsets(_ insets: DirectionalEdgeInsets) -> EdgeInsets {
        isRightToLeft
            ? EdgeInsets(top: insets.top, left: insets.trailing, bottom: insets.bottom, right: insets.leading)
            : EdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }

    /// UIKit's default: false.
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutIfMade?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            layout.preservesSuperviewLayoutMargins = newValue
            marginsDidChange()
        }
    }

    /// UIKit's default: true.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutIfMade?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            layout.insetsLayoutMarginsFromSafeArea = newValue
            marginsDidChange()
        }
    }

    private func setOwnMargins(_ margins: DirectionalEdgeInsets) {
        guard margins != layoutIfMade?.ownMargins else { return }
        layout.ownMargins = margins
        marginsDidChange()
    }

    private func marginsDidChange() {
        layoutMarginsDidChange()
        layoutIfMade?.controller?.viewLayoutMarginsDidChange()
        setNeedsLayout()
    }

    /// The margins before the safe area and the superview's margins are taken into account.
    var ownLayoutMargins: EdgeInsets {
        let own = layoutIfMade?.ownMargins
        guard let controller = layoutIfMade?.controller, controller.viewRespectsSystemMinimumLayoutMargins else {
            return own.map(edgeInsets) ?? EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        }
        let minimum = controller.systemMinimumLayoutMargins
        return edgeInsets(
            DirectionalEdgeInsets(
                top: Swift.max(minimum.top, own?.top ?? 0), leading: Swift.max(minimum.leading, own?.leading ?? 0),
                bottom: Swift.max(minimum.bottom, own?.bottom ?? 0), trailing: Swift.max(minimum.trailing, own?.trailing ?? 0)))
    }

    func effectiveLayoutMargins(safeArea: EdgeInsets) -> EdgeInsets {
        var margins = ownLayoutMargins
        if insetsLayoutMarginsFromSafeArea {
            margins.top += safeArea.top
            margins.left += safeArea.left
            margins.bottom += safeArea.bottom
            margins.right += safeArea.right
        }
        if preservesSuperviewLayoutMargins, let parent = superview {
            let inherited = parent.layoutMargins
            let frame = layoutFrame
            let bounds = parent.bounds
            margins.top = Swift.max(margins.top, inherited.top - (frame.minY - bounds.minY))
            margins.left = Swift.max(margins.left, inherited.left - (frame.minX - bounds.minX))
            margins.bottom = Swift.max(margins.bottom, inherited.bottom - (bounds.maxY - frame.maxY))
            margins.right = Swift.max(margins.right, inherited.right - (bounds.maxX - frame.maxX))
        }
        return margins
    }
}

extension ViewController {
    /// UIKit's minimum margins for a root view: 0 above and below, 16 points at the sides, 20
    /// when the view is wider than 400 points (ours; UIKit's follow the size class).
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        let side: Double = (viewIfLoaded?.bounds.width ?? 0) > 400 ? 20 : 16
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}
