import UIKit

final class SafeAreaBanner: UIView {
    static func show(in window: UIWindow? = UIApplication.shared.keyWindow, text: String) {
        guard let window = window else { return }
        let banner = SafeAreaBanner(frame: .zero)
        let label = UILabel()
        label.text = text
        label.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
        label.textColor = .white
        label.textAlignment = .center
        banner.addSubview(label)
        banner.backgroundColor = UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1)
        let top = window.safeAreaInsets.top
        banner.frame = CGRect(x: 0, y: -(top + 44), width: window.bounds.width, height: top + 44)
        label.frame = CGRect(x: 16, y: top, width: window.bounds.width - 32, height: 44)
        window.addSubview(banner)
        UIView.animate(withDuration: 0.3, animations: {
            banner.frame.origin.y = 0
        }, completion: { _ in
            UIView.animate(withDuration: 0.3, delay: 2.0, options: [], animations: {
                banner.frame.origin.y = -(top + 44)
            }, completion: { _ in banner.removeFromSuperview() })
        })
    }
}
