//
//  SafeAreaToastPresenter.swift
//

import UIKit

final class ToastView: UIView {

    private let label = UILabel()

    init(message: String) {
        super.init(frame: .zero)
        backgroundColor = UIColor.label.withAlphaComponent(0.85)
        layer.cornerRadius = 12
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 6
        layer.shadowOffset = CGSize(width: 0, height: 3)

        label.text = message
        label.textColor = .systemBackground
        label.font = UIFont.boldSystemFont(ofSize: 14)
        label.numberOfLines = 0
        label.textAlignment = .center
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 12, dy: 8)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let labelSize = label.sizeThatFits(CGSize(width: size.width - 24, height: .greatestFiniteMagnitude))
        return CGSize(width: min(size.width, labelSize.width + 24), height: labelSize.height + 16)
    }
}

enum ToastPresenter {

    static func show(_ message: String, duration: TimeInterval = 2.0) {
        let window = UIApplication.shared.windows.first(where: { $0.isKeyWindow }) ?? UIApplication.shared.windows.first
        guard let window = window else { return }

        let toast = ToastView(message: message)
        let screenBounds = UIScreen.main.bounds
        let isRegular = window.traitCollection.horizontalSizeClass == .regular
        let maxWidth = isRegular ? 420 : screenBounds.width - 32
        let size = toast.sizeThatFits(CGSize(width: maxWidth, height: screenBounds.height))
        let topInset = window.safeAreaInsets.top

        toast.frame = CGRect(x: (screenBounds.width - size.width) / 2,
                             y: -size.height,
                             width: size.width,
                             height: size.height)
        if window.traitCollection.userInterfaceStyle == .dark {
            toast.layer.borderWidth = 1 / UIScreen.main.scale
            toast.layer.borderColor = UIColor.separator.cgColor
        }
        window.addSubview(toast)

        UIView.animate(withDuration: 0.4,
                       delay: 0,
                       usingSpringWithDamping: 0.7,
                       initialSpringVelocity: 0.5,
                       options: [.curveEaseOut],
                       animations: {
            toast.frame.origin.y = topInset + 8
        }, completion: nil)

        DispatchQueue.main.asyncAfter(deadline: .now() + duration) {
            UIView.animate(withDuration: 0.3, animations: {
                toast.transform = CGAffineTransform(translationX: 0, y: -(toast.frame.maxY + 10))
                toast.alpha = 0
            }, completion: { _ in
                toast.removeFromSuperview()
            })
        }
    }
}
