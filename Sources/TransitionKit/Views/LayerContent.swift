import Foundation

/// What a layer draws on top of its background colour. Sent to a client once per scene, and
/// frames refer to it by layer id; content that changes during a run is versioned in the
/// scene and frames name the version (`contentVersion`, CALayer+ContentHistory.swift).
public enum LayerContent: Hashable, Sendable {
    case none
    case image(Image, contentMode: ContentMode)
    case text(Text)
    /// A snapshot image (a renderer's, `drawHierarchy`, `render(in:)`, a snapshot `CGImage`
    /// cropped or not): the captured subtree at that moment.
    case snapshot(SnapshotContent, contentMode: ContentMode)

    public var isNone: Bool { self == .none }
}

/// A procedural photo: a seeded gradient with a known pixel size, so scenes need no binary
/// assets and every renderer (the page, the SVG export) draws the same picture.
public struct Image: Hashable, Sendable, Codable {
    public var seed: UInt64
    /// CGSize in points (UIKit's `UIImage.size`).
    public var size: CGSize
    public var scale: Double

    public init(seed: UInt64, size: CGSize, scale: Double = 1) {
        self.seed = seed
        self.size = size
        self.scale = scale
    }

    public var pixelSize: CGSize { CGSize(width: size.width * scale, height: size.height * scale) }

    /// Two colours derived from the seed (SplitMix64), so a photo always looks the same.
    public var palette: (Color, Color) {
        var state = seed
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        func color() -> Color {
            let v = next()
            return Color(
                red: Double(v & 0xFF) / 255, green: Double((v >> 8) & 0xFF) / 255,
                blue: Double((v >> 16) & 0xFF) / 255)
        }
        return (color(), color())
    }
}

/// `UIView.ContentMode`, for the modes photo viewers use, and `.redraw` (custom drawing asks
/// for `draw(_:)` again on a size change; an image is drawn as `.scaleToFill`, which the page
/// falls back to for a mode it does not know).
public enum ContentMode: String, Hashable, Sendable, Codable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center, redraw
}

/// A label's text and how it is set.
public struct Text: Hashable, Sendable, Codable {
    public var string: String
    public var fontSize: Double
    public var weight: Weight
    public var color: Color
    public var alignment: Alignment
    public var numberOfLines: Int

    public enum Weight: String, Hashable, Sendable, Codable { case regular, medium, semibold, bold }
    public enum Alignment: String, Hashable, Sendable, Codable { case left, center, right }

    public init(
        _ string: String, fontSize: Double = 17, weight: Weight = .regular, color: Color = .label,
        alignment: Alignment = .left, numberOfLines: Int = 1
    ) {
        self.string = string
        self.fontSize = fontSize
        self.weight = weight
        self.color = color
        self.alignment = alignment
        self.numberOfLines = numberOfLines
    }
}
