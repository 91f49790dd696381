import Foundation

/// A presentation controller's traits and adaptivity.
extension PresentationController: UIContentContainer, UITraitEnvironment {
    /// The presenting environment's traits with `overrideTraitCollection`'s specified ones on top.
    func resolvedTraitCollection() -> UITraitCollection {
        let base = presenter?.traitCollection ?? UITraitCollection.current
        guard let overrideTraitCollection else { return base }
        return UITraitCollection(traitsFrom: [base, overrideTraitCollection])
    }

    func overrideTraitsChanged(from old: UITraitCollection?) {
        let base = presenter?.traitCollection ?? UITraitCollection.current
        let before = old.map { UITraitCollection(traitsFrom: [base, $0]) } ?? base
        let now = traitCollection
        if now.userInterfaceStyle == .dark {
            TraitChanges.noteDarkAppearance("a presentation controller's overrideTraitCollection")
        }
        guard !before.isEqual(now) else { return }
        traitCollectionDidChange(before)
        if presentedViewController.activePresentationController === self {
            TraitChanges.notify(presentedViewController, previous: before, origin: false)
        }
    }

    /// The delegate's `adaptivePresentationStyle(for:traitCollection:)`, else its
    /// `adaptivePresentationStyle(for:)`, else `.none`; an answer UIKit does not accept
    /// (anything but full screen, over full screen, a sheet or none) is `.none` too.
    func delegateAdaptiveStyle(for traits: UITraitCollection) -> ModalPresentationStyle {
        guard let delegate else { return .none }
        let answered =
            OptionalRequirementCall.result { delegate.adaptivePresentationStyle(for: self, traitCollection: traits) }
            ?? OptionalRequirementCall.result { delegate.adaptivePresentationStyle(for: self) }
        (self as? StandardPresentationController)?.delegateKeptStyle = answered == ModalPresentationStyle.none
        let answer = answered ?? .none
        return [.fullScreen, .overFullScreen, .pageSheet, .formSheet, .none].contains(answer) ? answer : .none
    }

    /// What a sheet or popover is presented as: in a horizontally compact environment (a
    /// phone) UIKit asks `adaptivePresentationStyle(for:)`; full screen or over full screen
    /// replace the style (the presenter's view leaves the window for `.fullScreen`); `.none`
    /// or a sheet keeps it. A regular environment (the iPad) does not adapt.
    func adaptedStyle(for style: ModalPresentationStyle) -> ModalPresentationStyle {
        guard style.isSheetLike else { return style }
        let traits = presenter?.traitCollection ?? UITraitCollection.current
        guard traits.horizontalSizeClass == .compact else { return style }
        let answer = adaptivePresentationStyle(for: traits)
        return answer == .fullScreen || answer == .overFullScreen ? answer : style
    }
}
