import Foundation

/// UIKit's `UIImage`: a class, as in UIKit, so `UIImage()`, subclasses and convenience
/// initialisers in an app's extensions compile. It wraps the engine's procedural photo (`Image`,
/// a seeded gradient of a known size), which frames draw; `UIImage()` has no picture and a zero
/// size, as UIKit's empty image. Declared under UIKit's name: the `UIKit` module re-exports
/// this one declaration.
open class UIImage: NSObject, @unchecked Sendable {
    /// What a frame draws, or nil for an empty image.
    public let picture: Image?
    /// The image a `CGImage` made (`init(cgImage:)`, a renderer's), with its scale: a snapshot
    /// picture or a cropped photo (UIImage+CGImage.swift).
    let madeFromCGImage: CGImage?
    let cgImageScale: Double

    /// An empty image (`UIImage()`): size zero, nothing drawn.
    public override init() {
        picture = nil
        madeFromCGImage = nil
        cgImageScale = 1
        super.init()
    }

    /// An image of `cgImage` at `scale` pixels per point (UIKit's `init(cgImage:scale:orientation:)`).
    init(madeFrom cgImage: CGImage, scale: Double) {
        picture = nil
        madeFromCGImage = cgImage
        cgImageScale = scale > 0 ? scale : 1
        super.init()
    }

    /// The kit's procedural photo: a gradient from `seed`, `size` points at `scale` (not UIKit
    /// API: scenes use it where an app would load a file).
    public init(seed: UInt64, size: CGSize, scale: CGFloat = 1) {
        picture = Image(seed: seed, size: size, scale: Double(scale))
        madeFromCGImage = nil
        cgImageScale = 1
        super.init()
    }

    public convenience init(_ picture: Image) {
        self.init(seed: picture.seed, size: picture.size, scale: picture.scale)
    }

    /// `UIImage(named:)`: there are no asset catalogs here, so every name gives a photo-like
    /// placeholder whose seed and size come from the name alone — the same name is the same
    /// picture on every run and every machine. Never nil, so `UIImage(named: "x")!` is safe.
    public convenience init?(named name: String) {
        let hash = Image.nameHash(name)
        self.init(seed: hash, size: Image.plausibleSize(for: name, hash: hash))
    }

    open var size: CGSize {
        if let image = madeFromCGImage {
            return CGSize(width: Double(image.width) / cgImageScale, height: Double(image.height) / cgImageScale)
        }
        return picture?.size ?? .zero
    }
    open var scale: CGFloat {
        if madeFromCGImage != nil { return CGFloat(cgImageScale) }
        return picture.map { CGFloat($0.scale) } ?? 1
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return other.picture == picture && other.madeFromCGImage === madeFromCGImage
    }

    open override var hash: Int { picture?.hashValue ?? madeFromCGImage.map { ObjectIdentifier($0).hashValue } ?? 0 }
}
