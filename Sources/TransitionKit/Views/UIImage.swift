import Foundation

/// UIKit's `UIImage`: a class, as in UIKit, so `UIImage()`, subclasses and convenience
/// initialisers in an app's extensions compile. It wraps the engine's procedural photo (`Image`,
/// a seeded gradient of a known size), which frames draw; `UIImage()` has no picture and a zero
/// size, as UIKit's empty image. Declared under UIKit's name: the `UIKit` module re-exports
/// this one declaration.
open class UIImage: NSObject, @unchecked Sendable {
    /// What a frame draws, or nil for an empty image.
    public let picture: Image?

    /// An empty image (`UIImage()`): size zero, nothing drawn.
    public override init() {
        picture = nil
        super.init()
    }

    /// The kit's procedural photo: a gradient from `seed`, `size` points at `scale` (not UIKit
    /// API: scenes use it where an app would load a file).
    public init(seed: UInt64, size: CGSize, scale: CGFloat = 1) {
        picture = Image(seed: seed, size: size, scale: Double(scale))
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

    open var size: CGSize { picture?.size ?? .zero }
    open var scale: CGFloat { picture.map { CGFloat($0.scale) } ?? 1 }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIImage)?.picture == picture
    }

    open override var hash: Int { picture?.hashValue ?? 0 }
}
