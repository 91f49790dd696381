import TestExpectations
import Testing
@testable import TransitionKit
import UIKit
import _Testing_UIKit
import _Testing_CoreGraphics

/// The large title in a push to a `.never` screen and the pop back (Views/NavigationBar+Transition.swift,
/// Chrome/NavigationBar+LargeTitle.swift): the bar's height animates between 140 and 88 on the
/// push's curve while the large title fades out shifted left (the mirror on the pop), and the
/// small titles cross-fade as before; a `.never` screen's small title ends fully shown, a large
/// one's hidden.
@Suite("Large titles: a push and a pop")
struct LargeTitlePushTests {
    static func run(_ operation: TransitionOperation) throws -> (TransitionRun, UINavigationController) {
        let list = LargeTitleTests.screen("Inbox")
        let detail = LargeTitleTests.screen("Message", mode: .never)
        let navigation = UINavigationController(rootViewController: list)
        let run = try TransitionRun(window: LargeTitleTests.window()) { window in
            navigation.navigationBar.prefersLargeTitles = true
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            if operation == .push {
                navigation.pushViewController(detail, animated: true)
            } else {
                navigation.setViewControllers([list, detail], animated: false)
                navigation.popViewController(animated: true)
            }
        }
        run.runToCompletion()
        return (run, navigation)
    }

    /// The opacity a role's layer is drawn with at `time` (0 when it is not drawn).
    static func opacity(_ run: TransitionRun, _ role: String, at time: Double, text: String? = nil) -> Double {
        run.frame(at: time).layer(role: role)?.opacity ?? 0
    }

    static func box(_ run: TransitionRun, _ role: String, at time: Double) -> CGRect? {
        run.frame(at: time).layer(role: role)?.quad.boundingBox
    }

    @Test("push: 140 → 88, the large title fades out moving left, the detail's small title fades in")
    func push() throws {
        let (run, navigation) = try Self.run(.push)
        let end = run.endTime
        #expect(try #require(Self.box(run, "navigationBar", at: 0)).height == 140)
        #expect(try #require(Self.box(run, "largeTitle", at: 0)) == CGRect(x: 16, y: 91, width: 343, height: 41))
        expectEqual(Self.opacity(run, "largeTitle", at: 0), 1)
        let titles0 = run.frame(at: 0).layers(role: "navigationTitle")
        #expect(titles0.allSatisfy { $0.opacity == 0 }, "at the start the only small title (the list's) is hidden")
        let mid = end / 2
        let height = try #require(Self.box(run, "navigationBar", at: mid)).height
        #expect(height > 88 && height < 140, "the height animates")
        let fading = Self.opacity(run, "largeTitle", at: mid)
        #expect(fading > 0 && fading < 1, "the large title cross-fades")
        let large = try #require(Self.box(run, "largeTitle", at: mid))
        #expect(large.minX < 16, "shifted left with the leaving screen")
        #expect(try #require(Self.box(run, "navigationBar", at: end)).height == 88)
        expectEqual(Self.opacity(run, "largeTitle", at: end), 0, "gone at the end")
        #expect(navigation.navigationBar.current?.largeTitle == nil && navigation.navigationBar.current?.title.alpha == 1)
        let title = try #require(run.frame(at: end).layer(role: "navigationTitle"))
        #expect(title.opacity == 1 && title.quad.boundingBox.minY == 55, "the small title in the row under the status bar")
        // Sampled: the bar's height and the large title's opacity both fall monotonically.
        var last = (140.0, 1.0)
        for time in stride(from: 0, through: end, by: end / 10) {
            let now = (Double(try #require(Self.box(run, "navigationBar", at: time)).height), Self.opacity(run, "largeTitle", at: time))
            #expect(now.0 <= last.0 + 1e-9 && now.1 <= last.1 + 1e-9, "\(time)")
            last = now
        }
    }

    @Test("pop: 88 → 140, the list's large title fades in from the left and its small title stays hidden")
    func pop() throws {
        let (run, navigation) = try Self.run(.pop)
        let end = run.endTime
        #expect(try #require(Self.box(run, "navigationBar", at: 0)).height == 88)
        expectEqual(Self.opacity(run, "largeTitle", at: 0), 0)
        let mid = end / 2
        let height = try #require(Self.box(run, "navigationBar", at: mid)).height
        #expect(height > 88 && height < 140)
        let appearing = Self.opacity(run, "largeTitle", at: mid)
        #expect(appearing > 0 && appearing < 1)
        #expect(try #require(Self.box(run, "largeTitle", at: mid)).minX > 16 - 375 * 0.3 && Self.box(run, "largeTitle", at: mid)!.minX < 16,
            "coming in from the left")
        #expect(try #require(Self.box(run, "navigationBar", at: end)).height == 140)
        #expect(try #require(Self.box(run, "largeTitle", at: end)) == CGRect(x: 16, y: 91, width: 343, height: 41))
        expectEqual(Self.opacity(run, "largeTitle", at: end), 1)
        expectEqual(navigation.navigationBar.current?.title.alpha, 0, "the list's small title is hidden under its large one")
        #expect(run.frame(at: end).layers(role: "navigationTitle").allSatisfy { $0.opacity == 0 })
    }

    @Test("a large title's text and font: the item's title, 34-pt bold, left-aligned")
    func largeTitleLabel() throws {
        let (_, navigation) = try Self.run(.pop)
        let label = try #require(navigation.navigationBar.current?.largeTitle)
        #expect(label.text == "Inbox" && label.fontSize == 34 && label.fontWeight == .bold && label.textAlignment == .left)
    }
}
