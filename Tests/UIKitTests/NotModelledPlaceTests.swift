import TestExpectations
import Testing
import TransitionKit
import UIKit
import _Testing_CoreGraphics
import _Testing_UIKit

/// A `not-modelled` use reported from a call names the caller's file and line (a defaulted
/// `#filePath`/`#line`, as `present` takes them); one reported from a property set, which
/// cannot capture a line, names the view or layer it was set on.
@Suite("Where a not-modelled call or property set happened")
struct NotModelledPlaceTests {
    static let file = "Tests/UIKitTests/NotModelledPlaceTests.swift"

    /// Runs `appCode` in a run's timeline and returns what it reported.
    static func reported(_ appCode: () -> Void) -> [(time: Double, feature: String, location: CallSite?, view: String?)] {
        let timeline = Timeline()
        timeline.perform(appCode)
        defer { timeline.invalidate() }
        return timeline.unmodelled
    }

    static func place(_ feature: String, in uses: [(time: Double, feature: String, location: CallSite?, view: String?)]) -> CallSite? {
        uses.first { $0.feature.hasPrefix(feature) }?.location
    }

    @Test("UIColor(named:), UIColor(named:in:compatibleWith:) and UIColor(patternImage:) name the calling line")
    func colours() throws {
        var lines: [Int] = []
        let uses = Self.reported {
            lines.append(#line); _ = UIColor(named: "Brand")
            lines.append(#line); _ = UIColor(named: "Accent", in: nil, compatibleWith: nil)
            lines.append(#line); _ = UIColor(patternImage: UIImage())
        }
        expectEqual(Self.place("UIColor(named: \"Brand\")", in: uses), CallSite(file: Self.file, line: lines[0]))
        expectEqual(Self.place("UIColor(named: \"Accent\")", in: uses), CallSite(file: Self.file, line: lines[1]))
        expectEqual(Self.place("UIColor(patternImage:)", in: uses), CallSite(file: Self.file, line: lines[2]))
        // UIKit's exact signatures stay, as function values.
        let named: (String) -> UIColor? = UIColor.init(named:)
        #expect(named("Brand") != nil)
    }

    @Test("a property animator's start or finish that UIKit refuses names the line that asked")
    func animatorMisuse() throws {
        var lines: [Int] = []
        let uses = Self.reported {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let stopped = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            stopped.startAnimation()
            stopped.stopAnimation(false)
            lines.append(#line); stopped.startAnimation()
            let running = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.5 }
            running.startAnimation()
            lines.append(#line); running.finishAnimation(at: .end)
        }
        expectEqual(Self.place("UIViewPropertyAnimator: startAnimation on a stopped animator", in: uses), CallSite(file: Self.file, line: lines[0]))
        expectEqual(Self.place("UIViewPropertyAnimator: finishAnimation(at:) on an animator that is not stopped", in: uses), CallSite(file: Self.file, line: lines[1]))
    }

    @Test("responds(to:) with a selector made from a string names the line that asked")
    func respondsToAStringSelector() throws {
        var line = 0
        var answer = true
        let uses = Self.reported {
            line = #line; answer = UIView().responds(to: Selector("layoutSubviews"))
        }
        expectEqual(answer, false)
        expectEqual(Self.place("responds(to:) with a selector made from a string ('layoutSubviews')", in: uses), CallSite(file: Self.file, line: line))
    }

    @Test("an image's orientation, a context cleared after drawing, snapshot cap insets and the keyboard name the calling line")
    func otherCalls() throws {
        var lines: [Int] = []
        let uses = Self.reported {
            let photo = UIImage(named: "photo")!.cgImage!
            lines.append(#line); _ = UIImage(cgImage: photo, scale: 2, orientation: .left)
            _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
                context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
                lines.append(#line); context.cgContext.clear(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            lines.append(#line); _ = view.resizableSnapshotView(
                from: view.bounds, afterScreenUpdates: false, withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
            lines.append(#line); UITextField().becomeFirstResponder()
        }
        expectEqual(Self.place("UIImage orientation .left", in: uses), CallSite(file: Self.file, line: lines[0]))
        expectEqual(Self.place("CGContext.clear(_:)", in: uses), CallSite(file: Self.file, line: lines[1]))
        expectEqual(Self.place("resizableSnapshotView cap insets", in: uses), CallSite(file: Self.file, line: lines[2]))
        expectEqual(Self.place("the keyboard for UITextField", in: uses), CallSite(file: Self.file, line: lines[3]))
    }

    @Test("a property set names the view or layer it was set on, as the other findings name views")
    func setters() throws {
        var label: UILabel?, layer: CALayer?
        let uses = Self.reported {
            let made = UILabel()
            made.accessibilityIdentifier = "headline"
            made.adjustsFontSizeToFitWidth = true
            label = made
            let shape = CAShapeLayer()
            shape.name = "ring"
            shape.autoreverses = true
            layer = shape
        }
        let fit = try #require(uses.first { $0.feature.hasPrefix("UILabel.adjustsFontSizeToFitWidth") })
        #expect(fit.view == "headline#\(try #require(label).layer.id)" && fit.location == nil)
        let timing = try #require(uses.first { $0.feature.hasPrefix("CALayer.autoreverses") })
        expectEqual(timing.view, "ring#\(try #require(layer).id)")
    }

    @Test("open methods apps override, and a table's style, name the view they were used on")
    func openMethodsNameTheirView() throws {
        var views: [UIView] = []
        let uses = Self.reported {
            let toggle = UISwitch()
            toggle.setOn(true, animated: true)
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.startAnimating()
            let table = UITableView(frame: .zero, style: .grouped)
            views = [toggle, spinner, table]
        }
        for (feature, view) in zip(["UISwitch.setOn(_:animated:)", "UIActivityIndicatorView's spinning", "UITableView.Style.grouped"], views) {
            let use = try #require(uses.first { $0.feature.hasPrefix(feature) }, "\(feature)")
            expectEqual(use.view, "\(view.role)#\(view.layer.id)", "\(feature)")
        }
    }

    @Test("a CATransition on a layer without a superlayer names the add call; a transform layer names itself")
    func coreAnimation() throws {
        var line = 0
        var cube: CALayer?
        let uses = Self.reported {
            let lone = CALayer()
            line = #line; lone.add(CATransition(), forKey: nil)
            let flat = CATransformLayer()
            flat.name = "cube"
            flat.addSublayer(CALayer())
            cube = flat
        }
        expectEqual(Self.place("CATransition on a layer without a superlayer", in: uses), CallSite(file: Self.file, line: line))
        let flattened = try #require(uses.first { $0.feature.hasPrefix("CATransformLayer") })
        expectEqual(flattened.view, "cube#\(try #require(cube).id)")
    }

    @Test("storyboards, nibs and the feedback generators name the calling line, and keep UIKit's signatures")
    func storyboardsAndHaptics() throws {
        var lines: [Int] = []
        let uses = Self.reported {
            lines.append(#line); _ = UIStoryboard(name: "Nowhere", bundle: nil).instantiateViewController(withIdentifier: "Missing")
            lines.append(#line); _ = UIStoryboard(name: "Elsewhere", bundle: nil).instantiateInitialViewController()
            lines.append(#line); _ = UINib(nibName: "Missing", bundle: nil).instantiate(withOwner: nil)
            lines.append(#line); UIImpactFeedbackGenerator(style: .light).impactOccurred(intensity: 0.5)
            lines.append(#line); UISelectionFeedbackGenerator().selectionChanged()
            lines.append(#line); UINotificationFeedbackGenerator().notificationOccurred(.success)
        }
        let features = [
            "UIStoryboard(name: \"Nowhere\").instantiateViewController", "UIStoryboard(name: \"Elsewhere\").instantiateInitialViewController",
            "the nib \"Missing\"", "UIImpactFeedbackGenerator.impactOccurred()", "UISelectionFeedbackGenerator.selectionChanged()",
            "UINotificationFeedbackGenerator.notificationOccurred(_:)",
        ]
        for (feature, line) in zip(features, lines) {
            expectEqual(Self.place(feature, in: uses), CallSite(file: Self.file, line: line), "\(feature)")
        }
        // UIKit's exact signatures stay, as function values; used so, they name no line.
        let late = Self.reported {
            let impact: () -> Void = UIImpactFeedbackGenerator(style: .heavy).impactOccurred
            impact()
        }
        #expect(late.count == 1 && late[0].location == nil)
    }
}
