import Foundation
import TestExpectations
import Testing
import UIKit

@testable import TransitionKit

/// `CAKeyframeAnimation.path` moving `position`: each element but a move is a segment that
/// shares the play, a curve runs on its parameter, the paced modes move at an even speed, and
/// what cannot be drawn is reported.
@Suite("CAKeyframeAnimation along a path")
struct KeyframePathTests {
    /// An L: 100 pt right, then 300 pt down, from (0, 0).
    private static func corner() -> CGPath {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        return path
    }

    private func along(
        _ path: CGPath, mode: CAAnimationCalculationMode = .linear, keyTimes: [Double]? = nil,
        _ configure: (CAKeyframeAnimation) -> Void = { _ in }
    ) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.values = [CGPoint(x: -999, y: -999)]  // the path wins over values
        animation.calculationMode = mode
        animation.keyTimes = keyTimes?.map { NSNumber(value: $0) }
        animation.duration = 1
        configure(animation)
        return animation
    }

    private func position(_ s: CAStage, _ t: Double) -> CGPoint { s.presented(\.positionTrack, t) }

    @Test("linear: each segment takes an even share of the play, or its key times")
    func linear() {
        let s = CAStage()
        s.at(0) { s.view.layer.add(along(Self.corner()), forKey: nil) }
        expectEqual(position(s, 0.25), CGPoint(x: 50, y: 0))
        expectEqual(position(s, 0.5), CGPoint(x: 100, y: 0))
        expectEqual(position(s, 0.75), CGPoint(x: 100, y: 150))
        let t = CAStage()
        t.at(0) { t.view.layer.add(along(Self.corner(), keyTimes: [0, 0.2, 1]), forKey: nil) }
        expectEqual(position(t, 0.1), CGPoint(x: 50, y: 0))
        let later = position(t, 0.6)
        #expect(later.x == 100 && abs(later.y - 150) < 1e-9)
    }

    @Test("paced: an even speed along the whole length")
    func paced() {
        let s = CAStage()
        s.at(0) { s.view.layer.add(along(Self.corner(), mode: .paced, keyTimes: [0, 0.9, 1]), forKey: nil) }
        // 400 pt in all: a quarter of the play is 100 pt, the corner; key times are ignored.
        let quarter = position(s, 0.25)
        #expect(abs(quarter.x - 100) < 1e-9 && abs(quarter.y) < 1e-9)
        let half = position(s, 0.5)
        #expect(abs(half.x - 100) < 1e-9 && abs(half.y - 100) < 1e-9)
    }

    @Test("a curve runs on its parameter; a circle paced comes back to its start")
    func curves() {
        let quad = CGMutablePath()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 200, y: 0), control: CGPoint(x: 100, y: 200))
        let s = CAStage()
        s.at(0) { s.view.layer.add(along(quad), forKey: nil) }
        // B(½) = ¼·P0 + ½·C + ¼·P1.
        expectEqual(position(s, 0.5), CGPoint(x: 100, y: 100))

        let circle = UIBezierPath(arcCenter: CGPoint(x: 200, y: 200), radius: 100, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        let c = CAStage()
        c.at(0) { c.view.layer.add(along(circle.cgPath, mode: .paced), forKey: nil) }
        for t in [0.1, 0.3, 0.55, 0.8] {
            let p = position(c, t)
            // Within the cubic arcs' own distance from the circle (~0.03 pt at r = 100) plus
            // the chords' (~0.01 pt).
            #expect(abs(hypot(p.x - 200, p.y - 200) - 100) < 0.05, "on the circle at \(t): \(p)")
        }
        let end = position(c, 0.999_999)
        #expect(abs(end.x - 300) < 0.01 && abs(end.y - 200) < 0.01)
    }

    @Test("discrete jumps from each segment's end to the next; a move jumps; close goes back")
    func discreteMoveClose() {
        let s = CAStage()
        s.at(0) { s.view.layer.add(along(Self.corner(), mode: .discrete), forKey: nil) }
        expectEqual(position(s, 0.2), .zero)
        expectEqual(position(s, 0.6), CGPoint(x: 100, y: 0))

        let closed = CGMutablePath()
        closed.move(to: CGPoint(x: 10, y: 10))
        closed.addLine(to: CGPoint(x: 110, y: 10))
        closed.move(to: CGPoint(x: 0, y: 200))
        closed.addLine(to: CGPoint(x: 0, y: 300))
        closed.closeSubpath()
        let m = CAStage()
        m.at(0) { m.view.layer.add(along(closed), forKey: nil) }
        // Three segments: the line, the line after the move, the line back to (0, 200).
        expectEqual(position(m, 1.0 / 6), CGPoint(x: 60, y: 10))
        expectEqual(position(m, 0.5), CGPoint(x: 0, y: 250))
        expectEqual(position(m, 5.0 / 6), CGPoint(x: 0, y: 250))
    }

    @Test("rotationMode without a path and a path on a number property are reported")
    func reported() {
        let s = CAStage()
        s.at(0) {
            let turning = CAKeyframeAnimation(keyPath: "position")
            turning.values = [CGPoint.zero, CGPoint(x: 10, y: 10)]
            turning.rotationMode = .rotateAuto
            s.view.layer.add(turning, forKey: nil)
            s.view.layer.add(along(Self.corner()), forKey: nil)
            let scalar = CAKeyframeAnimation(keyPath: "opacity")
            scalar.path = Self.corner()
            s.view.layer.add(scalar, forKey: nil)
        }
        let notes = s.timeline.unmodelled.map(\.feature)
        #expect(notes.contains { $0.contains("rotationMode without a path") })
        #expect(notes.contains { $0.contains("CAKeyframeAnimation.path for key path \"opacity\"") })
        expectEqual(position(s, 0.25), CGPoint(x: 50, y: 0))
        expectEqual(transform(s, 0.25), .identity, "no path: no turn")
    }

    private func transform(_ s: CAStage, _ t: Double) -> Transform3D { s.presented(\.transformTrack, t) }

    private func expectAngle(_ m: Transform3D, _ angle: Double, scale: Double = 1, _ comment: Comment? = nil) {
        #expect(isClose(m.m11, scale * cos(angle), 1e-9) && isClose(m.m12, scale * sin(angle), 1e-9), comment)
        #expect(isClose(m.m21, -scale * sin(angle), 1e-9) && isClose(m.m22, scale * cos(angle), 1e-9), comment)
    }

    @Test("rotationMode: the layer turns to the path's tangent, reversed by rotateAutoReverse, on its own transform")
    func rotation() {
        let s = CAStage()
        s.at(0) { s.view.layer.add(along(Self.corner()) { $0.rotationMode = .rotateAuto }, forKey: nil) }
        expectAngle(transform(s, 0.25), 0, "moving right")
        expectAngle(transform(s, 0.75), .pi / 2, "moving down")
        expectEqual(transform(s, 1.5), .identity, "removed at the end: the model transform")
        #expect(!s.timeline.unmodelled.contains { $0.feature.contains("rotationMode") })

        let r = CAStage()
        r.at(0) {
            r.view.layer.transform = CATransform3DMakeScale(2, 2, 1)
            r.view.layer.add(along(Self.corner()) { $0.rotationMode = .rotateAutoReverse }, forKey: nil)
        }
        expectAngle(transform(r, 0.25), .pi, scale: 2, "reversed, then the layer's scale")
        expectAngle(transform(r, 0.75), -.pi / 2, scale: 2)

        // A quadratic curve: at the middle of its parameter the tangent is (100, 100).
        let curve = CGMutablePath()
        curve.move(to: .zero)
        curve.addQuadCurve(to: CGPoint(x: 100, y: 100), control: CGPoint(x: 100, y: 0))
        let q = CAStage()
        q.at(0) { q.view.layer.add(along(curve) { $0.rotationMode = .rotateAuto }, forKey: nil) }
        expectAngle(transform(q, 0.5), .pi / 4, "the curve's tangent")
        expectAngle(transform(q, 0), 0, "leaving towards the control point")

        // Paced: halfway along 400 pt is 100 pt into the downward leg.
        let p = CAStage()
        p.at(0) { p.view.layer.add(along(Self.corner(), mode: .paced) { $0.rotationMode = .rotateAuto }, forKey: nil) }
        #expect(isClose(position(p, 0.5).y, 100, 1e-9))
        expectAngle(transform(p, 0.5), .pi / 2)
        expectAngle(transform(p, 0.2), 0)
    }
}
