import TestExpectations
import Testing
import TransitionKit
import UIKit

/// A view's own drawing (TransitionKit's Views/View+Drawing.swift, CGContext+Paths.swift):
/// `draw(_:)` runs when UIKit would run it, and what it draws with Core Graphics is reported at
/// the app's line.
@Suite("Custom drawing: draw(_:), setNeedsDisplay() and CGContext's paths")
struct CustomDrawingTests {
    /// Records each `draw(_:)`: the rect, whether a context was current, and where it stroked.
    final class Gauge: UIView {
        var rects: [CGRect] = []
        var hadContext: [Bool] = []
        var strokeLine = 0
        var level: CGFloat = 0 { didSet { setNeedsDisplay() } }

        override func draw(_ rect: CGRect) {
            rects.append(rect)
            let context = UIGraphicsGetCurrentContext()
            hadContext.append(context != nil)
            guard let context else { return }
            context.setStrokeColor(UIColor.white.cgColor)
            context.setLineWidth(3)
            context.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2, startAngle: 0,
                           endAngle: 2 * .pi * level, clockwise: false)
            strokeLine = #line; context.strokePath()
        }
    }

    private func showing(_ gauge: Gauge) throws -> TransitionRun {
        try runShowing(UIViewController.init) { root in root.view.addSubview(gauge) }.0
    }

    @Test("draw(_:) runs once at the end of the turn the view enters a window, with its bounds and a context")
    func firstDisplay() throws {
        let gauge = Gauge(frame: CGRect(x: 10, y: 20, width: 40, height: 30))
        let run = try showing(gauge)
        expectEqual(gauge.rects, [CGRect(x: 0, y: 0, width: 40, height: 30)])
        expectEqual(gauge.hadContext, [true])
        run.timeline.perform { run.timeline.endTurn() }
        expectEqual(gauge.rects.count, 1, "not drawn again without setNeedsDisplay()")
        #expect(UIGraphicsGetCurrentContext() == nil, "the context is current only inside draw(_:)")
    }

    @Test("setNeedsDisplay() asks for one draw at the end of the turn, however often it is called")
    func redisplay() throws {
        let gauge = Gauge(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let run = try showing(gauge)
        run.timeline.perform {
            gauge.level = 0.25
            gauge.level = 0.5
            gauge.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
            expectEqual(gauge.rects.count, 1, "not drawn until the turn ends")
            run.timeline.endTurn()
        }
        expectEqual(gauge.rects.count, 2)
        expectEqual(gauge.rects.last, gauge.bounds)
    }

    @Test("a view outside any window is not drawn")
    func offWindow() throws {
        let gauge = Gauge(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let run = try showing(Gauge())
        run.timeline.perform {
            gauge.setNeedsDisplay()
            run.timeline.endTurn()
        }
        #expect(gauge.rects.isEmpty)
    }

    @Test("contentMode .redraw draws again when the bounds change size; .scaleToFill does not")
    func redrawMode() throws {
        let redrawn = Gauge(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let stretched = Gauge(frame: CGRect(x: 0, y: 50, width: 40, height: 40))
        redrawn.contentMode = .redraw
        expectEqual(stretched.contentMode, .scaleToFill)
        let run = try runShowing(UIViewController.init) { root in
            root.view.addSubview(redrawn)
            root.view.addSubview(stretched)
        }.0
        run.timeline.perform {
            redrawn.bounds.size = CGSize(width: 60, height: 60)
            stretched.bounds.size = CGSize(width: 60, height: 60)
            run.timeline.endTurn()
        }
        expectEqual(redrawn.rects.map(\.size), [CGSize(width: 40, height: 40), CGSize(width: 60, height: 60)])
        expectEqual(stretched.rects.count, 1)
    }

    @Test("the drawing is reported not-modelled once per class, at the app's first drawing call")
    func reported() throws {
        let gauge = Gauge(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let run = try showing(gauge)
        run.timeline.perform {
            gauge.level = 1
            run.timeline.endTurn()
        }
        let findings = run.timeline.unmodelled.filter { $0.feature.contains("Gauge.draw(_:)") }
        expectEqual(findings.count, 1)
        expectEqual(findings.first?.location?.file, "Tests/UIKitTests/CustomDrawingTests.swift")
        expectEqual(findings.first?.location?.line, gauge.strokeLine)
    }

    /// Calls UIKit's `draw(_:)` first, as some apps do, then draws.
    final class Swatch: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            super.draw(rect)
            draws += 1
            UIGraphicsGetCurrentContext()?.fill(rect)
        }
    }

    @Test("an override that calls super.draw(_:) and draws is asked again after setNeedsDisplay()")
    func superCalling() throws {
        let swatch = Swatch(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let run = try runShowing(UIViewController.init) { root in root.view.addSubview(swatch) }.0
        run.timeline.perform {
            swatch.setNeedsDisplay()
            run.timeline.endTurn()
        }
        expectEqual(swatch.draws, 2)
        #expect(run.timeline.unmodelled.contains { $0.feature.hasPrefix("Swatch.draw(_:)") })
    }

    @Test("a plain view draws nothing and reports nothing")
    func plainView() throws {
        let run = try showing(Gauge())
        #expect(!run.timeline.unmodelled.contains { $0.feature.contains("UIView.draw") })
    }

    @Test("stroking a path in an image renderer is reported at its line; filled rectangles still draw")
    func rendererPath() throws {
        var strokeLine = 0
        let run = try runShowing(UIViewController.init) { _ in
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10))
            _ = renderer.image { ctx in
                ctx.cgContext.move(to: .zero)
                ctx.cgContext.addLine(to: CGPoint(x: 10, y: 10))
                #expect(!ctx.cgContext.isPathEmpty)
                strokeLine = #line; ctx.cgContext.strokePath()
                #expect(ctx.cgContext.isPathEmpty, "painting uses the path up")
            }
        }.0
        let finding = try #require(run.timeline.unmodelled.first { $0.feature.hasPrefix("CGContext.strokePath()") })
        expectEqual(finding.location?.line, strokeLine)
    }
}
