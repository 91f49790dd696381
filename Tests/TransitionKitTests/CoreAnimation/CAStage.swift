import Foundation
import UIKit

@testable import TransitionKit

/// A window with one view on a timeline, for explicit-animation tests: the app's code runs at
/// a time (`at`), and values are read from the frames the page would get (`frame`) or as the
/// layer's presentation value (`presented`).
final class CAStage {
    let timeline = Timeline()
    var window: UIWindow!
    var view: UIView!
    var log: [String] = []

    init() {
        timeline.perform {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            timeline.root = window
        }
        timeline.endTurn()
    }

    /// Runs the queue up to `t`, then `body` as one turn at `t`.
    func at(_ t: Double, _ body: () -> Void = {}) {
        timeline.advance(to: t)
        timeline.perform(body)
        timeline.endTurn()
    }

    func run(until t: Double) { timeline.advance(to: t) }

    /// `count` more views in the window beside `view`, added in one turn at the current time:
    /// the suites animate several layers side by side.
    func addViews(_ count: Int, frame: CGRect = .zero) -> [UIView] {
        var views: [UIView] = []
        timeline.perform {
            views = (0..<count).map { _ in UIView(frame: frame) }
            for view in views { window.addSubview(view) }
        }
        timeline.endTurn()
        return views
    }

    /// The view's layer as the frame at `t` draws it.
    func frame(_ t: Double) -> LayerFrame {
        FrameEvaluator(timeline: timeline).layers(at: t).first { $0.id == view.layer.id }!
    }

    func presented<V>(_ track: KeyPath<Layer, Track<V>>, _ t: Double, of layer: Layer? = nil) -> V {
        timeline.perform { (layer ?? view.layer).presentationValue(track, at: t) }
    }

    func opacity(_ t: Double) -> Double { frame(t).opacity }
    func x(_ t: Double) -> Double { presented(\.positionTrack, t).x }
}

/// `CABasicAnimation(keyPath:)` with its from and to values over `duration` seconds, then
/// `configure` for the rest: the animation every explicit-animation suite starts from.
func basic(
    _ keyPath: String, from: Any? = nil, to: Any? = nil, duration: Double = 1,
    _ configure: (CABasicAnimation) -> Void = { _ in }
) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = from
    animation.toValue = to
    animation.duration = duration
    configure(animation)
    return animation
}

/// Records delegate callbacks with their virtual times.
final class Recorder: NSObject, CAAnimationDelegate {
    let stage: CAStage
    let name: String
    init(_ stage: CAStage, _ name: String = "a") {
        self.stage = stage
        self.name = name
    }
    func animationDidStart(_ anim: CAAnimation) { stage.log.append("start \(name) \(stage.timeline.now)") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stage.log.append("stop \(name) \(flag) \(stage.timeline.now)")
    }
}
