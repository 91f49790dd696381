/// One number of a transform, as Core Animation's transform key paths name it
/// (`transform.scale`, `transform.rotation.z`, `transform.translation.x` …): read from the
/// decomposed transform and written back into it, the other parts kept. A rotation key path
/// replaces the whole rotation by one about its axis (the common case, a layer rotated about
/// one axis, is exact; a layer already rotated about another axis loses that rotation).
enum TransformPart {
    typealias Read = (Transform3D) -> Double
    typealias Write = (Transform3D, Double) -> Transform3D

    static func scalar(_ part: String) -> (read: Read, write: Write)? {
        switch part {
        case "translation.x": return ({ $0.m41 }, { t, v in setting(t) { $0.m41 = v } })
        case "translation.y": return ({ $0.m42 }, { t, v in setting(t) { $0.m42 = v } })
        case "translation.z": return ({ $0.m43 }, { t, v in setting(t) { $0.m43 = v } })
        case "scale":
            return (
                { decomposed($0).map { ($0.scale.x + $0.scale.y + $0.scale.z) / 3 } ?? 1 },
                { t, v in changed(t) { $0.scale = SIMD3(v, v, v) } ?? Transform3D(scaleX: v, y: v, z: v) }
            )
        case "scale.x": return ({ decomposed($0)?.scale.x ?? 1 }, { t, v in changed(t) { $0.scale.x = v } ?? t })
        case "scale.y": return ({ decomposed($0)?.scale.y ?? 1 }, { t, v in changed(t) { $0.scale.y = v } ?? t })
        case "scale.z": return ({ decomposed($0)?.scale.z ?? 1 }, { t, v in changed(t) { $0.scale.z = v } ?? t })
        case "rotation", "rotation.z": return rotation(axis: (0, 0, 1))
        case "rotation.x": return rotation(axis: (1, 0, 0))
        case "rotation.y": return rotation(axis: (0, 1, 0))
        default: return nil
        }
    }

    /// `CAValueFunction`s of one number: the transform they make from it.
    static func valueFunction(_ name: CAValueFunctionName) -> ((Double) -> Transform3D)? {
        switch name {
        case .rotateX: return { Transform3D(rotationAngle: $0, x: 1, y: 0, z: 0) }
        case .rotateY: return { Transform3D(rotationAngle: $0, x: 0, y: 1, z: 0) }
        case .rotateZ: return { Transform3D(rotationAngle: $0, x: 0, y: 0, z: 1) }
        case .scale: return { Transform3D(scaleX: $0, y: $0, z: $0) }
        case .scaleX: return { Transform3D(scaleX: $0, y: 1, z: 1) }
        case .scaleY: return { Transform3D(scaleX: 1, y: $0, z: 1) }
        case .scaleZ: return { Transform3D(scaleX: 1, y: 1, z: $0) }
        case .translateX: return { Transform3D(translationX: $0, y: 0, z: 0) }
        case .translateY: return { Transform3D(translationX: 0, y: $0, z: 0) }
        case .translateZ: return { Transform3D(translationX: 0, y: 0, z: $0) }
        default: return nil
        }
    }

    private static func setting(_ t: Transform3D, _ change: (inout Transform3D) -> Void) -> Transform3D {
        var t = t
        change(&t)
        return t
    }

    private static func decomposed(_ t: Transform3D) -> TransformDecomposition? {
        t.isIdentity ? identityParts : TransformDecomposition(t)
    }

    private static let identityParts = TransformDecomposition(Transform3D.identity)

    private static func changed(_ t: Transform3D, _ change: (inout TransformDecomposition) -> Void) -> Transform3D? {
        guard var parts = decomposed(t) else { return nil }
        change(&parts)
        return parts.transform
    }

    private static func rotation(axis: (Double, Double, Double)) -> (read: Read, write: Write) {
        let read: Read = { t in
            switch axis {
            case (1, 0, 0): Math.atan2(t.m23, t.m33)
            case (0, 1, 0): Math.atan2(-t.m13, t.m33)
            default: Math.atan2(t.m12, t.m11)
            }
        }
        let write: Write = { t, angle in
            let turn = Transform3D(rotationAngle: angle, x: axis.0, y: axis.1, z: axis.2)
            if t.isIdentity { return turn }
            guard var parts = decomposed(t), let turned = TransformDecomposition(turn) else { return t }
            parts.rotation = turned.rotation
            return parts.transform
        }
        return (read, write)
    }
}
