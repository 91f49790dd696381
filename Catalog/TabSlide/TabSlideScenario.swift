import UIKit
import ScenarioKit

/// A tab bar controller whose delegate returns a slide animator; the scenario selects the
/// third tab from the first, as app code does (`selectedIndex`). The other screens and the
/// bars come from ScenarioKit.
struct TabSlideScenario: CatalogEntry {
    let id = "tab-slide"
    let title = "Tab slide"
    let summary = "Switching tabs slides the screens in the direction of the tab: UITabBarControllerDelegate's animator."
    let origin = "Catalog/TabSlide"
    let operations: [TransitionOperation] = [.selectTab]
    static let duration = NumberParameter("duration", "Duration", default: 0.35, range: 0.1...2, step: 0.05, unit: "s",
                                          help: "the slide animator's UIView.animate(withDuration:)")
    var parameters: [ParameterSpec] { [Self.duration.spec] }

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let device = Device(window: window)
        let tabs = MainTabBarController()
        tabs.slideDuration = parameters[Self.duration]
        ScenarioApp.tabs([
            TabContentViewController(title: "Home", color: .systemBlue),
            ListViewController(device: device, title: "Search", thumbnails: true),
            FeaturedCardViewController(device: device, headline: "Profile"),
        ], in: window, tabBarController: tabs)
        tabs.selectedIndex = 2
    }
}
