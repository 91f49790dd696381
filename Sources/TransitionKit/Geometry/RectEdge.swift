/// An edge of a rectangle (CoreGraphics' `CGRectEdge`), for `Rect.divided(atDistance:from:)`.
public enum RectEdge: UInt32, Hashable, Sendable, CaseIterable {
    case minXEdge, minYEdge, maxXEdge, maxYEdge
}
