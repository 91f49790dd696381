import Foundation
import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures

/// `layerClass`, iOS 18's zoom transition, and AVFoundation/Core Media as video transitions use
/// them (Tests/UIKitFixtures/Surface/VideoAndZoom.swift).
@Suite("layerClass, the iOS 18 zoom and video")
struct VideoAndZoomTests {
    static let device = Device.iPhoneX

    @Test("override class var layerClass makes the backing layer of that class; an app's own class is the nearest kit class, reported")
    func layerClass() {
        #expect(type(of: UIView().layer) == CALayer.self)
        let gradient = GradientBackdropView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(gradient.layer is CAGradientLayer)
        expectEqual(gradient.gradientLayer.startPoint, CGPoint(x: 0.5, y: 1))
        #expect(gradient.layer.delegate === gradient, "the view is its layer's delegate")
        expectEqual(gradient.layer.frame, CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(RingView().layer is CAShapeLayer)
        let playerView = PlayerView()
        let player = AVPlayer()
        playerView.player = player
        #expect(playerView.playerLayer.player === player)
        expectEqual(playerView.playerLayer.videoGravity, .resizeAspect, "documented default")
        let timeline = Timeline()
        timeline.perform {
            let shimmer = ShimmerView()
            #expect(type(of: shimmer.layer) == CAGradientLayer.self)
        }
        #expect(timeline.unmodelled.contains { $0.feature.contains("layerClass ShimmerLayer") })
    }

    @Test("CMTime: rational values, rounding, comparison by meaning, arithmetic and the special times")
    func cmTime() {
        let t = CMTime(seconds: 1.5, preferredTimescale: 600)
        #expect(t.value == 900 && t.timescale == 600 && t.seconds == 1.5)
        #expect(!t.flags.contains(.hasBeenRounded))
        expectEqual(CMTime(seconds: 0.3333, preferredTimescale: 10).value, 3)
        #expect(CMTime(seconds: 0.3333, preferredTimescale: 10).flags.contains(.hasBeenRounded))
        expectEqual(CMTimeMake(value: 1, timescale: 2), CMTime(value: 2, timescale: 4))
        #expect(CMTimeMake(value: 1, timescale: 3) < CMTimeMake(value: 1, timescale: 2))
        expectEqual(CMTimeGetSeconds(CMTimeMake(value: 1, timescale: 2) + CMTimeMake(value: 1, timescale: 4)), 0.75)
        expectEqual((CMTimeMakeWithSeconds(2, preferredTimescale: 1) - CMTime(value: 1, timescale: 2)).seconds, 1.5)
        #expect(CMTimeGetSeconds(.invalid).isNaN && !CMTime(value: 1, timescale: 0).isValid)
        #expect(CMTime.indefinite.seconds.isNaN && CMTime.positiveInfinity.seconds == .infinity)
        expectEqual(CMTime.positiveInfinity + t, .positiveInfinity)
        #expect(!(CMTime.positiveInfinity + CMTime.negativeInfinity).isValid)
        #expect(CMTime.negativeInfinity < t && t < CMTime.positiveInfinity && CMTime.positiveInfinity < CMTime.indefinite)
        expectEqual(CMTime(seconds: 0.5, preferredTimescale: CMTimeScale(NSEC_PER_SEC)).value, 500_000_000)
    }

    @Test("AVPlayer's clock runs on the run's virtual time at its rate; play() is reported at the app's line; observers never fire")
    func playerClock() {
        let timeline = Timeline()
        let player = AVPlayer(playerItem: AVPlayerItem(url: URL(fileURLWithPath: "/clips/a.mov")))
        timeline.perform {
            #expect(player.status == .readyToPlay && player.timeControlStatus == .paused)
            expectEqual(player.currentItem?.duration.isIndefinite, true, "no media is read")
            player.seek(to: CMTime(seconds: 1.5, preferredTimescale: 600))
            player.play()
            _ = player.addPeriodicTimeObserver(forInterval: CMTime(value: 1, timescale: 2), queue: .main) { _ in }
        }
        timeline.endTurn()
        timeline.advance(to: 2)
        timeline.perform {
            expectEqual(player.currentTime().seconds, 3.5)
            expectEqual(player.timeControlStatus, .playing)
            player.rate = 2
        }
        timeline.endTurn()
        timeline.advance(to: 2.5)
        timeline.perform {
            expectEqual(player.currentTime().seconds, 4.5, "twice as fast from 3.5")
            player.pause()
        }
        timeline.endTurn()
        timeline.advance(to: 4)
        timeline.perform { expectEqual(player.currentTime().seconds, 4.5, "paused") }
        let play = timeline.unmodelled.first { $0.feature.hasPrefix("AVPlayer.play()") }
        expectEqual(play?.location?.file.hasSuffix("VideoAndZoomTests.swift"), true)
        #expect(timeline.unmodelled.contains { $0.feature.hasPrefix("AVPlayer.addPeriodicTimeObserver") })
    }

    /// The grid shown, the clip presented (animated) with the zoom.
    static func presentClip(_ configure: @escaping (ClipsGridViewController) -> Void = { _ in }) throws
        -> (TransitionRun, ClipsGridViewController, ClipViewController)
    {
        var shown: (ClipsGridViewController, ClipViewController)?
        let run = try TransitionRun(window: UIWindow(frame: Self.device.bounds)) { window in
            let grid = ClipsGridViewController()
            window.rootViewController = grid
            window.makeKeyAndVisible()
            configure(grid)
            let clip = grid.makeClip()
            grid.present(clip, animated: true)
            shown = (grid, clip)
        }
        let (grid, clip) = try #require(shown)
        return (run, grid, clip)
    }

    static func layer(_ role: String, in frame: FrameState) -> LayerFrame? { frame.layers.first { $0.role == role } }

    @Test("present with .zoom: the clip starts with its alignment rectangle on the thumbnail, springs to full screen; the thumbnail hides meanwhile")
    func zoomPresent() throws {
        let (run, grid, clip) = try Self.presentClip()
        let end = run.runToCompletion()
        expectEqual(end, ZoomTransitionAnimator.duration)
        let first = try #require(Self.layer("clip", in: run.frame(at: 0)))
        // The alignment rect (0, 100, 375, 375) lands on the thumbnail (40, 200, 100, 100):
        // scale 100/375, so the view's top-left is at (40, 200 − 100·100/375).
        #expect(abs(first.quad.topLeft.x - 40) < 1e-9)
        #expect(abs(first.quad.topLeft.y - (200 - 100 * 100 / 375.0)) < 1e-9)
        #expect(abs((first.quad.topRight.x - first.quad.topLeft.x) - 100) < 1e-9, "the thumbnail's width")
        let middle = run.frame(at: end / 2)
        #expect(Self.layer("thumbnail", in: middle) == nil, "the source is hidden while it is in the zoomed view")
        let dimming = try #require(Self.layer("zoomDimming", in: middle))
        #expect(dimming.opacity > 0 && dimming.opacity < 1)
        let last = run.frame(at: end)
        #expect(Self.layer("zoomDimming", in: last) == nil)
        expectEqual(Self.layer("clip", in: last)?.quad.topLeft, CGPoint(x: 0, y: 0))
        expectEqual(clip.view.frame, CGRect(origin: .zero, size: Self.device.screenSize), ".automatic under the zoom is full screen")
        expectEqual(grid.sourceRequests, 1)
        #expect(!grid.thumbnail.isHidden)
        expectEqual(clip.player.timeControlStatus, .playing, "viewDidAppear ran")
    }

    @Test("dismiss with .zoom: the provider is asked again and the clip springs back onto the thumbnail")
    func zoomDismiss() throws {
        var shown: (ClipsGridViewController, ClipViewController)?
        let run = try TransitionRun(window: UIWindow(frame: Self.device.bounds)) { window in
            let grid = ClipsGridViewController()
            window.rootViewController = grid
            window.makeKeyAndVisible()
            let clip = grid.makeClip(dimming: nil)
            grid.present(clip, animated: false)
            clip.dismiss(animated: true)
            shown = (grid, clip)
        }
        let (grid, _) = try #require(shown)
        let end = run.runToCompletion()
        expectEqual(grid.sourceRequests, 1, "asked once: for the dismissal (the presentation was not animated)")
        let nearEnd = try #require(Self.layer("clip", in: run.frame(at: end * 0.999)))
        #expect(abs(nearEnd.quad.topLeft.x - 40) < 0.5 && abs((nearEnd.quad.topRight.x - nearEnd.quad.topLeft.x) - 100) < 0.5)
        #expect(nearEnd.opacity < 0.1, "fading out into the thumbnail")
        #expect(Self.layer("zoomDimming", in: run.frame(at: end / 2)) == nil, "no dimming colour, no dimming view")
        #expect(!grid.thumbnail.isHidden && grid.presentedViewController == nil)
    }

    @Test("no source view: the zoomed screen cross-fades")
    func zoomWithoutSource() throws {
        let (run, _, _) = try Self.presentClip { $0.thumbnailOnScreen = false }
        let end = run.runToCompletion()
        #expect(Self.layer("clip", in: run.frame(at: 0)) == nil, "fully transparent: not drawn")
        let middle = try #require(Self.layer("clip", in: run.frame(at: end / 2)))
        #expect(abs(middle.opacity - 0.5) < 1e-9 && middle.quad.topLeft == CGPoint(x: 0, y: 0), "fading in place, half way")
    }

    @Test("push with .zoom on a navigation controller without a delegate animator")
    func zoomPush() throws {
        var pushed: ClipViewController?
        let run = try TransitionRun(window: UIWindow(frame: Self.device.bounds)) { window in
            let grid = ClipsGridViewController()
            let navigation = UINavigationController(rootViewController: grid)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            let clip = grid.makeClip(dimming: nil)
            navigation.pushViewController(clip, animated: true)
            pushed = clip
        }
        let end = run.runToCompletion()
        expectEqual(end, ZoomTransitionAnimator.duration)
        let first = try #require(Self.layer("clip", in: run.frame(at: 0)))
        #expect(abs((first.quad.topRight.x - first.quad.topLeft.x) - 100) < 1e-9, "starts at the thumbnail's width")
        #expect(pushed?.navigationController != nil)
    }

    @Test("the four modal styles as transitions play UIKit's modal animations")
    func modalStylesAsTransitions() throws {
        expectEqual(iOS18Transitions().count, 5)
        var shown: UIViewController?
        let run = try TransitionRun(window: UIWindow(frame: Self.device.bounds)) { window in
            let home = UIViewController()
            window.rootViewController = home
            window.makeKeyAndVisible()
            let next = UIViewController()
            next.view.accessibilityIdentifier = "next"
            next.preferredTransition = .crossDissolve
            home.present(next, animated: true)
            shown = next
        }
        _ = try #require(shown)
        let end = run.runToCompletion()
        #expect(Self.layer("next", in: run.frame(at: 0)) == nil, "transparent at the start")
        let middle = try #require(Self.layer("next", in: run.frame(at: end / 2)))
        let last = try #require(Self.layer("next", in: run.frame(at: end)))
        #expect(middle.opacity > 0 && middle.opacity < 1 && middle.quad == last.quad, "a cross-dissolve in place, not the default slide up")
        expectEqual(last.opacity, 1)
    }
}
