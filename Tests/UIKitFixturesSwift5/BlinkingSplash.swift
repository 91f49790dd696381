import UIKit

/// A splash screen as apps write one: its logo blinks on a repeating timer that is never
/// invalidated, a `DispatchQueue.main.async` block lays out a hint on the next turn, and a
/// task hides the logo after three seconds. What such a screen leaves in the run loop when
/// a run is discarded before its end is what DiscardedRunTests checks is reported.
final class BlinkingSplashViewController: UIViewController {
    private(set) var timerLine = 0
    private(set) var asyncLine = 0
    private(set) var blinks = 0
    let logo = UIView(frame: CGRect(x: 100, y: 200, width: 80, height: 80))
    let hint = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(logo)
        timerLine = #line + 1
        Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: Selector.method(Self.blink(_:)), userInfo: nil, repeats: true)
        asyncLine = #line + 1
        DispatchQueue.main.async {
            self.hint.text = "Tap to start"
            self.view.addSubview(self.hint)
        }
        Task { @MainActor in
            try? await Task.sleep(nanoseconds: 3_000_000_000)
            self.logo.isHidden = true
        }
    }

    func blink(_ timer: Timer) {
        blinks += 1
        logo.alpha = logo.alpha == 1 ? 0.4 : 1
    }

    /// Shows the splash in `window` and moves on to the home screen with a cross-fade — or,
    /// with `animated: false`, without one (an app that forgot: the run has no transition).
    static func show(in window: UIWindow, animated: Bool) -> BlinkingSplashViewController {
        let splash = BlinkingSplashViewController()
        window.rootViewController = splash
        window.makeKeyAndVisible()
        let home = UIViewController()
        home.modalTransitionStyle = .crossDissolve
        home.modalPresentationStyle = .fullScreen
        splash.present(home, animated: animated)
        return splash
    }
}
