import Foundation
import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures

/// What real transition files set on their labels, symbols and VoiceOver at the end of a
/// transition: it compiles with UIKit's declarations and defaults; what the page would draw
/// differently from a device is reported, never left a silent difference.
@Suite("Text fitting, symbol configuration and accessibility posts")
struct TextFittingAndAccessibilityPostTests {
    @Test("UILabel's fitting properties have UIKit's defaults; turning shrink-to-fit on is reported")
    func labelFitting() throws {
        let (run, _) = try runShowing(ServicesViewController.init)
        run.timeline.perform {
            let label = UILabel()
            #expect(!label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0 && !label.allowsDefaultTighteningForTruncation)
            label.minimumScaleFactor = 0.5
            label.allowsDefaultTighteningForTruncation = true
            expectEqual(Timeline.current?.unmodelled.isEmpty, true, "stored values change nothing drawn")
            label.adjustsFontSizeToFitWidth = true
            expectEqual(label.minimumScaleFactor, 0.5)
        }
        #expect(run.timeline.unmodelled.map(\.feature).contains { $0.hasPrefix("UILabel.adjustsFontSizeToFitWidth") })
    }

    @Test("UIImageView.preferredSymbolConfiguration is nil by default and reported when set")
    func symbolConfiguration() throws {
        let (run, _) = try runShowing(ServicesViewController.init)
        run.timeline.perform {
            let icon = UIImageView(image: UIImage(systemName: "xmark"))
            #expect(icon.preferredSymbolConfiguration == nil)
            icon.preferredSymbolConfiguration = nil
            expectEqual(Timeline.current?.unmodelled.isEmpty, true)
            icon.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 24, weight: .bold)
            #expect(icon.preferredSymbolConfiguration != nil && icon.image?.size == CGSize(width: 17, height: 17))
        }
        #expect(run.timeline.unmodelled.map(\.feature).contains { $0.hasPrefix("UIImageView.preferredSymbolConfiguration") })
    }

    @Test("UIAccessibility.post(notification:argument:) is counted and changes nothing on screen")
    func accessibilityPost() throws {
        let (run, screen) = try runShowing(ServicesViewController.init)
        let before = screen.view.frame
        run.timeline.perform {
            UIAccessibility.post(notification: .screenChanged, argument: screen.view)
            UIAccessibility.post(notification: .announcement, argument: "Photo opened")
            UIAccessibility.post(notification: .layoutChanged, argument: nil)
        }
        expectEqual(run.timeline.postedAccessibilityNotifications, 3)
        #expect(screen.view.frame == before && run.timeline.unmodelled.isEmpty)
        #expect(UIAccessibility.Notification.screenChanged != .layoutChanged)
    }
}

/// Small members a probe of app-style files found missing, with UIKit's defaults.
@Suite("Highlighted images, digit fonts and presentation-context styles")
struct SmallSurfaceTests {
    @Test("UIImageView shows highlightedImage while highlighted, its image otherwise or without one")
    func highlightedImage() {
        let plain = UIImage(named: "star"), lit = UIImage(named: "star-filled")
        let view = UIImageView(image: plain, highlightedImage: lit)
        #expect(!view.isHighlighted && view.layer.content == UIImageView(image: plain).layer.content)
        #expect(view.layer.content != UIImageView(image: lit).layer.content, "two names, two pictures")
        view.isHighlighted = true
        expectEqual(view.layer.content, UIImageView(image: lit).layer.content)
        view.highlightedImage = nil
        expectEqual(view.layer.content, UIImageView(image: plain).layer.content)
        #expect(!UIView().isMultipleTouchEnabled)
    }

    @Test("monospacedDigitSystemFont is the system font at that size and weight")
    func digitFont() {
        expectEqual(UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .semibold), UIFont.systemFont(ofSize: 15, weight: .semibold))
    }

    @Test("providesPresentationContextTransitionStyle defaults to false and is reported when set")
    func contextTransitionStyle() throws {
        let (run, _) = try runShowing(ServicesViewController.init)
        run.timeline.perform {
            let host = UIViewController()
            #expect(!host.providesPresentationContextTransitionStyle)
            host.providesPresentationContextTransitionStyle = true
        }
        #expect(run.timeline.unmodelled.map(\.feature).contains { $0.hasPrefix("providesPresentationContextTransitionStyle") })
    }
}
