import UIKit

/// The page indicator: one dot per page, the current one opaque.
final class PageDotsView: UIView {
    private var dots: [UIView] = []

    init(count: Int) {
        super.init(frame: .zero)
        for _ in 0..<count {
            let dot = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
            dot.layer.cornerRadius = 4
            dot.backgroundColor = .darkGray
            dot.alpha = 0.3
            addSubview(dot)
            dots.append(dot)
        }
        dots.first?.alpha = 1
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let spacing: CGFloat = 16
        let start = bounds.midX - spacing * CGFloat(dots.count - 1) / 2
        for (index, dot) in dots.enumerated() {
            dot.center = CGPoint(x: start + spacing * CGFloat(index), y: bounds.midY)
        }
    }

    func select(_ index: Int) {
        for (position, dot) in dots.enumerated() {
            dot.alpha = position == index ? 1 : 0.3
        }
    }
}
