// `import CoreGraphics` on Linux. There is one `CGFloat`, `CGPoint`, `CGSize`, `CGRect` and
// `CGRectEdge`: Foundation's, which the engine uses too, so a file that imports UIKit,
// Foundation, CoreGraphics or QuartzCore, in any order and combination, names the same types
// (docs/engine.md, "One CGFloat"). `CGAffineTransform` and `CGVector`, which Foundation on
// Linux lacks, are the engine's, declared under those names and re-exported alone: no other
// name of the engine comes with them.

@_exported import Foundation
import TransitionKit

@_exported import struct TransitionKit.CGAffineTransform
@_exported import struct TransitionKit.CGVector

/// `CGColor`: the engine's sRGB value, which layers record (`layer.borderColor =
/// UIColor.red.cgColor`). A value here where CoreGraphics has a reference type; layers'
/// colour properties are not optional yet (docs/bring-your-own.md, "Known gaps").
public typealias CGColor = TransitionKit.Color
