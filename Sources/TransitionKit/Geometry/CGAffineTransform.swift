import Foundation

/// A 2D affine transform with CoreGraphics conventions (UIKit's `CGAffineTransform`):
/// row vectors, `[x y 1] · [[a b 0] [c d 0] [tx ty 1]]`.
///
/// It is what `View.transform` reads and writes; the layer stores it embedded in a
/// `Transform3D`, as Core Animation does.
public struct CGAffineTransform: Hashable, Sendable, Codable {
    public var a, b, c, d, tx, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// All six numbers zero, as the C struct's zero initialiser gives it (`CGAffineTransform()`):
    /// not the identity, which is `.identity`.
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    public init(rotationAngle angle: CGFloat) {
        let c = Math.cos(angle)
        let s = Math.sin(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// `CGAffineTransformEqualToTransform`.
    public func equalTo(_ other: CGAffineTransform) -> Bool { self == other }

    /// `t1.concatenating(t2)`: `t1` first, then `t2` (CoreGraphics order).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// `CGAffineTransformScale(self, …)`: the scale first, then `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// `CGAffineTransformTranslate(self, …)`: the translation first, then `self`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// `CGAffineTransformRotate(self, …)`: the rotation first, then `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// `CGAffineTransformInvert`: the inverse, or — as CoreGraphics documents — the transform
    /// unchanged when it cannot be inverted (a zero or non-finite determinant).
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        let ia = d / det
        let ib = -b / det
        let ic = -c / det
        let id = a / det
        return CGAffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }
}
