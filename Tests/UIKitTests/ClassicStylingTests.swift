import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures
import _Testing_UIKit
import _Testing_CoreGraphics

/// The classic styling apps still ship (Tests/UIKitFixtures/Surface/ClassicStyling.swift):
/// button edge insets, `UIFontMetrics`, asset and pattern colours, continuous corners, the
/// readable content guide and the transparent navigation bar.
@Suite("Classic styling")
struct ClassicStylingTests {
    static func reported(_ run: TransitionRun, _ text: String) -> Bool {
        run.timeline.unmodelled.contains { $0.feature.contains(text) }
    }

    @Test("contentEdgeInsets pads the intrinsic size and the content box; title and image insets move them by half")
    func buttonInsets() {
        let button = PillButton.make()
        // A 64-point icon and "Continue" (8 × 15 × 0.55 = 66 points), 17.895 high, plus 20 + 20 and 10 + 10.
        expectEqual(button.intrinsicContentSize, CGSize(width: 170, height: 84))
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 84)
        let image = button.imageView?.frame ?? .zero
        let title = button.titleLabel?.frame ?? .zero
        // The box is 160 × 64 at (20, 10); content 130 wide centred in it starts at 35.
        expectEqual(image, CGRect(x: 31, y: 10, width: 64, height: 64))
        #expect(abs(title.minX - 103) < 1e-9 && abs(title.midY - 42) < 1e-9)
        button.contentEdgeInsets = .zero
        button.titleEdgeInsets = .zero
        button.imageEdgeInsets = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
        expectEqual(button.intrinsicContentSize, CGSize(width: 130, height: 64), "title and image insets leave the size alone")
        #expect(button.imageView?.frame.minY == 14 && button.imageView?.frame.minX == 35)
    }

    @Test("UIFontMetrics scales by 1 at the run's (Large) content size, capped by maximumPointSize")
    func fontMetrics() {
        let body = Theme.bodyFont
        expectEqual(body, UIFont.systemFont(ofSize: 17, weight: .semibold))
        let capped = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 40, weight: .semibold), maximumPointSize: 28)
        expectEqual(capped, UIFont.systemFont(ofSize: 28, weight: .semibold))
        let uncapped = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 40), maximumPointSize: 0)
        expectEqual(uncapped.pointSize, 40, "0 means no maximum")
        #expect(Theme.titleFont.pointSize == 34 && Theme.spacing == 16)
        expectEqual(UIFontMetrics.default.scaledValue(for: 3, compatibleWith: UITraitCollection.current), 3)
    }

    @Test("UIColor(named:) is a placeholder made from the name (never nil, as the app's catalog has it), and said; a pattern colour draws grey, and said")
    func assetAndPatternColours() throws {
        let (run, _) = try runShowing(UIViewController.init)
        var accent: UIColor?
        var card: UIColor?
        var paper: UIColor?
        run.timeline.perform {
            accent = Theme.accent
            card = Theme.card
            paper = Theme.paper
        }
        let again = try #require(UIColor(named: "AccentColor"))
        #expect(accent == again && accent != .systemIndigo, "the same name, the same colour; not the fallback")
        #expect(card != nil && card != accent, "another name, another colour")
        expectEqual(again.cgColor.alpha, 1)
        expectEqual(paper, UIColor(white: 0.5, alpha: 1))
        #expect(Self.reported(run, "UIColor(named: \"AccentColor\"): there is no asset catalog here, so a placeholder colour"))
        #expect(Self.reported(run, "UIColor(named: \"CardBackground\")"))
        #expect(Self.reported(run, "UIColor(patternImage:)"))
    }

    @Test("a continuous corner curve reads back and is reported; circular is not")
    func cornerCurve() throws {
        let (run, _) = try runShowing(UIViewController.init)
        var button: PillButton?
        run.timeline.perform { button = PillButton.make() }
        #expect(button?.layer.cornerCurve == .continuous && button?.layer.cornerRadius == 22)
        #expect(Self.reported(run, "CALayer.cornerCurve .continuous"))
        let plain = CALayer()
        plain.cornerCurve = .circular
        expectEqual(plain.cornerCurve, CALayerCornerCurve.circular)
    }

    @Test("the readable content guide is the margins guide on a phone and 672 points, centred, on an iPad")
    func readableContentGuide() throws {
        let (_, phone) = try runShowing(ArticleReaderViewController.init)
        phone.view.layoutIfNeeded()
        #expect(phone.view.readableContentGuide.layoutFrame.minX == 16 && phone.view.readableContentGuide.layoutFrame.width == 343)
        #expect(phone.bodyLabel.frame.minX == 16 && phone.bodyLabel.frame.width == 343)
        #expect(phone.view.readableContentGuide.owningView === phone.view)

        let (_, pad) = try runShowing(ArticleReaderViewController.init, on: .iPad)
        pad.view.layoutIfNeeded()
        let width = Double(pad.view.bounds.width)
        expectEqual(pad.bodyLabel.frame.width, 672)
        #expect(abs(Double(pad.bodyLabel.frame.midX) - width / 2) < 1e-9, "centred in the margins")
        #expect(abs(Double(pad.continueButton.frame.midX) - width / 2) < 1e-9)
    }

    @Test("an empty background image clears the navigation bar and an empty shadow image hides its hairline, until removed")
    func transparentBar() throws {
        let (run, navigation) = try runShowing { UINavigationController(rootViewController: ArticleReaderViewController()) }
        let bar = navigation.navigationBar
        let reader = try #require(navigation.topViewController as? ArticleReaderViewController)
        let hairline = try #require(bar.subviews.first { $0.role == "hairline" })
        // A clear background reads back as none (View.backgroundColor).
        #expect(bar.backgroundColor == nil && hairline.isHidden)
        #expect(bar.backgroundImage(for: .default)?.size == .zero && bar.shadowImage != nil)
        #expect(bar.backgroundImage(for: .compact) == nil && bar.backgroundImage(for: .any, barMetrics: .default) != nil)
        run.timeline.perform { reader.viewWillDisappear(false) }
        #expect(bar.backgroundColor == UIColor(white: 0.97, alpha: 0.94) && !hairline.isHidden)
        #expect(bar.backgroundImage(for: .default) == nil)
        run.timeline.perform { bar.setBackgroundImage(UIImage(named: "bar-gradient"), for: .default) }
        expectEqual(bar.backgroundColor, UIColor(white: 0.97, alpha: 0.94))
        #expect(Self.reported(run, "a navigation bar background image (not drawn"))
        #expect(UIBarMetrics.compactPrompt.rawValue == 102 && UIBarPosition.topAttached.rawValue == 3)
    }
}
