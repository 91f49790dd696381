import TestExpectations
import Testing
import Foundation
import TransitionKit
import UIKit

/// CGRect as CoreGraphics documents it (docs/bring-your-own.md, "CoreGraphics on Linux"),
/// with exact vectors: every input standardized first, the null rectangle as the empty set.
@Suite("CoreGraphics: CGRect")
struct RectTests {
    @Test("one CGFloat, CGPoint, CGSize, CGRect: Foundation's, whatever a file imports")
    func names() {
        #expect(CGRect.self == Foundation.CGRect.self)
        #expect(CGPoint.self == Foundation.CGPoint.self)
        #expect(CGSize.self == Foundation.CGSize.self)
        #expect(CGFloat.self == Foundation.CGFloat.self)
        #expect(CGFloat.self != Double.self, "a struct, as on iOS, with Double converting implicitly")
        #expect(CGRectEdge.self == Foundation.CGRectEdge.self)
        #expect(CGAffineTransform.self == TransitionKit.CGAffineTransform.self)
    }

    @Test("initialisers: Double and Int arguments, and the zero initialiser")
    func initialisers() {
        let side = 3
        expectEqual(CGRect(x: 1, y: 2, width: side, height: side), CGRect(x: 1.0, y: 2.0, width: 3.0, height: 3.0))
        expectEqual(CGPoint(x: side, y: 1), CGPoint(x: 3.0, y: 1.0))
        expectEqual(CGSize(width: side, height: side), CGSize(width: 3.0, height: 3.0))
        #expect(CGRect() == .zero && CGPoint() == .zero && CGSize() == .zero)
        expectEqual(CGRect(origin: CGPoint(x: 1, y: 2), size: CGSize(width: 3, height: 4)), CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("edges of a rect with a negative size are those of the standardized rect")
    func negativeSize() {
        let r = CGRect(x: 10, y: 20, width: -4, height: -6)
        #expect(r.minX == 6 && r.maxX == 10 && r.midX == 8)
        #expect(r.minY == 14 && r.maxY == 20 && r.midY == 17)
        #expect(r.width == 4 && r.height == 6)
        expectEqual(r.size, CGSize(width: -4, height: -6), "the stored size is what was written")
        expectEqual(r.standardized, CGRect(x: 6, y: 14, width: 4, height: 6))
        #expect(!r.isEmpty)
        #expect(r.equalTo(CGRect(x: 6, y: 14, width: 4, height: 6)))
        expectEqual(r, CGRect(x: 6, y: 14, width: 4, height: 6), "== is CGRectEqualToRect on iOS: standardized")
    }

    @Test("null and infinite rectangles")
    func nullAndInfinite() {
        #expect(CGRect.null.isNull && CGRect.null.origin.x == .infinity && CGRect.null.size == .zero)
        #expect(!CGRect.zero.isNull && CGRect.zero.isEmpty)
        #expect(CGRect.null.isEmpty)
        #expect(CGRect.null.standardized.isNull)
        #expect(CGRect.null.equalTo(CGRect(x: CGFloat.infinity, y: 5, width: 3, height: 3)))
        #expect(CGRect.infinite.isInfinite && !CGRect.infinite.isNull && !CGRect.infinite.isEmpty)
        // Foundation's constant, rounded as CoreGraphics prints it (−8.98846567431158e+307).
        #expect(abs(CGRect.infinite.origin.x / (-Double.greatestFiniteMagnitude / 2) - 1) < 1e-14)
        expectEqual(CGRect.infinite.size.width, .greatestFiniteMagnitude)
        #expect(CGRect.infinite.union(CGRect(x: 0, y: 0, width: 10, height: 10)).isInfinite)
        #expect(CGRect.infinite.contains(CGPoint(x: 1e300, y: -1e300)))
    }

    @Test("isEmpty: zero width or height, or null; a negative size is not empty")
    func isEmpty() {
        #expect(CGRect(x: 5, y: 5, width: 0, height: 10).isEmpty)
        #expect(CGRect(x: 5, y: 5, width: 10, height: 0).isEmpty)
        #expect(!CGRect(x: 0, y: 0, width: -3, height: 2).isEmpty)
        #expect(!CGRect(x: 0, y: 0, width: 1, height: 1).isEmpty)
    }

    @Test("intersection: null when apart, a zero-size rect when touching, standardized inputs")
    func intersection() {
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        expectEqual(a.intersection(CGRect(x: 5, y: 5, width: 10, height: 10)), CGRect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(CGRect(x: 20, y: 0, width: 5, height: 5)).isNull)
        #expect(a.intersection(CGRect(x: 0, y: 11, width: 5, height: 5)).isNull)
        let touching = a.intersection(CGRect(x: 10, y: 0, width: 10, height: 10))
        expectEqual(touching, CGRect(x: 10, y: 0, width: 0, height: 10))
        #expect(!touching.isNull && touching.isEmpty)
        #expect(a.intersects(CGRect(x: 10, y: 0, width: 10, height: 10)))
        #expect(!a.intersects(CGRect(x: 10.5, y: 0, width: 10, height: 10)))
        #expect(CGRect(x: 10, y: 10, width: -10, height: -10).intersection(CGRect(x: 5, y: 5, width: 10, height: 10))
            == CGRect(x: 5, y: 5, width: 5, height: 5))
        expectEqual(a.intersection(a), a)
        #expect(a.intersection(.null).isNull && CGRect.null.intersection(a).isNull)
        #expect(!a.intersects(.null))
    }

    @Test("union: the smallest rect holding both; null contributes nothing")
    func union() {
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        expectEqual(a.union(CGRect(x: 20, y: 5, width: 5, height: 20)), CGRect(x: 0, y: 0, width: 25, height: 25))
        expectEqual(a.union(CGRect(x: 25, y: 25, width: -5, height: -20)), CGRect(x: 0, y: 0, width: 25, height: 25))
        #expect(a.union(.null) == a && CGRect.null.union(a) == a)
        #expect(CGRect.null.union(.null).isNull)
    }

    @Test("contains(point): minimum edges in, maximum edges out")
    func containsPoint() {
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.contains(CGPoint(x: 0, y: 0)))
        #expect(a.contains(CGPoint(x: 9.999, y: 9.999)))
        #expect(!a.contains(CGPoint(x: 10, y: 5)))
        #expect(!a.contains(CGPoint(x: 5, y: 10)))
        #expect(!a.contains(CGPoint(x: -0.001, y: 5)))
        #expect(CGRect(x: 10, y: 10, width: -10, height: -10).contains(CGPoint(x: 0, y: 0)))
        #expect(!CGRect(x: 5, y: 5, width: 0, height: 0).contains(CGPoint(x: 5, y: 5)))
        #expect(!CGRect.null.contains(CGPoint(x: 0, y: 0)))
    }

    @Test("contains(rect): the union of the two is the first rect")
    func containsRect() {
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.contains(CGRect(x: 2, y: 2, width: 3, height: 3)))
        #expect(a.contains(a))
        #expect(a.contains(CGRect(x: 10, y: 10, width: -10, height: -10)))
        #expect(a.contains(CGRect(x: 10, y: 10, width: 0, height: 0)), "closed edges: a point-rect on the corner")
        #expect(!a.contains(CGRect(x: 5, y: 5, width: 10, height: 10)))
        #expect(a.contains(.null), "the union with null is the rect itself")
        #expect(!CGRect.null.contains(a))
    }

    @Test("insetBy: standardized, about the centre; null when the size would go negative")
    func insetBy() {
        let a = CGRect(x: 0, y: 0, width: 100, height: 50)
        expectEqual(a.insetBy(dx: 10, dy: 5), CGRect(x: 10, y: 5, width: 80, height: 40))
        expectEqual(a.insetBy(dx: -10, dy: -10), CGRect(x: -10, y: -10, width: 120, height: 70))
        expectEqual(a.insetBy(dx: 50, dy: 0), CGRect(x: 50, y: 0, width: 0, height: 50))
        #expect(a.insetBy(dx: 60, dy: 0).isNull)
        #expect(a.insetBy(dx: 0, dy: 26).isNull)
        expectEqual(CGRect(x: 100, y: 50, width: -100, height: -50).insetBy(dx: 10, dy: 5), CGRect(x: 10, y: 5, width: 80, height: 40))
        #expect(CGRect.null.insetBy(dx: -10, dy: -10).isNull)
    }

    @Test("offsetBy: the standardized rect moved; null stays null")
    func offsetBy() {
        expectEqual(CGRect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: 10, dy: -2), CGRect(x: 11, y: 0, width: 3, height: 4))
        expectEqual(CGRect(x: 10, y: 20, width: -4, height: -6).offsetBy(dx: 1, dy: 1), CGRect(x: 7, y: 15, width: 4, height: 6))
        #expect(CGRect.null.offsetBy(dx: 1, dy: 1).isNull)
    }

    @Test("integral: minimum edges down, maximum edges up")
    func integral() {
        expectEqual(CGRect(x: 1.222, y: 1.3333, width: 1, height: 1).integral, CGRect(x: 1, y: 1, width: 2, height: 2))
        expectEqual(CGRect(x: -1.5, y: -0.5, width: 2, height: 1).integral, CGRect(x: -2, y: -1, width: 3, height: 2))
        expectEqual(CGRect(x: 0.5, y: 2.5, width: -0.25, height: 3).integral, CGRect(x: 0, y: 2, width: 1, height: 4))
        expectEqual(CGRect(x: 1, y: 2, width: 3, height: 4).integral, CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(CGRect.null.integral.isNull)
    }

    @Test("applying: the bounding box of the transformed corners")
    func applying() {
        let r = CGRect(x: 10, y: 20, width: 30, height: 40)
        let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 5, y: 6))
        expectEqual(r.applying(t), CGRect(x: 25, y: 66, width: 60, height: 120))
        expectEqual(r.applying(CGAffineTransform(scaleX: -1, y: 1)), CGRect(x: -40, y: 20, width: 30, height: 40))
        // A 30° rotation about the origin: the box of the turned rect, w·cos + h·sin wide.
        let angle = CGFloat.pi / 6
        let box = CGRect(x: 0, y: 0, width: 100, height: 50).applying(CGAffineTransform(rotationAngle: angle))
        #expect(abs(box.minX - -50 * sin(angle)) < 1e-12)
        #expect(abs(box.minY) < 1e-12)
        #expect(abs(box.width - (100 * cos(angle) + 50 * sin(angle))) < 1e-12)
        #expect(abs(box.height - (100 * sin(angle) + 50 * cos(angle))) < 1e-12)
        #expect(CGRect.null.applying(t).isNull)
    }

    @Test("divided(atDistance:from:): a slice off one edge, clamped, and the remainder")
    func divided() {
        let a = CGRect(x: 0, y: 0, width: 100, height: 50)
        let x = a.divided(atDistance: 30, from: .minXEdge)
        #expect(x.slice == CGRect(x: 0, y: 0, width: 30, height: 50) && x.remainder == CGRect(x: 30, y: 0, width: 70, height: 50))
        let right = a.divided(atDistance: 30, from: .maxXEdge)
        #expect(right.slice == CGRect(x: 70, y: 0, width: 30, height: 50) && right.remainder == CGRect(x: 0, y: 0, width: 70, height: 50))
        let top = a.divided(atDistance: 20, from: .minYEdge)
        #expect(top.slice == CGRect(x: 0, y: 0, width: 100, height: 20) && top.remainder == CGRect(x: 0, y: 20, width: 100, height: 30))
        let bottom = a.divided(atDistance: 20, from: .maxYEdge)
        #expect(bottom.slice == CGRect(x: 0, y: 30, width: 100, height: 20) && bottom.remainder == CGRect(x: 0, y: 0, width: 100, height: 30))
        let all = a.divided(atDistance: 150, from: .minXEdge)
        #expect(all.slice == a && all.remainder == CGRect(x: 100, y: 0, width: 0, height: 50))
        let none = a.divided(atDistance: -5, from: .minXEdge)
        #expect(none.slice == CGRect(x: 0, y: 0, width: 0, height: 50) && none.remainder == a)
        let null = CGRect.null.divided(atDistance: 1, from: .minYEdge)
        #expect(null.slice.isNull && null.remainder.isNull)
    }

    @Test("CGPoint and CGSize: applying and equalTo")
    func pointAndSize() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        expectEqual(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 9, y: 12))
        expectEqual(CGSize(width: 1, height: 1).applying(t), CGSize(width: 4, height: 6), "no translation for a size")
        let turned = CGSize(width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.width - -20) < 1e-12 && abs(turned.height - 10) < 1e-12, "a size may come out negative")
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)) && !CGPoint.zero.equalTo(CGPoint(x: 0, y: 1)))
        #expect(CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)))
        #expect(CGVector(dx: 1, dy: 2).dx == 1 && CGVector(dx: 3, dy: 4) == CGVector(dx: 3.0, dy: 4.0))
        expectEqual(CGVector(), .zero)
    }
}
