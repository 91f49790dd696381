import UIKit

// Issue #24, sheets, popovers and bar items as apps configure them. Tests/UIKitTests/SheetTests.swift
// presents them and reads the frames.

/// A page sheet with two detents, configured before `present`, as iOS 15 apps do.
final class DetentFiltersViewController: UIViewController {
    static let compact = UISheetPresentationController.Detent.Identifier("compact")

    func configureSheet(detent: UISheetPresentationController.Detent.Identifier?, undimmed: UISheetPresentationController.Detent.Identifier? = nil) {
        modalPresentationStyle = .pageSheet
        guard let sheet = sheetPresentationController else { return }
        let compact = UISheetPresentationController.Detent.custom(identifier: Self.compact) { (context: any UISheetPresentationControllerDetentResolutionContext) in
            context.maximumDetentValue * 0.25 + (context.containerTraitCollection.displayScale > 0 ? 0 : 1)
        }
        sheet.detents = [compact, .medium(), .large()]
        sheet.selectedDetentIdentifier = detent
        sheet.largestUndimmedDetentIdentifier = undimmed
        sheet.prefersGrabberVisible = true
        sheet.preferredCornerRadius = 16
        sheet.prefersScrollingExpandsWhenScrolledToEdge = false
        sheet.prefersEdgeAttachedInCompactHeight = true
        sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        sheet.sourceView = view
        _ = UISheetPresentationController.Detent.Identifier.medium.rawValue
        _ = (sheet.detents.map { $0.identifier }, sheet.pushedBackPresenterView)
        _ = sheet.detents.first?.resolvedValue(in: SheetHeights())
    }

    func expand() {
        sheetPresentationController?.animateChanges {
            sheetPresentationController?.selectedDetentIdentifier = .large
        }
    }

    func refreshDetents() {
        sheetPresentationController?.invalidateDetents()
    }
}

/// A sheet's delegate, as apps write it.
final class SheetWatcher: NSObject, UISheetPresentationControllerDelegate {
    private(set) var changes = 0
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        changes += 1
    }
}

/// A popover from a button, kept as a popover on a phone.
final class PopoverMenuViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    func configure(from button: UIView, item: UIBarButtonItem? = nil) {
        modalPresentationStyle = .popover
        preferredContentSize = CGSize(width: 200, height: 150)
        guard let popover = popoverPresentationController else { return }
        popover.sourceView = button
        popover.sourceRect = button.bounds
        popover.barButtonItem = item
        popover.permittedArrowDirections = [.up, .down]
        popover.backgroundColor = .white
        popover.passthroughViews = nil
        popover.canOverlapSourceViewRect = false
        popover.delegate = self
        _ = (popover.arrowDirection, UIPopoverArrowDirection.any, UIPopoverArrowDirection.left, UIPopoverArrowDirection.right,
             UIPopoverArrowDirection.unknown)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
}

/// Bar button and tab bar items as a screen sets them up.
final class ComposerViewController: UIViewController {
    private(set) var sent = 0

    func makeItems() -> [UIBarButtonItem] {
        let send = UIBarButtonItem(title: "Send", style: .done, target: self, action: Selector.method(ComposerViewController.send(_:)))
        let cancel = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: nil)
        let photo = UIBarButtonItem(image: UIImage(named: "camera-icon"), style: .plain, target: nil, action: nil)
        let custom = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30)))
        custom.width = 30
        custom.tintColor = .systemRed
        send.isEnabled = true
        send.tag = 1
        _ = (send.style, send.target, send.action, custom.customView, cancel.systemItem, UIBarButtonItem.Style.plain,
             UIBarButtonItem.SystemItem.add)
        let tab = UITabBarItem(title: "Inbox", image: UIImage(named: "inbox-icon"), tag: 0)
        tab.badgeValue = "3"
        tab.badgeColor = .systemRed
        tab.selectedImage = UIImage(named: "inbox-icon-filled")
        _ = UITabBarItem(title: "Sent", image: nil, selectedImage: nil)
        _ = UITabBarItem(tabBarSystemItem: .favorites, tag: 2)
        _ = UITabBarItem.SystemItem.more
        _ = (tab.title, tab.image, tab as UIBarItem)
        return [send, cancel, photo, custom]
    }

    func send(_ sender: UIBarButtonItem) { sent += 1 }

    func tapSend() { makeItems().first?.sendAction() }
}

/// A resolution context of the app's own, as a test of its custom detent would make.
final class SheetHeights: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection = UITraitCollection(userInterfaceIdiom: .phone)
    let maximumDetentValue: CGFloat = 700
}

/// The bars a full-screen photo hides, animated, and the toolbar it shows.
func enterPhotoMode(_ navigation: UINavigationController) {
    navigation.setNavigationBarHidden(true, animated: true)
    navigation.setToolbarHidden(false, animated: true)
    _ = navigation.isToolbarHidden
}
