import Foundation
import TestExpectations
import Testing
import CatalogKit
import TransitionKit
@testable import TransitionCatalog

/// An interactive operation of a UIKit scenario (Fixtures/PullDownScenario.swift) starts from
/// touches: the entry's `start` only builds the screens and attaches the app's recognizer,
/// the run delivers the samples to the window, and the app's own gesture handler starts and
/// drives the dismissal.
@Suite("Runs that start from touches")
struct TouchRunTests {
    static let device = Device.iPhoneX
    static var height: Double { device.screenSize.height }
    static var x: Double { device.screenSize.width / 2 }

    static func pull(_ ys: [Double], end: GestureSample.Phase = .ended) -> [GestureSample] {
        ys.enumerated().map { index, y in
            let phase: GestureSample.Phase = index == 0 ? .began : index == ys.count - 1 ? end : .changed
            return GestureSample(t: 10 + Double(index) * 0.05, phase: phase, x: x, y: y)
        }
    }

    @Test("a long pull finishes the dismissal the app started on .began")
    func longPullFinishes() throws {
        let entry = PullDownScenario()
        let trace = try #require(entry.sampleGesture(for: .dismiss, device: Self.device))
        let run = try CatalogRun.make(entry: entry, operation: .dismiss, device: Self.device, gesture: trace)
        #expect(run.deliversTouches && run.hasTransition)
        expectEqual(run.coordinator.operation, .dismiss)
        expectEqual(run.state, .completed)
        #expect(try #require(run.completionTime) > 0.55)
        let end = run.frame(at: run.endTime)
        #expect(end.layer(role: "detail") == nil)
        #expect(end.layer(role: "home") != nil)
        // Time 0 is the first touch; the transition starts when the pan passes its threshold.
        expectEqual(run.state(at: 0), .ready)
        expectEqual(run.state(at: 0.05), .interactive)
        expectEqual(run.state(at: 0.56), .finishing)
        let findings = ContractChecker().findings(in: run, entry: entry.id, device: Self.device.name, scenario: .finished)
        #expect(findings.isEmpty, "\(findings.map(\.description))")
    }

    @Test("frames in the middle of the pull follow the finger")
    func framesFollowTheFinger() throws {
        let top = Self.height / 3
        let trace = Self.pull([top, top + 60, top + 120, top + 200, top + 400, top + 500])
        let run = try CatalogRun.make(entry: PullDownScenario(), operation: .dismiss, device: Self.device, gesture: trace)
        // The pan began at the first move; translations are measured from the touch down.
        for (index, moved) in [(2, 120.0), (3, 200.0), (4, 400.0)] {
            let frame = run.frame(at: trace[index].t - trace[0].t)
            let detail = try #require(frame.layer(role: "detail"))
            #expect(abs(detail.quad.boundingBox.minY - moved) < 1e-6, "sample \(index): \(detail.quad.boundingBox) \(moved)")
        }
        expectEqual(run.state, .completed)
    }

    @Test("a short pull released upward cancels, and the detail is back in place")
    func shortPullCancels() throws {
        let top = Self.height / 3
        let trace = Self.pull([top, top + 20, top + 60, top + 100, top + 80, top + 60, top + 55])
        let entry = PullDownScenario()
        let run = try CatalogRun.make(entry: entry, operation: .dismiss, device: Self.device, gesture: trace)
        expectEqual(run.state, .cancelled)
        #expect(run.context.transitionWasCancelled)
        let end = run.frame(at: run.endTime)
        let detail = try #require(end.layer(role: "detail"))
        expectEqual(detail.quad.boundingBox, CGRect(x: 0, y: 0, width: Self.device.screenSize.width, height: Self.height))
        let findings = ContractChecker().findings(in: run, entry: entry.id, device: Self.device.name, scenario: .cancelled)
        #expect(findings.isEmpty, "\(findings.map(\.description))")
    }

    @Test("a touch that never passes the pan threshold starts nothing: no-transition")
    func noPanNoTransition() {
        let top = Self.height / 3
        let trace = Self.pull([top, top + 3, top + 6, top + 5])
        do {
            _ = try CatalogRun.make(entry: PullDownScenario(), operation: .dismiss, device: Self.device, gesture: trace)
            Issue.record("expected a failure")
        } catch {
            expectEqual(error.code, .noTransition)
            #expect(error.message.contains("the gesture started no animated transition"), "\(error.message)")
        }
    }

    @Test("the contract checker finds nothing in any scenario, on every device")
    func contract() {
        let reports = ContractChecker().check(PullDownScenario())
        let findings = reports.flatMap(\.findings).map(\.description)
        #expect(findings.isEmpty, "\(findings)")
        let finished = reports.filter { $0.operation == .dismiss && $0.scenario == .finished }
        let cancelled = reports.filter { $0.operation == .dismiss && $0.scenario == .cancelled }
        #expect(!finished.isEmpty && finished.allSatisfy { $0.state == .completed })
        #expect(!cancelled.isEmpty && cancelled.allSatisfy { $0.state == .cancelled })
    }

    @Test("a live session feeds samples one at a time through run.handle")
    func live() throws {
        let run = try CatalogRun.start(entry: PullDownScenario(), operation: .dismiss, device: Self.device, interactive: true)
        #expect(run.deliversTouches && !run.hasTransition && run.state == .ready)
        // Frames and the scene work before the transition exists.
        #expect(run.frame(at: 0).layer(role: "detail") != nil)
        _ = SceneDescription(run: run)
        let top = Self.height / 3
        let trace = Self.pull([top, top + 40, top + 300, top + 600])
        try run.handle(trace[0])
        #expect(!run.hasTransition && run.state == .ready)
        try run.handle(trace[1])
        #expect(run.hasTransition && run.state == .interactive)
        try run.handle(trace[2])
        let pulled = try #require(run.frame(at: 0.1).layer(role: "detail"))
        #expect(abs(pulled.quad.boundingBox.minY - 300) < 1e-6)
        // Samples UIKit could never deliver are refused as for any run.
        #expect(throws: GestureError.self) { try run.handle(GestureSample(t: 0, phase: .changed, x: 0, y: 0)) }
        try run.handle(trace[3])
        expectEqual(run.state, .finishing)
        run.runToCompletion()
        expectEqual(run.state, .completed)
    }

    @Test("a live gesture that ends without starting a transition is a no-transition error")
    func liveNoTransition() throws {
        let run = try CatalogRun.start(entry: PullDownScenario(), operation: .dismiss, device: Self.device, interactive: true)
        try run.handle(GestureSample(t: 0, phase: .began, x: Self.x, y: 300))
        #expect(throws: GestureError.self) { try run.handle(GestureSample(t: 0.1, phase: .ended, x: Self.x, y: 302)) }
        #expect(!run.hasTransition)
        run.runToCompletion()
        expectEqual(run.state, .ready)
    }

    @Test("without a gesture, an interactive operation of a scenario plays its sample gesture")
    func withoutGesture() throws {
        let run = try CatalogRun.make(entry: PullDownScenario(), operation: .dismiss, device: Self.device)
        #expect(run.state == .completed && run.deliversTouches)
        let present = try CatalogRun.make(entry: PullDownScenario(), operation: .present, device: Self.device)
        #expect(present.state == .completed && !present.deliversTouches)
    }
}
