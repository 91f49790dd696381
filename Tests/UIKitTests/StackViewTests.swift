import TestExpectations
import Testing
import TransitionKit
@testable import UIKit
@testable import UIKitFixtures

/// `UIStackView`: each distribution and alignment, custom spacing, margins-relative
/// arrangement, and a hidden arranged subview collapsing inside an animation block
/// (docs/engine.md, "Stack views").
@Suite("Stack views")
struct StackViewTests {
    /// Fixed-size boxes (no intrinsic size: their current size counts).
    func box(_ name: String, _ width: CGFloat, _ height: CGFloat) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        view.accessibilityIdentifier = name
        return view
    }

    /// A 300 × 100 horizontal stack of 40-, 60- and 80-point boxes 10, 20 and 30 high.
    func stack(_ configure: (UIStackView) -> Void) -> [CGRect] {
        let views = [box("a", 40, 10), box("b", 60, 20), box("c", 80, 30)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        stack.spacing = 10
        configure(stack)
        stack.layoutIfNeeded()
        return views.map(\.frame)
    }

    @Test("distributions along the axis")
    func distributions() {
        // 300 − 2 × 10 spacing = 280 for 180 points of boxes: 100 more.
        #expect(stack { _ in }.map(\.width) == [140, 60, 80], "fill: the lowest hugging, then the lowest index, stretches")
        #expect(stack { $0.arrangedSubviews[1].setContentHuggingPriority(.init(200), for: .horizontal) }.map(\.width) == [40, 160, 80])
        #expect(stack { $0.distribution = .fillEqually }.map(\.width).allSatisfy { abs($0 - 280.0 / 3) < 1e-9 })
        let proportional = stack { $0.distribution = .fillProportionally }.map(\.width)
        #expect(zip(proportional, [40.0, 60, 80]).allSatisfy { abs($0 - $1 * 280 / 180) < 1e-9 })
        let spaced = stack { $0.distribution = .equalSpacing }
        #expect(spaced.map(\.minX) == [0, 100, 220] && spaced.map(\.width) == [40, 60, 80], "gaps of 10 + 50")
        let centred = stack { $0.distribution = .equalCentering }
        expectEqual(centred.map(\.midX), [20, 140, 260], "centres 120 apart, first at the start, last at the end")
        let custom = stack { $0.setCustomSpacing(30, after: $0.arrangedSubviews[0]) }
        #expect(custom.map(\.minX) == [0, 150, 220] && custom[0].width == 120)
    }

    @Test("alignments across the axis, and a vertical stack inside its margins")
    func alignments() {
        #expect(stack { _ in }.map(\.height) == [100, 100, 100])
        #expect(stack { $0.alignment = .top }.map(\.minY) == [0, 0, 0])
        #expect(stack { $0.alignment = .center }.map(\.midY) == [50, 50, 50])
        #expect(stack { $0.alignment = .bottom }.map(\.maxY) == [100, 100, 100])
        let vertical = stack {
            $0.axis = .vertical
            $0.alignment = .leading
            $0.isLayoutMarginsRelativeArrangement = true
            $0.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 7, bottom: 5, trailing: 7)
        }
        #expect(vertical.map(\.minX) == [7, 7, 7] && vertical.map(\.width) == [40, 60, 80])
        // 90 − 20 spacing = 70 for 60 points of boxes: the first stretches by 10.
        #expect(vertical.map(\.height) == [20, 20, 30] && vertical.map(\.minY) == [5, 35, 65])
    }

    @Test("labels by their intrinsic sizes; the stack's own intrinsic size")
    func intrinsic() {
        let title = UILabel(), detail = UILabel()
        title.text = "Title"
        detail.text = "Detail"
        let stack = UIStackView(arrangedSubviews: [title, detail])
        stack.axis = .vertical
        stack.spacing = 4
        let size = stack.intrinsicContentSize
        expectEqual(size.width, detail.intrinsicContentSize.width)
        #expect(abs(size.height - (title.intrinsicContentSize.height + 4 + detail.intrinsicContentSize.height)) < 1e-9)
    }

    @Test("a hidden arranged subview collapses inside an animation block; the others move linearly")
    func hiddenInAnimation() throws {
        var views: [UIView] = []
        let run = try TransitionRun(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))) { window in
            let root = UIViewController()
            window.rootViewController = root
            views = [box("a", 40, 10), box("b", 60, 20), box("c", 80, 30)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.frame = CGRect(x: 0, y: 100, width: 300, height: 100)
            stack.spacing = 10
            views[2].setContentHuggingPriority(.init(200), for: .horizontal)
            root.view.addSubview(stack)
            stack.layoutIfNeeded()
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                views[1].isHidden = true
                stack.layoutIfNeeded()
            })
            let overlay = UIViewController()
            overlay.modalPresentationStyle = .overFullScreen
            root.present(overlay, animated: true)
        }
        // c, the one that stretches, from 120…300 to 50…300 as b's 60 points and gap go.
        #expect(views[1].frame.width == 0 && views[2].frame == CGRect(x: 50, y: 0, width: 250, height: 100))
        for t in [0.0, 0.5, 1.0] {
            let layer = try #require(run.frame(at: t).layer(role: "c"))
            #expect(abs(layer.quad.topLeft.x - (120 - 70 * t)) < 1e-9 && abs(layer.size.width - (180 + 70 * t)) < 1e-9)
        }
    }
}

extension StackViewTests {
    @Test("the stack card fixture: the stack inside the card's margins, the image 120 high, the labels below")
    func cardFixture() throws {
        var card: StackCardView!
        _ = try TransitionRun(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))) { window in
            let root = UIViewController()
            window.rootViewController = root
            card = StackCardView(frame: CGRect(x: 20, y: 100, width: 350, height: 260))
            card.configure(title: "Flowers", subtitle: "A field guide", image: UIImage(seed: 3, size: CGSize(width: 300, height: 200)))
            root.view.addSubview(card)
            root.view.layoutIfNeeded()
            #expect(card.stackView.frame.origin == CGPoint(x: 16, y: 12) && card.stackView.frame.width == 318)
            expectEqual(card.imageView.frame, CGRect(x: 0, y: 0, width: 318, height: 120))
            expectEqual(card.titleLabel.superview?.frame.minY, 128)
            expectEqual(card.subtitleLabel.frame.minY, card.titleLabel.frame.maxY + 4)
            card.setSubtitleHidden(true, animated: false)
            expectEqual(card.subtitleLabel.frame.height, 0)
            let overlay = UIViewController()
            overlay.modalPresentationStyle = .overFullScreen
            root.present(overlay, animated: true)
        }
    }
}
