import Foundation
import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures

/// The iOS 18 zoom's shape (ZoomShapeClip.swift): the zoomed view is clipped to a rectangle
/// that morphs from the source's outline and corners to its own frame on the zoom's spring.
@Suite("The iOS 18 zoom's shape")
struct ZoomShapeTests {
    static let screen = CGRect(origin: .zero, size: VideoAndZoomTests.device.screenSize)
    static let outline = CGRect(x: 40, y: 200, width: 100, height: 100)
    static let radius = 12.0

    static func expectRect(_ layer: LayerFrame, _ rect: CGRect, _ comment: Comment, tolerance: Double = 1e-6) {
        #expect(abs(layer.quad.topLeft.x - rect.minX) < tolerance, comment)
        #expect(abs(layer.quad.topLeft.y - rect.minY) < tolerance, comment)
        #expect(abs(layer.quad.bottomRight.x - rect.maxX) < tolerance, comment)
        #expect(abs(layer.quad.bottomRight.y - rect.maxY) < tolerance, comment)
    }

    static func mix(_ a: CGRect, _ b: CGRect, _ p: Double) -> CGRect {
        CGRect(
            x: a.minX + (b.minX - a.minX) * p, y: a.minY + (b.minY - a.minY) * p,
            width: a.width + (b.width - a.width) * p, height: a.height + (b.height - a.height) * p)
    }

    @Test("present: the clip starts on the thumbnail's outline and corners, follows the spring to the full screen, and is gone at the end")
    func presentMorphs() throws {
        let (run, grid, clip) = try VideoAndZoomTests.presentClip { $0.thumbnail.layer.cornerRadius = Self.radius }
        let end = run.runToCompletion()
        let first = try #require(VideoAndZoomTests.layer("zoomClip", in: run.frame(at: 0)))
        Self.expectRect(first, Self.outline, "the source's outline at t = 0")
        #expect(first.cornerRadius == Self.radius && first.masksToBounds)
        let zoomedAtStart = try #require(VideoAndZoomTests.layer("clip", in: run.frame(at: 0)))
        #expect(zoomedAtStart.clip.contains(first.id), "the zoomed view is clipped by it")
        #expect(abs((zoomedAtStart.quad.topRight.x - zoomedAtStart.quad.topLeft.x) - 100) < 1e-9, "still scaled to the thumbnail")
        var sampled = 0
        for time in stride(from: end * 0.1, to: end, by: end * 0.2) {
            let frame = run.frame(at: time)
            // The dimming fades 0 → 1 on the same spring: its opacity is the spring's progress.
            let progress = try #require(VideoAndZoomTests.layer("zoomDimming", in: frame)).opacity
            let shape = try #require(VideoAndZoomTests.layer("zoomClip", in: frame))
            Self.expectRect(shape, Self.mix(Self.outline, Self.screen, progress), "at t = \(time)")
            #expect(abs(shape.cornerRadius - Self.radius * (1 - progress)) < 1e-6)
            expectEqual(shape.parent, first.parent, "in the container")
            sampled += 1
        }
        expectEqual(sampled, 5)
        let last = run.frame(at: end)
        #expect(VideoAndZoomTests.layer("zoomClip", in: last) == nil, "removed at the end")
        let zoomed = try #require(VideoAndZoomTests.layer("clip", in: last))
        #expect(zoomed.parent == first.parent && zoomed.clip.isEmpty, "back in the container, unclipped")
        Self.expectRect(zoomed, Self.screen, "its final frame")
        #expect(clip.view.frame == Self.screen && clip.view.transform == .identity)
        #expect(grid.presentedViewController === clip)
        #expect(!run.timeline.unmodelled.contains { $0.feature.contains("shape") }, "the shape is modelled")
    }

    @Test("the zoomed view does not move while the clip morphs: its quad is the scale's alone")
    func zoomedStaysPut() throws {
        let (plain, _, _) = try VideoAndZoomTests.presentClip()
        let end = plain.runToCompletion()
        let middle = try #require(VideoAndZoomTests.layer("clip", in: plain.frame(at: end / 2)))
        let scale = try #require(VideoAndZoomTests.layer("zoomDimming", in: plain.frame(at: end / 2))).opacity
        // The transform springs from the thumbnail's scale (100/375) to 1 about the centre.
        let width = Self.screen.width * ((100 / 375.0) + (1 - 100 / 375.0) * scale)
        #expect(abs((middle.quad.topRight.x - middle.quad.topLeft.x) - width) < 1e-6)
    }

    @Test("dismiss: the clip morphs back from the full screen onto the thumbnail's outline and corners")
    func dismissMorphsBack() throws {
        var shown: (ClipsGridViewController, ClipViewController)?
        let run = try TransitionRun(window: UIWindow(frame: VideoAndZoomTests.device.bounds)) { window in
            let grid = ClipsGridViewController()
            window.rootViewController = grid
            window.makeKeyAndVisible()
            grid.thumbnail.layer.cornerRadius = Self.radius
            let clip = grid.makeClip()
            grid.present(clip, animated: false)
            clip.dismiss(animated: true)
            shown = (grid, clip)
        }
        let (grid, clip) = try #require(shown)
        let end = run.runToCompletion()
        let first = try #require(VideoAndZoomTests.layer("zoomClip", in: run.frame(at: 0)))
        Self.expectRect(first, Self.screen, "the zoomed view's frame at t = 0")
        expectEqual(first.cornerRadius, 0)
        let frame = run.frame(at: end * 0.4)
        let progress = 1 - (try #require(VideoAndZoomTests.layer("zoomDimming", in: frame)).opacity)
        let shape = try #require(VideoAndZoomTests.layer("zoomClip", in: frame))
        Self.expectRect(shape, Self.mix(Self.screen, Self.outline, progress), "on the spring")
        #expect(abs(shape.cornerRadius - Self.radius * progress) < 1e-6)
        let nearEnd = try #require(VideoAndZoomTests.layer("zoomClip", in: run.frame(at: end * 0.999)))
        Self.expectRect(nearEnd, Self.outline, "onto the thumbnail", tolerance: 1)
        #expect(grid.presentedViewController == nil && clip.view.superview == nil, "UIKit removes the from-view")
        #expect(!run.timeline.unmodelled.contains { $0.feature.contains("shape") })
    }
}
