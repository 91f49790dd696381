/// An origin and a size, in points (UIKit's `CGRect`). Geometry reads like CoreGraphics, with
/// its semantics: the size may be negative, and every accessor and operation below works on
/// the standardized rectangle (positive width and height), as CoreGraphics' do. The stored
/// `origin` and `size` are what was written (docs/bring-your-own.md, "CoreGraphics on Linux").
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// `CGRect(x:y:width:height:)` with integers, as CoreGraphics' Swift overlay has it.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
    }

    /// The zero rectangle, as the C struct's zero initialiser gives it (`CGRect()`).
    public init() {
        self.init(origin: .zero, size: .zero)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }

    // MARK: Edges (CGRectGetMinX …, on the standardized rectangle)

    /// The width as if standardized: never negative (`CGRectGetWidth`).
    public var width: Double { abs(size.width) }
    /// The height as if standardized: never negative (`CGRectGetHeight`).
    public var height: Double { abs(size.height) }
    public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
    public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
    public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
    public var center: Point { Point(x: midX, y: midY) }

    /// The four corners in the order the wire format uses — top-left, top-right, bottom-right,
    /// bottom-left — of the rectangle as stored (a negative width swaps left and right).
    public var corners: [Point] {
        let x0 = origin.x, y0 = origin.y, x1 = origin.x + size.width, y1 = origin.y + size.height
        return [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)]
    }

    /// UIKit's `UIEdgeInsetsInsetRect` (`rect.inset(by:)`): plain arithmetic on the stored
    /// values, no standardizing and no null result, as UIKit's inline function does.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: origin.x + insets.left, y: origin.y + insets.top,
             width: size.width - insets.left - insets.right,
             height: size.height - insets.top - insets.bottom)
    }

    /// The smallest rectangle holding every point (CoreGraphics' bounding box of a transformed rect).
    public static func boundingBox(of points: [Point]) -> Rect {
        guard let first = points.first else { return .zero }
        var lo = first, hi = first
        for p in points.dropFirst() {
            lo.x = Swift.min(lo.x, p.x); lo.y = Swift.min(lo.y, p.y)
            hi.x = Swift.max(hi.x, p.x); hi.y = Swift.max(hi.y, p.y)
        }
        return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }

    /// `CGRectApplyAffineTransform`: the smallest rectangle holding the transformed corners;
    /// the null rectangle stays null.
    public func applying(_ t: AffineTransform) -> Rect {
        guard !isNull else { return self }
        return Rect.boundingBox(of: corners.map { $0.applying(t) })
    }

    /// The largest rect of `contentSize`'s aspect ratio that fits inside this rect, centred
    /// (UIKit's `.scaleAspectFit`, and AVFoundation's `AVMakeRect(aspectRatio:insideRect:)`).
    /// A rect without a positive width and height is returned as it is.
    public func aspectFit(_ contentSize: Size) -> Rect {
        guard contentSize.width > 0, contentSize.height > 0, size.width > 0, size.height > 0 else { return self }
        let ratio = contentSize.width / contentSize.height
        if ratio > width / height {
            let h = width / ratio
            return Rect(x: minX, y: minY + (height - h) / 2, width: width, height: h)
        } else {
            let w = height * ratio
            return Rect(x: minX + (width - w) / 2, y: minY, width: w, height: height)
        }
    }

    /// The smallest rect of `contentSize`'s aspect ratio that covers this rect, centred (`.scaleAspectFill`).
    public func aspectFill(_ contentSize: Size) -> Rect {
        guard contentSize.width > 0, contentSize.height > 0, size.width > 0, size.height > 0 else { return self }
        let scale = Swift.max(width / contentSize.width, height / contentSize.height)
        let w = contentSize.width * scale, h = contentSize.height * scale
        return Rect(x: midX - w / 2, y: midY - h / 2, width: w, height: h)
    }
}
