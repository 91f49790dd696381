import TestExpectations
import Testing
import TransitionKit
import UIKit

/// CGAffineTransform as CoreGraphics documents it: row vectors, `a.concatenating(b)` applies
/// a then b, the `…By` methods prepend their step, `inverted()` of a singular transform is
/// the transform itself.
@Suite("CoreGraphics: CGAffineTransform")
struct AffineTransformTests {
    let p = CGPoint(x: 1, y: 1)

    @Test("makers: scale, translation, rotation, and the six numbers")
    func makers() {
        let s = CGAffineTransform(scaleX: 2, y: 3)
        #expect((s.a, s.b, s.c, s.d, s.tx, s.ty) == (2, 0, 0, 3, 0, 0))
        let t = CGAffineTransform(translationX: 4, y: 5)
        #expect((t.a, t.b, t.c, t.d, t.tx, t.ty) == (1, 0, 0, 1, 4, 5))
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(r.b == 1 && r.c == -1 && abs(r.a) < 1e-16 && abs(r.d) < 1e-16)
        let q = CGPoint(x: 1, y: 0).applying(r)
        #expect(abs(q.x) < 1e-16 && q.y == 1, "a positive angle turns +x towards +y (clockwise on screen)")
        expectEqual(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6).tx, 5)
        let zero = CGAffineTransform()
        #expect((zero.a, zero.b, zero.c, zero.d, zero.tx, zero.ty) == (0, 0, 0, 0, 0, 0))
    }

    @Test("identity and isIdentity")
    func identity() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(rotationAngle: 0).isIdentity)
        #expect(CGAffineTransform(translationX: 0, y: 0).isIdentity)
        #expect(!CGAffineTransform(scaleX: 1, y: -1).isIdentity)
        #expect(!CGAffineTransform().isIdentity)
        #expect(CGAffineTransform.identity.equalTo(CGAffineTransform(scaleX: 1, y: 1)))
    }

    @Test("a.concatenating(b) applies a, then b")
    func concatenating() {
        let scale = CGAffineTransform(scaleX: 2, y: 2), move = CGAffineTransform(translationX: 10, y: 0)
        expectEqual(p.applying(scale.concatenating(move)), CGPoint(x: 12, y: 2))
        expectEqual(p.applying(move.concatenating(scale)), CGPoint(x: 22, y: 2))
        expectEqual(p.applying(scale.concatenating(move)), p.applying(scale).applying(move))
    }

    @Test("scaledBy, translatedBy and rotated(by:) put their step before the transform")
    func prepended() {
        let move = CGAffineTransform(translationX: 10, y: 0), scale = CGAffineTransform(scaleX: 2, y: 2)
        expectEqual(p.applying(move.scaledBy(x: 2, y: 2)), CGPoint(x: 12, y: 2))
        expectEqual(p.applying(scale.translatedBy(x: 10, y: 0)), CGPoint(x: 22, y: 2))
        let turned = CGPoint(x: 1, y: 0).applying(move.rotated(by: .pi / 2))
        #expect(abs(turned.x - 10) < 1e-15 && turned.y == 1)
        expectEqual(move.scaledBy(x: 2, y: 3), CGAffineTransform(scaleX: 2, y: 3).concatenating(move))
    }

    @Test("inverted(): the inverse, or the transform unchanged when it has none")
    func inverted() {
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8)
        expectEqual(t.inverted(), CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2))
        #expect(t.concatenating(t.inverted()).isIdentity)
        let r = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 5, y: -7)
        let back = CGPoint(x: 3, y: 4).applying(r).applying(r.inverted())
        #expect(abs(back.x - 3) < 1e-12 && abs(back.y - 4) < 1e-12)
        let singular = CGAffineTransform(scaleX: 0, y: 1).translatedBy(x: 3, y: 3)
        expectEqual(singular.inverted(), singular)
        expectEqual(CGAffineTransform().inverted(), CGAffineTransform())
        let collapsed = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1)
        expectEqual(collapsed.inverted(), collapsed)
        let infinite = CGAffineTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        expectEqual(infinite.inverted(), infinite)
    }

    @Test("Core Animation's C functions build the engine's CATransform3D")
    func coreAnimation() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(CATransform3DIsAffine(t) && CATransform3DGetAffineTransform(t) == affine)
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let turned = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        #expect(!CATransform3DIsAffine(turned))
        #expect(CATransform3DEqualToTransform(CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(1, 0, 0)),
                                              CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 0.5, 0, 0)))
    }
}
