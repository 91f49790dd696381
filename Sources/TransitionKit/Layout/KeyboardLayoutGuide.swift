import Foundation

/// UIKit's `UIKeyboardLayoutGuide` (iOS 15): the rectangle the keyboard takes in a view. No
/// keyboard is shown here, so it is where UIKit puts it when the keyboard is off screen: from
/// the bottom of the view's safe area (`usesBottomSafeArea`, UIKit's default) to the view's
/// bottom, full width. Views pinned above it sit on the safe area, as on a device with no
/// keyboard up.
open class UIKeyboardLayoutGuide: LayoutGuide {
    /// Whether the guide follows a floating or undocked keyboard (kept; there is none).
    open var followsUndockedKeyboard = false
    /// Whether, with the keyboard off screen, the guide's top is the safe area's bottom (true)
    /// or the view's bottom.
    open var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue, let owningView { pin(to: owningView) } }
    }
    private var pins: [LayoutConstraint] = []

    func pin(to view: View) {
        LayoutConstraint.deactivate(pins)
        let top = usesBottomSafeArea ? view.safeAreaLayoutGuide.bottomAnchor : view.bottomAnchor
        pins = [
            leadingAnchor.constraint(equalTo: view.leadingAnchor),
            trailingAnchor.constraint(equalTo: view.trailingAnchor),
            topAnchor.constraint(equalTo: top),
            bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ]
        LayoutConstraint.activate(pins)
    }
}

extension View {
    /// The view's keyboard guide, made and pinned on first use.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let made = layoutIfMade?.guides.lazy.compactMap({ $0 as? UIKeyboardLayoutGuide }).first { return made }
        let guide = UIKeyboardLayoutGuide()
        guide.identifier = "UIViewKeyboardLayoutGuide"
        addLayoutGuide(guide)
        guide.pin(to: self)
        return guide
    }
}
