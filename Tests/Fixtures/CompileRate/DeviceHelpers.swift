import UIKit

enum DeviceHelpers {
    static var hasNotch: Bool {
        if #available(iOS 11.0, *) {
            let window = UIApplication.shared.windows.first { $0.isKeyWindow }
            return (window?.safeAreaInsets.bottom ?? 0) > 0
        }
        return false
    }

    static var screenScale: CGFloat { UIScreen.main.scale }

    static var isReduceMotion: Bool { UIAccessibility.isReduceMotionEnabled }

    static func delay(_ seconds: Double, _ block: @escaping () -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds, execute: block)
    }
}
