import Foundation

/// UIKit's `UICollectionView.CellRegistration` (iOS 14; `struct CellRegistration<Cell, Item>
/// where Cell : UICollectionViewCell`, `init(handler:)`, `typealias Handler = (Cell, IndexPath,
/// Item) -> Void`) and `dequeueConfiguredReusableCell(using:for:item:)`. A registration stands
/// for a reuse identifier of its own: the first dequeue registers its cell class under it on
/// that collection view, every dequeue takes a cell from that identifier's queue (or makes one)
/// and runs the handler with the item, as UIKit documents.
extension CollectionView {
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        /// One object per registration, so copies of it share the reuse identifier.
        private final class Token {}
        private let token = Token()
        let handler: Handler

        public init(handler: @escaping Handler) {
            self.handler = handler
        }

        /// The identifier this registration dequeues with: not one an app can spell.
        var reuseIdentifier: String { "CellRegistration<\(Cell.self)>#\(UInt(bitPattern: ObjectIdentifier(token)))" }
    }

    /// A cell of the registration's class for `indexPath`, configured by its handler with `item`
    /// (a nil item leaves it unconfigured).
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        let identifier = registration.reuseIdentifier
        if registeredClasses[ElementRegistration(kind: nil, identifier: identifier)] == nil {
            register(Cell.self, forCellWithReuseIdentifier: identifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        // Registered with `Cell.self` above, so the queue holds only cells of that class.
        let cell = dequeued as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }
}
