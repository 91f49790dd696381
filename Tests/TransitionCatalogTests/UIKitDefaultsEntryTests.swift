import TestExpectations
import Testing
import CatalogKit
import TransitionKit
@testable import TransitionCatalog

/// The UIKit-defaults entries (Catalog/UIKitNavigation.swift, UIKitEdgeSwipe.swift,
/// UIKitModal.swift): plain UIKit scenarios whose transitions are UIKit's own, through the
/// contract checker, and the edge swipe driven by touch traces like any app recognizer.
@Suite("UIKit's default transitions in the catalog")
struct UIKitDefaultsEntryTests {
    static let device = Device.iPhoneX
    static var width: Double { device.screenSize.width }
    static var y: Double { device.screenSize.height / 2 }

    /// A horizontal drag from `x0` through `xs`, 1/60 s apart.
    static func drag(from x0: Double, _ xs: [Double], end: GestureSample.Phase = .ended) -> [GestureSample] {
        var samples = [GestureSample(t: 5, phase: .began, x: x0, y: y)]
        for (index, x) in xs.enumerated() {
            samples.append(GestureSample(t: 5 + Double(index + 1) / 60, phase: index == xs.count - 1 ? end : .changed, x: x, y: y))
        }
        return samples
    }

    @Test("every UIKit-defaults entry and modal style passes the contract checker",
          arguments: ["coverVertical", "crossDissolve", "flipHorizontal"])
    func checker(_ style: String) throws {
        var checker = ContractChecker()
        checker.overrides = ["style": .choice(style)]
        let reports = checker.check(UIKitModalEntry())
        #expect(reports.allSatisfy { $0.findings.isEmpty }, "\(reports.flatMap(\.findings).map(\.description))")
        for entry in [UIKitNavigationEntry() as any CatalogEntry, UIKitEdgeSwipeEntry()] {
            let reports = ContractChecker().check(entry)
            #expect(!reports.isEmpty && reports.allSatisfy { $0.findings.isEmpty },
                    "\(entry.id): \(reports.flatMap(\.findings).map(\.description))")
        }
    }

    @Test("the sample edge swipe pops interactively and finishes; the frames follow the finger")
    func sampleSwipeFinishes() throws {
        let entry = UIKitEdgeSwipeEntry()
        let trace = try #require(entry.sampleGesture(for: .pop, device: Self.device))
        let run = try CatalogRun.make(entry: entry, operation: .pop, device: Self.device, gesture: trace)
        #expect(run.deliversTouches && run.coordinator.operation == .pop)
        #expect(run.coordinator.animator is NavigationParallaxAnimator)
        expectEqual(run.state, .completed)
        // While the finger drives it, the popped screen is where the finger has taken it.
        let sample = trace[12]
        let frame = run.frame(at: sample.t - trace[0].t)
        let message = try #require(frame.layer(role: "screen-message")).quad.boundingBox
        #expect(abs(message.minX - (sample.x - trace[0].x)) < 1e-6, "\(message) \(sample)")
        expectEqual(run.state(at: sample.t - trace[0].t), .interactive)
        let end = run.frame(at: run.endTime)
        #expect(end.layer(role: "screen-message") == nil && end.layer(role: "screen-inbox") != nil)
    }

    @Test("a short, slow edge swipe cancels: the message screen is back and the inbox gone")
    func shortSwipeCancels() throws {
        let trace = Self.drag(from: 5, [20, 40, 60, 80, 90, 92, 93, 93, 93, 93, 93])
        let run = try CatalogRun.make(entry: UIKitEdgeSwipeEntry(), operation: .pop, device: Self.device, gesture: trace)
        expectEqual(run.state, .cancelled)
        let end = run.frame(at: run.endTime)
        #expect(try #require(end.layer(role: "screen-message")).quad.boundingBox.minX == 0)
        #expect(end.layer(role: "screen-inbox") == nil)
    }

    @Test("a short throw to the right finishes by its speed")
    func throwFinishes() throws {
        let trace = Self.drag(from: 5, [25, 50, 80, 115])
        let run = try CatalogRun.make(entry: UIKitEdgeSwipeEntry(), operation: .pop, device: Self.device, gesture: trace)
        expectEqual(run.state, .completed)
    }

    @Test("the edge swipe begins only at the left edge: the same drag from the middle pops nothing")
    func onlyFromTheLeftEdge() throws {
        let fromMiddle = Self.drag(from: Self.width / 2, [Self.width / 2 + 40, Self.width / 2 + 120, Self.width / 2 + 160])
        #expect(throws: CatalogRun.Failure.self) {
            try CatalogRun.make(entry: UIKitEdgeSwipeEntry(), operation: .pop, device: Self.device, gesture: fromMiddle)
        }
        do {
            _ = try CatalogRun.make(entry: UIKitEdgeSwipeEntry(), operation: .pop, device: Self.device, gesture: fromMiddle)
        } catch {
            expectEqual(error.code, .noTransition)
        }
        let fromRightEdge = Self.drag(from: Self.width - 4, [Self.width - 40, Self.width - 120, Self.width - 160])
        #expect(throws: CatalogRun.Failure.self) {
            try CatalogRun.make(entry: UIKitEdgeSwipeEntry(), operation: .pop, device: Self.device, gesture: fromRightEdge)
        }
        let fromLeftEdge = Self.drag(from: 8, [48, 128, 168, 250])
        let run = try CatalogRun.make(entry: UIKitEdgeSwipeEntry(), operation: .pop, device: Self.device, gesture: fromLeftEdge)
        #expect(run.hasTransition)
    }

    @Test("the parameters reach UIKit's timings: a 0.7 s push lasts 0.7 s")
    func parameters() throws {
        let run = try CatalogRun.make(entry: UIKitNavigationEntry(), operation: .push, device: Self.device,
                                      overrides: ["duration": .number(0.7)])
        expectEqual(run.completionTime, 0.7)
        let flip = try CatalogRun.make(entry: UIKitModalEntry(), operation: .present, device: Self.device,
                                       overrides: ["style": .choice("flipHorizontal"), "flipDuration": .number(1)])
        expectEqual(flip.completionTime, 1)
    }
}
