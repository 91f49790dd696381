import Foundation

/// UIKit's `UIScreen`. `UIScreen.main` is the screen of the run in progress — the window the
/// scenario runs in, sized as the device the page shows — so `UIScreen.main.bounds.width` in an
/// animator is the width of the phone on screen. Outside a run it is the default device's.
/// A value captured once at file scope (`let screenWidth = UIScreen.main.bounds.width`) keeps
/// the first run's device: docs/bring-your-own.md, "UIScreen". Declared under UIKit's name.
open class UIScreen: NSObject, @unchecked Sendable {
    /// The device whose screen this is.
    public let device: Device

    public init(device: Device) {
        self.device = device
        super.init()
    }

    open class var main: UIScreen {
        guard let window = Timeline.current?.root as? Window else { return UIScreen(device: .default) }
        let size = window.bounds.size
        let device =
            Device.all.first { $0.screenSize == size }
            ?? Device(
                name: "custom", title: "Custom", screenSize: size, safeAreaInsets: EdgeInsets(), statusBarHeight: 0,
                cornerRadius: 0)
        return UIScreen(device: device)
    }

    /// The screen in points, portrait, origin at zero.
    open var bounds: CGRect { device.bounds }

    /// Points to pixels: 2 for the iPhone SE and the iPad Air, 3 for the other phones.
    open var scale: CGFloat { device.isPad || device.name == "iphone-se" ? 2 : 3 }

    open var nativeScale: CGFloat { scale }

    /// The screen in pixels, portrait.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: device.screenSize.width * scale, height: device.screenSize.height * scale)
    }

    /// 120 on the ProMotion phone, 60 elsewhere.
    open var maximumFramesPerSecond: Int { device.name == "iphone-15-pro-max" ? 120 : 60 }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIScreen)?.device == device }
    open override var hash: Int { device.hashValue }
}
