/// An origin and a size, in points (UIKit's `CGRect`). Geometry reads like CoreGraphics.
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

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }

    public var width: Double { size.width }
    public var height: Double { size.height }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var center: Point { Point(x: midX, y: midY) }
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The four corners in the order the wire format uses: top-left, top-right, bottom-right, bottom-left.
    public var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
    }

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

    /// `CGRectApplyAffineTransform`: the bounding box of the transformed corners.
    public func applying(_ t: AffineTransform) -> Rect {
        Rect.boundingBox(of: corners.map { $0.applying(t) })
    }

    /// The largest rect of `contentSize`'s aspect ratio that fits inside this rect, centred
    /// (UIKit's `.scaleAspectFit`, and AVFoundation's `AVMakeRect(aspectRatio:insideRect:)`).
    public func aspectFit(_ contentSize: Size) -> Rect {
        guard contentSize.width > 0, contentSize.height > 0, !isEmpty else { return self }
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
        guard contentSize.width > 0, contentSize.height > 0, !isEmpty else { return self }
        let scale = Swift.max(width / contentSize.width, height / contentSize.height)
        let w = contentSize.width * scale, h = contentSize.height * scale
        return Rect(x: midX - w / 2, y: midY - h / 2, width: w, height: h)
    }
}
