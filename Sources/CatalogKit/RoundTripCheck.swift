import Foundation
import TransitionKit

/// An entry's operations must agree: a present's last frame is what its dismiss starts from
/// (and a push's, its pop's), as on a device where the second transition starts from the
/// screen the first one left. The Photos zoom once returned to a grid wearing the detail
/// page's navigation bar; this is the check that would have caught it.
///
/// Frames are compared as a person sees them, not layer by layer: the roles of the two runs
/// differ (the presented view is the to-view of one and the from-view of the other), and
/// UIKit's transition view, a presenter's view put back behind a full-screen presentation or
/// a snapshot placed exactly over its view change the layer tree without changing a pixel. So
/// each frame becomes the list of what is painted — every layer that draws something (a
/// colour, a border, an image, text), is visible, on screen and not wholly covered by an
/// opaque rectangle painted above it — described by place (to half a point), opacity,
/// colours, corner radius and content; two frames agree when those lists are equal.
struct RoundTripCheck {
    /// The operation pairs whose second starts where the first ends.
    static let pairs: [(TransitionOperation, TransitionOperation)] = [(.present, .dismiss), (.push, .pop)]

    /// What one layer paints, in the terms that make a difference on screen.
    struct Painted: Hashable, Comparable, CustomStringConvertible {
        var content: String
        var box: [Double]
        var opacity: Double
        var style: String

        static func < (a: Painted, b: Painted) -> Bool {
            if a.content != b.content { return a.content < b.content }
            if a.box != b.box { return a.box.lexicographicallyPrecedes(b.box) }
            if a.opacity != b.opacity { return a.opacity < b.opacity }
            return a.style < b.style
        }

        var description: String {
            let corners = stride(from: 0, to: box.count, by: 2).map { "(\(format(box[$0])), \(format(box[$0 + 1])))" }
            return "\(content) at \(corners.first ?? "?")…\(corners.count > 2 ? corners[2] : "?")"
                + (opacity < 1 ? " at opacity \(format(opacity))" : "") + (style.isEmpty ? "" : " \(style)")
        }
    }

    /// The painted layers of `frame`, given the run's static contents.
    static func painted(_ frame: FrameState, contents: [Int: LayerContent]) -> [Painted] {
        let (frame, contents) = expandingSnapshots(frame, contents: contents)
        let viewport = CGRect(origin: .zero, size: frame.viewport)
        let byID = Dictionary(uniqueKeysWithValues: frame.layers.map { ($0.id, $0) })
        // Opaque axis-aligned rectangles painted so far, walking from the top down.
        var covers: [CGRect] = []
        var result: [Painted] = []
        for layer in frame.layers.reversed() {
            let content = contents[layer.id] ?? .none
            let paints =
                layer.backgroundColor.alpha > 0.001 || layer.borderWidth > 0 && layer.borderColor.alpha > 0.001
                || !content.isNone
            guard paints, layer.opacity > 0.01 else { continue }
            let bounds = layer.quad.boundingBox
            // What of it is on screen: a layer larger than the screen looks like one that fits it.
            guard let clipped = visibleRect(of: layer, bounds: bounds, in: byID) else { continue }
            let shown = clipped.intersection(viewport)
            guard !shown.isNull, shown.width > 0.01, shown.height > 0.01 else { continue }
            if covers.contains(where: { $0.covers(shown) }) { continue }
            let box = layer.quad.isAxisAligned ? Quad(shown).flat : layer.quad.flat
            result.append(
                Painted(
                    content: describe(content), box: box.map(half),
                    opacity: (layer.opacity * 100).rounded() / 100, style: style(of: layer)))
            if opaqueRect(layer, content: content) { covers.append(shown) }
        }
        return result.sorted()
    }

    /// The differences between where `first` ended and where `second` starts, worded for a
    /// finding; empty when they agree.
    static func differences(ended: [Painted], starts: [Painted]) -> (onlyEnded: [Painted], onlyStarts: [Painted]) {
        var remaining = starts
        var onlyEnded: [Painted] = []
        for item in ended {
            if let index = remaining.firstIndex(of: item) { remaining.remove(at: index) } else { onlyEnded.append(item) }
        }
        return (onlyEnded, remaining)
    }

    // MARK: Helpers

    private static func half(_ value: Double) -> Double { (value * 2).rounded() / 2 }

    private static func describe(_ content: LayerContent) -> String {
        switch content {
        case .none: return "a plain layer"
        case .image(let image, let mode):
            return "image \(image.seed) (\(format(image.size.width))×\(format(image.size.height)), \(mode.rawValue))"
        case .text(let text): return "text “\(text.string)” (\(format(text.fontSize)) pt \(text.weight.rawValue))"
        case .snapshot(let snapshot, let mode):
            return "snapshot (\(format(snapshot.rect.width))×\(format(snapshot.rect.height)), \(mode.rawValue))"
        }
    }

    /// `#rrggbbaa`, to the 8 bits a screen shows.
    private static func hex(_ color: Color) -> String {
        "#"
            + [color.red, color.green, color.blue, color.alpha].map {
                let byte = Int((Swift.min(1, Swift.max(0, $0)) * 255).rounded())
                return (byte < 16 ? "0" : "") + String(byte, radix: 16)
            }.joined()
    }

    private static func style(of layer: LayerFrame) -> String {
        var parts: [String] = []
        if layer.backgroundColor.alpha > 0.001 { parts.append("background \(hex(layer.backgroundColor))") }
        if layer.borderWidth > 0 { parts.append("border \(format(layer.borderWidth)) \(hex(layer.borderColor))") }
        if layer.cornerRadius > 0.25 { parts.append("corner radius \(format(half(layer.cornerRadius)))") }
        return parts.joined(separator: ", ")
    }

    /// The part of `bounds` its clipping ancestors let through, when they are axis-aligned
    /// rectangles (a rotated or perspective clip keeps the whole box: conservative, it only
    /// makes a layer count as visible); nil when clipped away entirely.
    private static func visibleRect(of layer: LayerFrame, bounds: CGRect, in byID: [Int: LayerFrame]) -> CGRect? {
        var rect = bounds
        for id in layer.clip {
            guard let clip = byID[id], clip.quad.isAxisAligned else { continue }
            let clipped = rect.intersection(clip.quad.boundingBox)
            if clipped.isNull || clipped.width <= 0 || clipped.height <= 0 { return nil }
            rect = clipped
        }
        return rect
    }

    /// Whether this layer paints its whole (axis-aligned) box opaque: square corners, full
    /// opacity, an opaque background or an image filling it.
    private static func opaqueRect(_ layer: LayerFrame, content: LayerContent) -> Bool {
        guard layer.opacity >= 0.999, layer.cornerRadius <= 0.001, layer.quad.isAxisAligned else { return false }
        if layer.backgroundColor.alpha >= 0.999 { return true }
        if case .image(_, let mode) = content, mode == .scaleToFill || mode == .scaleAspectFill { return true }
        return false
    }
}

extension CGRect {
    /// Whether this rect holds `other`, to a hundredth of a point.
    fileprivate func covers(_ other: CGRect) -> Bool {
        minX <= other.minX + 0.01 && minY <= other.minY + 0.01 && maxX >= other.maxX - 0.01 && maxY >= other.maxY - 0.01
    }
}

extension Quad {
    /// The smallest axis-aligned rect holding the four corners.
    var boundingBox: CGRect {
        let xs = [topLeft.x, topRight.x, bottomRight.x, bottomLeft.x]
        let ys = [topLeft.y, topRight.y, bottomRight.y, bottomLeft.y]
        let minX = xs.min()!
        let minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// Whether the quad is an axis-aligned rectangle (to a thousandth of a point).
    var isAxisAligned: Bool {
        func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.001 }
        return same(topLeft.y, topRight.y) && same(bottomLeft.y, bottomRight.y)
            && same(topLeft.x, bottomLeft.x) && same(topRight.x, bottomRight.x)
    }
}
