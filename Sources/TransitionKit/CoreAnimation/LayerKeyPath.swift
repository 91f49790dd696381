import Foundation

/// The key paths an explicit animation can name, each bound to the layer track it changes and
/// the part of the track's value it animates (`position.x` is the x of `position`; the
/// `transform.` paths read and write one component of the decomposed transform, as Core
/// Animation's key-value extensions for transforms do).
enum LayerKeyPath {
    /// A key path's place: the track and how the animated value sits in the track's value.
    struct Channel<Target: Animatable, Part: CAAnimationValue> {
        let track: ReferenceWritableKeyPath<Layer, Track<Target>>
        let read: (Target) -> Part
        let write: (Target, Part) -> Target
    }

    /// Key paths Core Animation animates that the engine does not animate yet: reported, never
    /// silently dropped. (The drawing key paths — `path`, `strokeEnd`, shadows, gradient
    /// `colors` … — are animated: DrawingAnimations.swift.)
    static let notYetModelled: Set<String> = ["contents", "contentsRect", "mask"]

    /// Installs the animation's effect on `keyPath` into the layer's tracks; false when the
    /// engine cannot animate that key path (the caller reports it).
    static func install(
        _ leaf: CAPropertyAnimation, keyPath: String, on layer: Layer, added: AddedAnimation,
        inner: [MediaTimingValues], report: (String) -> Void
    ) -> Bool {
        func bind<T, P>(_ channel: Channel<T, P>) -> Bool {
            guard let apply = AnimationCurve<P>.make(leaf, duration: (inner.last ?? added.timing).duration, report: report)
            else { return true }
            let explicit = ExplicitAnimation<T>(added: added, inner: inner) { base, time in
                channel.write(base, apply(channel.read(base), time))
            }
            layer.changeTrack(channel.track) { $0.add(explicit) }
            return true
        }
        func whole<T: CAAnimationValue>(_ track: ReferenceWritableKeyPath<Layer, Track<T>>) -> Bool {
            bind(Channel(track: track, read: { $0 }, write: { $1 }))
        }
        if keyPath == "transform" || keyPath == "sublayerTransform", let function = leaf.valueFunction {
            let track: ReferenceWritableKeyPath<Layer, Track<Transform3D>> =
                keyPath == "transform" ? \.transformTrack : \.sublayerTransformTrack
            guard let make = TransformPart.valueFunction(function.name) else { return false }
            return bind(Channel(track: track, read: { _ in 0.0 }, write: { _, v in make(v) }))
        }
        if keyPath != "position" { installRotation(leaf, keyPath: keyPath, on: layer, added: added, inner: inner, report: report) }
        switch keyPath {
        case "position":
            installRotation(leaf, keyPath: keyPath, on: layer, added: added, inner: inner, report: report)
            return whole(\.positionTrack)
        case "position.x": return bind(Channel(track: \.positionTrack, read: { Double($0.x) }, write: { CGPoint(x: $1, y: $0.y) }))
        case "position.y": return bind(Channel(track: \.positionTrack, read: { Double($0.y) }, write: { CGPoint(x: $0.x, y: $1) }))
        case "anchorPoint": return whole(\.anchorPointTrack)
        case "bounds": return whole(\.boundsTrack)
        case "bounds.origin":
            return bind(Channel(track: \.boundsTrack, read: { $0.origin }, write: { CGRect(origin: $1, size: $0.size) }))
        case "bounds.size":
            return bind(Channel(track: \.boundsTrack, read: { $0.size }, write: { CGRect(origin: $0.origin, size: $1) }))
        case "bounds.size.width":
            return bind(
                Channel(
                    track: \.boundsTrack, read: { Double($0.size.width) },
                    write: { r, v in
                        CGRect(x: r.origin.x, y: r.origin.y, width: v, height: r.size.height)
                    }))
        case "bounds.size.height":
            return bind(
                Channel(
                    track: \.boundsTrack, read: { Double($0.size.height) },
                    write: { r, v in
                        CGRect(x: r.origin.x, y: r.origin.y, width: r.size.width, height: v)
                    }))
        case "bounds.origin.x":
            return bind(
                Channel(
                    track: \.boundsTrack, read: { Double($0.origin.x) },
                    write: { r, v in
                        CGRect(x: v, y: r.origin.y, width: r.size.width, height: r.size.height)
                    }))
        case "bounds.origin.y":
            return bind(
                Channel(
                    track: \.boundsTrack, read: { Double($0.origin.y) },
                    write: { r, v in
                        CGRect(x: r.origin.x, y: v, width: r.size.width, height: r.size.height)
                    }))
        case "opacity": return whole(\.opacityTrack)
        case "zPosition": return whole(\.zPositionTrack)
        case "cornerRadius": return whole(\.cornerRadiusTrack)
        case "borderWidth": return whole(\.borderWidthTrack)
        case "backgroundColor": return whole(\.backgroundColorTrack)
        case "borderColor": return whole(\.borderColorTrack)
        case "transform": return whole(\.transformTrack)
        case "sublayerTransform": return whole(\.sublayerTransformTrack)
        default:
            if let drawn = DrawingKeyPath.install(leaf, keyPath: keyPath, on: layer, added: added, inner: inner, report: report) {
                return drawn
            }
            for (prefix, track) in [("transform.", \Layer.transformTrack), ("sublayerTransform.", \Layer.sublayerTransformTrack)]
            where keyPath.hasPrefix(prefix) {
                let part = String(keyPath.dropFirst(prefix.count))
                if let channel = TransformPart.scalar(part) {
                    return bind(Channel(track: track, read: channel.read, write: channel.write))
                }
                if part == "translation" {
                    return bind(
                        Channel(
                            track: track, read: { CGSize(width: $0.m41, height: $0.m42) },
                            write: { t, v in
                                var t = t
                                t.m41 = v.width
                                t.m42 = v.height
                                return t
                            }))
                }
            }
            return false
        }
    }
}
