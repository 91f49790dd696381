import TestExpectations
import Testing
import TransitionKit
@testable import UIKit

/// A multi-line label's intrinsic size wraps at `preferredMaxLayoutWidth` (docs/engine.md,
/// "Intrinsic content size"): UIKit documents that text beyond that width "flows to one or
/// more new lines, increasing the height of the label". Widths are the engine's 0.55 em per
/// character (9.35 points at 17), so 100 points hold 10 characters.
@Suite("Label wrapping")
struct LabelWrappingTests {
    func label(_ text: String, lines: Int, maxWidth: CGFloat) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = lines
        label.preferredMaxLayoutWidth = maxWidth
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }

    let lineHeight = 61.0 / 3  // 17 × 1.193, rounded up to the 3× pixel

    @Test("words wrap at the preferred width; numberOfLines caps the lines; one line never wraps")
    func wraps() {
        // "one two" | "three four" | "five": the widest is 10 characters, 93.5 → 93.666….
        let text = "one two three four five"
        let all = label(text, lines: 0, maxWidth: 100).intrinsicContentSize
        #expect(abs(all.width - 281.0 / 3) < 1e-9)
        #expect(abs(all.height - (3 * 17 * 1.193 * 3 - 1e-9).rounded(.up) / 3) < 1e-9)
        let two = label(text, lines: 2, maxWidth: 100).intrinsicContentSize
        #expect(abs(two.width - 281.0 / 3) < 1e-9 && two.height < all.height && two.height > lineHeight)
        let single = label(text, lines: 1, maxWidth: 100).intrinsicContentSize
        #expect(single.width > 200 && abs(single.height - lineHeight) < 1e-9)
        // Without a preferred width nothing wraps; a word wider than it keeps its own line.
        expectEqual(label(text, lines: 0, maxWidth: 0).intrinsicContentSize, single)
        let long = label("a extraordinarily b", lines: 0, maxWidth: 50).intrinsicContentSize
        #expect(abs(long.width - (15 * 9.35 * 3 - 1e-9).rounded(.up) / 3) < 1e-9)
        #expect(abs(long.height - label("x\ny\nz", lines: 0, maxWidth: 0).intrinsicContentSize.height) < 1e-9)
        // Hard line breaks are wrapped line by line.
        let broken = label("one two three\nfour", lines: 0, maxWidth: 100).intrinsicContentSize
        #expect(abs(broken.height - all.height) < 1e-9)
    }

    @Test("Auto Layout gives a wrapping label its height: the view under it moves down, and setting the width again moves it back")
    func drivesLayout() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        let title = label("one two three four five", lines: 0, maxWidth: 100)
        let below = UIView()
        below.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(title)
        root.addSubview(below)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            below.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let threeLines = title.intrinsicContentSize.height
        #expect(abs(title.frame.height - threeLines) < 1e-9 && abs(below.frame.minY - (28 + threeLines)) < 1e-9)
        title.preferredMaxLayoutWidth = 300
        root.layoutIfNeeded()
        #expect(abs(title.frame.height - lineHeight) < 1e-9 && abs(below.frame.minY - (28 + lineHeight)) < 1e-9)
        #expect(title.frame.width > 200)
    }
}
