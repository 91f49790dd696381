import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures

/// UIKit's type shapes (Tests/UIKitFixtures/TypeShapes.swift): `view` as `UIView!` with UIKit's
/// load and unload rules, views as NSObjects, `open` members overridden with UIKit's types.
@Suite("UIKit's type shapes")
struct TypeShapeTests {
    @Test("view is UIView!: loaded once on first read, viewIfLoaded does not load, nil unloads")
    func viewLoading() {
        let controller = CountingViewController()
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil && controller.loads == 0)
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded && controller.loads == 1 && controller.didLoads == 1)
        controller.loadViewIfNeeded()
        let reads = controller.readViewEveryWay()
        #expect(reads.0 == 320 && reads.1 == 480 && reads.2 && reads.3 == 1)
        #expect(controller.loads == 1 && controller.didLoads == 1, "reading a loaded view loads nothing")
        #expect(controller.viewIfLoaded === controller.view)
        controller.view = nil
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        expectEqual(controller.view.frame.width, 320)
        #expect(controller.loads == 2 && controller.didLoads == 2, "the next read after nil loads again")
    }

    @Test("a view is an NSObject: equal and hashable by identity, init() reaches init(frame:)")
    func viewsAreObjects() {
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: a.frame)
        let result = ViewCollections.framesByView([a, b, a])
        #expect(result.unique == 2 && result.frames.count == 2 && result.frames[b] == b.frame)
        #expect(a != b && a == a && (a as NSObject).isEqual(a))
        #expect(SubclassedView().madeWithFrame, "UIView() calls init(frame: .zero), as in UIKit")
        #expect(type(of: a.alpha) == CGFloat.self)
    }

    @Test("open members are overridden with UIKit's types, and the overrides run")
    func openOverrides() {
        let interaction = TunedInteraction()
        expectEqual(interaction.completionSpeed, 2)
        interaction.update(0.25)
        expectEqual(interaction.lastUpdate, 0.25)
        let tabs = TrackingTabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        tabs.selectedIndex = 1
        expectEqual(tabs.changes, [1])
    }

    @Test("UIColor is a class: app convenience initialisers, class members, subclasses, UIKit's colours")
    func colours() {
        expectEqual(UIColor(hex: "#FF8000"), UIColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        expectEqual(UIColor.brand, UIColor(hex: "FF8000"))
        expectEqual(UIColor.shade(0.5), .gray)
        let themed = ThemeColor(token: "surface", white: 1)
        #expect(themed.token == "surface" && themed == UIColor.white)
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(UIColor.orange.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 1 && g == 0.5 && b == 0 && a == 1, "UIKit documents orange as (1, 0.5, 0)")
        var w: CGFloat = -1
        #expect(UIColor.lightGray.getWhite(&w, alpha: &a) && abs(w - 2.0 / 3) < 1e-12)
        #expect(!UIColor.red.getWhite(&w, alpha: &a))
        expectEqual(UIColor.clear.withAlphaComponent(1), .black)
        expectEqual(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]).count, 2)
        let view = UIView()
        view.backgroundColor = .purple
        expectEqual(view.backgroundColor, UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
        view.backgroundColor = nil
        #expect(view.backgroundColor == nil)
        let label = UILabel()
        label.textColor = .red
        label.textColor = nil
        expectEqual(label.textColor, .label, "UILabel.textColor is null-resettable, as in UIKit")
    }

    @Test("UIImage is a class: UIImage() is empty, extensions and subclasses compile, image views draw it")
    func images() throws {
        let empty = UIImage()
        #expect(empty.size == .zero && empty.picture == nil)
        let named = try #require(UIImage(asset: "", fallback: "beach"))
        #expect(named == UIImage(named: "beach") && named.size.width > 0)
        let captioned = CaptionedImage(caption: "pier")
        #expect(captioned.caption == "pier" && captioned.size == CGSize(width: 40, height: 30))
        let view = UIImageView(image: captioned)
        expectEqual(view.frame.size, captioned.size, "UIImageView(image:) takes the image's size, as in UIKit")
        view.image = UIImage()
        expectEqual(view.image?.size, .zero)
    }

    @Test("UIScreen.main is the run's screen: each device's bounds, scale and pixels")
    func screens() throws {
        for device in Device.all {
            var seen: CGRect?
            var scale: CGFloat = 0, pixels = CGRect.zero
            _ = try? TransitionRun(window: UIWindow(frame: device.bounds)) { window in
                seen = ScreenReader.offscreenFrame(for: CGSize(width: 100, height: 50))
                scale = UIScreen.main.scale
                pixels = UIScreen.main.nativeBounds
                let root = UIViewController()
                window.rootViewController = root
                root.present(UIViewController(), animated: true)
            }
            expectEqual(seen, CGRect(x: device.screenSize.width, y: device.screenSize.height - 50, width: 100, height: 50))
            expectEqual(scale, (device.isPad || device == .iPhoneSE ? 2 : 3))
            expectEqual(pixels.width, device.screenSize.width * scale)
        }
        expectEqual(UIScreen.main.bounds, Device.default.bounds, "outside a run: the default device")
    }
}
