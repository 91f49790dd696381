import TransitionKit

/// One transition of the catalog: a UIKit scenario. The entry builds the app's screens in
/// plain UIKit and starts the transition the way the app does; the engine finds the
/// transition the app started and records it (`CatalogRun`, `TransitionRun(window:start:)`).
///
/// Each entry is one Swift file in `Catalog/`, or a folder `Catalog/<App>/` holding an app's
/// files and one scenario; the build finds it there (see docs/adding-an-entry.md), so adding
/// an entry edits nothing else.
///
/// The contract is `init()`, `id`, `title`, `operations` and `start(_:in:parameters:)`;
/// everything else has a default:
///
/// ```swift
/// struct FadeEntry: CatalogEntry {
///     let id = "fade"
///     let title = "Fade"
///     let operations: [TransitionOperation] = [.push]
///
///     func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
///         let list = ListViewController()                 // keeps the navigation delegate
///         let navigation = UINavigationController(rootViewController: list)
///         navigation.delegate = list
///         window.rootViewController = navigation
///         window.makeKeyAndVisible()
///         navigation.pushViewController(DetailViewController(), animated: true)
///     }
/// }
/// ```
///
/// Not `Sendable`: an entry may be a class holding state as apps hold it (a transitioning
/// delegate UIKit keeps weakly). The registry's instance answers the metadata; every run makes
/// an instance of its own with `init()`, inside the run, and keeps it alive (`CatalogRun`).
public protocol CatalogEntry {
    init()
    /// Stable, URL-safe (`zoom`, `scale-fade`): the CLI, the protocol and links use it.
    var id: String { get }
    var title: String { get }
    /// One line, shown in lists. Default: "".
    var summary: String { get }
    /// The source it reproduces (article, app, tutorial). Default: "".
    var origin: String { get }
    /// Operations in the order a user would try them (present before dismiss, push before pop).
    var operations: [TransitionOperation] { get }
    /// Default: none.
    var parameters: [ParameterSpec] { get }
    /// Operations that start from touches: the app's recognizers start them — usually a pan
    /// driving an interaction controller, or a tap that presents (`CatalogRun.startsFromTap`).
    /// Default: none.
    var interactiveOperations: [TransitionOperation] { get }
    /// A gesture that performs the interaction, for demos and tests (window points, seconds).
    /// Default: nil.
    func sampleGesture(for operation: TransitionOperation, device: Device) -> [GestureSample]?
    /// One line the page shows on an interactive operation, saying what to drag ("Drag the
    /// photo down to dismiss"). Default: nil (the page says "Drag on the screen").
    func gestureHint(for operation: TransitionOperation) -> String?
    /// How the app's interaction controller decides, when the finger lets go, to finish or
    /// cancel `operation`, in one or two sentences naming its inputs (translation, velocity,
    /// progress) and the parameters involved. The page shows it beside the release's numbers,
    /// so a viewer sees why a pull finished. Default: nil (the page says the rule is the app's).
    func releaseRule(for operation: TransitionOperation) -> String?
    /// The app's code for `operation`: builds the screens in `window` (sized to the device)
    /// in plain UIKit — a root view controller, navigation and tab bar controllers,
    /// non-animated presentations or pushes to reach the starting state — then starts the
    /// transition as the app does (`present(_:animated: true)`, `dismiss(animated: true)`,
    /// `pushViewController(_:animated: true)`, `popViewController(animated: true)`). It must
    /// start exactly one animated transition, the one named by `operation`.
    ///
    /// UIKit's delegates are weak: keep the transitioning or navigation delegate alive the
    /// way the app does (a property of a view controller).
    func start(_ operation: TransitionOperation, in window: Window, parameters: ParameterValues)
}

extension CatalogEntry {
    public var summary: String { "" }
    public var origin: String { "" }
    public var parameters: [ParameterSpec] { [] }
    public var interactiveOperations: [TransitionOperation] { [] }
    public func sampleGesture(for operation: TransitionOperation, device: Device) -> [GestureSample]? { nil }
    public func gestureHint(for operation: TransitionOperation) -> String? { nil }
    public func releaseRule(for operation: TransitionOperation) -> String? { nil }
}

extension Device {
    /// The device whose screen the window fills (`CatalogRun` makes windows of a device's
    /// screen size, with its safe area): scenes laid out per device find it again this way.
    /// A window of another size gets a device of its size with its safe area.
    public init(window: Window) {
        let size = window.bounds.size
        if let known = Device.all.first(where: { $0.screenSize == size }) {
            self = known
        } else {
            self = Device(
                name: "window", title: "Window", screenSize: size, safeAreaInsets: window.safeAreaInsets,
                statusBarHeight: window.safeAreaInsets.top, cornerRadius: 0)
        }
    }
}

extension TransitionRun {
    /// What the catalog asked this run to be, when the run comes from the catalog.
    public internal(set) var request: TransitionRequest? {
        get { requestInfo as? TransitionRequest }
        set { requestInfo = newValue }
    }
}

/// What to build: an operation of an entry, on a device, with parameter values.
public struct TransitionRequest: Sendable {
    public var operation: TransitionOperation
    public var device: Device
    public var parameters: ParameterValues
    /// True when a gesture drives the run: it starts from touches delivered to the app's own
    /// gesture recognizers.
    public var interactive: Bool
    /// The device's Settings › Accessibility › Motion › Reduce Motion switch, which
    /// `UIAccessibility.isReduceMotionEnabled` answers for the whole run: animators branch on
    /// it, so the page and the CLI let a viewer flip it.
    public var reduceMotion: Bool

    public init(
        operation: TransitionOperation, device: Device = .default,
        parameters: ParameterValues = ParameterValues(), interactive: Bool = false, reduceMotion: Bool = false
    ) {
        self.operation = operation
        self.device = device
        self.parameters = parameters
        self.interactive = interactive
        self.reduceMotion = reduceMotion
    }
}
