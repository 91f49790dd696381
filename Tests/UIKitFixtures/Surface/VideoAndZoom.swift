import UIKit

// Issue #24: views that choose their backing layer, iOS 18's zoom transition and a video
// screen, as apps write them (an app's file says `import AVFoundation`; in a folder entry that
// import becomes `import UIKit`, which declares the names). Tests/UIKitTests/VideoAndZoomTests.swift
// runs them.

/// A gradient view: the backing layer is the gradient.
public final class GradientBackdropView: UIView {
    public override class var layerClass: AnyClass { CAGradientLayer.self }
    public var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
        gradientLayer.startPoint = CGPoint(x: 0.5, y: 1)
        gradientLayer.endPoint = CGPoint(x: 0.5, y: 0)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A progress ring drawn by its own shape layer (`static`, as Apple's sample writes it).
public final class RingView: UIView {
    public override static var layerClass: AnyClass { CAShapeLayer.self }
    public var ring: CAShapeLayer { layer as! CAShapeLayer }
}

/// Apple's documented player view: `AVPlayerLayer` as the backing layer.
public final class PlayerView: UIView {
    public override static var layerClass: AnyClass { AVPlayerLayer.self }
    public var player: AVPlayer? {
        get { playerLayer.player }
        set { playerLayer.player = newValue }
    }
    public var playerLayer: AVPlayerLayer { layer as! AVPlayerLayer }
}

/// An app's own layer class as a backing layer: made as the kit's nearest class, reported.
public final class ShimmerLayer: CAGradientLayer {}

public final class ShimmerView: UIView {
    public override class var layerClass: AnyClass { ShimmerLayer.self }
}

/// A grid with one thumbnail that opens a clip with the iOS 18 zoom.
public final class ClipsGridViewController: UIViewController {
    public let thumbnail = UIImageView(frame: CGRect(x: 40, y: 200, width: 100, height: 100))
    public private(set) var sourceRequests = 0
    /// Whether the provider has a view to give (a thumbnail scrolled away has none).
    public var thumbnailOnScreen = true

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        thumbnail.accessibilityIdentifier = "thumbnail"
        view.addSubview(thumbnail)
    }

    public func makeClip(dimming: UIColor? = .black) -> ClipViewController {
        let clip = ClipViewController()
        let options = UIViewController.Transition.ZoomOptions()
        options.dimmingColor = dimming
        options.alignmentRectProvider = { context in
            guard let zoomed = context.zoomedViewController as? ClipViewController else { return nil }
            _ = context.sourceView
            return zoomed.videoFrame
        }
        clip.preferredTransition = .zoom(options: options) { [weak self] context in
            guard let self, context.zoomedViewController is ClipViewController, context.sourceViewController === self else { return nil }
            sourceRequests += 1
            return thumbnailOnScreen ? thumbnail : nil
        }
        return clip
    }
}

/// The zoomed screen: a player view that resumes the clip where the thumbnail was.
public final class ClipViewController: UIViewController {
    public let videoFrame = CGRect(x: 0, y: 100, width: 375, height: 375)
    public let playerView = PlayerView()
    public let player = AVPlayer(url: URL(fileURLWithPath: "/clips/harbour.mov"))
    public var resumeAt = CMTime(seconds: 1.5, preferredTimescale: 600)

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "clip"
        view.backgroundColor = .black
        playerView.frame = videoFrame
        playerView.player = player
        playerView.playerLayer.videoGravity = .resizeAspectFill
        view.addSubview(playerView)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        player.seek(to: resumeAt, toleranceBefore: .zero, toleranceAfter: .zero)
        player.play()
    }
}

/// The other iOS 18 transitions as values, and the modal style one plays.
public func iOS18Transitions() -> [UIViewController.Transition] {
    [.coverVertical, .crossDissolve, .flipHorizontal, .partialCurl, .zoom { _ in nil }]
}

/// Every video and zoom member the docs' tables name, as a player screen's code touches them.
public func videoSurface(player: AVPlayer, options: UIViewController.Transition.ZoomOptions) -> [Any] {
    let asset: AVAsset = AVAsset(url: URL(fileURLWithPath: "/clips/b.mov"))
    let urlAsset = AVURLAsset(url: URL(fileURLWithPath: "/clips/c.mov"), options: nil)
    let queue = AVQueuePlayer(items: [AVPlayerItem(asset: asset), AVPlayerItem(url: URL(fileURLWithPath: "/clips/d.mov"))])
    player.replaceCurrentItem(with: AVPlayerItem(asset: urlAsset))
    player.actionAtItemEnd = .none
    player.isMuted = true
    player.volume = 0.5
    player.rate = 0
    player.pause()
    let token = player.addPeriodicTimeObserver(forInterval: CMTimeMake(value: 1, timescale: 30), queue: .main) { time in
        _ = CMTimeGetSeconds(time)
    }
    let boundary = player.addBoundaryTimeObserver(forTimes: [], queue: nil) {}
    player.removeTimeObserver(token)
    player.removeTimeObserver(boundary)
    let values: CMTimeValue = 3
    let scale: CMTimeScale = 600
    let epoch: CMTimeEpoch = 0
    let exact = CMTime(value: values, timescale: scale, flags: CMTimeFlags.valid, epoch: epoch)
    let sum = CMTimeAdd(exact, CMTimeMakeWithSeconds(0.5, preferredTimescale: scale))
    let difference = CMTimeSubtract(sum, exact)
    let ordered = CMTimeCompare(sum, difference) > 0 && CMTime.negativeInfinity < CMTime.positiveInfinity
    let special = [CMTime.indefinite.isValid, CMTime.invalid.isNumeric, exact.flags.contains(.hasBeenRounded), exact.epoch == 0, exact.timescale == 600]
    let layer = AVPlayerLayer(player: player)
    let gravity: AVLayerVideoGravity = .resizeAspectFill
    layer.videoGravity = gravity
    let screen = AVPlayerViewController()
    screen.player = player
    screen.showsPlaybackControls = false
    options.interactiveDismissShouldBegin = { (context: UIViewController.Transition.ZoomOptions.InteractionContext) in
        context.willBegin && context.velocity.dy > 0 && context.location.y > 0
    }
    options.alignmentRectProvider = { (context: UIViewController.Transition.ZoomOptions.AlignmentRectContext) in
        context.sourceView.bounds
    }
    let provider: (UIViewController.Transition.ZoomSourceViewProviderContext) -> UIView? = { $0.sourceViewController.view }
    let observer = NotificationCenter.default.addObserver(forName: .AVPlayerItemDidPlayToEndTime, object: nil, queue: nil) { _ in }
    NotificationCenter.default.removeObserver(observer)
    return [
        queue.currentItem as Any, player.currentTime(), player.timeControlStatus, ordered, special, layer.isReadyForDisplay,
        layer.videoRect, AVPlayerItem.didPlayToEndTimeNotification, UIViewController.Transition.zoom(options: options, sourceViewProvider: provider),
    ]
}
