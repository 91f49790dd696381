import Foundation
import TransitionKit

/// Snapshot images in the round-trip check: a layer showing a snapshot looks like the views it
/// captured, so it is compared as them. Tiles cut from one snapshot that sit side by side
/// unturned (a checkerboard before its first flip) are joined back into one picture first, so
/// the captured screen is described as whole layers, as the screen it was taken of is; the
/// picture's layers are then placed into the frame through the tile's map. Layers turned away
/// with `isDoubleSided = false` are not painted.
extension RoundTripCheck {
    static func expandingSnapshots(_ frame: FrameState, contents: [Int: LayerContent]) -> (FrameState, [Int: LayerContent]) {
        guard frame.layers.contains(where: { if case .snapshot = contents[$0.id] { return true } else { return false } })
        else { return (frame, contents) }
        var contents = contents
        var layers: [LayerFrame] = []
        var nextID = (frame.layers.map(\.id).max() ?? 0) + 1
        // Tiles joined so far, by what makes them one picture: key → index in `layers`.
        var joined: [String: (index: Int, box: CGRect, area: Double, map: CGAffineTransform, picture: CapturedPicture)] = [:]
        var placed: [(index: Int, picture: CapturedPicture, map: CGAffineTransform, layer: LayerFrame)] = []
        var tiles: [String: [CGRect]] = [:]
        for layer in frame.layers {
            if isCulled(layer) { continue }
            guard case .snapshot(let snapshot, .scaleToFill) = contents[layer.id] ?? .none, layer.quad.isAxisAligned,
                let map = pictureMap(layer, snapshot)
            else {
                layers.append(layer)
                continue
            }
            let box = layer.quad.boundingBox
            // One picture through one map (to a hundredth of a point: a frame's contentsRect
            // is written to six decimals), at one opacity, under the same clips.
            func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.01 }
            let key =
                joined.first { _, group in
                    group.picture === snapshot.picture && near(group.map.a, map.a) && near(group.map.d, map.d)
                        && near(group.map.tx, map.tx) && near(group.map.ty, map.ty)
                        && near(layers[group.index].opacity, layer.opacity) && layers[group.index].clip == layer.clip
                }?.key ?? "\(layers.count)"
            if let group = joined[key] {
                // A tile overlapping one already joined is drawn over it: kept apart.
                let overlaps = (tiles[key] ?? []).contains { other in
                    let common = other.intersection(box)
                    return !common.isNull && common.width > 0.01 && common.height > 0.01
                }
                guard !overlaps else {
                    layers.append(layer)
                    continue
                }
                tiles[key, default: []].append(box)
                let union = group.box.union(box)
                joined[key] = (group.index, union, group.area + Double(box.width * box.height), group.map, snapshot.picture)
                var grown = layers[group.index]
                grown.quad = Quad(union)
                grown.size = union.size
                layers[group.index] = grown
                continue
            }
            tiles[key] = [box]
            var tile = layer
            tile.drawing = []
            joined[key] = (layers.count, box, Double(box.width * box.height), map, snapshot.picture)
            placed.append((layers.count, snapshot.picture, map, tile))
            layers.append(tile)
        }
        // Only tiles that join into a whole rectangle are replaced by their picture's layers;
        // the picture's layers go right after the (content-less) tile, clipped by it.
        var result: [LayerFrame] = []
        let byIndex = Dictionary(uniqueKeysWithValues: placed.map { ($0.index, $0) })
        let areas = Dictionary(uniqueKeysWithValues: joined.values.map { ($0.index, $0) })
        for (index, layer) in layers.enumerated() {
            guard let tile = byIndex[index], let group = areas[index],
                abs(group.area - Double(group.box.width * group.box.height)) < 1
            else {
                result.append(layer)
                continue
            }
            contents[layer.id] = LayerContent.none
            result.append(layer)
            let shifted = tile.picture.placed(by: tile.map, opacity: layer.opacity, firstID: nextID)
            nextID += tile.picture.layers.count
            for var inner in shifted.layers {
                inner.clip = layer.clip + [layer.id] + inner.clip
                result.append(inner)
            }
            contents.merge(shifted.contents) { _, new in new }
        }
        var expanded = frame
        expanded.layers = result
        return (expanded, contents)
    }

    /// The map from the picture's points to the viewport for an axis-aligned tile drawing the
    /// part of `snapshot` its `contentsRect` picks, scaled to fill its bounds.
    static func pictureMap(_ layer: LayerFrame, _ snapshot: SnapshotContent) -> CGAffineTransform? {
        let unit = contentsRect(layer) ?? CGRect(x: 0, y: 0, width: 1, height: 1)
        let source = CGRect(
            x: snapshot.rect.minX + unit.minX * snapshot.rect.width, y: snapshot.rect.minY + unit.minY * snapshot.rect.height,
            width: unit.width * snapshot.rect.width, height: unit.height * snapshot.rect.height)
        let box = layer.quad
        let width = box.topRight.x - box.topLeft.x
        let height = box.bottomLeft.y - box.topLeft.y
        guard source.width > 0, source.height > 0, width > 0, height > 0 else { return nil }
        return CGAffineTransform(translationX: -source.minX, y: -source.minY)
            .concatenating(CGAffineTransform(scaleX: width / source.width, y: height / source.height))
            .concatenating(CGAffineTransform(translationX: box.topLeft.x, y: box.topLeft.y))
    }

    /// The `contentsRect` a frame layer's drawing fields carry, if any.
    static func contentsRect(_ layer: LayerFrame) -> CGRect? {
        let text = String(decoding: layer.drawing, as: UTF8.self)
        guard let start = text.range(of: #""contentsRect":["#), let end = text[start.upperBound...].firstIndex(of: "]") else {
            return nil
        }
        let numbers = text[start.upperBound..<end].split(separator: ",").compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// `isDoubleSided = false` with the back facing the viewer (its corners anticlockwise on
    /// screen): the page does not draw it.
    static func isCulled(_ layer: LayerFrame) -> Bool {
        guard !layer.drawing.isEmpty, String(decoding: layer.drawing, as: UTF8.self).contains(#""doubleSided":false"#) else {
            return false
        }
        let p = layer.quad.flat
        var area = 0.0
        for i in stride(from: 0, to: 8, by: 2) {
            let j = (i + 2) % 8
            area += p[i] * p[j + 1] - p[j] * p[i + 1]
        }
        return area < 0
    }
}
