import Foundation
import CatalogKit
import TransitionKit
@testable import TransitionCatalog

func makeRun(_ entry: any CatalogEntry, _ operation: TransitionOperation, device: Device = .iPhoneX,
             overrides: [String: ParameterValue] = [:], interactive: Bool = false) throws -> TransitionRun {
    try CatalogRun.start(entry: entry, operation: operation, device: device, overrides: overrides, interactive: interactive)
}

/// The time at which a curve applied over `duration` reaches `fraction` (bisection).
func time(where curve: CubicBezier, reaches fraction: Double, duration: Double) -> Double {
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if curve.value(at: mid) < fraction { lo = mid } else { hi = mid }
    }
    return (lo + hi) / 2 * duration
}

func degreesAboutY(_ t: Transform3D) -> Double { Math.atan2(-t.m13, t.m11) * 180 / .pi }

func close(_ a: CGRect, _ b: CGRect, _ tolerance: Double) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// A catalog entry by id: folder entries are types of their own modules (`Catalog_Flip` …),
/// reached through the registry as the CLI and the server reach them.
func catalogEntry(_ id: String) -> any CatalogEntry {
    guard let entry = TransitionCatalog.registry.entry(id: id) else { fatalError("no catalog entry '\(id)'") }
    return entry
}
