import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures
import _Testing_UIKit
import _Testing_CoreGraphics

/// Issue #24's controls and text (Tests/UIKitFixtures/Surface/ControlsAndText.swift): control
/// events from the engine's touches, UIKit's rule for a tap recognizer above a control, button
/// titles per state, fonts and labels.
@Suite("Controls and text")
struct ControlsTests {
    /// The story presented (without animation) over a root screen, waiting for touches.
    static func storyRun() throws -> (TransitionRun, StoryViewController, UIViewController) {
        var story: StoryViewController?
        let (run, root) = try runShowing(UIViewController.init) { home in
            let shown = StoryViewController()
            shown.modalPresentationStyle = .fullScreen
            home.present(shown, animated: false)
            story = shown
        }
        return (run, try #require(story), root)
    }

    /// A touch delivered to the story's window inside its run, for gestures that start no transition.
    static func touch(_ run: TransitionRun, _ story: StoryViewController, _ phase: UITouch.Phase, _ x: Double, _ y: Double, at t: Double) {
        run.timeline.perform { _ = story.view.window?.deliver(phase, at: CGPoint(x: x, y: y), time: t) }
    }

    @Test("a tap on the close button sends touchDown then touchUpInside, whose action starts the dismissal")
    func tapSendsEvents() throws {
        let (run, story, root) = try Self.storyRun()
        try run.handle(GestureSample(t: 0, phase: .began, x: 38, y: 82))
        #expect(story.closeButton.isHighlighted && story.closeButton.isTracking)
        try run.handle(GestureSample(t: 0.08, phase: .ended, x: 38, y: 82))
        expectEqual(story.events, ["highlighted", "close"])
        #expect(!story.closeButton.isHighlighted)
        run.runToCompletion()
        #expect(root.presentedViewController == nil, "the action's dismiss(animated:) ran as a transition")
    }

    @Test("dragging off the button sends touchDragExit and touchUpOutside, not the action")
    func dragOutside() throws {
        let (run, story, _) = try Self.storyRun()
        Self.touch(run, story, .began, 38, 82, at: 0)
        Self.touch(run, story, .moved, 200, 300, at: 0.05)
        #expect(!story.closeButton.isHighlighted && !story.closeButton.isTouchInside)
        Self.touch(run, story, .ended, 200, 300, at: 0.1)
        expectEqual(story.events, ["highlighted", "unhighlighted", "unhighlighted"])
        story.stopFeedback()
        expectEqual(story.closeButton.allControlEvents, .touchUpInside)
        Self.touch(run, story, .began, 38, 82, at: 0.2)
        expectEqual(story.events.count, 3, "no touch-down feedback once removed")
    }

    @Test("a disabled control gets nothing; a selected button shows its selected title and colour")
    func statesAndTitles() throws {
        let (run, story, _) = try Self.storyRun()
        story.closeButton.isEnabled = false
        Self.touch(run, story, .began, 38, 82, at: 0)
        Self.touch(run, story, .ended, 38, 82, at: 0.05)
        #expect(story.events.isEmpty && story.closeButton.state == .disabled)

        Self.touch(run, story, .began, 300, 82, at: 0.2)
        Self.touch(run, story, .ended, 300, 82, at: 0.25)
        #expect(story.events == ["liked"] && story.likeButton.state == .selected)
        #expect(story.likeButton.currentTitle == "Liked" && story.likeButton.titleLabel?.text == "Liked")
        expectEqual(story.likeButton.currentTitleColor, .systemPink)
        expectEqual(story.likeButton.title(for: .highlighted), "Like", "a state without a title falls back to .normal's")
        // The title is centred: 5 characters at 15 points, 0.55 em each.
        let label = try #require(story.likeButton.titleLabel)
        #expect(abs(label.frame.midX - 60) < 1e-9 && abs(label.frame.width - 5 * 15 * 0.55) < 1e-9)
        #expect(run.timeline.unmodelled.contains { $0.feature.contains("system button's highlighted look") })
    }

    @Test("a control's action wins over a single-tap recognizer on its superview; a pan cancels the control's touch")
    func recognizersAndControls() throws {
        let window = UIWindow(frame: Device.iPhoneX.bounds)
        let scrubber = ScrubberControl(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        window.addSubview(scrubber)
        var values: [CGFloat] = []
        final class Sink: NSObject {
            var onValue: (CGFloat) -> Void = { _ in }
            func changed(_ sender: ScrubberControl) { onValue(sender.value) }
            func tapped() { taps += 1 }
            var taps = 0
        }
        let sink = Sink()
        sink.onValue = { values.append($0) }
        scrubber.addTarget(sink, action: Selector.method(Sink.changed(_:)), for: .valueChanged)
        let tap = UITapGestureRecognizer(target: sink, action: Selector.method(Sink.tapped))
        window.addGestureRecognizer(tap)
        window.deliver(.began, at: CGPoint(x: 50, y: 120), time: 0)
        window.deliver(.moved, at: CGPoint(x: 100, y: 120), time: 0.02)
        window.deliver(.ended, at: CGPoint(x: 100, y: 120), time: 0.04)
        #expect(values == [0.5] && sink.taps == 0 && scrubber.tracking == ["begin", "end"])
        window.deliver(.began, at: CGPoint(x: 300, y: 400), time: 1)
        window.deliver(.ended, at: CGPoint(x: 300, y: 400), time: 1.05)
        expectEqual(sink.taps, 1, "away from the control the tap recognizer works")

        let pan = UIPanGestureRecognizer(target: sink, action: Selector.method(Sink.tapped))
        window.addGestureRecognizer(pan)
        window.deliver(.began, at: CGPoint(x: 50, y: 120), time: 2)
        window.deliver(.moved, at: CGPoint(x: 50, y: 200), time: 2.05)
        #expect(scrubber.tracking.suffix(2) == ["begin", "cancel"] && !scrubber.isTracking)
        window.deliver(.ended, at: CGPoint(x: 50, y: 200), time: 2.1)
    }

    @Test("fonts: UIKit's text-style sizes and weights, SF metrics per point, labels drawn with them")
    func fontsAndLabels() throws {
        let sizes = TextStyles.fonts.map(\.pointSize)
        expectEqual(sizes, [34, 17, 20, 17, 12])
        expectEqual(UIFont.preferredFont(forTextStyle: .headline).weight, .semibold)
        let body = UIFont.systemFont(ofSize: 17)
        #expect(abs(body.lineHeight - 20.281) < 1e-9 && abs(body.ascender - 16.184) < 1e-9 && abs(body.descender + 4.097) < 1e-9)
        let (run, story, _) = try Self.storyRun()
        expectEqual(Double(story.titleLabel.frame.height), (17 * 1.193 * 2 as Double).rounded(.up))
        #expect(story.captionLabel.font.weight == .medium && story.captionLabel.font.pointSize == 13)
        guard case .text(let text) = story.titleLabel.layer.content else { Issue.record("no text drawn"); return }
        #expect(text.fontSize == 17 && text.weight == .semibold && text.alignment == .center && text.numberOfLines == 2)
        #expect(run.timeline.unmodelled.isEmpty)
        let heading = TextStyles.heading("Featured")
        #expect(heading.textAlignment == .natural && heading.font == .boldSystemFont(ofSize: 28))
        run.timeline.perform { heading.font = .systemFont(ofSize: 20, weight: .thin) }
        #expect(run.timeline.unmodelled.contains { $0.feature.contains("weight -0.6") })
    }
}
