// `import UIKit` on Linux: the module an iOS app's transition files import. It re-exports
// Foundation (NSObject, TimeInterval, C math through Glibc, …) and the engine, and declares
// the names UIKit, Core Animation and CoreGraphics give the engine's types (UIKitNames.swift,
// CoreAnimation.swift, CoreGraphics.swift). A name declared here shadows the same name in a
// module it imports, so `CGRect` in a file that imports UIKit is the engine's `CGRect`, not
// Foundation's. docs/bring-your-own.md explains each choice.

@_exported import Foundation
@_exported import TransitionKit
@_exported import CatalogKit

/// Foundation (on Linux and macOS) declares a struct `CGAffineTransform` too, and so does the
/// engine; an iOS app cannot mean Foundation's (it is macOS-only there), so the name is the
/// engine's in files that import UIKit, as it is in the engine's own code.
public typealias CGAffineTransform = TransitionKit.CGAffineTransform
