import UIKit

// The value controls on the screens around a transition, as apps write them: an onboarding
// pager's page control kept in step with its scroll view, and a player's settings sheet with a
// switch, a slider, a segmented control and a progress bar wired with target–action.
// Tests/UIKitTests/ValueControlsTests.swift runs them through the engine's touches.

/// Three onboarding pages side by side in a paging scroll view, with dots below.
final class OnboardingViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let pageControl = UIPageControl()
    private(set) var pagesShown: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.frame = view.bounds
        scrollView.isPagingEnabled = true
        scrollView.delegate = self
        scrollView.contentSize = CGSize(width: view.bounds.width * 3, height: view.bounds.height)
        view.addSubview(scrollView)

        pageControl.numberOfPages = 3
        pageControl.currentPage = 0
        pageControl.hidesForSinglePage = true
        pageControl.pageIndicatorTintColor = UIColor.black.withAlphaComponent(0.2)
        pageControl.currentPageIndicatorTintColor = .systemBlue
        let size = pageControl.size(forNumberOfPages: pageControl.numberOfPages)
        pageControl.frame = CGRect(x: (view.bounds.width - size.width) / 2, y: view.bounds.height - 100,
                                   width: size.width, height: size.height)
        pageControl.addTarget(self, action: Selector.method(OnboardingViewController.pageChanged(_:)), for: .valueChanged)
        view.addSubview(pageControl)
    }

    func pageChanged(_ sender: UIPageControl) {
        pagesShown.append(sender.currentPage)
        let x = CGFloat(sender.currentPage) * scrollView.bounds.width
        scrollView.setContentOffset(CGPoint(x: x, y: 0), animated: false)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        pageControl.currentPage = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
    }
}

/// A player's settings: autoplay, volume, quality and the download's progress.
final class PlayerSettingsViewController: UIViewController {
    let autoplaySwitch = UISwitch(frame: CGRect(x: 300, y: 100, width: 0, height: 0))
    let volumeSlider = UISlider(frame: CGRect(x: 20, y: 160, width: 335, height: 31))
    let qualityControl = UISegmentedControl(items: ["Low", "Medium", "High"])
    let downloadProgress = UIProgressView(progressViewStyle: .default)
    private(set) var changes: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        autoplaySwitch.setOn(true, animated: false)
        autoplaySwitch.onTintColor = .systemPurple
        autoplaySwitch.thumbTintColor = .white
        autoplaySwitch.addTarget(self, action: Selector.method(PlayerSettingsViewController.autoplayChanged(_:)), for: .valueChanged)
        view.addSubview(autoplaySwitch)

        volumeSlider.minimumValue = 0
        volumeSlider.maximumValue = 100
        volumeSlider.value = 50
        volumeSlider.isContinuous = false
        volumeSlider.minimumTrackTintColor = .systemPurple
        volumeSlider.maximumTrackTintColor = .systemGray
        volumeSlider.thumbTintColor = .white
        volumeSlider.addTarget(self, action: Selector.method(PlayerSettingsViewController.volumeChanged(_:)), for: .valueChanged)
        view.addSubview(volumeSlider)

        qualityControl.insertSegment(withTitle: "Auto", at: 0, animated: false)
        qualityControl.setTitle("Best", forSegmentAt: 3)
        qualityControl.selectedSegmentIndex = qualityControl.numberOfSegments - 1
        qualityControl.selectedSegmentTintColor = .systemPurple
        qualityControl.frame.origin = CGPoint(x: 20, y: 220)
        qualityControl.addTarget(self, action: Selector.method(PlayerSettingsViewController.qualityChanged(_:)), for: .valueChanged)
        view.addSubview(qualityControl)

        downloadProgress.frame = CGRect(x: 20, y: 290, width: 335, height: downloadProgress.frame.height)
        downloadProgress.progressTintColor = .systemPurple
        downloadProgress.trackTintColor = .systemGray
        downloadProgress.setProgress(0.25, animated: false)
        view.addSubview(downloadProgress)
    }

    func autoplayChanged(_ sender: UISwitch) {
        changes.append("autoplay \(sender.isOn)")
    }

    func volumeChanged(_ sender: UISlider) {
        changes.append("volume \(Int(sender.value))")
        downloadProgress.setProgress(sender.value / sender.maximumValue, animated: true)
    }

    func qualityChanged(_ sender: UISegmentedControl) {
        let title = sender.titleForSegment(at: sender.selectedSegmentIndex) ?? "-"
        changes.append("quality \(title)")
    }

    /// The rest of the sheet's look, as older apps set it.
    func applyClassicAppearance() {
        autoplaySwitch.onImage = UIImage(named: "on-icon")
        autoplaySwitch.offImage = nil
        volumeSlider.minimumValueImage = UIImage(named: "speaker-icon")
        volumeSlider.maximumValueImage = UIImage(named: "speaker-loud-icon")
        volumeSlider.setThumbImage(UIImage(named: "knob-icon"), for: .normal)
        volumeSlider.setMinimumTrackImage(nil, for: .normal)
        volumeSlider.setMaximumTrackImage(nil, for: .highlighted)
        _ = (volumeSlider.thumbImage(for: .highlighted), volumeSlider.minimumTrackImage(for: .normal),
             volumeSlider.maximumTrackImage(for: .normal), volumeSlider.currentThumbImage,
             volumeSlider.currentMinimumTrackImage, volumeSlider.currentMaximumTrackImage)
        qualityControl.apportionsSegmentWidthsByContent = true
        if #available(iOS 14.0, *) {
            let style: UIPageControl.BackgroundStyle = .minimal
            let pager = UIPageControl()
            pager.backgroundStyle = style
            pager.allowsContinuousInteraction = false
            pager.preferredIndicatorImage = UIImage(named: "dot-icon")
        }
        qualityControl.setImage(UIImage(named: "hd-icon"), forSegmentAt: 3)
        _ = qualityControl.imageForSegment(at: 3)
        qualityControl.setEnabled(false, forSegmentAt: 0)
        _ = qualityControl.isEnabledForSegment(at: 0)
        qualityControl.insertSegment(with: UIImage(named: "4k-icon"), at: 4, animated: true)
        qualityControl.removeSegment(at: 4, animated: true)
        qualityControl.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        _ = qualityControl.titleTextAttributes(for: .selected)
        let style: UIProgressViewStyle = .bar
        downloadProgress.progressViewStyle = style
        qualityControl.isMomentary = false
        downloadProgress.progressImage = nil
        downloadProgress.trackImage = nil
    }

    /// Empties the quality picker before it is filled from the server.
    func clearQualities() {
        qualityControl.removeAllSegments()
    }

    /// Resets the sheet as its "Reset" button does.
    func reset() {
        autoplaySwitch.isOn = false
        volumeSlider.setValue(volumeSlider.minimumValue, animated: true)
        qualityControl.selectedSegmentIndex = UISegmentedControl.noSegment
        downloadProgress.progress = 0
    }
}
