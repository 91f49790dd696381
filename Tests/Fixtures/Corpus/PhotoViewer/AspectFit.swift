import UIKit

/// The aspect-fit rectangle of an image in a frame (what `AVMakeRect(aspectRatio:insideRect:)`
/// gives; written out because the viewer also runs where AVFoundation is not linked).
func aspectFitRect(for size: CGSize, in bounds: CGRect) -> CGRect {
    guard size.width > 0, size.height > 0 else { return bounds }
    let scale = min(bounds.width / size.width, bounds.height / size.height)
    let fitted = CGSize(width: size.width * scale, height: size.height * scale)
    return CGRect(x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2,
                  width: fitted.width, height: fitted.height)
}
