import Foundation

/// Core Animation's `CAReplicatorLayer`: declared so apps compile. Copies are not drawn: with
/// `instanceCount` above 1 only the originals show, and a `not-modelled` finding says so.
open class CAReplicatorLayer: CALayer {
    public override init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var instanceCount = 1 {
        didSet { if instanceCount > 1 { note("CAReplicatorLayer.instanceCount (copies are not drawn)") } }
    }
    open var instanceTransform = Transform3D.identity
    open var instanceDelay: Double = 0
    open var preservesDepth = false
    open var instanceColor: CGColor?
    open var instanceRedOffset: Float = 0
    open var instanceGreenOffset: Float = 0
    open var instanceBlueOffset: Float = 0
    open var instanceAlphaOffset: Float = 0
}

/// Core Animation's `CATransformLayer`: its sublayers keep their 3-D places instead of being
/// flattened into its plane. Frames flatten every layer, so adding a sublayer to one records
/// a `not-modelled` finding.
open class CATransformLayer: CALayer {
    public override init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    static func noteFlattened(on layer: CALayer) {
        Timeline.current?.noteUnmodelled("CATransformLayer (its sublayers are flattened into its plane)", on: layer)
    }
}
