import Foundation

/// The `UIColor` initialisers that read an app's resources. A run has no asset catalog, so
/// `UIColor(named:)` finds no colour and returns nil — what UIKit returns for a name its
/// catalog lacks — and says so (`not-modelled`): `UIColor(named: "Brand") ?? .systemBlue`
/// draws the fallback, `UIColor(named: "Brand")!` traps as it would on iOS without the asset.
/// A pattern colour is drawn as a flat mid grey (the tiled image is not drawn), and said so.
extension UIColor {
    public convenience init?(named name: String) {
        Timeline.current?.noteUnmodelled(
            "UIColor(named: \"\(name)\"): there is no asset catalog here, so nil, as UIKit returns for a missing name")
        return nil
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    public convenience init(patternImage image: UIImage) {
        self.init(white: 0.5, alpha: 1)
        Timeline.current?.noteUnmodelled("UIColor(patternImage:) (drawn as a flat mid grey: the tiled image is not drawn)")
    }
}
