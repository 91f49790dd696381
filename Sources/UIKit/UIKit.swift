// `import UIKit` on Linux: the module an iOS app's transition files import. It re-exports
// Foundation (NSObject, TimeInterval, CGFloat, CGPoint, CGSize, CGRect, C math through Glibc,
// …) and the entry contract (CatalogKit), and declares UIKit's, Core Animation's and
// CoreGraphics' names for the engine's types (UIKitNames.swift, and the QuartzCore and
// CoreGraphics modules it re-exports, as on iOS) — and no other name of the engine's: TransitionKit is imported, not
// re-exported, so an app's own `View`, `Size` or `Layer` never meets one of ours.
// docs/bring-your-own.md explains each choice.

@_exported import CatalogKit
@_exported import Foundation
@_exported import QuartzCore
import TransitionKit
