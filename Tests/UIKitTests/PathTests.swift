import TestExpectations
import Testing
import UIKit
import _Testing_UIKit
import _Testing_CoreGraphics

/// CGPath, CGMutablePath and UIBezierPath against CoreGraphics' and UIKit's documentation:
/// element kinds, bounding boxes, winding and even-odd containment, and UIKit's `clockwise`.
@Suite("Paths")
struct PathTests {
    static func kinds(_ path: CGPath) -> [CGPathElementType] {
        var kinds: [CGPathElementType] = []
        path.applyWithBlock { kinds.append($0.pointee.type) }
        return kinds
    }

    @Test("lines, curves and close walk as CoreGraphics' elements, with their points")
    func elements() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 10, y: 2))
        path.addQuadCurve(to: CGPoint(x: 10, y: 20), control: CGPoint(x: 20, y: 10))
        path.addCurve(to: CGPoint(x: 1, y: 20), control1: CGPoint(x: 8, y: 30), control2: CGPoint(x: 3, y: 30))
        path.closeSubpath()
        expectEqual(Self.kinds(path), [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        var curvePoints: [CGPoint] = []
        path.applyWithBlock { element in
            if element.pointee.type == .addCurveToPoint { curvePoints = (0..<3).map { element.pointee.points[$0] } }
        }
        expectEqual(curvePoints, [CGPoint(x: 8, y: 30), CGPoint(x: 3, y: 30), CGPoint(x: 1, y: 20)])
        expectEqual(path.currentPoint, CGPoint(x: 1, y: 2), "closing returns to the subpath's start")
        expectEqual(path.boundingBox, CGRect(x: 1, y: 2, width: 19, height: 28), "control points included")
        let tight = path.boundingBoxOfPath
        // The quad's extreme x is 15 (t = ½); the cubic's extreme y is 27.5 (t = ½).
        #expect(abs(tight.maxX - 15) < 1e-9 && abs(tight.maxY - 27.5) < 1e-9 && tight.minX == 1 && tight.minY == 2)
    }

    @Test("winding and even-odd containment; a rect with a hole")
    func containment() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(path.contains(CGPoint(x: 50, y: 50)), "same direction twice: winding 2, inside")
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 150, y: 50)))
        let moved = CGMutablePath()
        moved.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 100, y: 0))
        #expect(moved.contains(CGPoint(x: 105, y: 5)) && !moved.contains(CGPoint(x: 5, y: 5)))
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(oval.contains(CGPoint(x: 50, y: 25)) && !oval.contains(CGPoint(x: 5, y: 5)))
        expectEqual(oval.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("UIKit's clockwise is CoreGraphics' anticlockwise; arcs are quarter curves")
    func arcs() {
        let uikit = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // From (10, 0) to (0, 10): through y > 0, which is down the screen — clockwise there.
        expectEqual(Self.kinds(uikit.cgPath), [.moveToPoint, .addCurveToPoint])
        #expect(abs(uikit.currentPoint.x) < 1e-9 && abs(uikit.currentPoint.y - 10) < 1e-9)
        #expect(uikit.cgPath.boundingBoxOfPath.minY > -1e-9)
        let cg = CGMutablePath()
        cg.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // CoreGraphics' clockwise goes the long way round, through y < 0: three quarters.
        expectEqual(Self.kinds(cg), [.moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint])
        let circle = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        let box = circle.cgPath.boundingBoxOfPath
        #expect(abs(box.minX - 30) < 1e-9 && abs(box.maxX - 70) < 1e-9 && abs(box.minY - 30) < 1e-9 && abs(box.maxY - 70) < 1e-9)
        // The quarter-circle cubic is within 0.03 % of the radius, as every renderer's is.
        let disc = UIBezierPath(arcCenter: .zero, radius: 100, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(disc.contains(CGPoint(x: 70.68, y: 70.68)) && !disc.contains(CGPoint(x: 70.75, y: 70.75)))
    }

    @Test("rounded rects round only the corners asked for; reversing keeps the outline")
    func roundedRects() {
        let card = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 20, height: 20))
        #expect(!card.contains(CGPoint(x: 1, y: 1)), "the top-left corner is cut")
        #expect(card.contains(CGPoint(x: 1, y: 59)), "the bottom-left corner is square")
        expectEqual(card.bounds, CGRect(x: 0, y: 0, width: 100, height: 60))
        let all = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 100)
        #expect(!all.contains(CGPoint(x: 2, y: 2)) && all.contains(CGPoint(x: 20, y: 1)), "the radius is clamped to half a side: a circle")
        let reversed = card.reversing()
        #expect(reversed.bounds == card.bounds && reversed.contains(CGPoint(x: 50, y: 30)))
        expectEqual(Self.kinds(reversed.cgPath).count, Self.kinds(card.cgPath).count)
        let cg = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 5, cornerHeight: 5, transform: nil)
        #expect(cg.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 40, height: 20) && !cg.contains(CGPoint(x: 0.5, y: 0.5)))
        let moved = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        moved.apply(CGAffineTransform(scaleX: 2, y: 3))
        expectEqual(moved.bounds, CGRect(x: 0, y: 0, width: 20, height: 30))
    }
}
