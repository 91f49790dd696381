import CatalogKit
import TestExpectations
import Testing
import TransitionKit
@testable import TransitionCatalog

/// `ios18-zoom`'s dismiss is UIKit's drag to dismiss (Catalog/ZoomGrid18.swift): the photo is
/// open, the entry's sample pull drives the system's recognizer, and the entry's parameters
/// reach the release rule.
@Suite("ios18-zoom: the drag to dismiss")
struct ZoomGrid18EntryTests {
    static let device = Device.iPhoneX

    @Test("the sample pull dismisses interactively through UIKit's zoom, and the photo lands on its thumbnail")
    func samplePullDismisses() throws {
        let entry = ZoomGrid18Entry()
        expectEqual(entry.interactiveOperations, [.dismiss])
        let trace = try #require(entry.sampleGesture(for: .dismiss, device: Self.device))
        let run = try CatalogRun.make(entry: entry, operation: .dismiss, device: Self.device, gesture: trace)
        #expect(run.deliversTouches && run.coordinator.operation == .dismiss)
        #expect(run.coordinator.animator is ZoomTransitionAnimator, "UIKit's zoom, not an app animator")
        expectEqual(run.state, .completed)
        let t = trace[12].t - trace[0].t
        expectEqual(run.state(at: t), .interactive)
        let card = try #require(run.frame(at: t).layer(role: "zoomClip"))
        #expect(card.cornerRadius == 40 && card.quad.boundingBox.width < Self.device.screenSize.width)
        let end = run.frame(at: run.endTime)
        #expect(end.layer(role: "photoPage") == nil && end.layer(role: "zoomClip") == nil)
        #expect(end.layers.filter { $0.role == "thumbnail" }.count == 9)
    }

    @Test("the parameters reach the release rule: the same pull springs back when Close past and Throw speed are raised")
    func parametersDecide() throws {
        let entry = ZoomGrid18Entry()
        let trace = try #require(entry.sampleGesture(for: .dismiss, device: Self.device))
        let run = try CatalogRun.make(
            entry: entry, operation: .dismiss, device: Self.device,
            overrides: ["finishFraction": .number(0.5), "finishVelocity": .number(3000)], gesture: trace)
        expectEqual(run.state, .cancelled)
        let end = run.frame(at: run.endTime)
        expectEqual(end.layer(role: "photoPage")?.quad.boundingBox.width, Self.device.screenSize.width, "open again")
    }
}
