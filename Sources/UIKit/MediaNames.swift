// AVFoundation, AVKit and Core Media as video transitions use them (TransitionKit's Media/). A
// folder entry's `import AVFoundation`, `import AVKit` and `import CoreMedia` become
// `import UIKit` in its rewritten copy, so `UIKit` declares these names (docs/bring-your-own.md,
// "Video: AVFoundation and Core Media").
@_exported import class TransitionKit.AVAsset
@_exported import struct TransitionKit.AVLayerVideoGravity
@_exported import class TransitionKit.AVPlayer
@_exported import class TransitionKit.AVPlayerItem
@_exported import class TransitionKit.AVPlayerLayer
@_exported import class TransitionKit.AVPlayerViewController
@_exported import class TransitionKit.AVQueuePlayer
@_exported import class TransitionKit.AVURLAsset
@_exported import struct TransitionKit.CMTime
@_exported import func TransitionKit.CMTimeAdd
@_exported import func TransitionKit.CMTimeCompare
@_exported import typealias TransitionKit.CMTimeEpoch
@_exported import struct TransitionKit.CMTimeFlags
@_exported import func TransitionKit.CMTimeGetSeconds
@_exported import func TransitionKit.CMTimeMake
@_exported import func TransitionKit.CMTimeMakeWithSeconds
@_exported import typealias TransitionKit.CMTimeScale
@_exported import func TransitionKit.CMTimeSubtract
@_exported import typealias TransitionKit.CMTimeValue
