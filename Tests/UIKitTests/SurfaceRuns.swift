import TransitionKit
import UIKit

/// A run waiting for touches whose window, on `device`, shows the screen `make` builds inside
/// the run (key and visible); `then` runs next, still at time 0 (a presentation without
/// animation, say). The surface's tests start from this.
func runShowing<Root: UIViewController>(_ make: @escaping () -> Root, on device: Device = .iPhoneX,
                                        then more: @escaping (Root) -> Void = { _ in }) throws -> (TransitionRun, Root) {
    var shown: Root?
    let run = try TransitionRun(awaitingTouchesIn: UIWindow(frame: device.bounds)) { window in
        let root = make()
        window.rootViewController = root
        window.makeKeyAndVisible()
        more(root)
        shown = root
    }
    guard let shown else { throw ScreenNotShown() }
    return (run, shown)
}

struct ScreenNotShown: Error {}
