import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures
import _Testing_UIKit
import _Testing_CoreGraphics

/// `UIScreen.coordinateSpace`, `fixedCoordinateSpace` and `UICoordinateSpace`'s conversions,
/// and what a `UIScreen` and a number captured once do across devices
/// (docs/bring-your-own.md, "UIScreen").
@Suite("The screen's coordinate spaces")
struct CoordinateSpaceTests {
    static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    @Test("a nested, scaled view converts to the screen's spaces as to the window, and back")
    func conversions() throws {
        let (run, root) = try runShowing(UIViewController.init, on: .iPhoneSE)
        try run.timeline.perform {
            let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
            let badge = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
            card.addSubview(badge)
            root.view.addSubview(card)
            card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            let frames = screenFrame(of: badge)
            let viaWindow = badge.convert(badge.bounds, to: nil)
            #expect(Self.close(frames.current, viaWindow))
            #expect(Self.close(frames.fixed, viaWindow), "a run never turns: the fixed space is the current one")
            #expect(Self.close(frames.back, badge.bounds))
            expectEqual(frames.bounds, Device.iPhoneSE.bounds)
            // Half size, about the card's centre (120, 150): the badge's corner at (60, 105).
            #expect(Self.close(viaWindow, CGRect(x: 75, y: 130, width: 20, height: 10)))
            let space = UIScreen.main.coordinateSpace
            expectEqual(space.convert(CGPoint(x: 75, y: 130), to: badge), CGPoint(x: 0, y: 0))
            _ = try #require(card.window)
        }
    }

    @Test("a UIScreen captured in a global follows each run's device; a number read once keeps the first")
    func capturedAcrossDevices() throws {
        var widths: [CGFloat] = []
        var capturedNumber: CGFloat?
        for device in [Device.iPhoneSE, .iPhone15ProMax] {
            let (run, _) = try runShowing(UIViewController.init, on: device)
            run.timeline.perform {
                widths.append(capturedScreen.bounds.width)
                if capturedNumber == nil { capturedNumber = UIScreen.main.bounds.width }
                #expect(UIScreen.main === capturedScreen, "UIScreen.main is one object, as a phone's one screen")
            }
        }
        expectEqual(widths, [Device.iPhoneSE.screenSize.width, Device.iPhone15ProMax.screenSize.width])
        expectEqual(capturedNumber, Device.iPhoneSE.screenSize.width, "a number keeps the device of the run that read it")
    }
}
