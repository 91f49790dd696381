import Foundation

extension UIApplication {
    /// `UIApplication.State`, with UIKit's raw values.
    public enum State: Int, Sendable, Hashable {
        case active = 0
        case inactive = 1
        case background = 2
    }

    /// `beginIgnoringInteractionEvents()` as app code calls it, knowing where. Deprecated in
    /// iOS 13; older animators call it around a transition so a tap cannot start another. The
    /// calls are counted, but the engine's touches still reach the views: reported, once a run.
    public final func beginIgnoringInteractionEvents(file: String = #filePath, line: Int = #line) {
        ignoringBegan(at: CallSite(filePath: file, line: line))
    }

    func ignoringBegan(at location: CallSite?) {
        guard let timeline = Timeline.current else { return }
        timeline.ignoringInteractionEvents += 1
        timeline.noteUnmodelled(
            "UIApplication.beginIgnoringInteractionEvents(): touches still reach the views while it is on", at: location)
    }
}
