import Foundation

/// A path traced backwards (`UIBezierPath.reversing()`): each subpath's segments in reverse
/// order with their control points swapped; a closed subpath stays closed.
enum PathReversal {
    static func reverse(_ elements: [CGPathElementValue]) -> [CGPathElementValue] {
        // Split into subpaths of (start, segments, closed).
        var subpaths: [(start: CGPoint, segments: [CGPathElementValue], closed: Bool)] = []
        for element in elements {
            switch element {
            case .moveToPoint(let p): subpaths.append((p, [], false))
            case .closeSubpath:
                if !subpaths.isEmpty { subpaths[subpaths.count - 1].closed = true }
            default:
                if subpaths.isEmpty { subpaths.append((.zero, [], false)) }
                subpaths[subpaths.count - 1].segments.append(element)
            }
        }
        var result: [CGPathElementValue] = []
        for subpath in subpaths.reversed() {
            var starts = [subpath.start]
            for segment in subpath.segments { starts.append(segment.points.last!) }
            result.append(.moveToPoint(starts.last!))
            for (index, segment) in subpath.segments.enumerated().reversed() {
                let to = starts[index]
                switch segment {
                case .addLineToPoint: result.append(.addLineToPoint(to))
                case .addQuadCurveToPoint(let c, _): result.append(.addQuadCurveToPoint(c, to))
                case .addCurveToPoint(let c1, let c2, _): result.append(.addCurveToPoint(c2, c1, to))
                default: break
                }
            }
            if subpath.closed { result.append(.closeSubpath) }
        }
        return result
    }
}
