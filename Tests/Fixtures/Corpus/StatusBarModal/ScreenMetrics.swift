import Foundation
import UIKit

/// The helpers every app has: the screen's size and the status bar's height, read where UIKit
/// keeps them (iOS 13's scene API, with the old one as a fallback).
enum ScreenMetrics {
    static var screenBounds: CGRect { UIScreen.main.bounds }

    static var onePixel: CGFloat { 1 / UIScreen.main.scale }

    static var statusBarHeight: CGFloat {
        if #available(iOS 13.0, *) {
            let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
            return scene?.statusBarManager?.statusBarFrame.height ?? 0
        } else {
            return UIApplication.shared.statusBarFrame.height
        }
    }

    static var keyWindow: UIWindow? {
        UIApplication.shared.windows.first { $0.isKeyWindow }
    }

    /// A view's frame in screen coordinates, as zoom animators compute their start.
    static func frameOnScreen(of view: UIView) -> CGRect {
        view.convert(view.bounds, to: UIScreen.main.coordinateSpace)
    }
}
