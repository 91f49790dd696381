import Foundation
import TestExpectations
import Testing
@testable import CatalogKit
@testable import TransitionKit

/// `transitions check`'s round trip: a present's last frame is its dismiss's first (and a
/// push's, its pop's), compared as painted on screen (RoundTripCheck).
@Suite("Round trips")
struct RoundTripTests {
    @Test("a dismiss that starts from a screen the present never showed is a round-trip finding naming both")
    func brokenFixture() throws {
        let findings = ContractChecker().roundTrips(BrokenRoundTripScenario())
        expectEqual(findings.count, Device.all.count)
        let finding = try #require(findings.first)
        #expect(finding.code == "round-trip" && finding.operation == .dismiss && finding.scenario == .animated)
        #expect(finding.message.contains("present ends with text “Summer”"), "\(finding.message)")
        #expect(finding.message.contains("dismiss starts with text “Winter”"), "\(finding.message)")
        // And it fails the whole check, attached to the dismiss's animated run.
        let reports = ContractChecker().check(BrokenRoundTripScenario())
        #expect(reports.filter { $0.operation == .dismiss }.flatMap(\.findings).map(\.code) == Array(repeating: "round-trip", count: Device.all.count))
    }

    @Test("the same screens built once pass, though the layer trees differ (transition view, the presenter put back)")
    func consistentFixture() {
        #expect(ContractChecker().roundTrips(ConsistentRoundTripScenario()).isEmpty)
    }

    @Test("what counts: a layer covered by an opaque one above, or drawing nothing, is not compared; one larger than the screen is compared by what is on screen")
    func paintedLayers() {
        func layer(_ id: Int, _ rect: CGRect, background: Color, opacity: Double = 1) -> LayerFrame {
            LayerFrame(id: id, role: "v\(id)", parent: nil, depth: 0, size: rect.size, transform: .identity,
                       quad: Quad(rect), opacity: opacity, cornerRadius: 0, backgroundColor: background,
                       borderWidth: 0, borderColor: .clear, clip: [], hasContent: false, masksToBounds: false)
        }
        let screen = CGSize(width: 100, height: 200)
        let full = CGRect(x: 0, y: 0, width: 100, height: 200)
        // Bottom to top: a red view half off screen, a clear container, a white full-screen view.
        let covered = FrameState(time: 0, progress: 0, viewport: screen, layers: [
            layer(1, CGRect(x: -30, y: 0, width: 100, height: 200), background: Color(red: 1, green: 0, blue: 0)),
            layer(2, full, background: .clear),
            layer(3, full, background: .white),
        ])
        let plain = FrameState(time: 0, progress: 0, viewport: screen, layers: [layer(3, full, background: .white)])
        let oversized = FrameState(time: 0, progress: 0, viewport: screen,
                                   layers: [layer(7, CGRect(x: -100, y: -50, width: 300, height: 400), background: .white)])
        let painted = RoundTripCheck.painted(covered, contents: [:])
        expectEqual(painted, RoundTripCheck.painted(plain, contents: [:]))
        expectEqual(painted, RoundTripCheck.painted(oversized, contents: [:]))
        // A translucent cover lets what is below count.
        let translucent = FrameState(time: 0, progress: 0, viewport: screen, layers: [
            layer(1, full, background: Color(red: 1, green: 0, blue: 0)), layer(3, full, background: .white, opacity: 0.5),
        ])
        expectEqual(RoundTripCheck.painted(translucent, contents: [:]).count, 2)
    }
}
