import UIKit

/// The demo photo library: procedural photos (seeded gradients) with real-world pixel sizes
/// and aspect ratios, so aspect-fit and aspect-fill maths match real photos'.
enum PhotoLibrary {
    /// Landscape 3:2, portrait 3:4, square and panorama shots, in a fixed order.
    static let sizes: [Size] = [
        Size(width: 4032, height: 3024), Size(width: 3024, height: 4032), Size(width: 3000, height: 3000),
        Size(width: 4032, height: 3024), Size(width: 3000, height: 2000), Size(width: 2000, height: 3000),
        Size(width: 4032, height: 3024), Size(width: 3024, height: 4032), Size(width: 6000, height: 2000),
    ]

    /// Photo `index` of the library (the card's cover is photo 2, a square shot).
    static func photo(_ index: Int) -> UIImage {
        UIImage(seed: 0xF1A0_0000 &+ UInt64(index), size: sizes[index % sizes.count])
    }

    /// Flowers for the Flower app scenes: 3:4 portraits.
    static func flower(_ index: Int) -> UIImage {
        UIImage(seed: 0xF10E_0000 &+ UInt64(index), size: Size(width: 1200, height: 1600))
    }
}
