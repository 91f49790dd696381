import TestExpectations
import Testing
import TransitionKit
@testable import UIKit

/// Intrinsic content sizes with hugging and compression resistance in the solve, and
/// `systemLayoutSizeFitting` (docs/engine.md, "Intrinsic content size").
@Suite("Intrinsic content size")
struct IntrinsicSizeTests {
    func label(_ text: String, size: CGFloat = 17) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: size)
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }

    @Test("labels, image views and plain views report UIKit's kinds of intrinsic size")
    func sizes() {
        // 5 characters × 0.55 em × 17 = 46.75 → 46.666…+ rounded up to the 3× pixel: 47; 17 × 1.193 → 20.333….
        let hello = label("Hello").intrinsicContentSize
        #expect(hello.width == 47 && abs(hello.height - 61.0 / 3) < 1e-9)
        expectEqual(UILabel().intrinsicContentSize, .zero)
        expectEqual(UIView().intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        let image = UIImageView(image: UIImage(seed: 7, size: CGSize(width: 120, height: 80)))
        expectEqual(image.intrinsicContentSize, CGSize(width: 120, height: 80))
        expectEqual(UIImageView().intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    /// Two labels in a 300-point row: `title` then `detail`, 8 points apart, between the
    /// row's edges.
    func row(width: CGFloat, _ configure: (UILabel, UILabel) -> Void) throws -> (UILabel, UILabel) {
        var title: UILabel!, detail: UILabel!
        _ = try TransitionRun(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))) { window in
            let root = UIViewController()
            window.rootViewController = root
            let row = UIView(frame: CGRect(x: 0, y: 100, width: width, height: 44))
            root.view.addSubview(row)
            title = label("Title")
            detail = label("A longer detail")
            row.addSubview(title)
            row.addSubview(detail)
            configure(title, detail)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: row.leadingAnchor),
                detail.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
                detail.trailingAnchor.constraint(equalTo: row.trailingAnchor),
                title.topAnchor.constraint(equalTo: row.topAnchor),
                detail.topAnchor.constraint(equalTo: row.topAnchor),
            ])
            root.view.layoutIfNeeded()
            root.present(UIViewController(), animated: true)
        }
        return (title, detail)
    }

    @Test("hugging: the label that hugs less stretches; its height is its intrinsic one")
    func hugging() throws {
        let (title, detail) = try row(width: 300) { title, _ in title.setContentHuggingPriority(.defaultHigh, for: .horizontal) }
        expectEqual(title.frame.width, title.intrinsicContentSize.width)
        #expect(detail.frame.minX == title.frame.maxX + 8 && detail.frame.maxX == 300)
        expectEqual(title.frame.height, title.intrinsicContentSize.height)
        let (title2, detail2) = try row(width: 300) { _, detail in detail.setContentHuggingPriority(.defaultHigh, for: .horizontal) }
        #expect(detail2.frame.width == detail2.intrinsicContentSize.width && title2.frame.minX == 0)
        expectEqual(title2.frame.width, 300 - 8 - detail2.intrinsicContentSize.width)
    }

    @Test("compression resistance: in a row too narrow, the label that resists less is compressed")
    func compression() throws {
        let (title, detail) = try row(width: 100) { title, _ in
            title.setContentCompressionResistancePriority(.required, for: .horizontal)
        }
        expectEqual(title.contentCompressionResistancePriority(for: .horizontal), .required)
        expectEqual(title.frame.width, title.intrinsicContentSize.width)
        expectEqual(detail.frame.width, 100 - 8 - title.intrinsicContentSize.width)
    }

    @Test("systemLayoutSizeFitting: compressed, expanded and a fixed width with a free height")
    func fitting() throws {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let heading = label("Heading", size: 20), body = label("Body")
        card.addSubview(heading)
        card.addSubview(body)
        NSLayoutConstraint.activate([
            heading.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            heading.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 20),
            heading.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -20),
            body.topAnchor.constraint(equalTo: heading.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: heading.leadingAnchor),
            body.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -20),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -24),
        ])
        let headingSize = heading.intrinsicContentSize, bodySize = body.intrinsicContentSize
        let height = 16 + headingSize.height + 8 + bodySize.height + 24
        let compressed = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(abs(compressed.height - height) < 1e-9)
        #expect(abs(compressed.width - (max(headingSize.width, bodySize.width) + 40)) < 1e-9)
        let fixedWidth = card.systemLayoutSizeFitting(
            CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth.width == 375 && abs(fixedWidth.height - height) < 1e-9)
        expectEqual(card.frame.size, CGSize(width: 10, height: 10), "fitting sets no frame")
    }
}
