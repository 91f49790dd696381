import UIKit

/// The demo photo library: procedural photos (seeded gradients) with real-world pixel sizes
/// and aspect ratios, so aspect-fit and aspect-fill maths match real photos'.
enum PhotoLibrary {
    /// Flowers for the Flower app scenes: 3:4 portraits.
    static func flower(_ index: Int) -> UIImage {
        UIImage(seed: 0xF10E_0000 &+ UInt64(index), size: Size(width: 1200, height: 1600))
    }
}
