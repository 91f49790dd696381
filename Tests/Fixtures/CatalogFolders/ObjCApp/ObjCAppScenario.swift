import UIKit

/// Fixture for scripts/check-catalog-registry.sh: a folder entry whose app code uses
/// Objective-C interop as iOS apps write it (the objc attribute on methods and classes, with a
/// name, with dynamic; the Interface Builder attributes), which Swift on Linux rejects. The
/// build compiles rewritten copies of those files; this one has none (not even in a comment:
/// the module needs one file of its own) and compiles as it is.
struct ObjCAppScenario: CatalogEntry {
    let id = "folder-objc-app"
    let title = "Slide (folder fixture, objc attributes)"
    let summary = "The detail slides in from the right; app code with objc and Interface Builder attributes."
    let origin = "Tests/Fixtures/CatalogFolders/ObjCApp"
    let operations: [TransitionOperation] = [.push, .pop]

    /// The app's code: the list keeps the navigation delegate; its action method pushes the
    /// detail (or, for pop, pushes it without animation and pops).
    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let list = ListViewController()
        let navigation = UINavigationController(rootViewController: list)
        navigation.delegate = list.slideTransitions
        navigation.isNavigationBarHidden = true
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        if operation == .push {
            list.showDetail(list)
        } else {
            list.animatesPush = false
            list.showDetail(list)
            navigation.popViewController(animated: true)
        }
    }
}
