import Foundation

/// The `UIColor` initialisers that read an app's resources. A run has no asset catalog, but
/// the app's catalog on a device has the colour its code names, so `UIColor(named:)` gives a
/// placeholder as `UIImage(named:)` does — never nil, so `UIColor(named: "Brand")!` does not
/// trap where the device would not: an opaque colour whose hue comes from the name alone (the
/// same name is the same colour on every run and machine), reported `not-modelled` since the
/// asset's real colour is not known. A pattern colour is drawn as a flat mid grey (the tiled
/// image is not drawn), and said so.
extension UIColor {
    /// UIKit's exact signature, so `UIColor.init(named:)` as a function value still names it.
    /// Calls resolve to the overload below, which knows the caller's file and line; this one is
    /// disfavoured as `present(_:animated:completion:)`'s is.
    @_disfavoredOverload
    public convenience init?(named name: String) {
        self.init(named: name, at: nil)
    }

    /// `UIColor(named:)` as app code calls it: `file` and `line` say where, for the finding.
    public convenience init?(named name: String, file: String = #filePath, line: Int = #line) {
        self.init(named: name, at: CallSite(filePath: file, line: line))
    }

    /// UIKit's exact signature, disfavoured as `init(named:)`'s is.
    @_disfavoredOverload
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name, at: nil)
    }

    /// `UIColor(named:in:compatibleWith:)` as app code calls it: `file` and `line` say where.
    public convenience init?(
        named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?,
        file: String = #filePath, line: Int = #line
    ) {
        self.init(named: name, at: CallSite(filePath: file, line: line))
    }

    private convenience init(named name: String, at location: CallSite?) {
        let hue = CGFloat(Image.nameHash("colour:" + name) % 360) / 360
        self.init(hue: hue, saturation: 0.45, brightness: 0.8, alpha: 1)
        Timeline.current?.noteUnmodelled(
            "UIColor(named: \"\(name)\"): there is no asset catalog here, so a placeholder colour made from the name", at: location)
    }

    /// UIKit's exact signature, disfavoured as `init(named:)`'s is.
    @_disfavoredOverload
    public convenience init(patternImage image: UIImage) {
        self.init(patternImage: image, at: nil)
    }

    /// `UIColor(patternImage:)` as app code calls it: `file` and `line` say where.
    public convenience init(patternImage image: UIImage, file: String = #filePath, line: Int = #line) {
        self.init(patternImage: image, at: CallSite(filePath: file, line: line))
    }

    private convenience init(patternImage image: UIImage, at location: CallSite?) {
        self.init(white: 0.5, alpha: 1)
        Timeline.current?.noteUnmodelled(
            "UIColor(patternImage:) (drawn as a flat mid grey: the tiled image is not drawn)", at: location)
    }
}
