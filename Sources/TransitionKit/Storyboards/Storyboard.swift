import Foundation

/// UIKit's `UIStoryboard`, made from the scenario's factories (StoryboardFactories.swift): a
/// storyboard is its name; what it instantiates is what the scenario registered under it.
open class UIStoryboard: NSObject {
    let name: String

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// UIKit's exact signature, for overrides and function values; calls resolve to the
    /// overload below, which knows the caller's file and line (as `present`'s does, it does
    /// not dispatch: an override runs when the call's static type is its class).
    @_disfavoredOverload
    open func instantiateInitialViewController() -> ViewController? { initialViewController(at: nil) }

    /// `instantiateInitialViewController()` as app code calls it: `file` and `line` say where.
    public final func instantiateInitialViewController(file: String = #filePath, line: Int = #line) -> ViewController? {
        initialViewController(at: CallSite(filePath: file, line: line))
    }

    private final func initialViewController(at location: CallSite?) -> ViewController? {
        guard let make = StoryboardFactories.registered?.initialViewControllers[name] else {
            Timeline.current?.noteUnmodelled(
                "UIStoryboard(name: \"\(name)\").instantiateInitialViewController(): the scenario registered no initial view controller "
                    + "for it (StoryboardFactories.initialViewController)", at: location)
            return nil
        }
        return made(make())
    }

    /// UIKit raises for an unknown identifier; here the run reports it and gets a plain view
    /// controller, so the scenario's mistake shows as a finding instead of a crash. UIKit's
    /// exact signature, disfavoured as `instantiateInitialViewController()`'s is.
    @_disfavoredOverload
    open func instantiateViewController(withIdentifier identifier: String) -> ViewController {
        viewController(withIdentifier: identifier, at: nil)
    }

    /// `instantiateViewController(withIdentifier:)` as app code calls it: `file` and `line`
    /// say where.
    public final func instantiateViewController(
        withIdentifier identifier: String, file: String = #filePath, line: Int = #line
    ) -> ViewController {
        viewController(withIdentifier: identifier, at: CallSite(filePath: file, line: line))
    }

    private final func viewController(withIdentifier identifier: String, at location: CallSite?) -> ViewController {
        guard let make = StoryboardFactories.registered?.viewControllers[name]?[identifier] else {
            Timeline.current?.noteUnmodelled(
                "UIStoryboard(name: \"\(name)\").instantiateViewController(withIdentifier: \"\(identifier)\"): the scenario registered "
                    + "no view controller of that identifier (StoryboardFactories.viewController); UIKit would raise", at: location)
            return made(ViewController())
        }
        return made(make())
    }

    private func made(_ viewController: ViewController) -> ViewController {
        viewController.storyboard = self
        viewController.awakeFromNib()
        return viewController
    }
}

/// UIKit's `UINib`: a nib's top-level objects, from the scenario's factory of that name.
open class UINib: NSObject {
    /// UIKit's `UINib.OptionsKey`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    let name: String

    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// UIKit's exact signature, disfavoured as `UIStoryboard`'s `instantiate…` are.
    @_disfavoredOverload
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        objects(withOwner: ownerOrNil, at: nil)
    }

    /// `instantiate(withOwner:options:)` as app code calls it: `file` and `line` say where.
    public final func instantiate(
        withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil, file: String = #filePath, line: Int = #line
    ) -> [Any] {
        objects(withOwner: ownerOrNil, at: CallSite(filePath: file, line: line))
    }

    private final func objects(withOwner ownerOrNil: Any?, at location: CallSite?) -> [Any] {
        guard let make = StoryboardFactories.registered?.nibs[name] else {
            Timeline.current?.noteUnmodelled(
                "the nib \"\(name)\": the scenario registered no factory for it (StoryboardFactories.nib), so it has no objects",
                at: location)
            return []
        }
        let objects = make(ownerOrNil)
        for object in objects {
            (object as? View)?.awakeFromNib()
            (object as? ViewController)?.awakeFromNib()
        }
        return objects
    }
}
