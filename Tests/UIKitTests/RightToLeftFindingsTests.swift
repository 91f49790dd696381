import TestExpectations
import Testing
import TransitionKit
@testable import UIKit

/// What right to left does in UIKit that the engine does not model (docs/engine.md, "Right to
/// left") is never a silent difference: each is a `not-modelled` finding naming the view when
/// it shows in a run, and none appears left to right.
@Suite("Right-to-left findings")
struct RightToLeftFindingsTests {
    static func finding(_ run: TransitionRun, _ prefix: String) -> (feature: String, view: String?)? {
        run.timeline.unmodelled.first { $0.feature.hasPrefix(prefix) }.map { ($0.feature, $0.view) }
    }

    static func name(_ view: UIView) -> String { "\(view.role)#\(view.layer.id)" }

    // MARK: Navigation

    /// A push from a navigation controller whose view is `attribute`, run to its end.
    func push(_ attribute: UISemanticContentAttribute, runRightToLeft: Bool = false) throws -> (TransitionRun, UINavigationController) {
        var navigation: UINavigationController?
        let run = try TransitionRun(window: UIWindow(frame: Device.iPhoneX.bounds)) { window in
            if runRightToLeft { Timeline.current?.startWithDeviceSettings(reduceMotion: false, layoutDirection: .rightToLeft) }
            let root = UINavigationController(rootViewController: UIViewController())
            root.view.semanticContentAttribute = attribute
            window.rootViewController = root
            window.makeKeyAndVisible()
            root.pushViewController(UIViewController(), animated: true)
            navigation = root
        }
        run.runToCompletion()
        return (run, try #require(navigation))
    }

    @Test("a push in a right-to-left navigation controller is reported on its view; left to right it is not")
    func navigationPush() throws {
        let (run, navigation) = try push(.forceRightToLeft)
        let finding = try #require(Self.finding(run, "UINavigationController's push and pop right to left"))
        expectEqual(finding.view, Self.name(navigation.view))
        #expect(Self.finding(run, "UINavigationBar right to left") == nil, "the bar is not forced: only the view is")
        let (plain, _) = try push(.unspecified)
        #expect(Self.finding(plain, "UINavigationController's") == nil)
        #expect(Self.finding(plain, "UINavigationBar") == nil)
        let (forcedLeft, _) = try push(.forceLeftToRight, runRightToLeft: true)
        #expect(Self.finding(forcedLeft, "UINavigationController's") == nil, "forced left to right in a right-to-left run")
    }

    @Test("a right-to-left run: the push and the bar's back button are reported")
    func navigationBarRightToLeft() throws {
        let (run, navigation) = try push(.unspecified, runRightToLeft: true)
        #expect(Self.finding(run, "UINavigationController's push and pop right to left") != nil)
        let bar = try #require(Self.finding(run, "UINavigationBar right to left"))
        expectEqual(bar.view, Self.name(navigation.navigationBar))
    }

    @Test("an app's own push animator is the app's: not reported")
    func customAnimatorNotReported() throws {
        final class Slide: NSObject, UIViewControllerAnimatedTransitioning, UINavigationControllerDelegate {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                if let to = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(to) }
                transitionContext.completeTransition(true)
            }
            func navigationController(
                _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                from fromVC: UIViewController, to toVC: UIViewController
            ) -> (any UIViewControllerAnimatedTransitioning)? {
                asked += 1
                return self
            }
            var asked = 0
        }
        let slide = Slide()
        let run = try TransitionRun(window: UIWindow(frame: Device.iPhoneX.bounds)) { window in
            let root = UINavigationController(rootViewController: UIViewController())
            root.view.semanticContentAttribute = .forceRightToLeft
            root.delegate = slide
            window.rootViewController = root
            window.makeKeyAndVisible()
            root.pushViewController(UIViewController(), animated: true)
        }
        run.runToCompletion()
        expectEqual(slide.asked, 1, "the push asked the delegate for its animator")
        #expect(Self.finding(run, "UINavigationController's") == nil)
    }

    // MARK: Collection views

    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    /// A run showing a 300 × 120 collection view with `layout`, laid out.
    func showGrid(_ layout: UICollectionViewLayout, _ attribute: UISemanticContentAttribute) throws -> (TransitionRun, UICollectionView) {
        let source = Source()
        var shown: UICollectionView?
        let (run, _) = try runShowing(UIViewController.init) { root in
            let grid = UICollectionView(frame: CGRect(x: 0, y: 100, width: 300, height: 120), collectionViewLayout: layout)
            grid.semanticContentAttribute = attribute
            grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            grid.dataSource = source
            root.view.addSubview(grid)
            grid.layoutIfNeeded()
            shown = grid
        }
        return (run, try #require(shown))
    }

    func flowLayout(_ direction: UICollectionView.ScrollDirection) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = direction
        layout.itemSize = CGSize(width: 100, height: 50)
        return layout
    }

    static let startingOffset = "a right-to-left collection view's starting offset"

    @Test("a right-to-left horizontal flow layout wider than its bounds reports its starting offset; left to right and vertical do not")
    func horizontalStartingOffset() throws {
        let (run, grid) = try showGrid(flowLayout(.horizontal), .forceRightToLeft)
        #expect(grid.contentSize.width > grid.bounds.width, "\(grid.contentSize)")
        let finding = try #require(Self.finding(run, Self.startingOffset))
        expectEqual(finding.view, Self.name(grid))
        let (plain, _) = try showGrid(flowLayout(.horizontal), .unspecified)
        #expect(Self.finding(plain, Self.startingOffset) == nil)
        let (vertical, verticalGrid) = try showGrid(flowLayout(.vertical), .forceRightToLeft)
        #expect(verticalGrid.contentSize.width <= verticalGrid.bounds.width)
        #expect(Self.finding(vertical, Self.startingOffset) == nil, "a vertical grid's content is its width: nothing to start at")
        #expect(Self.finding(vertical, "flipsHorizontallyInOppositeLayoutDirection") == nil, "the flow layout flips itself")
    }

    final class Strip: UICollectionViewLayout {
        let flips: Bool
        init(flips: Bool) {
            self.flips = flips
            super.init()
        }
        override var flipsHorizontallyInOppositeLayoutDirection: Bool { flips }
        override var collectionViewContentSize: CGSize { CGSize(width: 200, height: 50) }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            [layoutAttributesForItem(at: IndexPath(item: 0, section: 0))].compactMap { $0 }
        }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard indexPath.item == 0 else { return nil }
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            return attributes
        }
    }

    static let customFlip = "flipsHorizontallyInOppositeLayoutDirection of"

    @Test("a custom layout answering flipsHorizontallyInOppositeLayoutDirection true is reported right to left only")
    func customLayoutFlip() throws {
        let (run, grid) = try showGrid(Strip(flips: true), .forceRightToLeft)
        let finding = try #require(Self.finding(run, Self.customFlip))
        expectEqual(finding.view, Self.name(grid))
        #expect(finding.feature.contains("Strip"), "names the layout's class: \(finding.feature)")
        let (plain, _) = try showGrid(Strip(flips: true), .unspecified)
        #expect(Self.finding(plain, Self.customFlip) == nil)
        let (unflipped, _) = try showGrid(Strip(flips: false), .forceRightToLeft)
        #expect(Self.finding(unflipped, Self.customFlip) == nil, "a layout that does not ask to flip is laid out as UIKit does")
    }

    // MARK: Text

    static let naturalText = "UITextField .natural text"

    @Test("a forced right-to-left text field with natural text is reported, whichever is set first; left, and empty, are not")
    func textField() throws {
        var fields: [UITextField] = []
        let (run, _) = try runShowing(UIViewController.init) { root in
            let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
            field.text = "שלום"
            root.view.addSubview(field)
            field.semanticContentAttribute = .forceRightToLeft
            fields.append(field)
        }
        let finding = try #require(Self.finding(run, Self.naturalText))
        expectEqual(finding.view, Self.name(fields[0]))

        let (plain, _) = try runShowing(UIViewController.init) { root in
            let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
            field.text = "hello"
            root.view.addSubview(field)
            let left = UITextField(frame: CGRect(x: 0, y: 200, width: 200, height: 40))
            left.semanticContentAttribute = .forceRightToLeft
            left.textAlignment = .left
            left.text = "שלום"
            root.view.addSubview(left)
            let empty = UITextField(frame: CGRect(x: 0, y: 300, width: 200, height: 40))
            empty.semanticContentAttribute = .forceRightToLeft
            root.view.addSubview(empty)
        }
        #expect(Self.finding(plain, "UITextField") == nil)

        let (placeholder, _) = try runShowing(UIViewController.init) { root in
            let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
            field.semanticContentAttribute = .forceRightToLeft
            field.textAlignment = .left
            field.placeholder = "חיפוש"
            root.view.addSubview(field)
            field.textAlignment = .natural
        }
        #expect(Self.finding(placeholder, Self.naturalText) != nil, "a placeholder is text shown, and natural set last")
    }

    @Test("a text view whose direction is not the app's is reported: forced right to left, or left to right in a right-to-left run")
    func textView() throws {
        var views: [UITextView] = []
        let (run, _) = try runShowing(UIViewController.init) { root in
            let view = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
            view.semanticContentAttribute = .forceRightToLeft
            view.text = "مرحبا"
            root.view.addSubview(view)
            views.append(view)
        }
        let finding = try #require(Self.finding(run, "UITextView .natural text"))
        expectEqual(finding.view, Self.name(views[0]))

        /// A run started right to left showing a text view whose attribute is `attribute`.
        func rightToLeftRun(_ attribute: UISemanticContentAttribute) throws -> TransitionRun {
            try runShowing({ () -> UIViewController in
                Timeline.current?.startWithDeviceSettings(reduceMotion: false, layoutDirection: .rightToLeft)
                return UIViewController()
            }) { root in
                let view = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
                view.text = "hello"
                view.semanticContentAttribute = attribute
                root.view.addSubview(view)
            }.0
        }
        #expect(Self.finding(try rightToLeftRun(.forceLeftToRight), "UITextView .natural text") != nil)
        #expect(Self.finding(try rightToLeftRun(.unspecified), "UITextView") == nil, "it follows the app: drawn as UIKit does")

        let (plain, _) = try runShowing(UIViewController.init) { root in
            let view = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
            view.text = "hello"
            root.view.addSubview(view)
        }
        #expect(Self.finding(plain, "UITextView") == nil)
    }
}
