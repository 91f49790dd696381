import Foundation

/// `UIGraphicsImageRendererFormat`: the scale defaults to the screen's, as UIKit's `default()`.
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    open var scale: CGFloat = UIScreen.main.scale
    open var opaque = false
    open var prefersExtendedRange = false

    public override init() { super.init() }

    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context an image renderer's `actions` draw into.
open class UIGraphicsImageRendererContext: NSObject, @unchecked Sendable {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// What has been drawn so far.
    open var currentImage: UIImage {
        UIImage(madeFrom: CGImage(picture: cgContext.picture(), scale: Double(format.scale)), scale: Double(format.scale))
    }

    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
}

/// `UIGraphicsImageRenderer`: `image { context in … }` runs the actions with the renderer's
/// context current (so `drawHierarchy(in:afterScreenUpdates:)` draws into it) and returns an
/// image whose content is what they drew at that moment (a `CapturedPicture`).
open class UIGraphicsImageRenderer: NSObject, @unchecked Sendable {
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        bounds = CGRect(origin: .zero, size: size)
        self.format = format
        super.init()
    }

    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
        super.init()
    }

    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = CGContext(size: bounds.size, scale: Double(format.scale), origin: bounds.origin)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        return rendererContext.currentImage
    }
}

// MARK: The UIGraphics image context functions

/// The contexts pushed on this thread (UIKit keeps one stack per thread).
private final class GraphicsContextStack {
    var contexts: [CGContext] = []

    static var current: GraphicsContextStack {
        let key = "TransitionKit.UIGraphicsContextStack"
        if let stack = Thread.current.threadDictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        Thread.current.threadDictionary[key] = stack
        return stack
    }
}

public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.current.contexts.append(context) }

public func UIGraphicsPopContext() { _ = GraphicsContextStack.current.contexts.popLast() }

public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.current.contexts.last }

/// A `scale` of 0 is the screen's, as UIKit documents.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale > 0 ? Double(scale) : Double(UIScreen.main.scale)
    UIGraphicsPushContext(CGContext(size: size, scale: s))
}

/// One pixel per point, as UIKit's.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// What the current image context holds now; nil when there is none.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = UIGraphicsGetCurrentContext() else { return nil }
    return UIImage(madeFrom: CGImage(picture: context.picture(), scale: context.scale), scale: context.scale)
}

public func UIGraphicsEndImageContext() { UIGraphicsPopContext() }

extension UIImage {
    /// Draws the image into the current context, filling `rect`.
    public func draw(in rect: CGRect) {
        UIGraphicsGetCurrentContext()?.draw(self, in: rect)
    }

    /// Draws the image at its size with its top-left corner at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
}

extension UIColor {
    /// Sets the current context's fill colour.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
}

/// Fills `rect` in the current context with its fill colour.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }
