import Foundation
import TestExpectations
import Testing
import CatalogKit
import TransitionKit
@testable import TransitionCatalog

/// A catalog entry written in the contract's minimal shape (Fixtures/SheetScenario.swift:
/// id, title, operations, start) runs through `CatalogRun`, the contract checker and frames
/// like every catalog entry.
@Suite("Scenario entries")
struct ScenarioEntryTests {
    @Test("the defaults fill in everything but the contract")
    func defaults() {
        let entry = SheetScenario()
        #expect(entry.summary == "" && entry.origin == "")
        #expect(entry.parameters.isEmpty && entry.interactiveOperations.isEmpty)
        #expect(entry.sampleGesture(for: .present, device: .default) == nil)
        #expect(CatalogRegistry([entry]).problems.isEmpty)
    }

    @Test("CatalogRun records the transition the entry's app code started", arguments: [TransitionOperation.present, .dismiss])
    func run(_ operation: TransitionOperation) throws {
        let device = Device.iPhoneX
        let run = try CatalogRun.make(entry: SheetScenario(), operation: operation, device: device)
        #expect(run.request?.operation == operation && run.request?.device == device)
        expectEqual(run.coordinator.operation, operation)
        expectEqual(run.window.bounds, device.bounds)
        #expect(run.state == .completed && run.completionTime == 0.4)
        // The sheet rests on the lower half, over the dimming view.
        let half = CGRect(x: 0, y: device.screenSize.height / 2, width: device.screenSize.width, height: device.screenSize.height / 2)
        let start = run.frame(at: 0), middle = run.frame(at: 0.2)
        let sheet = try #require(middle.layer(role: "sheet"))
        let dimming = try #require(middle.layer(role: "dimming"))
        #expect(dimming.opacity > 0 && dimming.opacity < 1)
        #expect(sheet.quad.boundingBox.minY > half.minY && sheet.quad.boundingBox.minY < device.screenSize.height)
        let shown = operation == .present ? run.frame(at: 0.4) : start
        #expect(close(try #require(shown.layer(role: "sheet")).quad.boundingBox, half, 1e-6))
        // The presenter's view is the from-view (present) or the to-view (dismiss), named as in catalog runs.
        #expect(start.layer(role: operation == .present ? "from" : "to") != nil)
        if operation == .dismiss {
            #expect(run.frame(at: 0.4).layer(role: "sheet") == nil)
            #expect(run.frame(at: 0.4).layer(role: "dimming") == nil)
        }
        // The checker finds nothing wrong, on the run and through the entry.
        #expect(ContractChecker().findings(in: run, entry: "sheet-scenario", device: device.name).isEmpty)
    }

    @Test("a navigation push and pop through a delegate the root keeps, without makeKeyAndVisible()",
          arguments: [TransitionOperation.push, .pop])
    func navigation(_ operation: TransitionOperation) throws {
        let device = Device.iPhone15
        let run = try CatalogRun.make(entry: SlideScenario(), operation: operation, device: device)
        #expect(run.coordinator.animator is SlideAnimator)
        #expect(run.state == .completed && run.completionTime == 0.3)
        let width = device.screenSize.width
        let middle = run.frame(at: 0.15)
        let detail = try #require(middle.layer(role: "detail")).quad.boundingBox
        #expect(detail.minX > 0 && detail.minX < width && detail.width == width)
        #expect(middle.layer(role: operation == .push ? "from" : "to") != nil)
        let end = run.frame(at: 0.3)
        expectEqual((end.layer(role: "detail") != nil), (operation == .push))
        #expect(end.layer(role: "navigationContent") != nil)
        #expect(ContractChecker().findings(in: run, entry: "slide-scenario", device: device.name).isEmpty)
        var checker = ContractChecker()
        checker.devices = [.iPhoneSE, .iPad]
        #expect(checker.check(SlideScenario()).flatMap(\.findings).isEmpty)
    }

    @Test("every catalog entry is a scenario: each run is a transition the app's own code started")
    func everyEntryStartsFromAppCode() throws {
        for entry in TransitionCatalog.registry.entries {
            for operation in entry.operations {
                let run = try CatalogRun.make(entry: entry, operation: operation)
                #expect(run.coordinator != nil, "\(entry.id) \(operation): no transition started by app code")
                expectEqual(run.coordinator.operation, operation)
                #expect(run.deliversTouches == CatalogRun.startsFromTouches(entry, operation),
                        "\(entry.id) \(operation): an interactive operation starts from touches")
            }
        }
    }

    @Test("the contract checker passes the entry on every device")
    func checker() {
        let reports = ContractChecker().check(SheetScenario())
        expectEqual(reports.count, 2 * Device.all.count)
        #expect(reports.allSatisfy { $0.findings.isEmpty && $0.state == .completed },
                "\(reports.flatMap(\.findings).map(\.description))")
    }

    @Test("start errors and interactive runs are CatalogRun failures naming the entry and operation")
    func failures() throws {
        func failure(_ operation: TransitionOperation, of entry: any CatalogEntry = NoTransitionScenario(),
                     interactive: Bool = false) -> CatalogRun.Failure? {
            do {
                _ = try CatalogRun.start(entry: entry, operation: operation, interactive: interactive)
                return nil
            } catch {
                return error
            }
        }
        let none = try #require(failure(.push))
        expectEqual(none.code, .noTransition)
        #expect(none.message.hasPrefix("entry 'no-transition-scenario' push: the app's code started no animated transition"))
        let several = try #require(failure(.pop))
        expectEqual(several.code, .severalTransitions)
        #expect(several.message.hasPrefix("entry 'no-transition-scenario' pop: the app's code started 2 animated transitions"))
        let wrong = try #require(failure(.present))
        expectEqual(wrong.code, .wrongOperation)
        expectEqual(wrong.message, "entry 'no-transition-scenario' present: the app's code started a push, not a present")
        let interactive = try #require(failure(.present, of: InteractiveScenario(), interactive: true))
        // A gesture-driven run's start must leave the starting to the gesture.
        expectEqual(interactive.code, .startedWithoutTouch)
        #expect(interactive.message.hasPrefix("entry 'interactive-scenario' present: the app's code started present before any touch"))
    }
}

/// Push: starts nothing animated. Pop: starts two pushes. Present: starts a push.
struct NoTransitionScenario: CatalogEntry {
    let id = "no-transition-scenario"
    let title = "Broken starts"
    let operations: [TransitionOperation] = [.push, .pop, .present]

    func start(_ operation: TransitionOperation, in window: Window, parameters: ParameterValues) {
        let navigation = NavigationController(rootViewController: ViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        switch operation {
        case .push:
            navigation.pushViewController(ViewController(), animated: false)
        case .pop:
            let other = NavigationController(rootViewController: ViewController())
            navigation.topViewController!.present(other, animated: false)
            navigation.pushViewController(ViewController(), animated: true)
            other.pushViewController(ViewController(), animated: true)
        default:
            navigation.pushViewController(ViewController(), animated: true)
        }
    }
}

/// Declares an interactive operation but starts through UIKit: not supported yet.
struct InteractiveScenario: CatalogEntry {
    let id = "interactive-scenario"
    let title = "Interactive"
    let operations: [TransitionOperation] = [.present]
    let interactiveOperations: [TransitionOperation] = [.present]

    func start(_ operation: TransitionOperation, in window: Window, parameters: ParameterValues) {
        let root = ViewController()
        window.rootViewController = root
        root.present(ViewController(), animated: true)
    }
}
