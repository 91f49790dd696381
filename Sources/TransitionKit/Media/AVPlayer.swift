import Foundation

/// AVFoundation's player, as video transitions use it: made, handed to a layer, played,
/// paused, seeked. Nothing is decoded and no video is drawn (a player layer draws its
/// background), so the first `play()` in a run is a `not-modelled` finding at the app's line.
/// The clock is modelled, because transition code reads it: a playing player's
/// `currentTime()` advances with the run's virtual clock at `rate` from where it was seeked,
/// so a thumbnail-to-player transition that resumes "from the same second" computes the same
/// value on every run. Items have no media, so their `duration` is indefinite and nothing
/// reaches its end.
open class AVPlayer: NSObject {
    /// `AVPlayer.Status`, `AVPlayer.TimeControlStatus` and `AVPlayer.ActionAtItemEnd`.
    public enum Status: Int, Sendable { case unknown, readyToPlay, failed }
    public enum TimeControlStatus: Int, Sendable { case paused, waitingToPlayAtSpecifiedRate, playing }
    public enum ActionAtItemEnd: Int, Sendable { case advance, pause, none }

    open private(set) var currentItem: AVPlayerItem?
    open var isMuted = false
    open var volume: Float = 1
    open var actionAtItemEnd: ActionAtItemEnd = .pause
    open var automaticallyWaitsToMinimizeStalling = true
    /// `.readyToPlay` once it has an item (there is nothing to load).
    open var status: Status { currentItem == nil ? .unknown : .readyToPlay }
    open var timeControlStatus: TimeControlStatus { rate == 0 ? .paused : .playing }

    /// Seconds of media at `anchorTime` on the run's clock; playing advances from there.
    private var anchorSeconds = 0.0
    private var anchorTime = 0.0
    private var storedRate: Float = 0

    public override init() { super.init() }

    public convenience init(url URL: URL) { self.init(playerItem: AVPlayerItem(url: URL)) }

    public init(playerItem item: AVPlayerItem?) {
        currentItem = item
        super.init()
    }

    open func replaceCurrentItem(with item: AVPlayerItem?) {
        currentItem = item
        seekSeconds(0)
    }

    /// 0 paused, 1 playing; setting it plays or pauses, as on iOS.
    open var rate: Float {
        get { storedRate }
        set {
            anchorSeconds = currentSeconds
            anchorTime = Self.now
            storedRate = newValue
        }
    }

    open func play(file: String = #filePath, line: Int = #line) {
        Timeline.current?.noteUnmodelled(
            "AVPlayer.play() (video is not decoded or drawn: the player's clock runs, its layer shows its background)",
            at: CallSite(filePath: file, line: line))
        rate = 1
    }

    open func pause() { rate = 0 }

    open func currentTime() -> CMTime { CMTime(seconds: currentSeconds, preferredTimescale: 600) }

    open func seek(to time: CMTime) { seekSeconds(time.isNumeric ? time.seconds : 0) }

    /// Done at once (nothing to load): the handler runs on the next turn with `true`.
    open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
        seek(to: time)
        if let timeline = Timeline.current { timeline.schedule(at: timeline.now) { completionHandler(true) } }
    }

    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) { seek(to: time) }

    /// Never called back: no playback progress is modelled. Reported at the app's line.
    open func addPeriodicTimeObserver(
        forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping @Sendable (CMTime) -> Void,
        file: String = #filePath, line: Int = #line
    ) -> Any {
        Timeline.current?.noteUnmodelled(
            "AVPlayer.addPeriodicTimeObserver (time observers are not called)", at: CallSite(filePath: file, line: line))
        return NSObject()
    }

    open func addBoundaryTimeObserver(
        forTimes times: [NSValue], queue: DispatchQueue?, using block: @escaping @Sendable () -> Void,
        file: String = #filePath, line: Int = #line
    ) -> Any {
        Timeline.current?.noteUnmodelled(
            "AVPlayer.addBoundaryTimeObserver (time observers are not called)", at: CallSite(filePath: file, line: line))
        return NSObject()
    }

    open func removeTimeObserver(_ observer: Any) {}

    private static var now: Double { Timeline.current?.now ?? 0 }

    private var currentSeconds: Double { anchorSeconds + Double(storedRate) * (Self.now - anchorTime) }

    private func seekSeconds(_ seconds: Double) {
        anchorSeconds = seconds
        anchorTime = Self.now
    }
}

/// `AVQueuePlayer`: a player over a list of items; only the first is current here.
open class AVQueuePlayer: AVPlayer {
    public init(items: [AVPlayerItem]) { super.init(playerItem: items.first) }
    public override init() { super.init() }
}

/// AVFoundation's asset: a URL and no media (nothing is read).
open class AVAsset: NSObject {
    public let url: URL?
    init(assetURL: URL?) {
        url = assetURL
        super.init()
    }
    public convenience init(url URL: URL) { self.init(assetURL: URL) }
    /// Indefinite: the media is never read.
    open var duration: CMTime { .indefinite }
}

open class AVURLAsset: AVAsset {
    public init(url URL: URL, options: [String: Any]? = nil) { super.init(assetURL: URL) }
}

/// An item of a player: its asset, no media.
open class AVPlayerItem: NSObject {
    public enum Status: Int, Sendable { case unknown, readyToPlay, failed }
    /// `AVPlayerItem.didPlayToEndTimeNotification`: never posted here (no item reaches its end).
    public static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")

    public let asset: AVAsset
    open var status: Status { .readyToPlay }
    open var duration: CMTime { asset.duration }

    public init(asset: AVAsset) {
        self.asset = asset
        super.init()
    }

    public convenience init(url URL: URL) { self.init(asset: AVAsset(url: URL)) }
}

extension Notification.Name {
    /// The Swift 4-era spelling apps still write (`.AVPlayerItemDidPlayToEndTime`).
    public static let AVPlayerItemDidPlayToEndTime = AVPlayerItem.didPlayToEndTimeNotification
}
