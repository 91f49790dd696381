import Foundation

/// The `UIColor` initialisers that read an app's resources. A run has no asset catalog, but
/// the app's catalog on a device has the colour its code names, so `UIColor(named:)` gives a
/// placeholder as `UIImage(named:)` does — never nil, so `UIColor(named: "Brand")!` does not
/// trap where the device would not: an opaque colour whose hue comes from the name alone (the
/// same name is the same colour on every run and machine), reported `not-modelled` since the
/// asset's real colour is not known. A pattern colour is drawn as a flat mid grey (the tiled
/// image is not drawn), and said so.
extension UIColor {
    public convenience init?(named name: String) {
        let hue = CGFloat(Image.nameHash("colour:" + name) % 360) / 360
        self.init(hue: hue, saturation: 0.45, brightness: 0.8, alpha: 1)
        Timeline.current?.noteUnmodelled(
            "UIColor(named: \"\(name)\"): there is no asset catalog here, so a placeholder colour made from the name")
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    public convenience init(patternImage image: UIImage) {
        self.init(white: 0.5, alpha: 1)
        Timeline.current?.noteUnmodelled("UIColor(patternImage:) (drawn as a flat mid grey: the tiled image is not drawn)")
    }
}
