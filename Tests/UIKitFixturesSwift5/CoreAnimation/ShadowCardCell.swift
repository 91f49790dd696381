import UIKit

/// A card as feeds draw it: a shadow on the outer view (which must not clip), the content
/// rounded on its top corners only, with the continuous corner curve.
final class ShadowCardCell: UIView {
    let cardContent = UIView()
    static let radius: CGFloat = 16

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 12
        layer.shadowOffset = CGSize(width: 0, height: 6)
        layer.masksToBounds = false
        layer.shouldRasterize = true
        layer.rasterizationScale = UIScreen.main.scale

        cardContent.frame = bounds
        cardContent.backgroundColor = .white
        cardContent.layer.cornerRadius = ShadowCardCell.radius
        cardContent.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        if #available(iOS 13.0, *) {
            cardContent.layer.cornerCurve = .continuous
        }
        cardContent.clipsToBounds = true
        addSubview(cardContent)
        updateShadowPath()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        cardContent.frame = bounds
        updateShadowPath()
    }

    private func updateShadowPath() {
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: ShadowCardCell.radius).cgPath
    }
}
