import Foundation

/// A transition between two looks of one layer — what `CATransition` and
/// `UIView.transition(with:…)` / `transition(from:to:…)` draw.
///
/// Core Animation renders the layer's subtree as it was at the last commit (the old content)
/// and as it is after the change (the new content) and animates the two pictures. Here the
/// pictures are copies of the subtree (`CALayer.contentCopy`): plain layers with the model
/// values of the moment, placed as siblings just above the layer, which is hidden for the
/// duration by an opacity animation (its model values are untouched: apps read what they
/// set). The copies are animated with explicit animations, so frames, curves and the page
/// need nothing new; they leave the tree when the transition ends.
///
/// The new picture is taken at the end of the turn that started the transition (Core
/// Animation's commit, after layout), as a snapshot: later changes to the layer during the
/// transition show when it ends (UIKit's default without `.allowAnimatedContent`).
struct ContentTransition {
    /// The side a transition comes from (`CATransitionSubtype`, the flip options).
    enum Edge: String { case left, right, top, bottom }

    enum Style: Equatable {
        case fade
        /// `CATransition` `push`, `moveIn`, `reveal`: content slides in from the edge.
        case push(Edge)
        case moveIn(Edge)
        case reveal(Edge)
        /// `transitionFlipFrom…`: the old content turns edge-on in the first half, the new one
        /// turns from edge-on to flat in the second.
        case flip(Edge)
        /// `transitionCurlUp` / `Down`, approximated (a page curl is not a projected quad):
        /// up, the old content folds up towards its top edge uncovering the new one; down, the
        /// new content unfolds down from the top edge over the old one.
        case curl(up: Bool)
    }

    /// The perspective a flip turns under: the kit's convention for UIKit's own flips
    /// (docs/uikit-defaults.md, `flipPerspective`).
    static let flipPerspective = 1000.0

    let style: Style
    let layer: CALayer
    let duration: Double
    let timing: CAMediaTimingFunction

    /// Starts the transition now: hides `layer` and puts its old picture over it; the new
    /// picture follows at the end of the turn. `end` runs when it is over (snapshots gone).
    /// Returns false (nothing done) when there is no run or the layer has no superlayer.
    @discardableResult
    func start(hide custom: CAAnimation? = nil, key: String = "transitionHide", end: (() -> Void)? = nil) -> Bool {
        guard let timeline = Timeline.current, let parent = layer.parentLayer else { return false }
        let old = layer.contentCopy(asCommitted: true, name: "transitionOld")
        View.performWithoutAnimation { parent.insertSublayer(old, above: layer) }
        let hide = CABasicAnimation(keyPath: "opacity")
        hide.fromValue = 0.0
        hide.toValue = 0.0
        hide.duration = duration
        layer.add(custom ?? hide, forKey: key)
        let begin = timeline.now
        timeline.schedule(at: begin) { [self] in
            let new = layer.contentCopy(asCommitted: false, name: "transitionNew")
            View.performWithoutAnimation {
                // Push and move-in slide the new content over the old; a reveal uncovers it.
                if case .reveal = style {
                    parent.insertSublayer(new, below: old)
                } else if case .curl(up: true) = style {
                    parent.insertSublayer(new, below: old)
                } else {
                    parent.insertSublayer(new, above: old)
                }
            }
            animate(old: old, new: new)
            timeline.schedule(at: begin + duration) {
                View.performWithoutAnimation {
                    old.removeFromSuperlayer()
                    new.removeFromSuperlayer()
                }
                end?()
            }
        }
        return true
    }

    /// The explicit animations of the two pictures.
    private func animate(old: CALayer, new: CALayer) {
        let size = layer.bounds.size
        switch style {
        case .fade:
            let opacity = old.opacityValue
            add(to: old, "opacity", from: opacity, to: 0.0)
            add(to: new, "opacity", from: 0.0, to: opacity)
        case .push(let edge), .moveIn(let edge), .reveal(let edge):
            let shift = Self.shift(from: edge, size: size)
            let p = old.position
            let before = CGPoint(x: p.x - shift.x, y: p.y - shift.y)
            let after = CGPoint(x: p.x + shift.x, y: p.y + shift.y)
            if case .reveal = style {
                add(to: old, "position", from: p, to: after)
            } else {
                add(to: new, "position", from: before, to: p)
                if case .push = style { add(to: old, "position", from: p, to: after) }
            }
        case .flip(let edge):
            let base = old.transform
            let (leave, arrive) = Self.flipTurns(from: edge)
            let v = edge.axisIsVertical
            let flat = base.flipped(by: 0, vertical: v)
            let gone = base.flipped(by: leave, vertical: v)
            let coming = base.flipped(by: arrive, vertical: v)
            keyframes(on: old, [flat, gone, gone])
            keyframes(on: new, [coming, coming, flat])
            // Edge-on a picture has no area; each is left out while it is edge-on, so a
            // renderer never maps a rectangle onto a line.
            let half = duration * Self.time(reaching: 0.5, on: timing.curve)
            hide(new, from: 0, for: half, held: false)
            hide(old, from: half, for: duration - half, held: true)
        case .curl(let up):
            let base = old.transform
            let folded = Self.folded(height: size.height).concatenating(base)
            if up {
                add(to: old, "transform", from: base, to: folded)
            } else {
                add(to: new, "transform", from: folded, to: base)
            }
        }
    }

    /// How far the content moves: a full width or height, towards the opposite edge.
    static func shift(from edge: Edge, size: CGSize) -> CGPoint {
        switch edge {
        case .left: CGPoint(x: size.width, y: 0)
        case .right: CGPoint(x: -size.width, y: 0)
        case .top: CGPoint(x: 0, y: size.height)
        case .bottom: CGPoint(x: 0, y: -size.height)
        }
    }

    /// The angles of a flip from `edge`: where the old content turns to, and where the new
    /// one turns from (radians, about y for left/right, about x for top/bottom). From the
    /// left, the left side comes towards the viewer: a positive turn about y (z = −x·sin θ).
    static func flipTurns(from edge: Edge) -> (leave: Double, arrive: Double) {
        switch edge {
        case .left, .bottom: (Double.pi / 2, -Double.pi / 2)
        case .right, .top: (-Double.pi / 2, Double.pi / 2)
        }
    }

    /// A near-zero height kept at the top edge: the curl's folded page (a scale of 0 would
    /// leave the transform singular, which cannot be interpolated by decomposition).
    static func folded(height: Double) -> Transform3D {
        let s = 0.001
        var t = Transform3D(scaleX: 1, y: s, z: 1)
        t.m42 = -height / 2 * (1 - s)
        return t
    }

    /// The fraction of the duration at which `curve` reaches `progress` (bisection: the
    /// timing curves are monotonic).
    static func time(reaching progress: Double, on curve: CubicBezier) -> Double {
        var (low, high) = (0.0, 1.0)
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if curve.value(at: mid) < progress { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// Opacity 0 over `length` seconds from `start` seconds after now (`held`: until the
    /// copies leave).
    private func hide(_ target: CALayer, from start: Double, for length: Double, held: Bool) {
        guard let timeline = Timeline.current, length > 0 else { return }
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0.0
        animation.toValue = 0.0
        animation.beginTime = target.convertTime(timeline.now + start, from: nil)
        animation.duration = length
        animation.fillMode = held ? .forwards : .removed
        animation.isRemovedOnCompletion = !held
        target.add(animation, forKey: "transitionEdgeOn")
    }

    private func add(to target: CALayer, _ keyPath: String, from: Any, to: Any) {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        configure(animation)
        target.add(animation, forKey: "transition")
    }

    private func keyframes(on target: CALayer, _ values: [Transform3D]) {
        let animation = CAKeyframeAnimation(keyPath: "transform")
        animation.values = values
        animation.keyTimes = [0, 0.5, 1]
        configure(animation)
        target.add(animation, forKey: "transition")
    }

    /// Held at the end until the copies leave the tree (the same moment).
    private func configure(_ animation: CAAnimation) {
        animation.duration = duration
        animation.timingFunction = timing
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
    }
}

extension ContentTransition.Edge {
    var axisIsVertical: Bool { self == .left || self == .right }
}

extension Transform3D {
    /// This transform turned by `angle` about the flip's axis under the flip's perspective,
    /// about the layer's anchor: rotation, then perspective, then the layer's own transform.
    fileprivate func flipped(by angle: Double, vertical: Bool) -> Transform3D {
        let turn = Transform3D(rotationAngle: angle, x: vertical ? 0 : 1, y: vertical ? 1 : 0, z: 0)
        return turn.concatenating(Transform3D(perspectiveDistance: ContentTransition.flipPerspective)).concatenating(self)
    }
}

extension CALayer {
    /// A copy of this layer and what it draws now, as plain layers with their model values
    /// (a transition's picture of it). With `asCommitted`, content changed in this turn is
    /// taken as the last commit showed it. Hidden sublayers are left out, as a render skips
    /// them.
    func contentCopy(asCommitted: Bool, name: String) -> CALayer {
        var copy: CALayer!
        View.performWithoutAnimation {
            copy = copySubtree(asCommitted: asCommitted)
            copy.name = name
        }
        return copy
    }

    private func copySubtree(asCommitted: Bool) -> CALayer {
        let copy = CALayer(layer: self)
        copy.name = role
        if asCommitted, let committed = committedContent, committed.turn == Timeline.current?.turnIndex {
            copy.content = committed.content
        }
        for sublayer in sublayerList where !sublayer.isHidden {
            copy.addSublayer(sublayer.copySubtree(asCommitted: asCommitted))
        }
        return copy
    }

    /// Keeps what the last commit showed when this turn first changes the content.
    func keepCommittedContent(_ old: LayerContent) {
        guard let turn = Timeline.current?.turnIndex else { return }
        if committedContent?.turn != turn { committedContent = (turn, old) }
    }
}
