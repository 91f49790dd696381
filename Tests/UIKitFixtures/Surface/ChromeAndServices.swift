import UIKit

// Issue #24, navigation chrome, custom containers and the system services transition code
// touches, as apps write them. Tests/UIKitTests/ChromeTests.swift runs them.

/// A detail screen that hides the tab bar, asks for large titles and configures its bar.
final class ChromeDetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        hidesBottomBarWhenPushed = true
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        navigationItem.leftBarButtonItems = []
        navigationItem.rightBarButtonItems = navigationItem.rightBarButtonItems
        navigationItem.setRightBarButton(navigationItem.rightBarButtonItem, animated: false)
        navigationItem.setLeftBarButton(nil, animated: false)
        navigationItem.setRightBarButtonItems(navigationItem.rightBarButtonItems, animated: false)
        navigationItem.setLeftBarButtonItems(nil, animated: false)
        navigationItem.backBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)
        navigationItem.titleView = nil
        navigationItem.prompt = nil
        _ = (navigationItem.leftBarButtonItem, UINavigationItem.LargeTitleDisplayMode.always)
        setToolbarItems([UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)], animated: false)
        _ = toolbarItems
    }
}

/// The app's navigation bar styling, iOS 13 style.
func styleNavigationBar(_ navigation: UINavigationController, largeTitles: Bool) {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.configureWithDefaultBackground()
    appearance.backgroundColor = .systemIndigo
    appearance.shadowColor = .clear
    appearance.backgroundImage = nil
    appearance.shadowImage = nil
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
    appearance.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 0)
    appearance.setBackIndicatorImage(nil, transitionMaskImage: nil)
    let transparent = UINavigationBarAppearance(barAppearance: appearance)
    transparent.configureWithTransparentBackground()
    _ = (transparent.copy(), transparent.isCustomized, appearance as UIBarAppearance)
    navigation.navigationBar.standardAppearance = appearance
    navigation.navigationBar.scrollEdgeAppearance = appearance
    navigation.navigationBar.compactAppearance = nil
    navigation.navigationBar.prefersLargeTitles = largeTitles
    _ = (UINavigationController.hideShowBarDuration, navigation.isNavigationBarHidden)
    let toolbar: UIToolbar = navigation.toolbar
    toolbar.setItems([UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)], animated: false)
    toolbar.isTranslucent = false
    toolbar.barTintColor = nil
    _ = (toolbar.items?.count, UIToolbar.contentHeight)
    navigation.navigationBar.isTranslucent = false
    navigation.navigationBar.barTintColor = nil
    navigation.navigationBar.titleTextAttributes = nil
    navigation.navigationBar.largeTitleTextAttributes = nil
    navigation.topViewController?.navigationItem.standardAppearance = appearance
    navigation.topViewController?.navigationItem.scrollEdgeAppearance = nil
    navigation.topViewController?.navigationItem.compactAppearance = nil
}

/// A custom container swapping its two children with a cross dissolve.
final class SwapContainerViewController: UIViewController {
    let first = UIViewController()
    let second = UIViewController()
    private(set) var finished: Bool?

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(first)
        first.view.frame = view.bounds
        view.addSubview(first.view)
        first.didMove(toParent: self)
        addChild(second)
        second.view.accessibilityIdentifier = "second"
    }

    func swap(duration: TimeInterval = 0.4) {
        first.willMove(toParent: nil)
        transition(from: first, to: second, duration: duration, options: [.transitionCrossDissolve, .curveEaseInOut], animations: {
            self.second.view.frame = self.view.bounds
        }, completion: { finished in
            self.first.removeFromParent()
            self.second.didMove(toParent: self)
            self.finished = finished
        })
    }
}

/// What an animator asks the system: motion settings, haptics, a spinner, text input, symbols.
final class ServicesViewController: UIViewController, UITextFieldDelegate, UITextViewDelegate, UISearchBarDelegate {
    let field = UITextField(frame: CGRect(x: 16, y: 100, width: 300, height: 44))
    let notes = UITextView(frame: CGRect(x: 16, y: 160, width: 300, height: 100))
    let search = UISearchBar(frame: CGRect(x: 0, y: 44, width: 375, height: 56))
    let spinner = UIActivityIndicatorView(style: .large)
    let impact = UIImpactFeedbackGenerator(style: .rigid)
    let selection = UISelectionFeedbackGenerator()
    let notification = UINotificationFeedbackGenerator()

    override func viewDidLoad() {
        super.viewDidLoad()
        field.placeholder = "Name"
        field.text = "Ada"
        field.font = UIFont.preferredFont(forTextStyle: .body)
        field.textColor = .label
        field.textAlignment = .left
        field.borderStyle = .roundedRect
        field.clearButtonMode = .whileEditing
        field.leftView = nil
        field.rightView = nil
        field.isSecureTextEntry = false
        field.delegate = self
        notes.text = "Notes"
        notes.font = .systemFont(ofSize: 15)
        notes.textColor = .secondaryLabel
        notes.isEditable = false
        notes.isSelectable = true
        notes.delegate = self
        search.placeholder = "Search"
        search.text = nil
        search.showsCancelButton = true
        search.delegate = self
        _ = search.searchTextField
        spinner.color = .gray
        spinner.hidesWhenStopped = true
        _ = (spinner.style, UIActivityIndicatorView.Style.medium, UITextField.BorderStyle.none, UITextField.ViewMode.always)
        [field, notes, search, spinner].forEach(view.addSubview)
    }

    /// The durations an animator picks when Reduce Motion is on.
    var duration: TimeInterval {
        UIAccessibility.isReduceMotionEnabled || UIAccessibility.prefersCrossFadeTransitions ? 0 : 0.35
    }

    /// What an animator tells VoiceOver when its transition ends.
    func announceArrival(of screen: UIView) {
        UIAccessibility.post(notification: .screenChanged, argument: screen)
        UIAccessibility.post(notification: .announcement, argument: "Photo opened")
        _ = [UIAccessibility.Notification.layoutChanged, .pageScrolled, .pauseAssistiveTechnology, .resumeAssistiveTechnology]
    }

    /// Shrink-to-fit and a symbol's configuration, as headers set them (reported when run).
    func fitHeader(_ label: UILabel, icon: UIImageView) {
        label.adjustsFontSizeToFitWidth = true
        icon.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 22, weight: .semibold)
    }

    func observeSettings() -> [Notification.Name] {
        _ = (UIAccessibility.isReduceTransparencyEnabled, UIAccessibility.isVoiceOverRunning)
        return [UIAccessibility.reduceMotionStatusDidChangeNotification, UIResponder.keyboardWillShowNotification,
                UIResponder.keyboardDidShowNotification, UIResponder.keyboardWillHideNotification,
                UIResponder.keyboardDidHideNotification, UIResponder.keyboardWillChangeFrameNotification]
    }

    func keyboardKeys() -> [String] {
        [UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey,
         UIResponder.keyboardAnimationDurationUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey]
    }

    func startEditing() -> Bool {
        let became = field.becomeFirstResponder()
        _ = field.isFirstResponder
        return became
    }

    func stopEditing() {
        field.resignFirstResponder()
        view.endEditing(true)
    }

    func loading() {
        spinner.startAnimating()
        _ = spinner.isAnimating
        spinner.stopAnimating()
    }

    func haptics() {
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.6)
        selection.selectionChanged()
        notification.notificationOccurred(.success)
        _ = (impact.style, UIImpactFeedbackGenerator.FeedbackStyle.soft, UINotificationFeedbackGenerator.FeedbackType.error,
             selection as UIFeedbackGenerator)
    }

    func symbols() -> [UIImage?] {
        let configuration = UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold, scale: .large)
        _ = (UIImage.SymbolConfiguration(pointSize: 20, weight: .bold), UIImage.SymbolConfiguration(scale: .small),
             UIImage.SymbolConfiguration(weight: .regular), UIImage.SymbolWeight.black, UIImage.SymbolScale.medium)
        let heart = UIImage(systemName: "heart.fill")
        return [heart, UIImage(systemName: "xmark", withConfiguration: configuration),
                heart?.withTintColor(.systemRed).withRenderingMode(UIImage.RenderingMode.alwaysOriginal).withConfiguration(configuration)]
    }

    /// Where a photo of `size` sits aspect-fit in `bounds`, as zoom animators compute it.
    func fitted(_ size: CGSize, in bounds: CGRect) -> CGRect {
        AVMakeRect(aspectRatio: size, insideRect: bounds)
    }
}
