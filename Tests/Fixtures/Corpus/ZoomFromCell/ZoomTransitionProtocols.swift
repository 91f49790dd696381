import UIKit

/// What the zoom needs from the screens on each side.
protocol ZoomTransitionSource: AnyObject {
    func zoomSourceView() -> UIView?
}

protocol ZoomTransitionDestination: AnyObject {
    func zoomDestinationFrame(in container: UIView) -> CGRect
    func setZoomContentHidden(_ hidden: Bool)
}
