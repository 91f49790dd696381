import Foundation

/// Which values a snapshot reads, per API, as Apple documents each:
///
/// - `.model`: `layer.render(in:)` "renders directly from the layer tree, ignoring any
///   animations added to the render tree" — the model values, whatever is in flight.
/// - `.onScreen`: `drawHierarchy(in:afterScreenUpdates:)` "renders a snapshot of the complete
///   view hierarchy as visible onscreen", and `snapshotView(afterScreenUpdates:)` "captures the
///   current rendered appearance" (so does `resizableSnapshotView`): the presentation values
///   at the run's time now, every `UIView` animation, property animator and explicit animation
///   applied, drawing properties (a shadow's opacity, a shape's `strokeEnd`) included.
///
/// Outside a run there is no time and nothing in flight: both read the model.
enum CaptureSource {
    case model
    case onScreen

    /// The time and clocks to evaluate at, or nil for the model.
    var moment: (t: Double, clocks: ClockTable)? {
        guard case .onScreen = self, let timeline = Timeline.current else { return nil }
        return (timeline.now, timeline.clocks)
    }
}

/// One layer's values as a capture reads them: its model values, or its presentation values
/// at a moment (`CaptureSource`).
struct CapturedLayerValues {
    var bounds: CGRect
    var position: CGPoint
    var anchorPoint: CGPoint
    var transform: Transform3D
    var sublayerTransform: Transform3D
    var zPosition: Double
    var opacity: Double
    var cornerRadius: Double
    var backgroundColor: Color
    var borderWidth: Double
    var borderColor: Color
    var isHidden: Bool
    var masksToBounds: Bool

    init(_ layer: CALayer, at moment: (t: Double, clocks: ClockTable)?) {
        func value<V>(_ track: KeyPath<CALayer, Track<V>>) -> V {
            guard let moment else { return layer[keyPath: track].model }
            return layer.presentationValue(track, at: moment.t)
        }
        bounds = value(\.boundsTrack)
        position = value(\.positionTrack)
        anchorPoint = value(\.anchorPointTrack)
        transform = value(\.transformTrack)
        sublayerTransform = value(\.sublayerTransformTrack)
        zPosition = value(\.zPositionTrack)
        opacity = value(\.opacityTrack)
        cornerRadius = value(\.cornerRadiusTrack)
        backgroundColor = value(\.backgroundColorTrack)
        borderWidth = value(\.borderWidthTrack)
        borderColor = value(\.borderColorTrack)
        isHidden = moment.map { layer.isHiddenTrack.value(at: $0.t) } ?? layer.isHiddenTrack.model
        masksToBounds = moment.map { layer.masksToBoundsTrack.value(at: $0.t) } ?? layer.masksToBoundsTrack.model
    }

    /// The anchor point in the bounds' coordinates.
    var anchorInBounds: CGPoint {
        CGPoint(
            x: bounds.origin.x + anchorPoint.x * bounds.size.width,
            y: bounds.origin.y + anchorPoint.y * bounds.size.height)
    }
}

extension CapturedLayerValues {
    /// A sublayer's zPosition alone, for the paint order (its other values are read when it is visited).
    static func zPosition(of layer: CALayer, at moment: (t: Double, clocks: ClockTable)?) -> Double {
        moment.map { layer.presentationValue(\.zPositionTrack, at: $0.t) } ?? layer.zPositionTrack.model
    }
}

extension CapturedLayerValues {
    /// Whether `layer` is hidden at the moment (the model when nil).
    static func isHidden(_ layer: CALayer, at moment: (t: Double, clocks: ClockTable)?) -> Bool {
        moment.map { layer.isHiddenTrack.value(at: $0.t) } ?? layer.isHiddenTrack.model
    }
}
