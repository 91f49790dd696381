import Foundation
import UIKit

/// Which way a dismissing pan may go. The edge case exists on iOS only, as in libraries that
/// also build for macOS; on Linux it used to vanish with its `#if`, and its callers failed.
enum PanDirection {
    case vertical
    #if os(iOS)
    case edge
    #endif

    #if targetEnvironment(simulator)
    static let settleDuration: TimeInterval = 0.6
    #else
    static let settleDuration: TimeInterval = 0.3
    #endif

    /// How far the pan has to travel before the dismissal finishes, in points.
    func threshold(in bounds: CGRect) -> CGFloat {
        let fraction: Double = 0.25
        switch self {
        case .vertical: return bounds.height * fraction
        #if os(iOS)
        case .edge: return bounds.width * CGFloat(fraction)
        #endif
        }
    }
}
