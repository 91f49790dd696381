// No import line at all: this file relies on the target-wide `import UIKit`, as files in an
// app target that imports UIKit everywhere do (docs/bring-your-own.md).

/// Hands out the card animator for a presentation, as an app's transitioning delegate does.
final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var originFrame = CGRect(x: 20, y: 120, width: 160, height: 90)
    private(set) var lastAnimator: CardPresentAnimator?

    override init() {
        super.init()
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        let animator = CardPresentAnimator(originFrame: originFrame)
        lastAnimator = animator
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        nil
    }
}

/// The CGRect type this file sees, for the tests: it must be the engine's `CGRect`.
let noImportRectType: Any.Type = CGRect.self
/// And its CGFloat: the engine's `Double`.
let noImportFloatType: Any.Type = CGFloat.self

/// Helpers of the kind apps keep in a geometry extension file.
extension CGRect {
    var diagonal: CGFloat { sqrt(width * width + height * height) }

    func scaled(by factor: CGFloat) -> CGRect {
        applying(CGAffineTransform(scaleX: factor, y: factor))
    }
}

extension CGPoint {
    /// Apps often declare this operator themselves. The engine has its own `+` on points;
    /// in the app's module the app's declaration shadows it, so uses are not ambiguous.
    static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
        CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    func moved(by delta: CGPoint) -> CGPoint { self + delta }

    func angle(to other: CGPoint) -> CGFloat {
        atan2(other.y - y, other.x - x)
    }
}

/// C math as app code calls it, with CGFloat, Double and Float arguments.
enum CMath {
    static func samples() -> [CGFloat] {
        let a: CGFloat = 3, b: CGFloat = 4
        return [
            sqrt(a * a + b * b),            // 5
            pow(a, 2),                      // 9
            fmax(a, b),                     // 4
            fmin(a, b),                     // 3
            CGFloat(fminf(1.5, 2.5)),       // 1.5
            atan2(b, a) * 180 / .pi,        // 53.13…
            hypot(a, b),                    // 5
            floor(2.7) + ceil(0.2),         // 3
            round(2.5),                     // 3
            abs(-a),                        // 3
            CGFloat.pi / 2 - asin(1),       // 0
            cos(0) + sin(0) + tan(0),       // 1
            exp(0) + log(1),                // 1
            CGFloat(Int(7.9)),              // 7
        ]
    }
}
