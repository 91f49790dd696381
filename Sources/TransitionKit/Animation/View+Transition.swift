import Foundation

/// UIKit's view transitions: `transition(with:duration:options:animations:completion:)` and
/// `transition(from:to:duration:options:completion:)`, drawn as Core Animation draws them —
/// a picture of the view before the change and one after, animated by the option's effect
/// (CoreAnimation/ContentTransition.swift):
///
/// - `.transitionCrossDissolve`: the old picture fades out as the new one fades in.
/// - `.transitionFlipFromLeft/Right/Top/Bottom`: in the first half the old picture turns from
///   flat to edge-on about the view's centre (the named side towards the viewer), in the
///   second the new one from edge-on to flat, under the kit's flip perspective (`m34 =
///   −1/1000`), the option's curve over the whole turn.
/// - `.transitionCurlUp/Down`: approximated — a page curl bends the page, which projected
///   quads cannot draw. Up, the old picture folds up to its top edge uncovering the new one;
///   down, the new picture unfolds from the top edge over the old one.
///
/// Changes in the `animations` block are made in an animation block of the same duration and
/// curve (animatable properties animate, as in UIKit), and show in the new picture. The
/// completion runs when the transition ends. Without a transition option the call is an
/// animation block; with a zero duration or animations disabled the change is made at once.
extension View {
    public static func transition(
        with view: View, duration: Double, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil,
        file: String = #filePath, line: Int = #line
    ) {
        let site = CallSite(filePath: file, line: line)
        let transition = contentTransition(on: view.layer, duration: duration, options: options, site: site)
        let started = transition?.start(end: { completion?(true) }) ?? false
        animate(
            withDuration: duration, delay: 0,
            options: options.subtracting(.transitionBits), animations: { animations?() },
            completion: started ? nil : completion, file: file, line: line)
    }

    /// Replaces `fromView` by `toView` in its superview (or, with `.showHideTransitionViews`,
    /// hides `fromView` and shows `toView`), the superview performing the transition.
    public static func transition(
        from fromView: View, to toView: View, duration: Double, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil,
        file: String = #filePath, line: Int = #line
    ) {
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let container = fromView.superview {
                container.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }
        guard let container = fromView.superview else {
            swap()
            animate(withDuration: 0, animations: {}, completion: completion, file: file, line: line)
            return
        }
        transition(
            with: container, duration: duration, options: options, animations: swap, completion: completion,
            file: file, line: line)
    }

    /// The transition `options` ask for on `layer`, or nil when they name none or it would
    /// not animate (no run, a zero duration, animations disabled, no superlayer).
    private static func contentTransition(
        on layer: CALayer, duration: Double, options: AnimationOptions, site: CallSite?
    ) -> ContentTransition? {
        guard let timeline = Timeline.current, let style = options.transitionStyle else { return nil }
        if options.contains(.allowAnimatedContent) {
            timeline.noteUnmodelled(
                "UIView.AnimationOptions.allowAnimatedContent (the new content is drawn as a snapshot)", at: site)
        }
        guard timeline.animationsEnabled, duration.isFinite, duration > 0, layer.parentLayer != nil else { return nil }
        let curve = CAMediaTimingFunction(options.curve.bezier)
        return ContentTransition(style: style, layer: layer, duration: duration, timing: curve)
    }
}

extension AnimationOptions {
    /// The bits that choose a transition (UIKit's `UIViewAnimationOptionTransition…`).
    static let transitionBits = AnimationOptions(rawValue: 7 << 20)

    /// The effect the transition bits name, nil for none.
    var transitionStyle: ContentTransition.Style? {
        switch (rawValue >> 20) & 7 {
        case 1: .flip(.left)
        case 2: .flip(.right)
        case 3: .curl(up: true)
        case 4: .curl(up: false)
        case 5: .fade
        case 6: .flip(.top)
        case 7: .flip(.bottom)
        default: nil
        }
    }
}
