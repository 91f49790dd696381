import TestExpectations
import Testing
import TransitionKit
@testable import UIKit

/// Right-to-left layout (docs/engine.md, "Right to left"): the semantic content attribute's
/// direction as Apple documents it, a run started right to left, and what follows a view's
/// direction — leading and trailing constraints, directional margins, stack views and flow
/// layouts.
@Suite("Right-to-left layout")
struct RightToLeftLayoutTests {
    func box(_ width: CGFloat = 0, _ height: CGFloat = 0) -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    @Test("userInterfaceLayoutDirection(for:relativeTo:): unspecified follows, playback and spatial never flip, forced is forced")
    func classMethods() {
        for surroundings in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            expectEqual(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: surroundings), surroundings)
            expectEqual(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: surroundings), .leftToRight)
            expectEqual(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: surroundings), .leftToRight)
            expectEqual(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight, relativeTo: surroundings), .leftToRight)
            expectEqual(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: surroundings), .rightToLeft)
        }
        // Outside a run the app is left to right.
        expectEqual(UIView.userInterfaceLayoutDirection(for: .unspecified), .leftToRight)
        expectEqual(UIApplication.shared.userInterfaceLayoutDirection, .leftToRight)
    }

    @Test("a run started right to left: the app, the traits and unspecified views are right to left; forced and playback views are not")
    func rightToLeftRun() throws {
        var views: [UIView] = []
        _ = try runShowing({ () -> UIViewController in
            Timeline.current?.startWithDeviceSettings(reduceMotion: false, layoutDirection: .rightToLeft)
            return UIViewController()
        }) { root in
            let plain = UIView(), forced = UIView(), playback = UIView()
            forced.semanticContentAttribute = .forceLeftToRight
            playback.semanticContentAttribute = .playback
            views = [plain, forced, playback]
            for view in views { root.view.addSubview(view) }
            expectEqual(UIApplication.shared.userInterfaceLayoutDirection, .rightToLeft)
            expectEqual(root.traitCollection.layoutDirection, .rightToLeft)
            expectEqual(views.map(\.effectiveUserInterfaceLayoutDirection), [.rightToLeft, .leftToRight, .leftToRight])
            // The root view's system minimum margins are symmetric; own ones flip.
            plain.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
            #expect(plain.layoutMargins.left == 10 && plain.layoutMargins.right == 30)
            expectEqual(root.view.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        }
    }

    @Test("a label's natural alignment is its direction's side; left, right and centre stay")
    func naturalAlignment() throws {
        func drawn(_ label: UILabel) -> Text.Alignment? {
            guard case .text(let text) = label.layer.content else { return nil }
            return text.alignment
        }
        let label = UILabel()
        label.text = "שלום"
        expectEqual(drawn(label), .left)
        label.semanticContentAttribute = .forceRightToLeft
        expectEqual(drawn(label), .right)
        label.textAlignment = .left
        expectEqual(drawn(label), .left)
        label.textAlignment = .center
        expectEqual(drawn(label), .center)
        _ = try runShowing({ () -> UIViewController in
            Timeline.current?.startWithDeviceSettings(reduceMotion: false, layoutDirection: .rightToLeft)
            return UIViewController()
        }) { root in
            let title = UILabel()
            title.text = "عنوان"
            root.view.addSubview(title)
            expectEqual(drawn(title), .right, "a right-to-left run: natural is the right")
        }
    }

    @Test("leading and trailing constraints flip in a right-to-left container; left, right and centre do not")
    func constraints() {
        func layOut(_ attribute: UISemanticContentAttribute) -> [CGRect] {
            let container = box(300, 100)
            container.semanticContentAttribute = attribute
            let leading = box(), trailing = box(), left = box(), centred = box()
            for view in [leading, trailing, left, centred] {
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
                NSLayoutConstraint.activate([
                    view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 10),
                    view.topAnchor.constraint(equalTo: container.topAnchor),
                ])
            }
            NSLayoutConstraint.activate([
                leading.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
                trailing.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -5),
                left.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 20),
                centred.centerXAnchor.constraint(equalTo: container.centerXAnchor, constant: 30),
            ])
            container.layoutIfNeeded()
            return [leading, trailing, left, centred].map(\.frame)
        }
        let ltr = layOut(.unspecified), rtl = layOut(.forceRightToLeft)
        expectEqual(ltr.map(\.minX), [20, 195, 20, 130])
        // Leading is the right edge: 20 points in from it; trailing 5 points in from the left.
        expectEqual(rtl.map(\.minX), [180, 5, 20, 130])
    }

    @Test("directional margins: layoutMargins and the margins guide follow the view's direction")
    func margins() {
        let container = box(300, 100)
        container.semanticContentAttribute = .forceRightToLeft
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 10)
        expectEqual(container.layoutMargins, UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 30))
        container.layoutMargins = UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 40)
        expectEqual(container.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 4, leading: 40, bottom: 4, trailing: 12))
        let child = box()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(abs(child.frame.maxX - 260) < 1e-9, "40 points in from the right edge: \(child.frame)")
    }

    @Test("stack views: a row starts on the right; a column's leading alignment is the right edge")
    func stackViews() {
        let row = UIStackView(arrangedSubviews: [box(40, 10), box(60, 20), box(80, 30)])
        row.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        row.spacing = 10
        row.semanticContentAttribute = .forceRightToLeft
        row.layoutIfNeeded()
        // Fill: the first view takes the 100 spare points, as left to right — from the right.
        expectEqual(row.arrangedSubviews.map(\.frame.minX), [160, 90, 0])
        expectEqual(row.arrangedSubviews.map(\.frame.width), [140, 60, 80])

        let column = UIStackView(arrangedSubviews: [box(40, 10), box(60, 20)])
        column.axis = .vertical
        column.alignment = .leading
        column.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        column.semanticContentAttribute = .forceRightToLeft
        column.layoutIfNeeded()
        expectEqual(column.arrangedSubviews.map(\.frame.maxX), [200, 200])
        column.alignment = .trailing
        column.layoutIfNeeded()
        expectEqual(column.arrangedSubviews.map(\.frame.minX), [0, 0])
    }

    @Test("a flow layout in a right-to-left collection view lays its lines out from the right")
    func flowLayout() throws {
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        func frames(_ attribute: UISemanticContentAttribute) throws -> [CGRect] {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 50)
            layout.minimumInteritemSpacing = 10
            layout.sectionInset = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 15)
            let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
            grid.semanticContentAttribute = attribute
            grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let source = Source()
            grid.dataSource = source
            grid.layoutIfNeeded()
            return try (0..<3).map { try #require(grid.cellForItem(at: IndexPath(item: $0, section: 0))).frame }
        }
        // Left to right: two items justified between the insets (5 and 185), the third alone, centred.
        #expect(try frames(.unspecified).map(\.minX) == [5, 185, 95])
        // Right to left: the same lines mirrored across the content's 300 points.
        #expect(try frames(.forceRightToLeft).map(\.minX) == [195, 15, 105])
        #expect(UICollectionViewFlowLayout().flipsHorizontallyInOppositeLayoutDirection)
    }
}
