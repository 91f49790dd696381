import Foundation

/// There is no storyboard or nib file on Linux, so what a storyboard would make comes from
/// factories the **scenario** registers (an API only scenarios use; the app's files are
/// unchanged): view controllers by storyboard and identifier, each storyboard's initial view
/// controller, segues by identifier (optionally only from one source class) and nibs by name.
/// `UIStoryboard`, `performSegue(withIdentifier:sender:)`, `UINib` and
/// `Bundle.main.loadNibNamed` then find them. Registrations belong to the run in progress (its
/// window keeps them), so two runs never share them.
public enum StoryboardFactories {
    /// How a registered segue performs, as the storyboard's segue kinds do.
    public enum SegueKind {
        /// "Show": pushed on the source's navigation controller, else presented.
        case show
        /// "Present Modally": presented by the source, animated.
        case presentModally
        /// A custom segue: the app's `UIStoryboardSegue` subclass (`MySegue.init`), whose
        /// `perform()` runs.
        case custom((_ identifier: String?, _ source: ViewController, _ destination: ViewController) -> UIStoryboardSegue)
    }

    /// The view controller `instantiateViewController(withIdentifier:)` makes.
    public static func viewController(_ identifier: String, storyboard: String = "Main", make: @escaping () -> ViewController) {
        table.viewControllers[storyboard, default: [:]][identifier] = make
    }

    /// The view controller `instantiateInitialViewController()` makes.
    public static func initialViewController(storyboard: String = "Main", make: @escaping () -> ViewController) {
        table.initialViewControllers[storyboard] = make
    }

    /// A segue `performSegue(withIdentifier:sender:)` performs from a view controller of class
    /// `source` (or a subclass).
    public static func segue(
        _ identifier: String, from source: ViewController.Type = ViewController.self, kind: SegueKind = .show,
        destination: @escaping () -> ViewController
    ) {
        let makeSegue: (String?, ViewController, ViewController) -> UIStoryboardSegue
        switch kind {
        case .show:
            makeSegue = { id, from, to in
                UIStoryboardSegue(identifier: id, source: from, destination: to) {
                    if let navigation = from.navigationController {
                        navigation.pushViewController(to, animated: true)
                    } else {
                        from.present(to, animated: true)
                    }
                }
            }
        case .presentModally:
            makeSegue = { id, from, to in
                UIStoryboardSegue(identifier: id, source: from, destination: to) { from.present(to, animated: true) }
            }
        case .custom(let make):
            makeSegue = make
        }
        table.segues.append(Registration(identifier: identifier, source: source, kind: .forward(destination, makeSegue)))
    }

    /// An unwind segue (a storyboard's exit): the destination is the nearest view controller
    /// that can perform `action` (an `@IBAction func unwind…(_ segue: UIStoryboardSegue)`).
    public static func unwindSegue(_ identifier: String, from source: ViewController.Type = ViewController.self, action: Selector) {
        table.segues.append(Registration(identifier: identifier, source: source, kind: .unwind(action)))
    }

    /// What `UINib(nibName:bundle:).instantiate(withOwner:options:)` and
    /// `Bundle.main.loadNibNamed(_:owner:options:)` give: the nib's top-level objects.
    public static func nib(_ name: String, make: @escaping (_ owner: Any?) -> [Any]) {
        table.nibs[name] = make
    }

    /// A segue triggered from the storyboard (a button wired to it in Interface Builder): UIKit
    /// asks the source's `shouldPerformSegue(withIdentifier:sender:)` first, which a call to
    /// `performSegue(withIdentifier:sender:)` never does.
    public static func trigger(_ identifier: String, from source: ViewController, sender: Any?) {
        guard source.shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return }
        source.performSegue(withIdentifier: identifier, sender: sender)
    }

    struct Registration {
        enum Kind {
            case forward(() -> ViewController, (String?, ViewController, ViewController) -> UIStoryboardSegue)
            case unwind(Selector)
        }
        let identifier: String
        let source: ViewController.Type
        let kind: Kind
    }

    /// The run's registrations.
    final class Table {
        var viewControllers: [String: [String: () -> ViewController]] = [:]
        var initialViewControllers: [String: () -> ViewController] = [:]
        var segues: [Registration] = []
        var nibs: [String: (Any?) -> [Any]] = [:]
    }

    static var table: Table {
        guard let window = Timeline.current?.root as? Window else {
            preconditionFailure("StoryboardFactories are registered and read inside a run (a scenario's start)")
        }
        return window.storyboardFactories
    }

    /// Read without a run: nothing is registered.
    static var registered: Table? { (Timeline.current?.root as? Window)?.storyboardFactories }

    /// The last registration of `identifier` for `source`'s class.
    static func segue(_ identifier: String, from source: ViewController) -> Registration? {
        registered?.segues.last { $0.identifier == identifier && type(of: source).isSubclass(of: $0.source) }
    }
}
