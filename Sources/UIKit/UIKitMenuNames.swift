import TransitionKit

// Menus, actions, interactions, the button's configuration, the search controller, the page
// view controller, the keyboard guide (TransitionKit's Controls/, Views/Interactions.swift,
// Chrome/ and Layout/), declared under UIKit's names.
@_exported import class TransitionKit.UIAction
@_exported import class TransitionKit.UIContextMenuConfiguration
@_exported import class TransitionKit.UIContextMenuInteraction
@_exported import protocol TransitionKit.UIContextMenuInteractionDelegate
@_exported import protocol TransitionKit.UIInteraction
@_exported import class TransitionKit.UIKeyboardLayoutGuide
@_exported import class TransitionKit.UIMenu
@_exported import class TransitionKit.UIMenuElement
@_exported import class TransitionKit.UIPageViewController
@_exported import protocol TransitionKit.UIPageViewControllerDataSource
@_exported import protocol TransitionKit.UIPageViewControllerDelegate
@_exported import class TransitionKit.UISearchController
@_exported import protocol TransitionKit.UISearchControllerDelegate
@_exported import protocol TransitionKit.UISearchResultsUpdating
// iOS 17's trait-change registrations (TransitionKit's Traits/TraitChangeRegistration.swift).
@_exported import protocol TransitionKit.UITraitChangeObservable
@_exported import protocol TransitionKit.UITraitChangeRegistration
@_exported import protocol TransitionKit.UITraitDefinition
@_exported import enum TransitionKit.UITraitDisplayScale
@_exported import enum TransitionKit.UITraitHorizontalSizeClass
@_exported import enum TransitionKit.UITraitLayoutDirection
@_exported import enum TransitionKit.UITraitUserInterfaceIdiom
@_exported import enum TransitionKit.UITraitUserInterfaceStyle
@_exported import enum TransitionKit.UITraitVerticalSizeClass

/// What a `UIAction` runs.
public typealias UIActionHandler = TransitionKit.UIActionHandler
/// What a context menu previews.
public typealias UIContextMenuContentPreviewProvider = TransitionKit.UIContextMenuContentPreviewProvider
/// What a context menu lists.
public typealias UIContextMenuActionProvider = TransitionKit.UIContextMenuActionProvider

/// A trait definition's type, as registrations list them.
public typealias UITrait = TransitionKit.UITrait
/// What a trait-change registration runs: the observed object and its traits before.
public typealias UITraitChangeHandler<TraitEnvironment: UITraitEnvironment> = TransitionKit.UITraitChangeHandler<TraitEnvironment>
