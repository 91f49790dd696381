// `import QuartzCore` on Linux (UIKit re-exports it, as on iOS): CoreGraphics, and Core
// Animation's names: the layer classes (the engine's, declared under their own names), their
// name types, the 3-D transform and the C functions that build one (Swift code calls these by
// their C names; CoreGraphics' CGAffineTransformMake… are not here because Swift on iOS
// renamed them to the initialisers of `CGAffineTransform`).

@_exported import CoreGraphics
import TransitionKit

@_exported import protocol TransitionKit.CAAction
@_exported import struct TransitionKit.CACornerMask
@_exported import class TransitionKit.CAGradientLayer
@_exported import struct TransitionKit.CAGradientLayerType
@_exported import class TransitionKit.CALayer
@_exported import struct TransitionKit.CALayerContentsGravity
@_exported import struct TransitionKit.CALayerCornerCurve
@_exported import protocol TransitionKit.CALayerDelegate
@_exported import class TransitionKit.CAReplicatorLayer
@_exported import class TransitionKit.CAShapeLayer
@_exported import struct TransitionKit.CAShapeLayerFillRule
@_exported import struct TransitionKit.CAShapeLayerLineCap
@_exported import struct TransitionKit.CAShapeLayerLineJoin
@_exported import class TransitionKit.CATransformLayer

public typealias CATransform3D = Transform3D

public let CATransform3DIdentity = Transform3D.identity

public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    Transform3D(scaleX: sx, y: sy, z: sz)
}

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    Transform3D(translationX: tx, y: ty, z: tz)
}

public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    t.rotated(by: angle, x: x, y: y, z: z)
}

public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    t.scaledBy(x: sx, y: sy, z: sz)
}

public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    t.translatedBy(x: tx, y: ty, z: tz)
}

public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.concatenating(b)
}

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.isIdentity }

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { Transform3D(m) }

public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affine }
