import Foundation

/// `transition(from:to:duration:options:animations:completion:)`, for custom container view
/// controllers swapping two children, as UIKit documents it: the new child's view is added
/// to the old one's superview (at the old one's frame), the animations run on the options'
/// curve, then the old child's view is removed and the completion runs. Of the transition
/// options, `.transitionCrossDissolve` is modelled (the new view fades in over the old, which
/// fades out and gets its alpha back when removed); the flips and curls are reported and play
/// the block without them. Both view controllers must be children of the receiver.
extension ViewController {
    public func transition(
        from fromViewController: ViewController, to toViewController: ViewController, duration: TimeInterval,
        options: AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil,
        file: String = #filePath, line: Int = #line
    ) {
        let location = CallSite(filePath: file, line: line)
        guard fromViewController.parent === self, toViewController.parent === self, let superview = fromViewController.view.superview
        else {
            TransitionProblem.report(
                "not-children",
                "transition(from:to:…) on \(logName): both view controllers must be its children "
                    + "(UIKit raises \"Children view controllers must have a common parent view controller\")",
                at: location)
            return
        }
        let transitionBits = AnimationOptions(rawValue: options.rawValue & (7 << 20))
        let dissolve = transitionBits == .transitionCrossDissolve
        if !transitionBits.isEmpty && !dissolve {
            Timeline.current?.noteUnmodelled("transition(from:to:…)'s flip or curl option (the block plays without it)", at: location)
        }
        let fromView = fromViewController.view!
        let toView = toViewController.view!
        toView.frame = fromView.frame
        superview.addSubview(toView)
        let fromAlpha = fromView.alpha
        let toAlpha = toView.alpha
        if dissolve { toView.alpha = 0 }
        View.animate(
            withDuration: duration, delay: 0, options: AnimationOptions(rawValue: options.rawValue & ~(7 << 20)),
            animations: {
                animations?()
                if dissolve {
                    toView.alpha = toAlpha
                    fromView.alpha = 0
                }
            },
            completion: { finished in
                fromView.removeFromSuperview()
                fromView.alpha = fromAlpha
                completion?(finished)
            }, file: file, line: line)
    }
}
