import Foundation

/// UIKit's `UITraitDefinition` (iOS 17): a trait a registration can observe. The system traits
/// below compare two collections; an app's own trait (iOS 17's custom traits) never changes
/// here, so a registration for it never runs.
public protocol UITraitDefinition {}

/// `UITrait`: a trait definition's type, as registrations list them.
public typealias UITrait = any UITraitDefinition.Type

/// The system traits whose change the engine can tell (internal: apps only name them).
protocol ComparedTrait: UITraitDefinition {
    static func differs(_ before: UITraitCollection, _ now: UITraitCollection) -> Bool
}

/// `UITraitUserInterfaceStyle`: light or dark (`overrideUserInterfaceStyle` changes it here).
public enum UITraitUserInterfaceStyle: ComparedTrait {
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.userInterfaceStyle != b.userInterfaceStyle }
}
/// `UITraitHorizontalSizeClass`.
public enum UITraitHorizontalSizeClass: ComparedTrait {
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.horizontalSizeClass != b.horizontalSizeClass }
}
/// `UITraitVerticalSizeClass`.
public enum UITraitVerticalSizeClass: ComparedTrait {
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.verticalSizeClass != b.verticalSizeClass }
}
/// `UITraitLayoutDirection`.
public enum UITraitLayoutDirection: ComparedTrait {
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.layoutDirection != b.layoutDirection }
}
/// `UITraitDisplayScale`.
public enum UITraitDisplayScale: ComparedTrait {
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.displayScale != b.displayScale }
}
/// `UITraitUserInterfaceIdiom`.
public enum UITraitUserInterfaceIdiom: ComparedTrait {
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.userInterfaceIdiom != b.userInterfaceIdiom }
}

/// UIKit's `UITraitChangeRegistration`: the token `unregisterForTraitChanges(_:)` takes.
public protocol UITraitChangeRegistration: AnyObject {}

/// `UITraitChangeObservable.TraitChangeHandler`: the observed object and its traits before.
public typealias UITraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

/// One registration: the traits it watches and what runs when one of them changed.
final class TraitChangeObserver: UITraitChangeRegistration {
    let traits: [UITrait]
    let run: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], run: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.run = run
    }

    func fire(for object: AnyObject, previous: UITraitCollection, now: UITraitCollection) {
        guard traits.contains(where: { ($0 as? any ComparedTrait.Type)?.differs(previous, now) ?? false }) else { return }
        run(object, previous)
    }

    static func handler<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], _ handler: @escaping UITraitChangeHandler<TraitEnvironment>
    ) -> TraitChangeObserver {
        TraitChangeObserver(traits: traits) { object, previous in
            if let environment = object as? TraitEnvironment { handler(environment, previous) }
        }
    }

    static func action(_ traits: [UITrait], target: AnyObject?, action: Selector) -> TraitChangeObserver {
        TraitChangeObserver(traits: traits) { [weak target] object, _ in
            action.perform(on: target ?? object, sender: object)
        }
    }
}

/// UIKit's `UITraitChangeObservable` (iOS 17): views and view controllers run registered
/// handlers after `traitCollectionDidChange(_:)`, when one of the traits a registration lists
/// changed (here: through `overrideUserInterfaceStyle` and presentation overrides).
public protocol UITraitChangeObservable: AnyObject {
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping UITraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// A view's or view controller's registrations, in the order made.
struct TraitObservers {
    private var list: [TraitChangeObserver] = []

    mutating func keep(_ observer: TraitChangeObserver) -> TraitChangeObserver {
        list.append(observer)
        return observer
    }

    mutating func remove(_ registration: any UITraitChangeRegistration) {
        list.removeAll { $0 === registration }
    }

    /// Runs the registrations a change from `previous` concerns; `traits` is asked only when
    /// there are some (every trait change in a tree passes here).
    func fire(for object: AnyObject, previous: UITraitCollection, traits: () -> UITraitCollection) {
        guard !list.isEmpty else { return }
        let now = traits()
        for observer in list { observer.fire(for: object, previous: previous, now: now) }
    }
}

extension View: UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping UITraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        traitObservers.keep(.handler(traits, handler))
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        traitObservers.keep(.action(traits, target: target as AnyObject, action: action))
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        traitObservers.keep(.action(traits, target: nil, action: action))
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitObservers.remove(registration)
    }
}

extension ViewController: UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping UITraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        traitObservers.keep(.handler(traits, handler))
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        traitObservers.keep(.action(traits, target: target as AnyObject, action: action))
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        traitObservers.keep(.action(traits, target: nil, action: action))
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitObservers.remove(registration)
    }
}
