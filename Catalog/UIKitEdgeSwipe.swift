import UIKit

/// UIKit's edge swipe back: the navigation controller's own `interactivePopGestureRecognizer`
/// (a screen-edge pan from the left edge) drives UIKit's pop — the finger's travel across the
/// screen is the progress, and on release the pop finishes or cancels by how far and how fast
/// the finger went. The app writes no gesture code at all: it only has two screens in a
/// navigation controller with no delegate. UIKit's navigation bar shows each screen's title and
/// follows the finger too: the back button's "Inbox" moves to the middle as the title leaves.
struct UIKitEdgeSwipeEntry: CatalogEntry {
    let id = "uikit-edge-swipe"
    let title = "UIKit edge swipe back"
    let summary = "interactivePopGestureRecognizer: drag from the left edge to pop."
    let origin = "UIKit's interactive pop (approximated)"
    let operations: [TransitionOperation] = [.pop]
    let interactiveOperations: [TransitionOperation] = [.pop]

    static let finishFraction = NumberParameter("finishFraction", "Finish past", default: 0.5, range: 0...1, step: 0.05,
                                                help: "a slow release past this fraction of the width finishes the pop")
    static let finishVelocity = NumberParameter("finishVelocity", "Throw speed", default: 300, range: 0...3000, step: 50,
                                                unit: "pt/s", help: "a throw faster than this decides by its direction")
    var parameters: [ParameterSpec] { [Self.finishFraction.spec, Self.finishVelocity.spec] }

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        window.defaultTransitionSettings.popFinishFraction = parameters[Self.finishFraction]
        window.defaultTransitionSettings.popFinishVelocity = parameters[Self.finishVelocity]

        let top = UIKitDefaultsScreens.contentTop(below: window)
        let navigation = UINavigationController(rootViewController: UIKitDefaultsScreens.screen("Inbox", .white, top: top))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(UIKitDefaultsScreens.screen("Message", UIColor(red: 0.35, green: 0.78, blue: 0.98, alpha: 1),
                                                                  top: top),
                                      animated: false)
        // Nothing else: the edge swipe is UIKit's, on the navigation controller's view, and it
        // drives the bar's cross-fade ("Message" out, "Inbox" back) with the same progress.
    }

    /// From 4 pt inside the left edge to two thirds of the way across in about 0.4 s, still
    /// moving right when the finger lifts: the pop finishes.
    func sampleGesture(for operation: TransitionOperation, device: Device) -> [GestureSample]? {
        let width = device.screenSize.width, y = device.screenSize.height / 2
        var samples = [GestureSample(t: 0, phase: .began, x: 4, y: y)]
        let steps = 24
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            samples.append(GestureSample(t: f * 0.4, phase: .changed, x: 4 + width * 0.62 * f, y: y + 6 * f))
        }
        samples.append(GestureSample(t: 0.4 + 1.0 / 60, phase: .ended, x: 4 + width * 0.64, y: y + 6))
        return samples
    }

    func gestureHint(for operation: TransitionOperation) -> String? { "Drag from the left edge to go back" }

    /// UIKit's own back swipe (NavigationController+InteractivePop `finishes`), in words.
    func releaseRule(for operation: TransitionOperation) -> String? {
        "A throw faster than Throw speed decides by its direction (right finishes, left cancels); "
            + "otherwise the pop finishes when the swipe is past Finish past of the width."
    }
}
