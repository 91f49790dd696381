// `import CoreGraphics` on Linux. There is one `CGFloat`, `CGPoint`, `CGSize`, `CGRect` and
// `CGRectEdge`: Foundation's, which the engine uses too, so a file that imports UIKit,
// Foundation, CoreGraphics or QuartzCore, in any order and combination, names the same types
// (docs/engine.md, "One CGFloat"). `CGAffineTransform` and `CGVector`, which Foundation on
// Linux lacks, are the engine's, declared under those names and re-exported alone, as are
// `CGColor` and `CGPath`/`CGMutablePath` (classes, as on iOS) with their companion types: no
// other name of the engine comes with them.

@_exported import Foundation
import TransitionKit

@_exported import struct TransitionKit.CGAffineTransform
@_exported import class TransitionKit.CGColor
@_exported import class TransitionKit.CGContext
@_exported import class TransitionKit.CGImage
@_exported import enum TransitionKit.CGLineCap
@_exported import enum TransitionKit.CGLineJoin
@_exported import class TransitionKit.CGMutablePath
@_exported import class TransitionKit.CGPath
@_exported import struct TransitionKit.CGPathElement
@_exported import enum TransitionKit.CGPathElementType
@_exported import enum TransitionKit.CGPathFillRule
@_exported import struct TransitionKit.CGVector
