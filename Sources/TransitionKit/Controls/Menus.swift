import Foundation

/// UIKit's `UIMenuElement`: what a menu lists. Menus are not shown here (no long press opens
/// one, no button's menu appears); their elements are kept so an app's code that builds them,
/// and calls their actions, runs as on iOS.
open class UIMenuElement: NSObject {
    open var title: String
    open var subtitle: String?
    open var image: UIImage?

    /// `UIMenuElement.Attributes`, with UIKit's raw values.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// `UIMenuElement.State`, with UIKit's raw values.
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        super.init()
    }
}

/// `UIActionHandler`: what a `UIAction` runs, given the action.
public typealias UIActionHandler = (UIAction) -> Void

/// UIKit's `UIAction`: a menu element, or a control's action, that runs a closure. A control
/// holds the actions added to it (`addAction(_:for:)`, a `primaryAction`) and runs each for
/// its events, with `sender` the control while it runs.
open class UIAction: UIMenuElement {
    /// `UIAction.Identifier`: a string, as UIKit's.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: Attributes
    open var state: State
    open var selectedImage: UIImage?
    /// The control (or other object) the handler runs for, while it runs.
    open private(set) var sender: Any?
    let handler: UIActionHandler

    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: Attributes = [],
        state: State = .off, handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(MadeIdentifier.next("com.apple.UIAction"))
        self.selectedImage = selectedImage
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler for `sender` (a disabled action does nothing, as in a menu).
    func perform(for sender: Any?) {
        guard !attributes.contains(.disabled) else { return }
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}

/// Identifiers UIKit makes for menu elements and context menus given none: deterministic here
/// (a counter, not a UUID), so the same run makes the same ones.
enum MadeIdentifier {
    nonisolated(unsafe) private static var made = 0
    static func next(_ prefix: String) -> String {
        made += 1
        return "\(prefix).\(made)"
    }
}

/// UIKit's `UIMenu`: a titled group of elements (kept; not shown here).
open class UIMenu: UIMenuElement {
    /// `UIMenu.Identifier`: a string, as UIKit's.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// `UIMenu.Options`, with UIKit's raw values.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    public let identifier: Identifier
    public let options: Options
    public let children: [UIMenuElement]

    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(MadeIdentifier.next("com.apple.UIMenu"))
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy with other children, as UIKit's `replacingChildren(_:)`.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }
}
