import Foundation
import TransitionKit

// `delegate?.scrollViewDidScroll?(scrollView)` and its kin, as sheet libraries forward a scroll
// view's delegate calls: each member calls the method and gives nil when the delegate does not
// implement it, as the Objective-C call does (OptionalRequirements.swift has the pattern).

extension ScrollViewDelegate {
    public var scrollViewDidScroll: _ScrollViewDelegateCall? { _ScrollViewDelegateCall(delegate: self) { $0.scrollViewDidScroll($1) } }
    public var scrollViewDidZoom: _ScrollViewDelegateCall? { _ScrollViewDelegateCall(delegate: self) { $0.scrollViewDidZoom($1) } }
    public var scrollViewWillBeginDragging: _ScrollViewDelegateCall? {
        _ScrollViewDelegateCall(delegate: self) { $0.scrollViewWillBeginDragging($1) }
    }
    public var scrollViewWillBeginDecelerating: _ScrollViewDelegateCall? {
        _ScrollViewDelegateCall(delegate: self) { $0.scrollViewWillBeginDecelerating($1) }
    }
    public var scrollViewDidEndDecelerating: _ScrollViewDelegateCall? {
        _ScrollViewDelegateCall(delegate: self) { $0.scrollViewDidEndDecelerating($1) }
    }
    public var scrollViewDidEndScrollingAnimation: _ScrollViewDelegateCall? {
        _ScrollViewDelegateCall(delegate: self) { $0.scrollViewDidEndScrollingAnimation($1) }
    }
    public var scrollViewDidEndDragging: _ScrollViewEndDraggingCall? { _ScrollViewEndDraggingCall(delegate: self) }
    public var scrollViewWillEndDragging: _ScrollViewWillEndDraggingCall? { _ScrollViewWillEndDraggingCall(delegate: self) }
}

public struct _ScrollViewDelegateCall {
    let delegate: any ScrollViewDelegate
    let method: (any ScrollViewDelegate, UIScrollView) -> Void

    @discardableResult
    public func callAsFunction(_ scrollView: UIScrollView) -> Void? {
        OptionalRequirementCall.result { method(delegate, scrollView) }
    }
}

public struct _ScrollViewEndDraggingCall {
    let delegate: any ScrollViewDelegate

    @discardableResult
    public func callAsFunction(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) -> Void? {
        OptionalRequirementCall.result { delegate.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate) }
    }
}

public struct _ScrollViewWillEndDraggingCall {
    let delegate: any ScrollViewDelegate

    @discardableResult
    public func callAsFunction(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) -> Void? {
        OptionalRequirementCall.result {
            delegate.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        }
    }
}
