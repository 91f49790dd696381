import Foundation
import Testing

/// docs/bring-your-own.md's "UIKit's surface around a transition" in step with the code: every
/// member a table names exists in the engine and is used by the compile fixtures
/// (Tests/UIKitFixtures/Surface/), and every member the surface's engine files declare is in a
/// table.
@Suite("The surface's API tables")
struct SurfaceDocsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The engine files that declare the surface (one family per file), read for their
    /// public and open members.
    static let surfaceSources = [
        "Sources/TransitionKit/Traits/TraitCollection.swift",
        "Sources/TransitionKit/Traits/ContentContainer.swift",
        "Sources/TransitionKit/Traits/AdaptivePresentationControllerDelegate.swift",
        "Sources/TransitionKit/Traits/ViewController+StatusBar.swift",
        "Sources/TransitionKit/Traits/ViewController+SystemGestures.swift",
        "Sources/TransitionKit/Traits/ViewController+Orientation.swift",
        "Sources/TransitionKit/SystemServices/UIDevice.swift",
        "Sources/TransitionKit/Application/UIApplication+Events.swift",
        "Sources/TransitionKit/Scrolling/TableViewController.swift",
        "Sources/TransitionKit/Application/UIApplication+Notifications.swift",
        "Sources/TransitionKit/Application/UIApplication.swift",
        "Sources/TransitionKit/Application/Window+Scene.swift",
        "Sources/TransitionKit/Views/View+Basics.swift",
        "Sources/TransitionKit/Views/View+LayoutDirection.swift",
        "Sources/TransitionKit/Animation/View+AnimationSwitches.swift",
        "Sources/UIKit/NotificationCenter+Selector.swift",
        "Sources/TransitionKit/Controls/UIFont.swift",
        "Sources/TransitionKit/Controls/Control.swift",
        "Sources/TransitionKit/Controls/Button.swift",
        "Sources/TransitionKit/Controls/Switch.swift",
        "Sources/TransitionKit/Controls/Slider.swift",
        "Sources/TransitionKit/Controls/PageControl.swift",
        "Sources/TransitionKit/Controls/SegmentedControl.swift",
        "Sources/TransitionKit/Controls/ProgressView.swift",
        "Sources/TransitionKit/Controls/UIFontMetrics.swift",
        "Sources/TransitionKit/Views/UIColor+Assets.swift",
        "Sources/TransitionKit/Layout/View+ReadableContent.swift",
        "Sources/TransitionKit/Chrome/NavigationBar+BackgroundImage.swift",
        "Sources/UIKit/UIKitControlNames.swift",
        "Sources/UIKit/ObjCAssociation.swift",
        "Sources/UIKit/AppleFoundationNames.swift",
        "Sources/TransitionKit/Views/CoordinateSpace.swift",
        "Sources/TransitionKit/Storyboards/StoryboardSegue.swift",
        "Sources/TransitionKit/Storyboards/StoryboardFactories.swift",
        "Sources/TransitionKit/Storyboards/Storyboard.swift",
        "Sources/UIKit/Bundle+Nib.swift",
        "Sources/TransitionKit/Transitioning/MoreGestureRecognizers.swift",
        "Sources/TransitionKit/Transitioning/TwoFingerGestureRecognizers.swift",
        "Sources/TransitionKit/Transitioning/GestureRecognizer+Failure.swift",
        "Sources/TransitionKit/Transitioning/SheetPresentationController.swift",
        "Sources/TransitionKit/Transitioning/PopoverPresentationController.swift",
        "Sources/TransitionKit/Chrome/BarButtonItem.swift",
        "Sources/TransitionKit/Chrome/BarAppearance.swift",
        "Sources/TransitionKit/Chrome/ViewController+ContainerTransition.swift",
        "Sources/TransitionKit/SystemServices/FeedbackAndAccessibility.swift",
        "Sources/TransitionKit/SystemServices/TextInputAndSymbols.swift",
        "Sources/UIKit/UnifiedLogging.swift",
        "Sources/TransitionKit/Observing/KeyValueObserving.swift",
        "Sources/TransitionKit/Dynamics/UIDynamics.swift",
        "Sources/TransitionKit/Controls/Menus.swift",
        "Sources/TransitionKit/Controls/ButtonConfiguration.swift",
        "Sources/TransitionKit/Views/Interactions.swift",
        "Sources/TransitionKit/Chrome/SearchController.swift",
        "Sources/TransitionKit/Layout/KeyboardLayoutGuide.swift",
        "Sources/TransitionKit/Traits/TraitChangeRegistration.swift",
        "Sources/TransitionKit/Views/CGContext+Paths.swift",
        "Sources/TransitionKit/Views/View+Appearance.swift",
        "Sources/TransitionKit/Application/UIApplication+Delegate.swift",
        "Sources/TransitionKit/Chrome/TabBar.swift",
        "Sources/TransitionKit/Chrome/NavigationController+BarSlide.swift",
        "Sources/TransitionKit/Chrome/PageViewController.swift",
        "Sources/TransitionKit/Chrome/Toolbar.swift",
        "Sources/TransitionKit/Chrome/NavigationController+Toolbar.swift",
    ]

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    static func texts(under folder: String) throws -> String {
        let url = root.appendingPathComponent(folder)
        let files = FileManager.default.enumerator(atPath: url.path)?.compactMap { $0 as? String } ?? []
        return try files.filter { $0.hasSuffix(".swift") }.sorted()
            .map { try String(contentsOf: url.appendingPathComponent($0), encoding: .utf8) }.joined(separator: "\n")
    }

    /// The section, and the names in the first cell of each table row.
    static func documented() throws -> (section: String, names: [String]) {
        let doc = try text("docs/bring-your-own.md")
        let start = try #require(doc.range(of: "## UIKit's surface around a transition"))
        let rest = doc[start.upperBound...]
        let section = String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
        var names: [String] = []
        for line in section.split(separator: "\n") where line.hasPrefix("| `") {
            let cell = line.dropFirst(2).prefix { $0 != "|" }
            let parts = cell.split(separator: "`", omittingEmptySubsequences: false)
            names += stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) }
        }
        return (section, names)
    }

    /// The identifier to look for: `viewWillTransition(to:with:)` → `viewWillTransition`,
    /// `UIApplication.shared` → `shared`, `.dark` → `dark`.
    static func token(_ name: String) -> String {
        let base = name.prefix { $0 != "(" && $0 != " " }
        return String(base.split(separator: ".").last ?? Substring(base))
    }

    @Test("every member a table names is in the engine and in the compile fixtures")
    func tablesMatchCode() throws {
        let names = try Self.documented().names
        #expect(names.count >= 30)
        let engine = try Self.texts(under: "Sources/TransitionKit") + Self.texts(under: "Sources/UIKit")
        let fixtures = try Self.texts(under: "Tests/UIKitFixtures/Surface") + Self.texts(under: "Tests/UIKitFixturesSwift5/Surface")
        for name in names {
            let token = Self.token(name)
            let inEngine = engine.contains(token), inFixtures = fixtures.contains(token)
            #expect(inEngine, "\(name) is in the docs' tables but not in the engine")
            #expect(inFixtures, "\(name) is in the docs' tables but no compile fixture uses it")
        }
    }

    @Test("every public or open member of the surface's engine files is in a table")
    func codeMatchesTables() throws {
        let section = try Self.documented().section
        for path in Self.surfaceSources {
            for line in try Self.text(path).split(separator: "\n") {
                // Overrides are NSObject's; a value type's constants (`UIControl.Event.touchDown`)
                // are covered by its type's row.
                guard !line.contains("override"), !line.contains("public static let") else { continue }
                let words = line.split(separator: " ").filter { $0 != "class" || !line.contains("class var") && !line.contains("class func") }
                guard let access = words.firstIndex(where: { $0 == "public" || $0 == "open" }),
                      let kind = words.dropFirst(access + 1).first(where: { ["func", "var", "let", "class", "enum", "protocol"].contains($0) }),
                      let kindIndex = words.firstIndex(of: kind), kindIndex + 1 < words.count else { continue }
                let name = Self.token(String(words[kindIndex + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
                guard !name.isEmpty, name != "description", name != "hash" else { continue }
                let listed = section.contains(name)
                #expect(listed, "\(path) declares \(name), which the tables do not list")
            }
        }
    }
}
