import Foundation

/// Content that changes over a run: `imageView.image = …` or `layer.contents = …` after the
/// start (a snapshot taken mid-transition, a photo swapped in a completion block). The scene
/// lists every version such a layer shows (`contentVersions`), and each frame of the layer
/// names the one it shows then (`contentVersion`); a layer whose content never changes during
/// the run sends neither, so its frames are what they were (docs/protocol.md, "Content that
/// changes over a run").
final class ContentVersions: @unchecked Sendable {
    private(set) var list: [LayerContent] = []
    private var index: [LayerContent: Int] = [:]

    /// The version number of `content`, added when new.
    func version(of content: LayerContent) -> Int {
        if let known = index[content] { return known }
        list.append(content)
        index[content] = list.count - 1
        return list.count - 1
    }
}

extension CALayer {
    /// Records a change of `content` made after the run started: from now on frames show the
    /// new version, before it the old one. Only a replacement is versioned — content that was
    /// on a layer in the tree and is swapped or removed; content given to a layer that had
    /// none (an image view made, or filled, as it is added) shows from the layer's first frame,
    /// as it always has, so frames of runs that swap nothing are unchanged.
    func contentDidChange(from old: LayerContent) {
        guard content != old, !old.isNone || !surface.contentChanges.isEmpty, parentLayer != nil,
            let timeline = Timeline.current, timeline.now > 0
        else { return }
        var changes = surface.contentChanges
        if changes.isEmpty { changes.append((-Double.infinity, timeline.contentVersions.version(of: old))) }
        let version = timeline.contentVersions.version(of: content)
        if let last = changes.last, last.time == timeline.now {
            changes[changes.count - 1].version = version
        } else {
            changes.append((timeline.now, version))
        }
        var s = surface
        s.contentChanges = changes
        // Frames then evaluate this layer's drawing fields at their own time.
        s.animatesDrawing = true
        surface = s
    }

    /// `contents` (a `CGImage`) as the content frames draw, fitted by `contentsGravity`.
    func contentsDidChange() {
        let image = surface.contents as? CGImage
        content = image?.content(contentMode: surface.contentsGravity.contentMode) ?? .none
    }

    /// `,"contentsRect":[…]` when not the whole image, and `,"contentVersion":n` at a frame's
    /// time for a layer whose content changed during the run.
    func appendContentFields(_ s: LayerSurface, to text: inout String, at time: DrawingTime?) {
        let r = s.contentsRect
        if r != CGRect(x: 0, y: 0, width: 1, height: 1) {
            text +=
                #","contentsRect":["#
                + [r.origin.x, r.origin.y, r.width, r.height].map { LayerDrawing.number(Double($0)) }.joined(separator: ",") + "]"
        }
        appendContentsCenter(s, to: &text)
        guard let time, !s.contentChanges.isEmpty else { return }
        let version = s.contentChanges.last { $0.time <= time.t }?.version ?? s.contentChanges[0].version
        text += #","contentVersion":"# + String(version)
    }
}

extension CALayerContentsGravity {
    /// The content mode frames draw with; the edge gravities are reported and drawn centred.
    var contentMode: ContentMode {
        switch self {
        case .resize: return .scaleToFill
        case .resizeAspect: return .scaleAspectFit
        case .resizeAspectFill: return .scaleAspectFill
        case .center: return .center
        default:
            Timeline.current?.noteUnmodelled("contentsGravity .\(rawValue) (drawn centred)")
            return .center
        }
    }
}
