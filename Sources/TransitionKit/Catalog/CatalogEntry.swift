/// One transition of the catalog: what it is, what it can do, and how to build it.
///
/// Each entry is one Swift file in `Catalog/`; the build finds it there (see
/// docs/adding-an-entry.md), so adding an entry edits nothing else.
public protocol CatalogEntry: Sendable {
    init()
    /// Stable, URL-safe (`zoom`, `scale-fade`): the CLI, the protocol and links use it.
    var id: String { get }
    var title: String { get }
    /// One line, shown in lists.
    var summary: String { get }
    /// The source it reproduces (article, app, tutorial).
    var origin: String { get }
    /// Operations in the order a user would try them (present before dismiss, push before pop).
    var operations: [TransitionOperation] { get }
    var parameters: [ParameterSpec] { get }
    /// Operations that a pan gesture can drive (they have an interaction controller).
    var interactiveOperations: [TransitionOperation] { get }
    /// A gesture that performs the interaction, for demos and tests (window points, seconds).
    func sampleGesture(for operation: TransitionOperation, device: Device) -> [GestureSample]?
    /// Builds the scene laid out for the device, and the animator (and, when `interactive`,
    /// the interaction controller) UIKit's delegate would return for the operation.
    func makeTransition(_ request: TransitionRequest) -> TransitionSetup
}

extension CatalogEntry {
    public var interactiveOperations: [TransitionOperation] { [] }
    public func sampleGesture(for operation: TransitionOperation, device: Device) -> [GestureSample]? { nil }
}

/// What to build: an operation of an entry, on a device, with parameter values.
public struct TransitionRequest {
    public var operation: TransitionOperation
    public var device: Device
    public var parameters: ParameterValues
    /// True when a gesture will drive the run (the entry returns its interaction controller).
    public var interactive: Bool

    public init(operation: TransitionOperation, device: Device = .default,
                parameters: ParameterValues = ParameterValues(), interactive: Bool = false) {
        self.operation = operation
        self.device = device
        self.parameters = parameters
        self.interactive = interactive
    }
}
