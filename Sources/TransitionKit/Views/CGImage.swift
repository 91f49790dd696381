import Foundation

/// CoreGraphics' `CGImage`: an immutable bitmap of `width` × `height` pixels. Here it is what
/// the pixels would show rather than the pixels: a procedural photo or a captured picture
/// (a snapshot: `CapturedPicture`), at a number of pixels per point, and the part of it the
/// image keeps (`cropping(to:)`). A layer draws it as content (`CALayer.contents`).
public final class CGImage: @unchecked Sendable {
    enum Source {
        case photo(Image)
        case picture(CapturedPicture)
    }

    let source: Source
    /// Pixels per point of the source (a renderer's `format.scale`, a photo's scale).
    let pixelsPerPoint: Double
    /// The part of the source this image is, in the source's pixels.
    let pixelRect: CGRect

    init(source: Source, pixelsPerPoint: Double, pixelRect: CGRect) {
        self.source = source
        self.pixelsPerPoint = pixelsPerPoint > 0 ? pixelsPerPoint : 1
        self.pixelRect = pixelRect
    }

    /// A whole picture at `scale` pixels per point (what a renderer's image holds).
    convenience init(picture: CapturedPicture, scale: Double) {
        let s = scale > 0 ? scale : 1
        self.init(
            source: .picture(picture), pixelsPerPoint: s,
            pixelRect: CGRect(x: 0, y: 0, width: (picture.size.width * s).rounded(), height: (picture.size.height * s).rounded()))
    }

    /// The captured picture and the part of it this image shows, in the picture's points; nil
    /// for a photo (not UIKit API: for inspectors and tests).
    public var snapshot: SnapshotContent? {
        guard case .picture(let picture) = source else { return nil }
        return SnapshotContent(picture: picture, rect: pointRect)
    }

    /// `pixelRect` in the source's points.
    var pointRect: CGRect {
        CGRect(
            x: pixelRect.origin.x / pixelsPerPoint, y: pixelRect.origin.y / pixelsPerPoint,
            width: pixelRect.width / pixelsPerPoint, height: pixelRect.height / pixelsPerPoint)
    }

    public var width: Int { Int(pixelRect.width) }
    public var height: Int { Int(pixelRect.height) }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { width * 4 }

    /// `cropping(to:)`: the pixels of `rect` (in this image's pixel coordinates, top-left
    /// origin), made integral and limited to the image, as CoreGraphics documents; nil when
    /// nothing is left. The crop shares the source, so it shows the same captured moment.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
        let bounds = CGRect(x: 0, y: 0, width: pixelRect.width, height: pixelRect.height)
        let kept = rect.standardized.integral.intersection(bounds)
        guard !kept.isNull, kept.width > 0, kept.height > 0 else { return nil }
        return CGImage(
            source: source, pixelsPerPoint: pixelsPerPoint,
            pixelRect: kept.offsetBy(dx: pixelRect.origin.x, dy: pixelRect.origin.y))
    }

    /// What a layer showing this image draws with `mode`. A cropped photo is drawn whole and
    /// reported: photos are painted procedurally, by seed, without a crop.
    func content(contentMode mode: ContentMode) -> LayerContent {
        switch source {
        case .picture(let picture):
            return .snapshot(SnapshotContent(picture: picture, rect: pointRect), contentMode: mode)
        case .photo(let image):
            if pixelRect.size != image.pixelSize || pixelRect.origin != .zero {
                Timeline.current?.noteUnmodelled("CGImage.cropping(to:) of a photo (drawn uncropped)")
            }
            return .image(image, contentMode: mode)
        }
    }
}

extension UIImage {
    /// `UIImage(cgImage:)`: one pixel per point.
    public convenience init(cgImage: CGImage) {
        self.init(madeFrom: cgImage, scale: 1)
    }

    /// `UIImage(cgImage:scale:orientation:)`. Only `.up` is drawn as UIKit would; another
    /// orientation is reported and drawn up.
    /// UIKit's exact signature; calls resolve to the overload below, which knows the caller's
    /// file and line (disfavoured as `present(_:animated:completion:)`'s is).
    @_disfavoredOverload
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.init(madeFrom: cgImage, scale: Double(scale))
        if orientation != .up { Timeline.current?.noteUnmodelled("UIImage orientation .\(orientation) (drawn .up)") }
    }

    /// `UIImage(cgImage:scale:orientation:)` as app code calls it: `file` and `line` say where
    /// another orientation than `.up` was asked for.
    public convenience init(
        cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation, file: String = #filePath, line: Int = #line
    ) {
        self.init(madeFrom: cgImage, scale: Double(scale))
        if orientation != .up {
            Timeline.current?.noteUnmodelled("UIImage orientation .\(orientation) (drawn .up)", at: CallSite(filePath: file, line: line))
        }
    }

    /// `UIImage.Orientation`, with UIKit's raw values.
    public enum Orientation: Int, Sendable, Hashable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    public var imageOrientation: UIImage.Orientation { .up }

    /// The image's `CGImage`: a renderer's snapshot, a crop, or a photo's whole bitmap; nil
    /// for an empty `UIImage()`.
    public var cgImage: CGImage? {
        if let madeFromCGImage { return madeFromCGImage }
        guard let picture else { return nil }
        return CGImage(
            source: .photo(picture), pixelsPerPoint: picture.scale,
            pixelRect: CGRect(origin: .zero, size: picture.pixelSize))
    }

    /// What an image view or layer draws for this image.
    func layerContent(contentMode: ContentMode) -> LayerContent {
        if let madeFromCGImage { return madeFromCGImage.content(contentMode: contentMode) }
        return picture.map { .image($0, contentMode: contentMode) } ?? .none
    }
}
