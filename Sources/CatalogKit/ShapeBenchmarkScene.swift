import Foundation
import TransitionKit

/// The shape-heavy scene `transitions bench --shapes` measures (docs/performance.md, "Drawing
/// values that change"): 45 `CAShapeLayer`s with oval paths, filled and stroked, on the pushed
/// screen. With `animatedDrawing` each one's `path`, `strokeEnd` and `fillColor` are animated
/// with `CABasicAnimation`s over the push, so every frame evaluates and sends their
/// presentation values; without, the same layers hold their final values, drawn from the
/// cached fields as before the drawing animations existed.
public enum ShapeBenchmarkScene {
    public static let shapeCount = 45

    public static func makeRun(animatedDrawing: Bool) -> TransitionRun {
        var shapes: [CAShapeLayer] = []
        let run = TwoScreenScene.start(.push, animator: Animator(animatedDrawing: animatedDrawing, shapes: { shapes })) { _, to in
            to.view.backgroundColor = .white
            for index in 0..<shapeCount {
                let shape = CAShapeLayer()
                let column = Double(index % 5)
                let row = Double(index / 5)
                shape.frame = CGRect(x: 8 + column * 72, y: 100 + row * 72, width: 64, height: 64)
                shape.path = Self.oval(64)
                shape.fillColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
                shape.strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
                shape.lineWidth = 2
                to.view.layer.addSublayer(shape)
                shapes.append(shape)
            }
        }
        run.runToCompletion()
        return run
    }

    static func oval(_ side: Double) -> CGPath {
        UIBezierPath(ovalIn: CGRect(x: (64 - side) / 2, y: (64 - side) / 2, width: side, height: side)).cgPath
    }

    final class Animator: ViewControllerAnimatedTransitioning {
        let animatedDrawing: Bool
        let shapes: () -> [CAShapeLayer]
        init(animatedDrawing: Bool, shapes: @escaping () -> [CAShapeLayer]) {
            self.animatedDrawing = animatedDrawing
            self.shapes = shapes
        }

        func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> Double { 0.6 }

        func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
            let to = transitionContext.view(forKey: .to)!
            transitionContext.containerView.addSubview(to)
            to.alpha = 0
            View.animate(withDuration: 0.6, animations: { to.alpha = 1 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            guard animatedDrawing else { return }
            for shape in shapes() {
                let path = CABasicAnimation(keyPath: "path")
                path.fromValue = ShapeBenchmarkScene.oval(8)
                path.toValue = ShapeBenchmarkScene.oval(64)
                let stroke = CABasicAnimation(keyPath: "strokeEnd")
                stroke.fromValue = 0
                stroke.toValue = 1
                let fill = CABasicAnimation(keyPath: "fillColor")
                fill.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
                for animation in [path, stroke, fill] {
                    animation.duration = 0.6
                    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                    shape.add(animation, forKey: animation.keyPath)
                }
            }
        }
    }
}
