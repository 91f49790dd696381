import TransitionKit
import UIKit

/// The demo photo library: procedural photos (seeded gradients) with real-world pixel sizes
/// and aspect ratios, so aspect-fit and aspect-fill maths match a camera roll's.
public enum StockPhotos {
    /// Landscape 3:2, portrait 3:4, square and panorama shots, in a fixed order.
    public static let sizes: [CGSize] = [
        CGSize(width: 4032, height: 3024), CGSize(width: 3024, height: 4032), CGSize(width: 3000, height: 3000),
        CGSize(width: 4032, height: 3024), CGSize(width: 3000, height: 2000), CGSize(width: 2000, height: 3000),
        CGSize(width: 4032, height: 3024), CGSize(width: 3024, height: 4032), CGSize(width: 6000, height: 2000),
    ]

    /// Photo `index`; index 4 is the 3000×2000 shot the source material measures with.
    public static func photo(_ index: Int) -> UIImage {
        UIImage(seed: 0xF1A0_0000 &+ UInt64(index), size: sizes[index % sizes.count])
    }

    /// Flowers for the Flower app scenes: 3:4 portraits.
    public static func flower(_ index: Int) -> UIImage {
        UIImage(seed: 0xF10E_0000 &+ UInt64(index), size: CGSize(width: 1200, height: 1600))
    }

    /// Pets for the Kodeco flip's "guess the pet" cards.
    public static func pet(_ index: Int) -> UIImage {
        UIImage(seed: 0x9E7_0000 &+ UInt64(index), size: CGSize(width: 1500, height: 2000))
    }
}
