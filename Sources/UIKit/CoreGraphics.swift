// CoreGraphics as UIKit code writes it. Foundation on Linux declares its own CGFloat (a
// struct around Double), CGPoint, CGSize, CGRect and CGRectEdge; the declarations here
// shadow those in every file that imports UIKit, so the app's geometry *is* the engine's —
// `view.frame = CGRect(…)` stores the value the engine animates, with no conversion.
// docs/bring-your-own.md ("CoreGraphics on Linux") says why each is what it is.

/// `CGFloat` is `Double`, the engine's number: app arithmetic mixes with engine values
/// (`view.alpha`, `bounds.width`, `[CGFloat]`, `inout`) with no conversion at all. The cost:
/// an app that overloads one function on both `CGFloat` and `Double` declares it twice.
public typealias CGFloat = Double

public typealias CGPoint = Point
public typealias CGSize = Size
public typealias CGRect = Rect
public typealias CGRectEdge = RectEdge
public typealias CGAffineTransform = TransitionKit.AffineTransform

/// `CGVector` is the engine's `Vector` (it carries `UISpringTimingParameters`' initial velocity).
public typealias CGVector = Vector
