import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures

/// Issue #23's app-style fixtures laid out with Auto Layout, run the way `transitions check`
/// runs an entry: the contract checker plays each operation on every device and finds nothing
/// (no contract finding, no unsatisfiable or ambiguous layout, nothing reported unmodelled).
@Suite("Auto Layout fixtures under the contract checker")
struct ConstraintFixtureCheckTests {
    static func expectClean(_ entry: some CatalogEntry, operations: Int) {
        let reports = ContractChecker().check(entry)
        let findings = reports.flatMap(\.findings)
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
        expectEqual(reports.count, operations * Device.all.count)
        #expect(reports.allSatisfy { $0.state == .completed })
    }

    @Test("the constraint-based card expansion, presented and dismissed, on every device")
    func cardExpansion() {
        Self.expectClean(CardExpansionEntry(), operations: 2)
    }

    @Test("the half sheet sized by systemLayoutSizeFitting, presented and dismissed, on every device")
    func halfSheet() {
        Self.expectClean(HalfSheetEntry(), operations: 2)
    }

    @Test("the article laid out with anchors and margins guides, presented, on every device")
    func article() {
        Self.expectClean(ArticleEntry(), operations: 1)
    }

    /// Linear, so the expected frames are the straight line between the card and the screen.
    @Test("present: the card and the views that follow it through constraints move linearly at every sampled time")
    func expansionFrames() throws {
        let run = try CatalogRun.make(entry: LinearCardExpansionEntry(), operation: .present, device: .iPhoneX)
        #expect(run.state == .completed && run.completionTime == 0.5)
        let card = LinearCardExpansionEntry.cardFrame(in: Device.iPhoneX.bounds)
        let screen = Device.iPhoneX.bounds
        func rect(_ role: String, _ time: Double) throws -> CGRect {
            let layer = try #require(run.frame(at: time).layer(role: role), "\(role) at \(time)")
            return CGRect(origin: layer.quad.topLeft, size: layer.size)
        }
        func close(_ a: CGRect, _ b: CGRect) -> Bool {
            abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
                && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
        }
        for s in [0.0, 0.2, 0.5, 0.8, 1.0] {
            let t = 0.5 * s
            let expected = CGRect(
                x: card.minX + (screen.minX - card.minX) * s, y: card.minY + (screen.minY - card.minY) * s,
                width: card.width + (screen.width - card.width) * s, height: card.height + (screen.height - card.height) * s)
            let shown = try rect("expandingCard", t)
            #expect(close(shown, expected), "card at \(t): \(shown) ≠ \(expected)")
            // The header's height is 0.75 × the card's width; the title sits 16 below it.
            let header = try rect("cardHeader", t)
            let wantHeader = CGRect(x: expected.minX, y: expected.minY, width: expected.width, height: 0.75 * expected.width)
            #expect(close(header, wantHeader), "header at \(t): \(header) ≠ \(wantHeader)")
            let title = try rect("cardTitle", t)
            #expect(abs(title.minX - (expected.minX + 20)) < 1e-9, "title x at \(t): \(title.minX)")
            #expect(abs(title.minY - (wantHeader.maxY + 16)) < 1e-9, "title y at \(t): \(title.minY)")
        }
        #expect(run.problems.isEmpty)
    }

    @Test("dismiss: the card shrinks back onto the home card and leaves the container")
    func collapseFrames() throws {
        let run = try CatalogRun.make(entry: LinearCardExpansionEntry(), operation: .dismiss, device: .iPhoneX)
        expectEqual(run.state, .completed)
        let card = LinearCardExpansionEntry.cardFrame(in: Device.iPhoneX.bounds)
        let start = try #require(run.frame(at: 0).layer(role: "expandingCard"))
        expectEqual(start.quad, Quad(Device.iPhoneX.bounds))
        let half = try #require(run.frame(at: 0.25).layer(role: "expandingCard"))
        let mid = CGRect(x: card.minX / 2, y: card.minY / 2, width: (card.width + 375) / 2, height: (card.height + 812) / 2)
        #expect(abs(half.quad.topLeft.x - mid.minX) < 1e-9 && abs(half.quad.topLeft.y - mid.minY) < 1e-9)
        #expect(abs(half.size.width - mid.width) < 1e-9 && abs(half.size.height - mid.height) < 1e-9)
        #expect(run.frame(at: run.completionTime!).layer(role: "expandingCard") == nil, "removed at the end")
    }
}

/// The card expansion as a catalog entry: a home screen with a card, the card screen presented
/// full screen through the constraint animator (present), or shown and dismissed (dismiss).
/// The checker and runs make an entry with `init()`: the curve is the type's.
protocol CardExpansionEntryKind: CatalogEntry {
    static var options: UIView.AnimationOptions { get }
}

/// As the app writes it: ease in, ease out.
struct CardExpansionEntry: CardExpansionEntryKind {
    static let options: UIView.AnimationOptions = .curveEaseInOut
    let id = "card-expansion-fixture"
}

/// The same, linear, for frames a test can compute.
struct LinearCardExpansionEntry: CardExpansionEntryKind {
    static let options: UIView.AnimationOptions = .curveLinear
    let id = "card-expansion-linear-fixture"
}

extension CardExpansionEntryKind {
    var title: String { "Card expansion (Auto Layout fixture)" }
    var operations: [TransitionOperation] { [.present, .dismiss] }

    static func cardFrame(in bounds: CGRect) -> CGRect {
        CGRect(x: 20, y: 120, width: bounds.width - 40, height: 240)
    }

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let home = CardHomeScreen(cardFrame: Self.cardFrame(in: window.bounds))
        home.transitions.options = Self.options
        window.rootViewController = home
        window.makeKeyAndVisible()
        let detail = CardDetailViewController()
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = home.transitions
        home.present(detail, animated: operation == .present)
        if operation == .dismiss { detail.dismiss(animated: true) }
    }
}

/// Keeps the delegate alive (UIKit's `transitioningDelegate` is weak) and shows the card.
final class CardHomeScreen: UIViewController {
    let transitions: CardExpansionTransitions

    init(cardFrame: CGRect) {
        transitions = CardExpansionTransitions(cardFrame: cardFrame)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let card = UIView(frame: transitions.cardFrame)
        card.backgroundColor = .systemTeal
        card.layer.cornerRadius = 16
        view.addSubview(card)
    }
}

/// The half sheet of Tests/UIKitFixtures, presented over a plain screen (present), or shown
/// and dismissed (dismiss).
struct HalfSheetEntry: CatalogEntry {
    let id = "half-sheet-fixture"
    let title = "Half sheet (Auto Layout fixture)"
    let operations: [TransitionOperation] = [.present, .dismiss]

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let home = HalfSheetHomeScreen()
        window.rootViewController = home
        window.makeKeyAndVisible()
        let sheet = HalfSheetViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = home.transitions
        home.present(sheet, animated: operation == .present)
        if operation == .dismiss { sheet.dismiss(animated: true) }
    }
}

final class HalfSheetHomeScreen: UIViewController {
    let transitions = HalfSheetTransitioningDelegate()
}

/// The article of Tests/UIKitFixtures, presented full screen from a list.
struct ArticleEntry: CatalogEntry {
    let id = "article-fixture"
    let title = "Article (Auto Layout fixture)"
    let operations: [TransitionOperation] = [.present]

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        _ = ArticleDetailViewController.present(in: window)
    }
}
