import UIKit

/// A view designed in Interface Builder with inspectable corner radius and border.
@IBDesignable
final class RoundedCardView: UIView {
    @IBInspectable var cornerRadius: CGFloat = 12 {
        didSet { layer.cornerRadius = cornerRadius }
    }

    @IBInspectable var borderWidth: CGFloat = 0 {
        didSet { layer.borderWidth = borderWidth }
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        layer.cornerRadius = cornerRadius
    }

    static func loadFromNib() -> RoundedCardView {
        let objects = Bundle.main.loadNibNamed("RoundedCardView", owner: nil, options: nil)
        return objects?.first as? RoundedCardView ?? RoundedCardView(frame: .zero)
    }
}
