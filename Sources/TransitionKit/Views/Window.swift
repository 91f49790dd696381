/// A headless `UIWindow`: the root of what is on screen. It owns its root view controller,
/// as UIKit's window does, so container controllers (and the parent links their children
/// follow to find `tabBarController`) live as long as the scene.
open class Window: View {
    public var rootViewController: ViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            if let rootViewController {
                rootViewController.view.frame = bounds
                addSubview(rootViewController.view)
            }
        }
    }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        role = "window"
    }
}
