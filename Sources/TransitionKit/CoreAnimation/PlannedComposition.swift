import Foundation

/// How an evaluation plan applies explicit Core Animation animations: after the planned
/// tracks are evaluated into a frame's buffers, each track that has explicit animations
/// overwrites its value with the composed one. Scenes without explicit animations have no
/// composers, so their frames cost what they did.
typealias Composer = (AnimatedValues, Double, ClockTable) -> Void

extension PlannedTracks {
    mutating func compose<V: FrameValue>(_ track: Track<V>, slot: Int32, chain: [Layer]) {
        let buffer = AnimatedValues.buffer(for: V.self)
        let index = Int(slot)
        composers.append { values, t, clocks in
            let slots = values[keyPath: buffer]
            slots[index] = track.composed(slots[index], at: t) {
                LayerTimeChain.localTime(at: t, clock: $0.clock, clocks: clocks, chain: chain)
            }
        }
    }
}

extension AnimatedValues {
    /// The frame buffer values of type `V` go in.
    static func buffer<V>(for type: V.Type) -> KeyPath<AnimatedValues, UnsafeMutableBufferPointer<V>> {
        let path: AnyKeyPath =
            switch type {
            case is Double.Type: \AnimatedValues.doubles
            case is CGPoint.Type: \AnimatedValues.points
            case is CGRect.Type: \AnimatedValues.rects
            case is Color.Type: \AnimatedValues.colors
            default: \AnimatedValues.transforms
            }
        return path as! KeyPath<AnimatedValues, UnsafeMutableBufferPointer<V>>
    }
}

/// A plan's node and its ancestors, root first: the layers whose timing its animations run in.
enum TimeChainOfNode {
    static func chain(_ node: StructureVersion.Node, in nodes: [StructureVersion.Node]) -> [Layer] {
        var chain = [node.layer]
        var parent = node.parent
        while parent >= 0 {
            chain.append(nodes[parent].layer)
            parent = nodes[parent].parent
        }
        return chain.reversed()
    }
}
