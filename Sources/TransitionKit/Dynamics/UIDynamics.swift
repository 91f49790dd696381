import Foundation

// UIKit Dynamics as transition code uses it: a gravity or push dismissal, a card snapping back,
// an attachment dragging a photo. UIKit's physics engine is not published (its integrator,
// collision resolution, how snap and attachment damp), so frames cannot follow it faithfully;
// rather than invent motion, the engine compiles every member with UIKit's declaration and
// reports each kind of behaviour `not-modelled` at the app's `addBehavior` line. Items stay
// where they are. So that a transition finishing in `dynamicAnimatorDidPause(_:)` still
// finishes, the animator comes to rest at the end of the turn it started in, as UIKit's does
// once its items stop: each behaviour's `action` runs once (one step in which nothing moved),
// then the delegate hears `dynamicAnimatorDidPause(_:)`. docs/bring-your-own.md, "UIKit
// Dynamics".

/// What a dynamic animator moves: a view, or an app's own object.
public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    public var collisionBoundingPath: UIBezierPath { UIBezierPath(rect: bounds) }
}

/// `UIDynamicItemCollisionBoundsType`, with UIKit's raw values.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    case rectangle = 0
    case ellipse, path
}

extension View: UIDynamicItem {}

/// UIKit's `UIDynamicAnimatorDelegate`; both methods are optional in UIKit (defaults do nothing).
public protocol UIDynamicAnimatorDelegate: AnyObject {
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

/// UIKit's `UIDynamicAnimator`: holds behaviours, reports them, and rests at the end of the
/// turn (see the top).
open class UIDynamicAnimator: NSObject {
    open private(set) weak var referenceView: View?
    open private(set) var behaviors: [UIDynamicBehavior] = []
    open weak var delegate: (any UIDynamicAnimatorDelegate)?
    /// Whether the animator is between resuming and pausing (within one turn here).
    open private(set) var isRunning = false

    public init(referenceView view: View) {
        referenceView = view
        super.init()
    }

    public init(collectionViewLayout layout: CollectionViewLayout) {
        super.init()
    }

    /// Adds `behavior` (once), reports its kind at the app's line, and starts the animator.
    open func addBehavior(_ behavior: UIDynamicBehavior, file: String = #filePath, line: Int = #line) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(to: self)
        behaviors.append(behavior)
        behavior.dynamicAnimator = self
        // A plain `UIDynamicBehavior` only groups its children, which are reported themselves.
        for child in behavior.withDescendants where type(of: child) != UIDynamicBehavior.self {
            let kind = String(describing: type(of: child))
            Timeline.current?.noteUnmodelled(
                "UIKit Dynamics (\(kind)): its items do not move; the animator pauses at the end of the turn",
                at: CallSite(filePath: file, line: line))
        }
        resume()
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(to: nil)
        behaviors.removeAll { $0 === behavior }
        behavior.dynamicAnimator = nil
    }

    open func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    /// Time the animator has run: none here (it rests in the turn it starts).
    open func elapsedTime() -> TimeInterval { 0 }

    /// The items of its behaviours whose frames meet `rect`, in the reference view's space.
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        var seen: [ObjectIdentifier] = []
        var found: [any UIDynamicItem] = []
        for item in behaviors.flatMap({ $0.withDescendants.flatMap(\.dynamicItems) }) where !seen.contains(ObjectIdentifier(item)) {
            seen.append(ObjectIdentifier(item))
            let frame = CGRect(
                x: item.center.x - item.bounds.width / 2, y: item.center.y - item.bounds.height / 2,
                width: item.bounds.width, height: item.bounds.height)
            if frame.intersects(rect) { found.append(item) }
        }
        return found
    }

    /// Tells the animator an item was moved by the app: nothing to update here.
    open func updateItem(usingCurrentState item: any UIDynamicItem) {}

    private func resume() {
        guard !isRunning, let timeline = Timeline.current else { return }
        isRunning = true
        delegate?.dynamicAnimatorWillResume(self)
        timeline.schedule(at: timeline.now) { [weak self] in self?.pause() }
    }

    private func pause() {
        guard isRunning else { return }
        for behavior in behaviors.flatMap(\.withDescendants) { behavior.action?() }
        isRunning = false
        delegate?.dynamicAnimatorDidPause(self)
    }
}

/// UIKit's `UIDynamicBehavior`: a base class apps subclass to compose behaviours.
open class UIDynamicBehavior: NSObject {
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Runs at each step of the animator (once here, when it pauses).
    open var action: (() -> Void)?
    open fileprivate(set) weak var dynamicAnimator: UIDynamicAnimator?

    public override init() { super.init() }

    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        childBehaviors.removeAll { $0 === behavior }
    }

    /// Called when the behaviour is added to an animator or removed from it (nil).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// The items this behaviour acts on (the subclasses' `items`).
    var dynamicItems: [any UIDynamicItem] { [] }

    /// This behaviour and its children's, depth first.
    var withDescendants: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.withDescendants) }
}

/// A behaviour over a list of items, with `addItem` and `removeItem`.
open class DynamicItemListBehavior: UIDynamicBehavior {
    open private(set) var items: [any UIDynamicItem]

    public init(items: [any UIDynamicItem]) {
        self.items = items
        super.init()
    }

    open func addItem(_ item: any UIDynamicItem) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
    }

    open func removeItem(_ item: any UIDynamicItem) { items.removeAll { $0 === item } }

    override var dynamicItems: [any UIDynamicItem] { items }
}

/// `UIGravityBehavior`: downward, magnitude 1.0 (1000 points/s², UIKit's documentation).
open class UIGravityBehavior: DynamicItemListBehavior {
    open var gravityDirection = CGVector(dx: 0, dy: 1)

    open var angle: CGFloat {
        get { atan2(gravityDirection.dy, gravityDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    open var magnitude: CGFloat {
        get { (gravityDirection.dx * gravityDirection.dx + gravityDirection.dy * gravityDirection.dy).squareRoot() }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }
}

/// `UICollisionBehavior`: boundaries and a delegate, kept.
open class UICollisionBehavior: DynamicItemListBehavior {
    /// `UICollisionBehavior.Mode`, an option set with UIKit's raw values.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let items = Mode(rawValue: 1 << 0)
        public static let boundaries = Mode(rawValue: 1 << 1)
        public static let everything = Mode(rawValue: UInt.max)
    }

    open var collisionMode: Mode = .everything
    open var translatesReferenceBoundsIntoBoundary = false
    open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?
    open private(set) var boundaryIdentifiers: [any NSCopying]? = nil
    private var boundaries: [(identifier: any NSCopying, path: UIBezierPath)] = []

    open func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
        translatesReferenceBoundsIntoBoundary = true
    }

    open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
        boundaries.append((identifier, bezierPath))
        boundaryIdentifiers = boundaries.map(\.identifier)
    }

    open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
        boundaries.first { Self.same($0.identifier, identifier) }?.path
    }

    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        boundaries.removeAll { Self.same($0.identifier, identifier) }
        boundaryIdentifiers = boundaries.isEmpty ? nil : boundaries.map(\.identifier)
    }

    /// Identifiers are equal as objects are (`NSString`s by their text).
    private static func same(_ a: any NSCopying, _ b: any NSCopying) -> Bool {
        if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
        return (a as AnyObject) === (b as AnyObject)
    }

    open func removeAllBoundaries() {
        boundaries = []
        boundaryIdentifiers = nil
    }
}

/// UIKit's `UICollisionBehaviorDelegate`; every method is optional in UIKit (defaults do
/// nothing), and none is called here: items do not move, so nothing collides.
public protocol UICollisionBehaviorDelegate: AnyObject {
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?,
        at p: CGPoint)
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?,
        at p: CGPoint
    ) {}
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?
    ) {}
}

/// `UIAttachmentBehavior`: to an anchor or to another item, with its spring settings kept.
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// `UIAttachmentBehavior.AttachmentType`, with UIKit's raw values.
    public enum AttachmentType: Int, Sendable {
        case items = 0
        case anchor
    }

    open private(set) var items: [any UIDynamicItem]
    open private(set) var attachedBehaviorType: AttachmentType
    open var anchorPoint: CGPoint
    open var length: CGFloat
    open var damping: CGFloat = 0
    open var frequency: CGFloat = 0
    open var frictionTorque: CGFloat = 0

    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    public init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        items = [item]
        attachedBehaviorType = .anchor
        anchorPoint = point
        let dx = item.center.x + offset.horizontal - point.x
        let dy = item.center.y + offset.vertical - point.y
        length = (dx * dx + dy * dy).squareRoot()
        super.init()
    }

    public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        self.init(
            item: item1, offsetFromCenter: .zero, attachedTo: item2,
            offsetFromCenter: .zero)
    }

    public init(
        item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: any UIDynamicItem,
        offsetFromCenter offset2: UIOffset
    ) {
        items = [item1, item2]
        attachedBehaviorType = .items
        anchorPoint = .zero
        let dx = item1.center.x + offset1.horizontal - item2.center.x - offset2.horizontal
        let dy = item1.center.y + offset1.vertical - item2.center.y - offset2.vertical
        length = (dx * dx + dy * dy).squareRoot()
        super.init()
    }

    override var dynamicItems: [any UIDynamicItem] { items }
}

/// `UISnapBehavior`: to a point, with its damping kept (0.5 by default).
open class UISnapBehavior: UIDynamicBehavior {
    private let item: any UIDynamicItem
    open var snapPoint: CGPoint
    open var damping: CGFloat = 0.5

    public init(item: any UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    override var dynamicItems: [any UIDynamicItem] { [item] }
}

/// `UIPushBehavior`: a continuous or instantaneous force, kept.
open class UIPushBehavior: DynamicItemListBehavior {
    /// `UIPushBehavior.Mode`, with UIKit's raw values.
    public enum Mode: Int, Sendable {
        case continuous = 0
        case instantaneous
    }

    public let mode: Mode
    open var active = true
    open var pushDirection = CGVector(dx: 0, dy: 0)
    private var offsets: [ObjectIdentifier: UIOffset] = [:]

    public init(items: [any UIDynamicItem], mode: Mode) {
        self.mode = mode
        super.init(items: items)
    }

    open var angle: CGFloat {
        get { atan2(pushDirection.dy, pushDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    open var magnitude: CGFloat {
        get { (pushDirection.dx * pushDirection.dx + pushDirection.dy * pushDirection.dy).squareRoot() }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    open func setTargetOffsetFromCenter(_ o: UIOffset, for item: any UIDynamicItem) { offsets[ObjectIdentifier(item)] = o }

    open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }
}

/// `UIDynamicItemBehavior`: the items' physical settings and velocities, kept.
open class UIDynamicItemBehavior: DynamicItemListBehavior {
    open var elasticity: CGFloat = 0
    open var friction: CGFloat = 0
    open var density: CGFloat = 1
    open var resistance: CGFloat = 0
    open var angularResistance: CGFloat = 0
    open var charge: CGFloat = 0
    open var isAnchored = false
    open var allowsRotation = true
    private var linear: [ObjectIdentifier: CGPoint] = [:]
    private var angular: [ObjectIdentifier: CGFloat] = [:]

    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        let current = linearVelocity(for: item)
        linear[ObjectIdentifier(item)] = CGPoint(x: current.x + velocity.x, y: current.y + velocity.y)
    }

    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint { linear[ObjectIdentifier(item)] ?? .zero }

    open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
        angular[ObjectIdentifier(item), default: 0] += velocity
    }

    open func angularVelocity(for item: any UIDynamicItem) -> CGFloat { angular[ObjectIdentifier(item)] ?? 0 }
}
