import Foundation

/// UIKit's `UIResponder` as transition code meets it: the superclass of views, view controllers
/// and the application, so `#selector(UIResponder.resignFirstResponder)` names a method every
/// view has; first-responder status (one responder at a time, as in a window); the responder
/// chain (`next`), which `UIApplication.sendAction(_:to:from:for:)` walks for a nil target; and
/// the keyboard's notifications and their keys.
open class UIResponder: NSObject {
    /// The next responder up the chain: none by default. A view's is its view controller when it
    /// is one's root view, else its superview; a view controller's is its view's superview; a
    /// window's is the application (UIKit's documented chain).
    open var next: UIResponder? { nil }

    /// `false` by default, as UIKit's: the text inputs (and views that override it) can be first
    /// responder.
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { FirstResponder.current === self }

    /// Becomes the first responder when it can (the previous one resigns); for a text input the
    /// keyboard would come up, which is reported.
    @_disfavoredOverload @discardableResult
    open func becomeFirstResponder() -> Bool { becomeFirstResponder(at: nil) }

    /// `becomeFirstResponder()` as app code calls it: `file` and `line` say where, for the
    /// finding (the exact signature above stays for overrides, `#selector` and function values;
    /// an app's override runs when the call's static type is its class, as for `present`).
    @discardableResult
    public final func becomeFirstResponder(file: String = #filePath, line: Int = #line) -> Bool {
        becomeFirstResponder(at: CallSite(filePath: file, line: line))
    }

    final func becomeFirstResponder(at location: CallSite?) -> Bool {
        guard canBecomeFirstResponder else { return false }
        if FirstResponder.current === self { return true }
        if let current = FirstResponder.current, !current.resignFirstResponder() { return false }
        if self is UITextField || self is UITextView || self is UISearchBar {
            Timeline.current?.noteUnmodelled(
                "the keyboard for \(type(of: self)).becomeFirstResponder(): not drawn, and no keyboard notification is posted",
                at: location)
        }
        FirstResponder.current = self
        return true
    }

    /// UIKit's default returns `true`, resigning; `false` when the responder refuses
    /// (`canResignFirstResponder`).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if FirstResponder.current === self { FirstResponder.current = nil }
        return true
    }

    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

/// UIKit's delegate protocols of the text inputs: their methods are all optional, so an app's
/// delegate declares what it implements; the engine types no text, so none is called.
public protocol UITextFieldDelegate: AnyObject {}
public protocol UITextViewDelegate: AnyObject {}
public protocol UISearchBarDelegate: AnyObject {}

/// The run's first responder (one at a time, as in a window), held weakly by the run: a
/// responder that goes away is no longer first. Outside a run nothing is first responder.
enum FirstResponder {
    static var current: UIResponder? {
        get { Timeline.current?.firstResponder }
        set { Timeline.current?.firstResponder = newValue }
    }
}

extension View {
    /// Ends editing in the view's tree (the first responder in it resigns).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        if let current = FirstResponder.current as? View, current === self || current.isDescendant(of: self) {
            if force { FirstResponder.current = nil } else { current.resignFirstResponder() }
        }
        return true
    }
}

/// UIKit's `UITextField`, `UITextView` and `UISearchBar`: their text and look kept; the text is
/// drawn by a label inside (the field's `text`, else its `placeholder`).
open class UITextField: UIControl {
    /// UIKit's `UITextField.BorderStyle`, with its raw values.
    public enum BorderStyle: Int, Sendable {
        case none = 0
        case line, bezel, roundedRect
    }
    /// UIKit's `UITextField.ViewMode`, with its raw values.
    public enum ViewMode: Int, Sendable {
        case never = 0
        case whileEditing, unlessEditing, always
    }

    private let textLabel = Label()
    open var text: String? { didSet { showText() } }
    open var placeholder: String? { didSet { showText() } }
    open var font: UIFont? { didSet { textLabel.font = font } }
    open var textColor: UIColor? { didSet { textLabel.textColor = textColor } }
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            textLabel.textAlignment = textAlignment
            reportNaturalTextIfUnfollowed()
        }
    }
    open var borderStyle: BorderStyle = .none
    open var clearButtonMode: ViewMode = .never
    open var leftView: View?
    open var rightView: View?
    open weak var delegate: (any UITextFieldDelegate)?
    open var isSecureTextEntry = false
    open override var canBecomeFirstResponder: Bool { true }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(textLabel)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        textLabel.frame = bounds.insetBy(dx: 8, dy: 0)
    }

    private func showText() {
        textLabel.text = text?.isEmpty == false ? text : placeholder
        textLabel.alpha = text?.isEmpty == false ? 1 : 0.3
        textLabel.frame = bounds.insetBy(dx: 8, dy: 0)
        reportNaturalTextIfUnfollowed()
    }
}

open class UITextView: View {
    private let textLabel = Label()
    open var text: String! {
        didSet {
            textLabel.text = text
            textLabel.frame = bounds.insetBy(dx: 5, dy: 8)
            reportNaturalTextIfUnfollowed()
        }
    }
    open var font: UIFont? { didSet { textLabel.font = font } }
    open var textColor: UIColor? { didSet { textLabel.textColor = textColor } }
    open var isEditable = true
    open var isSelectable = true
    open override var canBecomeFirstResponder: Bool { isEditable }
    open weak var delegate: (any UITextViewDelegate)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        textLabel.numberOfLines = 0
        addSubview(textLabel)
    }

}

open class UISearchBar: View {
    public let searchTextField = UITextField()
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    open var showsCancelButton = false
    open override var canBecomeFirstResponder: Bool { true }
    open weak var delegate: (any UISearchBarDelegate)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(searchTextField)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        searchTextField.frame = bounds.insetBy(dx: 8, dy: 6)
    }
}

/// UIKit's `UIActivityIndicatorView`: kept as a view; its spinning is not drawn, so starting it
/// is reported.
open class UIActivityIndicatorView: View {
    /// UIKit's `UIActivityIndicatorView.Style`, with its raw values (iOS 13's and the old ones).
    public enum Style: Int, Sendable {
        case whiteLarge = 0
        case white = 1
        case gray = 2
        case medium = 100
        case large = 101
    }

    open var style: Style = .medium
    open var color: UIColor!
    open var hidesWhenStopped = true
    open private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        let side: CGFloat = style == .large || style == .whiteLarge ? 37 : 20
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        isHidden = true
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    open func startAnimating() {
        isAnimating = true
        isHidden = false
        Timeline.current?.noteUnmodelled("UIActivityIndicatorView's spinning (the indicator is not drawn)", on: self)
    }

    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}

extension UIImage {
    /// UIKit's `UIImage.SymbolWeight`, with its raw values.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// UIKit's `UIImage.SymbolScale`, with its raw values.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1
        case unspecified = 0
        case small, medium, large
    }

    /// UIKit's `UIImage.RenderingMode`, with its raw values.
    public enum RenderingMode: Int, Sendable {
        case automatic = 0
        case alwaysOriginal, alwaysTemplate
    }

    /// UIKit's `UIImage.SymbolConfiguration`: the point size sets a symbol's size here.
    public final class SymbolConfiguration: NSObject, @unchecked Sendable {
        let pointSize: CGFloat
        public init(pointSize: CGFloat) { self.pointSize = pointSize }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) { self.init(pointSize: pointSize) }
        public convenience init(scale: SymbolScale) { self.init(pointSize: scale == .large ? 22 : scale == .small ? 13 : 17) }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 17) }
    }

    /// `UIImage(systemName:)`: there are no SF Symbols here; a symbol is a square placeholder
    /// (seeded by its name, as `UIImage(named:)`) of the body text's size, 17 × 17 pt — or the
    /// configuration's point size. Never nil.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        let side = configuration?.pointSize ?? 17
        self.init(seed: Image.nameHash("symbol:" + name), size: CGSize(width: side, height: side))
    }

    /// The same picture: tint and rendering mode are not drawn on a placeholder.
    public func withTintColor(_ color: UIColor) -> UIImage { self }
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        UIImage(seed: picture?.seed ?? 0, size: CGSize(width: configuration.pointSize, height: configuration.pointSize))
    }
}

/// AVFoundation's `AVMakeRect(aspectRatio:insideRect:)`: the largest rectangle of that aspect
/// ratio centred in the bounding rectangle (aspect fit). Declared here, as `import AVFoundation`
/// has no module on Linux: a file that imports AVFoundation does not compile yet.
public func AVMakeRect(aspectRatio: CGSize, insideRect boundingRect: CGRect) -> CGRect {
    guard aspectRatio.width > 0, aspectRatio.height > 0 else {
        return CGRect(x: boundingRect.midX, y: boundingRect.midY, width: 0, height: 0)
    }
    let scale = min(boundingRect.width / aspectRatio.width, boundingRect.height / aspectRatio.height)
    let size = CGSize(width: aspectRatio.width * scale, height: aspectRatio.height * scale)
    return CGRect(x: boundingRect.midX - size.width / 2, y: boundingRect.midY - size.height / 2, width: size.width, height: size.height)
}
