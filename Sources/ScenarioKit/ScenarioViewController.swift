import TransitionKit
import UIKit

extension Device {
    /// Where content starts under the status bar and a navigation bar. (`Device(window:)`,
    /// in the engine, finds a scenario's device from its window.)
    public var contentTop: Double { statusBarHeight + navigationBarHeight }
}

/// A screen of the kit laid out for one device: the views have their frames as soon as they
/// load, as Auto Layout would have given them on that device (the engine has no layout pass).
open class ScenarioViewController: UIViewController {
    public let device: Device

    public init(device: Device) {
        self.device = device
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// A full-screen root view in the screen's colour.
    public func makeRootView(_ color: UIColor) -> UIView {
        let root = UIView(frame: device.bounds)
        root.backgroundColor = color
        return root
    }
}
