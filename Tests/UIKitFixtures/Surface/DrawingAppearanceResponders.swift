import UIKit

// Issue #24, custom drawing, appearance proxies, the application's delegate and the responder
// chain, as apps write them. Tests/UIKitTests/CustomDrawingTests.swift,
// AppearanceProxyTests.swift and ApplicationDelegateTests.swift run the same calls.

/// A meter that draws itself with Core Graphics.
final class SurfaceMeterView: UIView {
    var value: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setStrokeColor(UIColor.white.cgColor)
        context.setFillColor(UIColor.black.cgColor)
        context.setLineWidth(2)
        context.setLineCap(.round)
        context.setLineJoin(.bevel)
        context.beginPath()
        context.move(to: CGPoint(x: 0, y: rect.maxY))
        context.addLine(to: CGPoint(x: rect.maxX * value, y: rect.maxY))
        context.addLines(between: [.zero, CGPoint(x: 4, y: 4)])
        context.addQuadCurve(to: CGPoint(x: 8, y: 0), control: CGPoint(x: 6, y: 6))
        context.addCurve(to: CGPoint(x: 12, y: 0), control1: CGPoint(x: 9, y: 3), control2: CGPoint(x: 11, y: 3))
        context.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2, startAngle: 0,
                       endAngle: .pi, clockwise: true)
        context.closePath()
        _ = context.isPathEmpty
        context.strokePath()
        context.addRect(rect.insetBy(dx: 2, dy: 2))
        context.addEllipse(in: rect)
        context.addPath(UIBezierPath(rect: rect).cgPath)
        context.fillPath(using: .evenOdd)
        context.fillPath()
        context.stroke(rect)
        context.strokeEllipse(in: rect)
        context.fillEllipse(in: rect)
        context.fill(rect)
        context.restoreGState()
        setNeedsDisplay(rect)
        contentMode = .redraw
        _ = UIView.ContentMode.scaleToFill
    }
}

/// An app's theme, set once at launch.
func installSurfaceTheme() {
    UINavigationBar.appearance().tintColor = .white
    UINavigationBar.appearance().barTintColor = .black
    UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
    UIBarButtonItem.appearance().tintColor = .systemPink
    UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor = .white
    UITabBar.appearance().tintColor = .systemBlue
    UITabBar.appearance().barTintColor = .black
    UITabBar.appearance().unselectedItemTintColor = .gray
    UITabBar.appearance(whenContainedInInstancesOf: [UITabBarController.self]).isTranslucent = false
    UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).textColor = .white
    UIButton.appearance().tintColor = .systemPink
    UIButton.appearance(whenContainedInInstancesOf: [UIViewController.self]).backgroundColor = .clear
    UIView.appearance().tintColor = .systemPink
    UIView.appearance(whenContainedInInstancesOf: [UINavigationController.self]).backgroundColor = nil
    let containers: [UIAppearanceContainer.Type] = [UINavigationBar.self]
    _ = containers
    let proxied: UIAppearance.Type = UILabel.self
    _ = proxied
}

/// The tab bar as apps read it.
func readSurfaceTabBar(_ tabs: UITabBarController) {
    let bar: UITabBar = tabs.tabBar
    _ = (bar.items, bar.selectedItem, bar.barTintColor, bar.unselectedItemTintColor, bar.isTranslucent)
}

/// The pre-scene app delegate, and code that reaches the window through it.
final class SurfaceAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

final class SurfaceFormViewController: UIViewController {
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { true }

    func dismissKeyboard() {
        UIApplication.shared.sendAction(Selector.method(UIResponder.resignFirstResponder), to: nil, from: self, for: nil)
        _ = becomeFirstResponder()
        _ = next
        let window = UIApplication.shared.delegate?.window ?? nil
        _ = window?.rootViewController
        if let appDelegate = UIApplication.shared.delegate as? SurfaceAppDelegate {
            _ = appDelegate.window
        }
    }
}
