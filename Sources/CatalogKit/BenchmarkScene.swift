import Foundation
import TransitionKit

/// The scene `transitions bench` measures: 50 layers on screen, a spring animating the
/// to-view and its cells, and a cubic keyframe flip of the from-view under perspective —
/// the kinds of work every catalog entry does, at a larger size than any of them.
public enum BenchmarkScene {
    public static let layerCount = 50

    /// `animated: false` builds the same tree with nothing moving: the baseline that shows
    /// what the animations themselves cost. The scene is pushed as an app pushes a screen
    /// (`TwoScreenScene`): window, navigation controller's view, its content view (the
    /// container), its hidden bar, the two screens, and the cells that make up the rest.
    public static func makeRun(animated: Bool = true) -> TransitionRun {
        let run = TwoScreenScene.start(.push, animator: Animator(animated: animated)) { from, to in
            to.view.backgroundColor = .secondarySystemBackground
            for index in 0..<cellCount {
                let cell = ImageView(image: UIImage(seed: UInt64(index), size: CGSize(width: 300, height: 200)))
                cell.contentMode = .scaleAspectFill
                cell.clipsToBounds = true
                cell.layer.cornerRadius = 6
                let column = Double(index % 4)
                let row = Double((index / 4) % 12)
                cell.frame = CGRect(x: 4 + column * 93, y: 100 + row * 58, width: 89, height: 54)
                (index % 2 == 0 ? from.view : to.view).addSubview(cell)
            }
        }
        run.runToCompletion()
        return run
    }

    /// The layers that are not cells: window, navigation view, content view, from, to (the
    /// hidden bar draws nothing).
    static let sceneLayerCount = 5
    static var cellCount: Int { layerCount - sceneLayerCount }

    final class Animator: ViewControllerAnimatedTransitioning {
        let animated: Bool
        init(animated: Bool) { self.animated = animated }

        func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> Double { 0.6 }

        func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            let from = transitionContext.view(forKey: .from)!
            let to = transitionContext.view(forKey: .to)!
            container.addSubview(to)
            guard animated else {
                View.animate(withDuration: 0.6, animations: { to.alpha = 0.99 }) { _ in
                    transitionContext.completeTransition(true)
                }
                return
            }
            var perspective = Transform3D.identity
            perspective.m34 = -0.002
            container.layer.sublayerTransform = perspective
            to.alpha = 0
            View.animate(
                withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                animations: {
                    to.alpha = 1
                    for cell in to.subviews { cell.frame = cell.frame.insetBy(dx: -4, dy: -2) }
                })
            View.animateKeyframes(
                withDuration: 0.6, options: .calculationModeCubic,
                animations: {
                    View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1.0 / 3) {
                        from.layer.transform = Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0)
                    }
                    View.addKeyframe(withRelativeStartTime: 1.0 / 3, relativeDuration: 2.0 / 3) {
                        for cell in from.subviews { cell.layer.cornerRadius = 20 }
                    }
                }
            ) { _ in
                from.layer.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }
}
