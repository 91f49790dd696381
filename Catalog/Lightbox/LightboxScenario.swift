import UIKit

/// A photo feed with a lightbox, wired the way apps wire one: a tap on a photo (a cell of the
/// feed's `UICollectionView`, whose tap recognizer calls the delegate's `didSelectItemAt`)
/// presents the photo full screen with UIKit's cross dissolve; a pull down on the photo (a
/// `UIPanGestureRecognizer` whose delegate refuses to begin for a sideways swipe, which in the
/// app belongs to paging between photos) dismisses it through the app's
/// `UIPercentDrivenInteractiveTransition` subclass; so does a pinch in on it (pinch-to-close,
/// the page's two-finger Alt-drag), whose delegate refuses a pinch out.
/// A `UIRotationGestureRecognizer` recognizing with the pinch turns the photo with the
/// fingers (a pinch in with a twist closes it turned; released open, it springs back).
///
/// Both operations start from touches: `start` only builds the screens, and the tap or the
/// pull starts the transition. A tap between the photos, or a sideways swipe on the open
/// photo, starts nothing.
struct LightboxScenario: CatalogEntry {
    let id = "lightbox"
    let title = "Lightbox: tap to open, pull to close"
    let summary = "A tap on a cell of the feed's collection view presents the photo; a pan whose delegate refuses sideways swipes pulls it down to close."
    let origin = "Written for this project: a collection view feed, target–action pan recognizers, a delegate that refuses to begin"
    let operations: [TransitionOperation] = [.present, .dismiss]
    let interactiveOperations: [TransitionOperation] = [.present, .dismiss]

    static let finishFraction = NumberParameter("finishFraction", "Close past", default: 0.25, range: 0.05...1, step: 0.05,
                                                help: "a slow release past this fraction of the screen's height closes the photo")
    static let closeDuration = NumberParameter("closeDuration", "Close duration", default: 0.3, range: 0.1...2, step: 0.05,
                                               unit: "s", help: "the dismiss animator's transitionDuration")
    var parameters: [ParameterSpec] { [Self.finishFraction.spec, Self.closeDuration.spec] }

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let feed = PhotoFeedViewController(device: Device(window: window))
        feed.finishFraction = parameters[Self.finishFraction]
        feed.closeDuration = parameters[Self.closeDuration]
        window.backgroundColor = .black
        window.rootViewController = feed
        window.makeKeyAndVisible()
        if operation == .dismiss {
            // The photo is open; the pull on it starts the dismissal.
            feed.present(feed.makeLightbox(for: 0), animated: false)
        }
        // Present: nothing more — the tap on a photo presents it.
    }

    func gestureHint(for operation: TransitionOperation) -> String? {
        operation == .present
            ? "Tap a photo to open it" : "Pull the photo down or pinch it in (Alt-drag; a twist turns it) to close it; a sideways swipe is refused"
    }

    /// LightboxViewController's pan `.ended` case, in words (a tap has no release to decide).
    func releaseRule(for operation: TransitionOperation) -> String? {
        guard operation == .dismiss else { return nil }
        return "Closes when the finger moves down faster than 800 pt/s, or when the pull is past Close past "
            + "(translation y ÷ screen height) and not moving up faster than 100 pt/s; otherwise the photo goes back. "
            + "A pinch (two fingers: Alt-drag) closes it when released below scale 0.8 or closing faster than 1 per second; "
            + "the photo follows the fingers' scale and turn, and springs back if it stays open."
    }

    /// Present: a tap in the middle of the first photo. Dismiss: a pull straight down from the
    /// middle of the screen to 40 % of its height in about 0.3 s.
    func sampleGesture(for operation: TransitionOperation, device: Device) -> [GestureSample]? {
        if operation == .present {
            let tile = PhotoFeedViewController.tileFrame(at: 0, device: device)
            return [GestureSample(t: 0, phase: .began, x: tile.midX, y: tile.midY),
                    GestureSample(t: 0.08, phase: .ended, x: tile.midX, y: tile.midY)]
        }
        let x = device.screenSize.width / 2, top = device.screenSize.height / 2
        let distance = device.screenSize.height * 0.4
        var samples = [GestureSample(t: 0, phase: .began, x: x, y: top)]
        for step in 1...18 {
            let f = Double(step) / 18
            samples.append(GestureSample(t: f * 0.3, phase: .changed, x: x + 4 * f, y: top + distance * f))
        }
        samples.append(GestureSample(t: 0.3 + 1.0 / 60, phase: .ended, x: x + 4, y: top + distance))
        return samples
    }
}
