import Foundation

/// `CAKeyframeAnimation.path`: a point property (`position`, `anchorPoint`) moved along a
/// path, which replaces `values` when set. As Apple documents it, each element of the path but
/// a move is one keyframe segment "for the purpose of timing and interpolation":
/// - in `linear` and `cubic` modes the segments share the play by `keyTimes` (one more than
///   the segments, from 0 to 1) or evenly, and inside a segment the fraction of its time is the
///   curve's own parameter (a line moves evenly, a Bézier as its parameter runs), after that
///   segment's entry of `timingFunctions`;
/// - in `paced` and `cubicPaced` modes the point moves at an even speed along the whole path
///   (each curve measured as 64 chords: our precision, well under a point for screen-sized
///   paths);
/// - in `discrete` mode it jumps from each segment's end to the next at the key times;
/// - a move inside the path jumps to its point; `closeSubpath` is a line back to the
///   subpath's start.
/// `rotationMode` turns the layer with the path: `angle(at:)` is the direction of travel
/// where `value(at:)` puts the point (CAKeyframeAnimation+Rotation.swift applies it).
struct KeyframePathMotion {
    private enum Piece {
        case line(CGPoint, CGPoint)
        case quad(CGPoint, CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

        func point(at t: Double) -> CGPoint {
            let u = 1 - t
            switch self {
            case .line(let a, let b):
                return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            case .quad(let a, let c, let b):
                return CGPoint(x: u * u * a.x + 2 * u * t * c.x + t * t * b.x, y: u * u * a.y + 2 * u * t * c.y + t * t * b.y)
            case .cubic(let a, let c1, let c2, let b):
                let (k0, k1, k2, k3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                return CGPoint(
                    x: k0 * a.x + k1 * c1.x + k2 * c2.x + k3 * b.x, y: k0 * a.y + k1 * c1.y + k2 * c2.y + k3 * b.y)
            }
        }

        var start: CGPoint {
            switch self {
            case .line(let a, _), .quad(let a, _, _), .cubic(let a, _, _, _): a
            }
        }

        var end: CGPoint { point(at: 1) }

        /// The direction of travel at parameter `t`: the derivative, or — where it vanishes (a
        /// control point on its end point) — the way the curve leaves or reaches that point.
        func tangent(at t: Double) -> CGVector {
            let u = 1 - t
            var d: CGVector
            switch self {
            case .line(let a, let b):
                d = CGVector(dx: b.x - a.x, dy: b.y - a.y)
            case .quad(let a, let c, let b):
                d = CGVector(dx: 2 * u * (c.x - a.x) + 2 * t * (b.x - c.x), dy: 2 * u * (c.y - a.y) + 2 * t * (b.y - c.y))
            case .cubic(let a, let c1, let c2, let b):
                let (k0, k1, k2) = (3 * u * u, 6 * u * t, 3 * t * t)
                d = CGVector(
                    dx: k0 * (c1.x - a.x) + k1 * (c2.x - c1.x) + k2 * (b.x - c2.x),
                    dy: k0 * (c1.y - a.y) + k1 * (c2.y - c1.y) + k2 * (b.y - c2.y))
            }
            if hypot(d.dx, d.dy) < 1e-12 {
                let (p, q) = t < 0.5 ? (point(at: t), point(at: Swift.min(1, t + 1e-3))) : (point(at: Swift.max(0, t - 1e-3)), point(at: t))
                d = CGVector(dx: q.x - p.x, dy: q.y - p.y)
            }
            return d
        }
    }

    private static let chords = 64

    private let mode: KeyframeCalculationMode
    private let pieces: [Piece]
    private let keyTimes: [Double]
    private let segmentTimings: [CubicBezier]?
    /// Paced modes: each piece's chord lengths, cumulative, and the whole length.
    private let cumulative: [[Double]]
    private let total: Double

    /// nil (reported) for a path with no segment to move along.
    init?(_ animation: CAKeyframeAnimation, path: CGPath, report: (String) -> Void) {
        var pieces: [Piece] = []
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        for element in path.elements {
            switch element {
            case .moveToPoint(let p):
                current = p
                subpathStart = p
            case .addLineToPoint(let p):
                pieces.append(.line(current, p))
                current = p
            case .addQuadCurveToPoint(let c, let p):
                pieces.append(.quad(current, c, p))
                current = p
            case .addCurveToPoint(let c1, let c2, let p):
                pieces.append(.cubic(current, c1, c2, p))
                current = p
            case .closeSubpath:
                pieces.append(.line(current, subpathStart))
                current = subpathStart
            }
        }
        guard !pieces.isEmpty else {
            report("CAKeyframeAnimation with a path of no segments for key path \"\(animation.keyPath ?? "")\" (the value does not move)")
            return nil
        }
        let mode = animation.calculationMode.engineMode
        let n = pieces.count
        self.mode = mode
        self.pieces = pieces
        var times = (0...n).map { Double($0) / Double(n) }
        if let given = animation.keyTimes?.map(\.doubleValue), !mode.isPaced {
            let ascending = zip(given, given.dropFirst()).allSatisfy { $0 <= $1 }
            if given.count == n + 1, ascending, given.first == 0, given.last == 1 {
                times = given
            } else {
                report("CAKeyframeAnimation keyTimes \(given) for a path of \(n) segments (played evenly spaced)")
            }
        }
        keyTimes = times
        if let functions = animation.timingFunctions, !mode.isPaced, mode != .discrete {
            segmentTimings = (0..<n).map { $0 < functions.count ? functions[$0].curve : .linear }
        } else {
            segmentTimings = nil
        }
        var cumulative: [[Double]] = []
        var total = 0.0
        if mode.isPaced {
            for piece in pieces {
                var lengths = [total]
                var last = piece.start
                for step in 1...Self.chords {
                    let next = piece.point(at: Double(step) / Double(Self.chords))
                    total += hypot(next.x - last.x, next.y - last.y)
                    lengths.append(total)
                    last = next
                }
                cumulative.append(lengths)
            }
        }
        self.cumulative = cumulative
        self.total = total
    }

    /// The point at a fraction 0…1 of the play (after the animation's `timingFunction`).
    func value(at fraction: Double) -> CGPoint {
        let f = Swift.min(1, Swift.max(0, fraction))
        if mode.isPaced { return paced(f) }
        var i = 0
        while i + 1 < pieces.count && keyTimes[i + 1] <= f { i += 1 }
        if mode == .discrete { return f < keyTimes[i + 1] ? pieces[i].start : pieces[i].end }
        let start = keyTimes[i]
        let end = keyTimes[i + 1]
        var local = end > start ? Swift.min(1, Swift.max(0, (f - start) / (end - start))) : 1
        if let segmentTimings { local = segmentTimings[i].value(at: local) }
        return pieces[i].point(at: local)
    }

    /// The angle (radians, from +x towards +y) of the direction of travel at a fraction 0…1
    /// of the play: the tangent of the piece the point is on, at the point's parameter (paced
    /// modes: of the chord it is on; discrete: of the piece at the end it sits on).
    func angle(at fraction: Double) -> Double {
        let (piece, t) = place(at: fraction)
        let d = pieces[piece].tangent(at: t)
        return atan2(d.dy, d.dx)
    }

    /// The piece and its parameter where the point is at `fraction`.
    private func place(at fraction: Double) -> (Int, Double) {
        let f = Swift.min(1, Swift.max(0, fraction))
        if mode.isPaced {
            guard total > 0 else { return (0, 0) }
            let (i, step) = chord(reaching: f * total)
            // The middle of the chord: its direction is the curve's there.
            return (i, (Double(step) - 0.5) / Double(Self.chords))
        }
        var i = 0
        while i + 1 < pieces.count && keyTimes[i + 1] <= f { i += 1 }
        if mode == .discrete { return (i, f < keyTimes[i + 1] ? 0 : 1) }
        let start = keyTimes[i]
        let end = keyTimes[i + 1]
        var local = end > start ? Swift.min(1, Swift.max(0, (f - start) / (end - start))) : 1
        if let segmentTimings { local = segmentTimings[i].value(at: local) }
        return (i, local)
    }

    /// The piece and the chord of it (1…chords) whose end first reaches `target` along the
    /// whole path: where the paced modes are after that much arc length.
    private func chord(reaching target: Double) -> (piece: Int, step: Int) {
        var i = 0
        while i + 1 < pieces.count && cumulative[i].last! < target { i += 1 }
        let lengths = cumulative[i]
        var step = 1
        while step < Self.chords && lengths[step] < target { step += 1 }
        return (i, step)
    }

    private func paced(_ f: Double) -> CGPoint {
        guard total > 0 else { return pieces[0].start }
        let target = f * total
        let (i, step) = chord(reaching: target)
        let lengths = cumulative[i]
        let span = lengths[step] - lengths[step - 1]
        let within = span > 0 ? (target - lengths[step - 1]) / span : 0
        let a = pieces[i].point(at: Double(step - 1) / Double(Self.chords))
        let b = pieces[i].point(at: Double(step) / Double(Self.chords))
        return CGPoint(x: a.x + (b.x - a.x) * within, y: a.y + (b.y - a.y) * within)
    }
}
