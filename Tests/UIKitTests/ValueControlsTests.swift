import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures
import _Testing_UIKit
import _Testing_CoreGraphics

/// The value controls (Tests/UIKitFixtures/Surface/ValueControls.swift): UIKit's documented
/// pinning of their values, their sizes, and `.valueChanged` from the engine's touches.
@Suite("Value controls")
struct ValueControlsTests {
    /// A tap (touch down and up at one point) delivered to `window` inside the run.
    static func tap(_ run: TransitionRun, _ window: UIWindow?, _ x: Double, _ y: Double, at t: Double) {
        run.timeline.perform {
            _ = window?.deliver(.began, at: CGPoint(x: x, y: y), time: t)
            _ = window?.deliver(.ended, at: CGPoint(x: x, y: y), time: t + 0.05)
        }
    }

    static func reported(_ run: TransitionRun, _ text: String) -> Bool {
        run.timeline.unmodelled.contains { $0.feature.contains(text) }
    }

    @Test("the page control pins currentPage, sizes itself by its dots and hides for a single page")
    func pageControlValues() {
        let control = UIPageControl()
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
        control.numberOfPages = 3
        control.currentPage = 5
        expectEqual(control.currentPage, 2, "pinned to numberOfPages − 1")
        control.currentPage = -1
        expectEqual(control.currentPage, 0)
        control.currentPage = 2
        control.numberOfPages = 2
        expectEqual(control.currentPage, 1, "fewer pages pull the current page in")
        expectEqual(control.size(forNumberOfPages: 3), CGSize(width: 48, height: 26))
        expectEqual(control.intrinsicContentSize, CGSize(width: 32, height: 26))
        expectEqual(control.subviews.count, 2)
        control.hidesForSinglePage = true
        #expect(control.subviews.allSatisfy { !$0.isHidden })
        control.numberOfPages = 1
        #expect(control.subviews.count == 1 && control.subviews.allSatisfy(\.isHidden) && !control.isHidden)
    }

    @Test("a tap on the page control's right half moves one page on, the left half one back, with valueChanged")
    func pageControlTaps() throws {
        let (run, pager) = try runShowing(OnboardingViewController.init)
        let control = pager.pageControl
        expectEqual(control.frame, CGRect(x: 163.5, y: 712, width: 48, height: 26))
        let dot = try #require(control.subviews.first)
        #expect(dot.backgroundColor == .systemBlue && control.subviews[1].backgroundColor == UIColor.black.withAlphaComponent(0.2))
        Self.tap(run, pager.view.window, 205, 725, at: 0)
        #expect(control.currentPage == 1 && pager.pagesShown == [1])
        expectEqual(pager.scrollView.contentOffset.x, 375, "the action scrolled to the page")
        Self.tap(run, pager.view.window, 205, 725, at: 0.2)
        Self.tap(run, pager.view.window, 205, 725, at: 0.4)
        #expect(control.currentPage == 2 && pager.pagesShown == [1, 2], "no valueChanged past the last page")
        Self.tap(run, pager.view.window, 170, 725, at: 0.6)
        #expect(control.currentPage == 1 && pager.pagesShown == [1, 2, 1])
    }

    @Test("the switch keeps UIKit's size, flips on a tap with valueChanged, and isOn or setOn send nothing")
    func switchValues() throws {
        let (run, settings) = try runShowing(PlayerSettingsViewController.init)
        let toggle = settings.autoplaySwitch
        expectEqual(toggle.frame, CGRect(x: 300, y: 100, width: 51, height: 31), "the frame's size is UIKit's")
        expectEqual(toggle.intrinsicContentSize, CGSize(width: 51, height: 31))
        #expect(toggle.isOn && settings.changes.isEmpty)
        let thumb = try #require(toggle.subviews.last)
        expectEqual(thumb.frame, CGRect(x: 22, y: 2, width: 27, height: 27))
        expectEqual(toggle.subviews.first?.backgroundColor, .systemPurple)
        Self.tap(run, settings.view.window, 320, 115, at: 0)
        #expect(!toggle.isOn && settings.changes == ["autoplay false"])
        expectEqual(thumb.frame.minX, 2)
        #expect(Self.reported(run, "UISwitch.setOn(_:animated:) with animated: true"))
        run.timeline.perform { settings.reset() }
        toggle.setOn(true, animated: false)
        #expect(toggle.isOn && settings.changes == ["autoplay false"], "changes from code send no action")
    }

    @Test("the slider pins its value to the range, and the range to itself")
    func sliderValues() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        slider.value = 2
        expectEqual(slider.value, 1)
        slider.maximumValue = 0.5
        expectEqual(slider.value, 0.5, "a lower maximum pulls the value down")
        slider.minimumValue = 0.8
        #expect(slider.maximumValue == 0.8 && slider.value == 0.8, "a minimum above the maximum raises it")
        slider.maximumValue = 0.2
        #expect(slider.minimumValue == 0.2 && slider.value == 0.2)
        slider.maximumValue = 10
        slider.setValue(-3, animated: false)
        expectEqual(slider.value, 0.2)
        slider.setValue(5.1, animated: false)
        // The thumb (28 points) travels 200 points: (5.1 − 0.2) / 9.8 of the way.
        let thumb = slider.subviews[2]
        #expect(abs(thumb.frame.minX - 100) < 1e-4 && thumb.frame.width == 28)
        expectEqual(slider.intrinsicContentSize.height, 31)
    }

    @Test("dragging a non-continuous slider sends one valueChanged at the end, and the action's animated progress is reported")
    func sliderDrag() throws {
        let (run, settings) = try runShowing(PlayerSettingsViewController.init)
        let window = settings.view.window
        run.timeline.perform {
            _ = window?.deliver(.began, at: CGPoint(x: 100, y: 175), time: 0)
            _ = window?.deliver(.moved, at: CGPoint(x: 130.7, y: 175), time: 0.05)
            _ = window?.deliver(.moved, at: CGPoint(x: 161.4, y: 175), time: 0.1)
        }
        // 61.4 of the track's 307 points of travel: a fifth of the range, 50 → 70.
        #expect(abs(settings.volumeSlider.value - 70) < 1e-3)
        #expect(settings.changes.isEmpty, "not continuous: nothing while dragging")
        run.timeline.perform { _ = window?.deliver(.ended, at: CGPoint(x: 161.4, y: 175), time: 0.15) }
        #expect(settings.changes == ["volume 70"] || settings.changes == ["volume 69"])
        #expect(abs(settings.downloadProgress.progress - 0.7) < 1e-3)
        #expect(Self.reported(run, "UIProgressView.setProgress(_:animated:) with animated: true"))
    }

    @Test("the segmented control sizes to its items, pins inserts, and selects the tapped segment with valueChanged")
    func segmentedControl() throws {
        let control = UISegmentedControl(items: ["Low", "Medium", "High"])
        #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        // The widest title, "Medium": 6 × 13 × 0.55 + 24 points, three times, rounded up to the pixel.
        expectEqual(control.frame.size, CGSize(width: 201, height: 32))
        control.insertSegment(withTitle: "Ultra", at: 99, animated: false)
        #expect(control.numberOfSegments == 4 && control.titleForSegment(at: 3) == "Ultra", "pinned to the end")
        control.selectedSegmentIndex = 3
        control.insertSegment(withTitle: "Off", at: -4, animated: true)
        #expect(control.titleForSegment(at: 0) == "Off" && control.selectedSegmentIndex == 4, "the selection follows its segment")
        control.removeSegment(at: 4, animated: false)
        expectEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 10
        expectEqual(control.selectedSegmentIndex, -1)

        let (run, settings) = try runShowing(PlayerSettingsViewController.init)
        let quality = settings.qualityControl
        #expect(quality.numberOfSegments == 4 && quality.titleForSegment(at: 3) == "Best" && quality.selectedSegmentIndex == 3)
        expectEqual(quality.frame, CGRect(x: 20, y: 220, width: 201, height: 32))
        // Four segments of 50.25 points: the second is "Low".
        Self.tap(run, settings.view.window, 95, 236, at: 0)
        #expect(quality.selectedSegmentIndex == 1 && settings.changes == ["quality Low"])
        Self.tap(run, settings.view.window, 95, 236, at: 0.2)
        expectEqual(settings.changes, ["quality Low"], "the selected segment again: no change")
        quality.isMomentary = true
        Self.tap(run, settings.view.window, 30, 236, at: 0.4)
        #expect(settings.changes.count == 2 && quality.selectedSegmentIndex == 1, "momentary: an action, no selection")
    }

    @Test("images replace titles, a disabled segment ignores taps, title attributes are kept and reported")
    func segmentedAppearance() throws {
        let (run, settings) = try runShowing(PlayerSettingsViewController.init)
        run.timeline.perform { settings.applyClassicAppearance() }
        let quality = settings.qualityControl
        #expect(quality.numberOfSegments == 4 && quality.titleForSegment(at: 3) == nil && quality.imageForSegment(at: 3) != nil)
        #expect(!quality.isEnabledForSegment(at: 0) && quality.isEnabledForSegment(at: 1))
        #expect(quality.titleTextAttributes(for: .selected)?.count == 1 && quality.titleTextAttributes(for: .normal) == nil)
        #expect(Self.reported(run, "UISegmentedControl title text attributes"))
        expectEqual(settings.downloadProgress.progressViewStyle, .bar)
        let slider = settings.volumeSlider
        #expect(slider.thumbImage(for: .highlighted) === slider.thumbImage(for: .normal) && slider.currentThumbImage != nil)
        #expect(slider.minimumTrackImage(for: .normal) == nil && slider.currentMaximumTrackImage == nil)
        #expect(Self.reported(run, "UISlider's custom thumb image"))
        Self.tap(run, settings.view.window, 30, 236, at: 0)
        #expect(quality.selectedSegmentIndex == 3 && settings.changes.isEmpty, "segment 0 is disabled")
        settings.clearQualities()
        #expect(quality.numberOfSegments == 0 && quality.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test("the progress view pins progress to 0…1 and fills that much of its width")
    func progressView() {
        let progress = UIProgressView(progressViewStyle: .bar)
        #expect(progress.progressViewStyle == .bar && progress.frame.height == 4 && progress.progress == 0)
        progress.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
        progress.progress = 1.5
        expectEqual(progress.progress, 1)
        progress.setProgress(-2, animated: false)
        expectEqual(progress.progress, 0)
        progress.setProgress(0.25, animated: false)
        expectEqual(progress.subviews[1].frame, CGRect(x: 0, y: 0, width: 50, height: 4))
        progress.tintColor = .systemRed
        expectEqual(progress.subviews[1].backgroundColor, .systemRed, "the bar is the tint colour by default")
        let style: UIProgressViewStyle = .default
        expectEqual(style.rawValue, 0)
    }
}
