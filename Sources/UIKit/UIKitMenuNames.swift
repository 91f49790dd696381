import TransitionKit

// Menus, actions, interactions, the button's configuration, the search controller and the
// keyboard guide (TransitionKit's Controls/, Views/Interactions.swift, Chrome/ and Layout/),
// declared under UIKit's names.
@_exported import class TransitionKit.UIAction
@_exported import class TransitionKit.UIContextMenuConfiguration
@_exported import class TransitionKit.UIContextMenuInteraction
@_exported import protocol TransitionKit.UIContextMenuInteractionDelegate
@_exported import protocol TransitionKit.UIInteraction
@_exported import class TransitionKit.UIKeyboardLayoutGuide
@_exported import class TransitionKit.UIMenu
@_exported import class TransitionKit.UIMenuElement
@_exported import class TransitionKit.UISearchController
@_exported import protocol TransitionKit.UISearchControllerDelegate
@_exported import protocol TransitionKit.UISearchResultsUpdating

/// What a `UIAction` runs.
public typealias UIActionHandler = TransitionKit.UIActionHandler
/// What a context menu previews.
public typealias UIContextMenuContentPreviewProvider = TransitionKit.UIContextMenuContentPreviewProvider
/// What a context menu lists.
public typealias UIContextMenuActionProvider = TransitionKit.UIContextMenuActionProvider
