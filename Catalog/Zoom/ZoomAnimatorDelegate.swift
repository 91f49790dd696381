import UIKit

/// What each side of the zoom tells the animator: which image view zooms, and where it is in
/// the view the transition happens in.
protocol ZoomAnimatorDelegate: AnyObject {
    func transitionWillStartWith(zoomAnimator: ZoomAnimator)
    func transitionDidEndWith(zoomAnimator: ZoomAnimator)
    func referenceImageView(for zoomAnimator: ZoomAnimator) -> UIImageView?
    func referenceImageViewFrameInTransitioningView(for zoomAnimator: ZoomAnimator) -> CGRect?
}
