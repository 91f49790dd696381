import Foundation

// The engine's rectangles are Foundation's `CGRect` (see CGPoint+Engine.swift). Foundation
// gives CoreGraphics' rectangle API with its documented semantics (standardizing, the null and
// infinite rectangles: CGRect+CoreGraphics.swift checks and completes it); the stored `origin`
// and `size` are what was written, and may be negative.

extension CGRect {
    /// UIKit's `UIEdgeInsetsInsetRect` (`rect.inset(by:)`): plain arithmetic on the stored
    /// values, no standardizing and no null result, as UIKit's inline function does.
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }

    /// `CGRectApplyAffineTransform`: the smallest rectangle holding the transformed corners;
    /// the null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        return CGRect.boundingBox(of: corners.map { $0.applying(t) })
    }

    var center: CGPoint { CGPoint(x: midX, y: midY) }

    /// The four corners in the order the wire format uses — top-left, top-right, bottom-right,
    /// bottom-left — of the rectangle as stored (a negative width swaps left and right).
    var corners: [CGPoint] {
        let x0 = origin.x
        let y0 = origin.y
        let x1 = origin.x + size.width
        let y1 = origin.y + size.height
        return [CGPoint(x: x0, y: y0), CGPoint(x: x1, y: y0), CGPoint(x: x1, y: y1), CGPoint(x: x0, y: y1)]
    }

    /// The smallest rectangle holding every point (CoreGraphics' bounding box of a transformed rect).
    static func boundingBox(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .zero }
        var lo = first
        var hi = first
        for p in points.dropFirst() {
            lo.x = Swift.min(lo.x, p.x)
            lo.y = Swift.min(lo.y, p.y)
            hi.x = Swift.max(hi.x, p.x)
            hi.y = Swift.max(hi.y, p.y)
        }
        return CGRect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }

    /// The largest rect of `contentSize`'s aspect ratio that fits inside this rect, centred
    /// (UIKit's `.scaleAspectFit`, and AVFoundation's `AVMakeRect(aspectRatio:insideRect:)`).
    /// A rect without a positive width and height is returned as it is.
    package func aspectFit(_ contentSize: CGSize) -> CGRect {
        guard contentSize.width > 0, contentSize.height > 0, size.width > 0, size.height > 0 else { return self }
        let ratio = contentSize.width / contentSize.height
        if ratio > width / height {
            let h = width / ratio
            return CGRect(x: minX, y: minY + (height - h) / 2, width: width, height: h)
        } else {
            let w = height * ratio
            return CGRect(x: minX + (width - w) / 2, y: minY, width: w, height: height)
        }
    }

    /// The smallest rect of `contentSize`'s aspect ratio that covers this rect, centred (`.scaleAspectFill`).
    package func aspectFill(_ contentSize: CGSize) -> CGRect {
        guard contentSize.width > 0, contentSize.height > 0, size.width > 0, size.height > 0 else { return self }
        let scale = Swift.max(width / contentSize.width, height / contentSize.height)
        let w = contentSize.width * scale
        let h = contentSize.height * scale
        return CGRect(x: midX - w / 2, y: midY - h / 2, width: w, height: h)
    }
}

/// What `print(rect)` shows on iOS: `(x, y, width, height)`.
extension CGRect: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String {
        "(\(origin.x.native), \(origin.y.native), \(size.width.native), \(size.height.native))"
    }
}
