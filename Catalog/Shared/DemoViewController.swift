import UIKit

/// A demo screen laid out for one device: every scene's view controllers need the device
/// to size their views, and nothing else in common.
class DemoViewController: UIViewController {
    let device: Device

    init(device: Device) {
        self.device = device
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// A full-screen root view in the screen's colour.
    func makeRootView(_ color: UIColor) -> UIView {
        let root = UIView(frame: device.bounds)
        root.backgroundColor = color
        return root
    }
}
