import UIKit

@IBDesignable
class BounceButton: UIButton {
    @IBInspectable var cornerRadius: CGFloat = 8 {
        didSet { layer.cornerRadius = cornerRadius }
    }

    override var isHighlighted: Bool {
        didSet {
            UIView.animate(withDuration: 0.15, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction], animations: {
                self.transform = self.isHighlighted ? CGAffineTransform(scaleX: 0.95, y: 0.95) : .identity
            }, completion: nil)
        }
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        layer.cornerRadius = cornerRadius
        addTarget(self, action: #selector(tapped), for: .touchUpInside)
    }

    @objc private func tapped() {
        UISelectionFeedbackGenerator().selectionChanged()
    }
}
