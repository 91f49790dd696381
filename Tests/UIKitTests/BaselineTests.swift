import Testing
import TransitionKit
@testable import UIKit

/// Baseline anchors (docs/engine.md, "Intrinsic content size"). Apple documents that a view
/// without a baseline is constrained by its top edge (first baseline) and bottom edge (last
/// baseline); a label's baselines are its text's, drawn centred in its bounds: the first at
/// the ascender below the text's top, the last at the descender above its bottom. The engine's
/// system font per point: ascender 0.952, descender −0.241, line height 1.193.
@Suite("Baselines")
struct BaselineTests {
    func label(_ text: String, size: CGFloat, lines: Int = 1, maxWidth: CGFloat = 0) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: size)
        label.numberOfLines = lines
        label.preferredMaxLayoutWidth = maxWidth
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }

    func box() -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    /// The text block's top in a label `height` tall showing `lines` lines at `size` points.
    func textTop(height: Double, lines: Int, size: Double) -> Double {
        (height - Double(lines) * 1.193 * size) / 2
    }

    @Test("a label's first baseline is the ascender below its text's top; another view hangs from it")
    func firstBaseline() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        let title = label("Title", size: 17)
        let mark = box()
        root.addSubview(title)
        root.addSubview(mark)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            mark.topAnchor.constraint(equalTo: title.firstBaselineAnchor),
            mark.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            mark.widthAnchor.constraint(equalToConstant: 4),
            mark.heightAnchor.constraint(equalToConstant: 4),
        ])
        root.layoutIfNeeded()
        // Intrinsic height 20.281 rounded up to 20⅓: the text sits 0.026 below the top.
        let height = Double(title.frame.height)
        #expect(abs(height - 61.0 / 3) < 1e-9)
        let expected = 100 + textTop(height: height, lines: 1, size: 17) + 0.952 * 17
        #expect(abs(Double(mark.frame.minY) - expected) < 1e-9, "\(mark.frame.minY) ≠ \(expected)")
        // (Not `hasAmbiguousLayout`: the label's hugging and compression pair meeting at its
        // intrinsic height is the ambiguity check's documented false positive.)
    }

    @Test("labels of different sizes aligned on their last baselines, as a title and its caption are")
    func alignedLastBaselines() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        let big = label("Big", size: 34), small = label("small", size: 13)
        root.addSubview(big)
        root.addSubview(small)
        NSLayoutConstraint.activate([
            big.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.lastBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        func lastBaseline(_ label: UILabel, size: Double) -> Double {
            let frame = label.frame
            return Double(frame.minY) + textTop(height: Double(frame.height), lines: 1, size: size) + 1.193 * size - 0.241 * size
        }
        #expect(abs(lastBaseline(big, size: 34) - lastBaseline(small, size: 13)) < 1e-9)
        // The small label's bottom is not the big one's: their descenders differ.
        #expect(abs(small.frame.maxY - big.frame.maxY) > 1)
        #expect(abs(Double(big.frame.minY) - 50) < 1e-9)
    }

    @Test("a wrapped label: the last baseline is lines − 1 line heights below the first; a label taller than its text centres it")
    func multiLineAndTall() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        let body = label("one two three four five", size: 17, lines: 0, maxWidth: 100)
        let tall = label("Tall", size: 17)
        let first = box(), last = box(), tallMark = box()
        [body, tall, first, last, tallMark].forEach(root.addSubview)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            body.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            tall.topAnchor.constraint(equalTo: root.topAnchor, constant: 300),
            tall.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            tall.heightAnchor.constraint(equalToConstant: 100),
            first.topAnchor.constraint(equalTo: body.firstBaselineAnchor),
            last.topAnchor.constraint(equalTo: body.lastBaselineAnchor),
            tallMark.topAnchor.constraint(equalTo: tall.firstBaselineAnchor),
        ])
        for view in [first, last, tallMark] {
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.widthAnchor.constraint(equalToConstant: 1),
                view.heightAnchor.constraint(equalToConstant: 1),
            ])
        }
        root.layoutIfNeeded()
        // Three lines ("one two" | "three four" | "five").
        let lineHeight = 1.193 * 17
        #expect(abs(Double(last.frame.minY - first.frame.minY) - 2 * lineHeight) < 1e-9)
        let bodyTop = 20 + textTop(height: Double(body.frame.height), lines: 3, size: 17)
        #expect(abs(Double(first.frame.minY) - (bodyTop + 0.952 * 17)) < 1e-9)
        // 100 points tall, one line: the text block is centred, so is its baseline.
        #expect(abs(Double(tallMark.frame.minY) - (300 + textTop(height: 100, lines: 1, size: 17) + 0.952 * 17)) < 1e-9)
    }

    @Test("a view without a baseline: first is its top, last its bottom, as documented — nothing reported; a button's is reported")
    func viewsWithoutText() throws {
        var plain: UIView!, above: UIView!, below: UIView!
        let (run, _) = try runShowing({ UIViewController() }) { root in
            plain = self.box()
            above = self.box()
            below = self.box()
            [plain, above, below].forEach { root.view.addSubview($0!) }
            NSLayoutConstraint.activate([
                plain.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 200),
                plain.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                plain.widthAnchor.constraint(equalToConstant: 50),
                plain.heightAnchor.constraint(equalToConstant: 30),
                above.bottomAnchor.constraint(equalTo: plain.firstBaselineAnchor),
                below.topAnchor.constraint(equalTo: plain.lastBaselineAnchor),
            ])
            for view in [above!, below!] {
                NSLayoutConstraint.activate([
                    view.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                    view.widthAnchor.constraint(equalToConstant: 10),
                    view.heightAnchor.constraint(equalToConstant: 10),
                ])
            }
            root.view.layoutIfNeeded()
        }
        #expect(above.frame.maxY == 200 && below.frame.minY == 230)
        #expect(!run.timeline.unmodelled.contains { $0.feature.contains("Baseline") })

        let (buttonRun, _) = try runShowing({ UIViewController() }) { root in
            let button = UIButton(type: .system)
            root.view.addSubview(button)
            _ = button.lastBaselineAnchor
        }
        #expect(buttonRun.timeline.unmodelled.contains { $0.feature.hasPrefix("lastBaselineAnchor") })
    }
}
