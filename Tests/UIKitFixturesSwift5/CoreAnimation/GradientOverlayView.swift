import UIKit

/// A darkening gradient over a photo, as apps lay one over images for legible captions: a
/// `CAGradientLayer` inserted at the bottom of the view's layer, sized in `layoutSubviews`.
final class GradientOverlayView: UIView {
    let gradientLayer = CAGradientLayer()
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer.colors = [UIColor.clear.cgColor, UIColor.black.withAlphaComponent(0.6).cgColor]
        gradientLayer.locations = [0.5, 1.0]
        gradientLayer.startPoint = CGPoint(x: 0.5, y: 0)
        gradientLayer.endPoint = CGPoint(x: 0.5, y: 1)
        gradientLayer.type = .axial
        layer.insertSublayer(gradientLayer, at: 0)
        caption.text = "Caption"
        addSubview(caption)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradientLayer.frame = bounds
        caption.frame = CGRect(x: 16, y: bounds.height - 40, width: bounds.width - 32, height: 24)
    }
}

/// A layer subclass of the kind apps write: its own property, copied into shadow copies.
final class RingLayer: CAShapeLayer {
    var progress: CGFloat = 0

    override init() {
        super.init()
        fillColor = nil
        strokeColor = UIColor.white.cgColor
        lineWidth = 4
        lineCap = kCALineCapRound
        lineDashPattern = [4, 2]
        strokeEnd = 0.5
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let ring = layer as? RingLayer { progress = ring.progress }
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSublayers() {
        super.layoutSublayers()
        path = UIBezierPath(ovalIn: bounds.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)).cgPath
    }
}

/// A layer delegate that turns every implicit action off, as apps do for layers they move by hand.
final class NoActionsDelegate: NSObject, CALayerDelegate {
    func action(for layer: CALayer, forKey event: String) -> CAAction? {
        return NSNull()
    }
}
