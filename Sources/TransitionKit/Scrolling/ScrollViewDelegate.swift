import Foundation

/// `UIScrollViewDelegate`. Every method is optional in UIKit: each default here does what
/// UIKit does without it (nothing; no view to zoom; scroll to top allowed) and notes that it
/// answered (OptionalRequirementCall), so `delegate?.scrollViewDidScroll?(scrollView)` is nil
/// for a delegate without the method, as on iOS.
public protocol ScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: ScrollView)
    func scrollViewDidZoom(_ scrollView: ScrollView)
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    func viewForZooming(in scrollView: ScrollView) -> View?
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat)
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: ScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) { OptionalRequirementCall.defaultAnswered() }
    public func scrollViewDidZoom(_ scrollView: ScrollView) { OptionalRequirementCall.defaultAnswered() }
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) { OptionalRequirementCall.defaultAnswered() }
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) { OptionalRequirementCall.defaultAnswered() }
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        OptionalRequirementCall.defaultAnswered()
    }
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { OptionalRequirementCall.defaultAnswered() }
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { OptionalRequirementCall.defaultAnswered() }
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { OptionalRequirementCall.defaultAnswered() }
    public func viewForZooming(in scrollView: ScrollView) -> View? {
        OptionalRequirementCall.defaultAnswered()
        return nil
    }
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {
        OptionalRequirementCall.defaultAnswered()
    }
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {
        OptionalRequirementCall.defaultAnswered()
    }
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
        OptionalRequirementCall.defaultAnswered()
        return true
    }
    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) { OptionalRequirementCall.defaultAnswered() }
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {
        OptionalRequirementCall.defaultAnswered()
    }
}
