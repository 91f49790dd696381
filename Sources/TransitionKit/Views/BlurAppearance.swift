import Foundation

/// What a `UIVisualEffectView`'s blur draws at one moment: the backdrop's blur radius and the
/// tint laid over it. It is the value an animation block animates when `effect` changes, so a
/// blur coming in, going out or changing style interpolates on the block's curve.
///
/// No blur is radius 0 under a transparent tint of the same colour as the blur it comes from or
/// goes to, so fading a blur in or out changes its strength, never its hue. Between two styles
/// the radius and the tint's straight RGBA components blend, as Core Animation blends colours
/// (our rule: Apple does not document how a style change looks mid-animation).
struct BlurAppearance: Animatable {
    var radius: Double
    var tint: Color

    init(radius: Double, tint: Color) {
        self.radius = radius
        self.tint = tint
    }

    /// A style's full look (`BlurLook`, the kit's convention per style).
    init(_ style: UIBlurEffect.Style) {
        let look = BlurLook.of(style)
        self.init(radius: look.radius, tint: look.tint)
    }

    /// No blur, tinted like `look`: what a blur fades from or to.
    static func none(like look: BlurAppearance) -> BlurAppearance {
        var tint = look.tint
        tint.alpha = 0
        return BlurAppearance(radius: 0, tint: tint)
    }

    /// Whether anything is drawn: a radius or a visible tint.
    var isVisible: Bool { radius > 0 || tint.alpha > 0 }

    /// As drawn: a spring overshooting past none or past full does not make a negative radius
    /// or a tint beyond opaque.
    var clamped: BlurAppearance {
        var tint = tint
        tint.alpha = Swift.min(Swift.max(tint.alpha, 0), 1)
        return BlurAppearance(radius: Swift.max(radius, 0), tint: tint)
    }

    static func interpolate(_ a: BlurAppearance, _ b: BlurAppearance, _ t: Double) -> BlurAppearance {
        BlurAppearance(radius: .interpolate(a.radius, b.radius, t), tint: .interpolate(a.tint, b.tint, t))
    }

    var animatableComponents: [Double] { [radius] + tint.animatableComponents }

    init(animatableComponents c: [Double]) {
        precondition(c.count == 5, "a BlurAppearance has 5 animatable components, got \(c.count)")
        self.init(radius: c[0], tint: Color(animatableComponents: Array(c[1...])))
    }
}
