import Foundation

/// CoreGraphics' `CGContext`, as an image context apps draw snapshots into: it records what
/// is drawn — captured subtrees (`drawHierarchy(in:afterScreenUpdates:)`, `render(in:)`),
/// images (`UIImage.draw(in:)`) and filled rectangles — as the layers of a picture, through
/// the current transform (`translateBy`, `scaleBy`, `concatenate`, saved and restored with
/// the graphics state). Nothing is rasterized; other drawing (paths, text) is reported
/// (CGContext+Paths.swift). The context a view's `draw(_:)` gets reports all its drawing.
public final class CGContext: @unchecked Sendable {
    /// The context's size in points and its pixels per point.
    let size: CGSize
    let scale: Double
    var state = GraphicsState()
    /// The current path, in the context's base space (points go through the CTM as added).
    var currentPath = CGMutablePath()
    /// The class of the view whose `draw(_:)` this context serves (View+Drawing.swift).
    var drawingView: String?
    /// Whether something was painted in a view's `draw(_:)` (CGContext+Paths.swift).
    var paintedForView = false
    private var saved: [GraphicsState] = []
    private var layers: [LayerFrame] = []
    private var contents: [Int: LayerContent] = [:]

    struct GraphicsState {
        var ctm = CGAffineTransform.identity
        var fill = Color.black
        var alpha = 1.0
        var stroke = Color.black
        var lineWidth = 1.0
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
    }

    init(size: CGSize, scale: Double, origin: CGPoint = .zero) {
        self.size = size
        self.scale = scale
        state.ctm = CGAffineTransform(translationX: -origin.x, y: -origin.y)
    }

    /// What has been drawn so far, as a picture of the context's size.
    func picture() -> CapturedPicture { CapturedPicture(size: size, layers: layers, contents: contents) }

    // MARK: Graphics state

    /// The current transformation matrix, in points (UIKit's top-left origin).
    public var ctm: CGAffineTransform { state.ctm }
    public func saveGState() { saved.append(state) }
    public func restoreGState() { if let last = saved.popLast() { state = last } }
    public func translateBy(x: CGFloat, y: CGFloat) { state.ctm = CGAffineTransform(translationX: x, y: y).concatenating(state.ctm) }
    public func scaleBy(x: CGFloat, y: CGFloat) { state.ctm = CGAffineTransform(scaleX: x, y: y).concatenating(state.ctm) }
    public func rotate(by angle: CGFloat) { state.ctm = CGAffineTransform(rotationAngle: angle).concatenating(state.ctm) }
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }
    public func setAlpha(_ alpha: CGFloat) { state.alpha = Double(alpha) }
    public func setFillColor(_ color: CGColor) { state.fill = color.rgba }

    // MARK: Drawing

    /// Fills `rect` with the fill colour; in a view's `draw(_:)`, reported at the call's line.
    public func fill(_ rect: CGRect, file: String = #filePath, line: Int = #line) {
        noteViewDrawing("fill(_:)", CallSite(filePath: file, line: line))
        fillRect(rect)
    }

    /// Fills `rect` with the fill colour (the engine's callers, which have no app line).
    @_disfavoredOverload
    public func fill(_ rect: CGRect) { fillRect(rect) }

    private func fillRect(_ rect: CGRect) {
        var frame = layerFrame(for: rect)
        frame.backgroundColor = state.fill
        append(frame, content: .none)
    }

    /// Fills the rectangles with the fill colour.
    public func fill(_ rects: [CGRect]) { for rect in rects { fillRect(rect) } }

    /// Clears `rect` to transparent: an image context starts transparent and frames draw
    /// nothing there, so a clear after drawing is reported.
    public func clear(_ rect: CGRect, file: String = #filePath, line: Int = #line) {
        guard !layers.isEmpty else { return }
        Timeline.current?.noteUnmodelled("CGContext.clear(_:) after drawing (ignored)", at: CallSite(filePath: file, line: line))
    }

    /// Draws `picture`'s part `crop` (in its points) into `rect` (in the context's current
    /// space), clipped to `rect`.
    func draw(_ picture: CapturedPicture, crop: CGRect, in rect: CGRect) {
        guard crop.width > 0, crop.height > 0 else { return }
        var container = layerFrame(for: rect)
        container.masksToBounds = true
        let containerID = append(container, content: .none)
        let map = CGAffineTransform(translationX: -crop.origin.x, y: -crop.origin.y)
            .concatenating(CGAffineTransform(scaleX: rect.width / crop.width, y: rect.height / crop.height))
            .concatenating(CGAffineTransform(translationX: rect.origin.x, y: rect.origin.y))
            .concatenating(state.ctm)
        let placed = picture.placed(by: map, opacity: state.alpha, firstID: layers.count + 1)
        for var layer in placed.layers {
            layer.parent = layer.parent ?? containerID
            layer.depth += 1
            layer.clip = [containerID] + layer.clip
            layers.append(layer)
        }
        contents.merge(placed.contents) { _, new in new }
    }

    /// Draws an image's content into `rect` (a snapshot's picture placed, a photo as content).
    func draw(_ image: UIImage, in rect: CGRect) {
        if let cgImage = image.madeFromCGImage, case .picture(let picture) = cgImage.source {
            let s = cgImage.pixelsPerPoint
            let crop = CGRect(
                x: cgImage.pixelRect.origin.x / s, y: cgImage.pixelRect.origin.y / s,
                width: cgImage.pixelRect.width / s, height: cgImage.pixelRect.height / s)
            draw(picture, crop: crop, in: rect)
            return
        }
        let content = image.layerContent(contentMode: .scaleToFill)
        guard !content.isNone else { return }
        var frame = layerFrame(for: rect)
        frame.hasContent = true
        append(frame, content: content)
    }

    private func layerFrame(for rect: CGRect) -> LayerFrame {
        let t = state.ctm
        let quad = Quad(
            topLeft: CGPoint(x: rect.minX, y: rect.minY).applying(t), topRight: CGPoint(x: rect.maxX, y: rect.minY).applying(t),
            bottomRight: CGPoint(x: rect.maxX, y: rect.maxY).applying(t), bottomLeft: CGPoint(x: rect.minX, y: rect.maxY).applying(t))
        return LayerFrame(
            id: 0, role: "drawing", parent: nil, depth: 0, size: rect.size, transform: .identity, quad: quad,
            opacity: state.alpha, cornerRadius: 0, backgroundColor: .clear, borderWidth: 0, borderColor: .black,
            clip: [], hasContent: false, masksToBounds: false)
    }

    @discardableResult
    private func append(_ frame: LayerFrame, content: LayerContent) -> Int {
        var frame = frame
        frame.id = layers.count + 1
        layers.append(frame)
        contents[frame.id] = content
        return frame.id
    }
}
