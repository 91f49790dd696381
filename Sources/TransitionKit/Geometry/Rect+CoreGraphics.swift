/// The rest of CoreGraphics' rectangle API (`CGGeometry`), with its documented semantics:
/// every rectangle is standardized before it is used, the null rectangle is the empty set
/// (what disjoint rectangles intersect to, and what union ignores), and the infinite
/// rectangle is CoreGraphics' own value. docs/bring-your-own.md lists what each relies on.
extension Rect {
    /// `CGRectNull`: origin at (+∞, +∞), size zero. Not the same as `.zero`.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// `CGRectInfinite`: the values CoreGraphics uses, ∓ half the largest finite number for the
    /// origin and the largest finite number for the size.
    public static let infinite = Rect(x: -Double.greatestFiniteMagnitude / 2, y: -Double.greatestFiniteMagnitude / 2,
                                      width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    /// `CGRectIsNull`: an origin coordinate is +∞.
    public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

    /// `CGRectIsInfinite`: the infinite rectangle.
    public var isInfinite: Bool { self == Rect.infinite }

    /// `CGRectIsEmpty`: null, or a zero width or height. A negative size is not empty (it
    /// standardizes to a positive one).
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    /// `CGRectStandardize`: the same rectangle with a non-negative width and height; null stays null.
    public var standardized: Rect {
        isNull ? .null : Rect(x: minX, y: minY, width: width, height: height)
    }

    /// `CGRectIntegral`: the smallest rectangle with integral origin and size that contains
    /// this one — the minimum edges rounded down, the maximum edges up; null stays null.
    public var integral: Rect {
        guard !isNull else { return self }
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
        return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
    }

    /// `CGRectOffset`: the standardized rectangle moved by (dx, dy); null stays null.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        guard !isNull else { return self }
        return Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// `CGRectInset`: the standardized rectangle shrunk by dx on the left and right and dy on
    /// the top and bottom (grown for negative values), about the same centre. When that
    /// leaves a negative width or height, the result is the null rectangle.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        guard !isNull else { return self }
        let w = width - 2 * dx, h = height - 2 * dy
        guard w >= 0, h >= 0 else { return .null }
        return Rect(x: minX + dx, y: minY + dy, width: w, height: h)
    }

    /// `CGRectIntersection`: the overlap of the two standardized rectangles, the null
    /// rectangle when they are apart. Rectangles that only share an edge intersect in a
    /// rectangle of zero width or height, which is empty but not null.
    public func intersection(_ other: Rect) -> Rect {
        guard !isNull, !other.isNull else { return .null }
        let x0 = Swift.max(minX, other.minX), x1 = Swift.min(maxX, other.maxX)
        let y0 = Swift.max(minY, other.minY), y1 = Swift.min(maxY, other.maxY)
        guard x0 <= x1, y0 <= y1 else { return .null }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `CGRectIntersectsRect`: the intersection is not null (touching edges count).
    public func intersects(_ other: Rect) -> Bool { !intersection(other).isNull }

    /// `CGRectUnion`: the smallest rectangle containing both standardized rectangles; the
    /// null rectangle contributes nothing (the union with it is the other rectangle, as given).
    public func union(_ other: Rect) -> Rect {
        if isNull { return other }
        if other.isNull { return self }
        let x0 = Swift.min(minX, other.minX), x1 = Swift.max(maxX, other.maxX)
        let y0 = Swift.min(minY, other.minY), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `CGRectContainsPoint`: the minimum edges are inside, the maximum edges outside, so an
    /// empty or null rectangle contains no point.
    public func contains(_ point: Point) -> Bool {
        !isNull && minX <= point.x && point.x < maxX && minY <= point.y && point.y < maxY
    }

    /// `CGRectContainsRect`: as CoreGraphics documents it, the union of the two is this
    /// rectangle — so every non-null rectangle contains the null rectangle, and a null
    /// rectangle contains only the null rectangle.
    public func contains(_ other: Rect) -> Bool { union(other).equalTo(self) }

    /// `CGRectEqualToRect`: equal once standardized; all null rectangles are equal. (`==`
    /// compares the stored values, as the engine's tracks need.)
    public func equalTo(_ other: Rect) -> Bool {
        if isNull || other.isNull { return isNull && other.isNull }
        return standardized == other.standardized
    }

    /// `CGRectDivide`: cuts a slice `distance` wide (clamped to the rectangle) off the given
    /// edge of the standardized rectangle; the remainder is the rest. Null gives two nulls.
    public func divided(atDistance distance: Double, from edge: RectEdge) -> (slice: Rect, remainder: Rect) {
        guard !isNull else { return (.null, .null) }
        let r = standardized
        switch edge {
        case .minXEdge:
            let d = Swift.min(Swift.max(distance, 0), r.width)
            return (Rect(x: r.minX, y: r.minY, width: d, height: r.height),
                    Rect(x: r.minX + d, y: r.minY, width: r.width - d, height: r.height))
        case .maxXEdge:
            let d = Swift.min(Swift.max(distance, 0), r.width)
            return (Rect(x: r.maxX - d, y: r.minY, width: d, height: r.height),
                    Rect(x: r.minX, y: r.minY, width: r.width - d, height: r.height))
        case .minYEdge:
            let d = Swift.min(Swift.max(distance, 0), r.height)
            return (Rect(x: r.minX, y: r.minY, width: r.width, height: d),
                    Rect(x: r.minX, y: r.minY + d, width: r.width, height: r.height - d))
        case .maxYEdge:
            let d = Swift.min(Swift.max(distance, 0), r.height)
            return (Rect(x: r.minX, y: r.maxY - d, width: r.width, height: d),
                    Rect(x: r.minX, y: r.minY, width: r.width, height: r.height - d))
        }
    }
}
