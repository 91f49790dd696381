import Foundation

// Foundation's `CGRect` carries CoreGraphics' rectangle API (`CGGeometry`) with its
// documented semantics — standardizing, the null and infinite rectangles, union,
// intersection, inset, divide — which Tests/UIKitTests/RectTests.swift holds it to. The one
// function Swift on iOS still has and Foundation on Linux does not is here.

extension CGRect {
    /// `CGRectEqualToRect`: equal once standardized, as `==` is; all null rectangles are equal.
    public func equalTo(_ other: CGRect) -> Bool {
        if isNull || other.isNull { return isNull && other.isNull }
        return standardized == other.standardized
    }
}
