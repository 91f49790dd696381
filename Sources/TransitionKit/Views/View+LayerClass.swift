import Foundation

/// The backing layer `layerClass` asks for. UIKit makes it with the Objective-C runtime's
/// `[[layerClass alloc] init]`; Swift can only call an initializer through a metatype when it
/// is `required`, and `CALayer.init()` is not (an app's layer subclass with an initializer of
/// its own would then have to write `init()` too, which iOS does not ask for). So the layer
/// classes the kit declares are made exactly, and a class of the app's own is made as the
/// nearest of them it inherits from, with a `not-modelled` finding naming it (a cast to the
/// app's class would fail there).
extension View {
    static func makeBackingLayer(_ layerClass: AnyClass) -> CALayer {
        if layerClass == CALayer.self { return CALayer() }
        // The kit's layer classes, most derived first: exactly, or as the nearest ancestor.
        let layer: CALayer
        switch layerClass {
        case is AVPlayerLayer.Type: layer = AVPlayerLayer()
        case is BlurLayer.Type: layer = BlurLayer()
        case is CAGradientLayer.Type: layer = CAGradientLayer()
        case is CAShapeLayer.Type: layer = CAShapeLayer()
        case is CAReplicatorLayer.Type: layer = CAReplicatorLayer()
        case is CATransformLayer.Type: layer = CATransformLayer()
        default: layer = CALayer()
        }
        if type(of: layer) != layerClass {
            Timeline.current?.noteUnmodelled(
                "layerClass \(layerClass) (an app's own layer class: the view's layer is a \(type(of: layer)))")
        }
        return layer
    }
}
