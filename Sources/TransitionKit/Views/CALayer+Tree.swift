import Foundation

/// The layer tree, as Core Animation keeps it: every layer has an ordered list of sublayers
/// (back to front) and at most one superlayer. Frames are built by walking it from the
/// window's layer (`StructureVersion`), so a bare layer an app adds is drawn like a view's.
///
/// A view is one client of the tree: its layer's sublayers hold its subviews' layers in
/// subview order (View+LayerTree.swift keeps them there), interleaved with any bare layers
/// the app inserted, as Core Animation orders them. Misuse Core Animation raises an exception
/// for (a sibling that is not a sublayer, a layer made its own ancestor) stops with a message
/// saying so, as a crash on a phone would.
extension CALayer {
    /// `nil` when the layer has none, as a fresh `CALayer`'s is. Setting it replaces them.
    public var sublayers: [CALayer]? {
        get { sublayerList.isEmpty ? nil : sublayerList }
        set {
            for layer in sublayerList { layer.detachFromSuperlayer() }
            for layer in newValue ?? [] { insert(layer, at: sublayerList.count) }
        }
    }

    public var superlayer: CALayer? { parentLayer }

    /// Appends `layer` on top of the other sublayers (taking it from its superlayer first).
    public func addSublayer(_ layer: CALayer) {
        insert(layer, at: sublayerList.count)
    }

    /// At `idx` in `sublayers`, counted after `layer` left its old place; an index past the
    /// end appends.
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        insert(layer, at: Int(idx))
    }

    /// Just below `sibling`; a `nil` sibling puts it at the bottom.
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling else { return insert(layer, at: 0) }
        if layer === sibling { return }
        layer.detachFromSuperlayer()
        insert(layer, at: index(ofSublayer: sibling, "insertSublayer(_:below:)"))
    }

    /// Just above `sibling`; a `nil` sibling puts it on top.
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling else { return insert(layer, at: sublayerList.count) }
        if layer === sibling { return }
        layer.detachFromSuperlayer()
        insert(layer, at: index(ofSublayer: sibling, "insertSublayer(_:above:)") + 1)
    }

    /// `newLayer` takes `oldLayer`'s place; `oldLayer` leaves the tree.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        if oldLayer === newLayer { return }
        newLayer.detachFromSuperlayer()
        let index = index(ofSublayer: oldLayer, "replaceSublayer(_:with:)")
        oldLayer.detachFromSuperlayer()
        insert(newLayer, at: index)
    }

    /// Leaves the superlayer's sublayers, or the `mask` of the layer it masks.
    public func removeFromSuperlayer() {
        if let masked = maskedLayer, masked.surface.mask === self {
            masked.surface.mask = nil
            maskedLayer = nil
        }
        detachFromSuperlayer()
    }

    /// The layers from this one down, depth first in paint order (self first).
    var subtree: [CALayer] {
        var result: [CALayer] = [self]
        for layer in sublayerList { result += layer.subtree }
        return result
    }

    /// The name frames give this layer: its view's role, else its `name`, else a default
    /// from its class (`layer` for a `CALayer`, `shapeLayer` for a `CAShapeLayer`, an app's
    /// `BubbleLayer` → `bubbleLayer`).
    var role: String {
        if let backingView { return backingView.role }
        if let name = surface.name { return name }
        return CALayer.defaultRole(for: type(of: self))
    }

    static func defaultRole(for type: CALayer.Type) -> String {
        var name = String(describing: type)
        if name.hasPrefix("CA"), name.count > 2 { name.removeFirst(2) }
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    // MARK: Changing the tree

    func insert(_ layer: CALayer, at index: Int) {
        precondition(layer !== self, "CALayer: a layer cannot be its own sublayer")
        var ancestor = parentLayer
        while let node = ancestor {
            precondition(node !== layer, "CALayer: a layer cannot be a sublayer of its own sublayer")
            ancestor = node.parentLayer
        }
        if layer.parentLayer === self, let current = sublayerList.firstIndex(where: { $0 === layer }) {
            sublayerList.remove(at: current)
        } else {
            layer.detachFromSuperlayer()
        }
        sublayerList.insert(layer, at: Swift.max(0, Swift.min(index, sublayerList.count)))
        layer.parentLayer = self
        layer.noteJoinedTree()
        Timeline.current?.hierarchyDidChange()
        if self is CATransformLayer { CATransformLayer.noteFlattened(on: self) }
    }

    func detachFromSuperlayer() {
        guard let parent = parentLayer else { return }
        parent.sublayerList.removeAll { $0 === self }
        parentLayer = nil
        Timeline.current?.hierarchyDidChange()
    }

    private func index(ofSublayer sibling: CALayer, _ call: String) -> Int {
        guard let index = sublayerList.firstIndex(where: { $0 === sibling }) else {
            preconditionFailure("CALayer.\(call): the sibling is not a sublayer of this layer")
        }
        return index
    }
}

/// Equal only to itself and hashed by identity, as an `NSObject` layer is on iOS: apps write
/// `sublayers?.contains(gradient)`, `firstIndex(of:)` and `Set<CALayer>`.
extension CALayer: Hashable {
    public static func == (a: CALayer, b: CALayer) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
