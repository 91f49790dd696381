import UIKit

/// The camera roll: seeded photo-like images with real-world pixel sizes and aspect ratios,
/// so aspect-fit and aspect-fill maths match a phone's photos.
enum PhotoLibrary {
    /// Landscape 3:2, portrait 3:4, square and panorama shots, in a fixed order.
    static let sizes: [CGSize] = [
        CGSize(width: 4032, height: 3024), CGSize(width: 3024, height: 4032), CGSize(width: 3000, height: 3000),
        CGSize(width: 4032, height: 3024), CGSize(width: 3000, height: 2000), CGSize(width: 2000, height: 3000),
        CGSize(width: 4032, height: 3024), CGSize(width: 3024, height: 4032), CGSize(width: 6000, height: 2000),
    ]

    /// Photo `index`; index 4 is the 3000×2000 shot the zoom is measured with.
    static func photo(_ index: Int) -> UIImage {
        return UIImage(seed: 0xF1A0_0000 &+ UInt64(index), size: sizes[index % sizes.count])
    }
}
