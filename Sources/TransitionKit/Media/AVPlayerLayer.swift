import Foundation

/// AVFoundation's `AVLayerVideoGravity`.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}

/// `AVPlayerLayer`: the layer a player's video is drawn in — most often a view's backing layer
/// (`override class var layerClass: AnyClass { AVPlayerLayer.self }`, View+LayerClass.swift).
/// A layer like any other here (geometry, background, corners, animations); the video itself
/// is not drawn, which `AVPlayer.play()` reports.
open class AVPlayerLayer: CALayer {
    open var player: AVPlayer?
    /// `.resizeAspect` by default, as documented.
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// Whether a first video frame is ready: never here (no frame is decoded).
    open var isReadyForDisplay: Bool { false }
    /// Where the video is drawn in the layer: `.zero` ("no video is displayed").
    open var videoRect: CGRect { .zero }

    public override init() { super.init() }

    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let source = layer as? AVPlayerLayer {
            player = source.player
            videoGravity = source.videoGravity
        }
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// AVKit's `AVPlayerViewController`: a screen with a player, presented or pushed like any
/// view controller (its transitions are modelled); its view is black, as the system player's,
/// with the video and the playback controls not drawn.
open class AVPlayerViewController: ViewController {
    open var player: AVPlayer?
    open var showsPlaybackControls = true
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    open var entersFullScreenWhenPlaybackBegins = false
    open var exitsFullScreenWhenPlaybackEnds = false

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
    }
}
