import Foundation

/// Layout passes as UIKit runs them: constraints updated (subviews first), the tree's active
/// constraints solved, then, top down, `layoutSubviews()` of every view that needs layout —
/// whose default sets its subviews' frames from the solution. Frames are set through
/// `center` and `bounds` (Auto Layout leaves transforms alone), and only when they change, so
/// inside an animation block a pass animates exactly what it moves.
extension View {
    /// `layoutIfNeeded()`: lays out the subtree from the topmost ancestor needing layout (or
    /// this view) now.
    func runLayoutPass() {
        let root = rootView
        root.updateConstraintsIfNeeded()
        root.solveConstraints()
        var start: View = self
        var node = superview
        while let ancestor = node {
            if ancestor.needsLayoutPass { start = ancestor }
            node = ancestor.superview
        }
        start.layOutSubtree(safeArea: root is Window ? start.safeAreaInsets : nil)
    }

    /// `safeArea`: the view's current insets, nil outside a window (where they are zero and
    /// nothing is told).
    private func layOutSubtree(safeArea: EdgeInsets?) {
        if let safeArea { noteSafeArea(safeArea) }
        if needsLayoutPass {
            needsLayoutPass = false
            let controller = layoutIfMade?.controller
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        for child in subviews { child.layOutSubtree(safeArea: safeArea.map { child.safeAreaInsets(inside: $0) }) }
    }

    /// What the default `layoutSubviews()` does: gives each subview the frame the last solve
    /// found for it, if constraints place it.
    func applySolvedFrames() {
        guard subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }),
            let solved = rootView.layoutIfMade?.solvedFrames, !solved.isEmpty
        else { return }
        for child in subviews {
            if let frame = solved[ObjectIdentifier(child)] { child.setLayoutFrame(frame) }
        }
    }

    /// The frame as layout sees it: from `center` and `bounds`, ignoring the transform.
    var layoutFrame: CGRect {
        CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height)
    }

    /// The view's top-left in its root's coordinates, transforms ignored.
    var layoutOrigin: CGPoint {
        let frame = layoutFrame
        guard let parent = superview else { return frame.origin }
        let base = parent.layoutOrigin
        return CGPoint(x: base.x - parent.bounds.minX + frame.minX, y: base.y - parent.bounds.minY + frame.minY)
    }

    /// Solves the tree's active constraints (this view is its root) into `solvedFrames`, and
    /// marks the superview of each view whose frame will change as needing layout. Nothing to
    /// do, and nothing touched, in a tree without constraints.
    func solveConstraints() {
        let views = allViews()
        let constraints = views.flatMap { $0.layoutIfMade?.constraints ?? [] }
        guard !constraints.isEmpty || layoutIfMade?.solvedFrames.isEmpty == false else { return }
        var builder = SystemBuilder()
        for constraint in constraints {
            for item in [constraint.firstItem, constraint.secondItem] {
                if let item = item as? any LayoutItem { builder.include(item) }
            }
        }
        let solver = SimplexSolver()
        for pin in builder.pins { try? solver.add(pin) }
        for constraint in constraints {
            guard let linear = constraint.linearConstraint else { continue }
            for attribute in [constraint.firstAttribute, constraint.secondAttribute] where attribute.rawValue >= 13 {
                Timeline.current?.noteUnmodelled("NSLayoutConstraint.Attribute.\(attribute) (laid out as the edge without margins)")
            }
            do { try solver.add(linear) } catch {
                TransitionProblem.report(
                    "unsatisfiable-constraints",
                    "the required constraints conflict; broke the one activated last: \(constraint)",
                    isUIKitRefusal: false, at: constraint.activationSite)
            }
        }
        for case let view as View in builder.items where !view.translatesAutoresizingMaskIntoConstraints {
            for constraint in view.intrinsicSizeConstraints() { try? solver.add(constraint) }
        }
        var solved: [ObjectIdentifier: CGRect] = [:]
        var absolute: [ObjectIdentifier: CGRect] = [:]
        for item in builder.items {
            let rect = item.layoutVariables.rect(in: solver)
            absolute[ObjectIdentifier(item)] = rect
            if let guide = item as? LayoutGuide, let owner = guide.owningView {
                let base = absolute[ObjectIdentifier(owner)]?.origin ?? owner.layoutOrigin
                guide.solvedFrame = rect.offsetBy(dx: owner.bounds.minX - base.x, dy: owner.bounds.minY - base.y)
            }
            guard let view = item as? View, !view.translatesAutoresizingMaskIntoConstraints else { continue }
            view.layout.isAmbiguous = item.layoutVariables.isAmbiguous(in: solver)
            let parentOrigin =
                view.superview.map { parent in
                    (absolute[ObjectIdentifier(parent)]?.origin ?? parent.layoutOrigin)
                        .applying(CGAffineTransform(translationX: parent.bounds.minX, y: parent.bounds.minY).inverted())
                } ?? .zero
            let frame = rect.offsetBy(dx: -parentOrigin.x, dy: -parentOrigin.y)
            solved[ObjectIdentifier(view)] = frame
            if frame != view.layoutFrame { view.superview?.needsLayoutPass = true }
        }
        layout.solvedFrames = solved
    }
}

/// The items a solve needs, in the order met (parents of views that keep their frames, owners
/// of guides), and the required constraints that fix what the app's constraints do not own.
struct SystemBuilder {
    private(set) var items: [any LayoutItem] = []
    private(set) var pins: [LinearConstraint] = []
    private var seen: Set<ObjectIdentifier> = []

    /// The view a fitting size is found for: in the system, its frame free.
    mutating func includeFree(_ view: View) {
        guard seen.insert(ObjectIdentifier(view)).inserted else { return }
        items.append(view)
    }

    mutating func include(_ item: any LayoutItem) {
        guard seen.insert(ObjectIdentifier(item)).inserted else { return }
        if let guide = item as? LayoutGuide {
            guard let owner = guide.owningView else {
                items.append(item)
                return
            }
            include(owner)
            items.append(item)
            guard guide.kind != .app else { return }
            pins += guide.layoutVariables.pins(to: guide.systemRect(in: owner), relativeTo: owner.layoutVariables)
            return
        }
        guard let view = item as? View else {
            items.append(item)
            return
        }
        // A view keeping its frame is placed relative to its superview, so it follows a
        // superview that constraints move.
        if view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview { include(parent) }
        items.append(view)
        guard view.translatesAutoresizingMaskIntoConstraints else { return }
        var frame = view.layoutFrame
        if let parent = view.superview { frame = frame.offsetBy(dx: -parent.bounds.minX, dy: -parent.bounds.minY) }
        if let parent = view.superview, let mask = view.layoutIfMade?.autoresizingMask, !mask.isEmpty {
            let (x, y) = AutoresizingRule.axes(mask, frame: frame, superviewSize: parent.bounds.size)
            pins += view.layoutVariables.pins(x, y, in: parent.layoutVariables)
        } else {
            pins += view.layoutVariables.pins(to: frame, relativeTo: view.superview?.layoutVariables)
        }
    }
}

extension Timeline {
    /// Asks for a layout pass at the end of this turn (Timeline+Turns.swift).
    func requestLayout(of view: View) {
        if layoutRequests == nil {
            layoutRequests = []
            addTurnObserver { $0.runRequestedLayout() }
        }
        if layoutRequests?.last !== view { layoutRequests?.append(view) }
    }

    /// The end-of-turn pass: each tree asked for, from its root, until nothing asks again
    /// (a few rounds at most; an app that keeps asking is cut off).
    private func runRequestedLayout() {
        for _ in 0..<8 {
            guard let requests = layoutRequests, !requests.isEmpty else { return }
            layoutRequests = []
            var roots: [View] = []
            for view in requests where !roots.contains(where: { $0 === view.rootView }) { roots.append(view.rootView) }
            for root in roots { root.layoutIfNeeded() }
        }
    }
}
