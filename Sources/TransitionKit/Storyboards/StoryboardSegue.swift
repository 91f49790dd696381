import Foundation

/// UIKit's `UIStoryboardSegue`: the source, the destination, the identifier and `perform()`.
/// An app's subclass overrides `perform()` and animates there (a custom segue); the segues the
/// scenario registers as `.show` or `.presentModally` perform as the storyboard's kinds do
/// (StoryboardFactories.swift). Declared under UIKit's name.
open class UIStoryboardSegue: NSObject {
    open private(set) var identifier: String?
    open private(set) var source: ViewController
    open private(set) var destination: ViewController
    private var performHandler: (() -> Void)?

    public init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    public convenience init(
        identifier: String?, source: ViewController, destination: ViewController, performHandler: @escaping () -> Void
    ) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// The transition: the handler given at `init`, else nothing (a subclass overrides it).
    open func perform() { performHandler?() }
}

/// The segues of a storyboard: an unwind segue's action runs on the destination before it
/// performs. UIKit's `UIStoryboardUnwindSegueSource` is what `unwind(for:towards:)` receives;
/// here an unwind is performed by the scenario's registration (StoryboardFactories.swift).
extension ViewController {
    /// `performSegue(withIdentifier:sender:)`: the segue the scenario registered under
    /// `identifier` for this view controller's class (or any class), with UIKit's order —
    /// destination made, `prepare(for:sender:)`, `perform()`. Unregistered: reported.
    func performRegisteredSegue(_ identifier: String, sender: Any?) {
        guard let registration = StoryboardFactories.segue(identifier, from: self) else {
            Timeline.current?.noteUnmodelled(
                "performSegue(withIdentifier: \"\(identifier)\") from \(logName): no storyboard here, and the scenario registered "
                    + "no segue of that identifier (StoryboardFactories.segue); UIKit would raise \"has no segue with identifier\"",
                onViewOf: self)
            return
        }
        switch registration.kind {
        case .unwind(let action):
            unwind(identifier, action: action, sender: sender)
        case .forward(let makeDestination, let makeSegue):
            let destination = makeDestination()
            destination.storyboard = destination.storyboard ?? storyboard
            let segue = makeSegue(identifier, self, destination)
            prepare(for: segue, sender: sender)
            segue.perform()
        }
    }

    /// An unwind: the first view controller up the chain (parents, then presenters) that can
    /// perform the action is the destination; the source prepares, the destination's action
    /// runs, then the source's screens go: dismissed or popped to the destination.
    private func unwind(_ identifier: String, action: Selector, sender: Any?) {
        guard let destination = unwindCandidates.first(where: { $0.canPerformUnwindSegueAction(action, from: self, sender: sender) })
        else {
            Timeline.current?.noteUnmodelled(
                "an unwind segue \"\(identifier)\" from \(logName) found no view controller implementing \(action.name)")
            return
        }
        let segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination) { [weak self] in
            self?.finishUnwind(to: destination)
        }
        prepare(for: segue, sender: sender)
        action.perform(on: destination, sender: segue)
        segue.perform()
    }

    /// Where an unwind looks, nearest first: the view controllers below this one's on its
    /// navigation stack, then up through parents and presenters.
    private var unwindCandidates: [ViewController] {
        var found: [ViewController] = []
        var node: ViewController? = self
        while let current = node {
            if let navigation = current.navigationController,
                let index = navigation.viewControllers.firstIndex(where: { current.isOrHasAncestor($0) })
            {
                found += navigation.viewControllers[..<index].reversed()
            }
            if let parent = current.parent {
                found.append(parent)
                node = parent
            } else {
                node = current.presentingViewController
                if let node { found.append(node) }
            }
        }
        return found
    }

    private func isOrHasAncestor(_ candidate: ViewController) -> Bool {
        var node: ViewController? = self
        while let current = node {
            if current === candidate { return true }
            node = current.parent
        }
        return false
    }

    private func finishUnwind(to destination: ViewController) {
        if let navigation = destination.navigationController, navigation.viewControllers.contains(where: { $0 === destination }),
            navigation.viewControllers.last !== destination, destination.presentedViewController == nil
        {
            let stack = navigation.viewControllers
            let index = stack.firstIndex { $0 === destination }!
            if index == stack.count - 2 {
                _ = navigation.popViewController(animated: true)
            } else {
                navigation.setViewControllers(Array(stack[...index]), animated: true)
            }
        } else {
            destination.dismiss(animated: true)
        }
    }
}
