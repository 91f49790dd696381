import TestExpectations
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

    @Test("a view without a baseline: first is its top, last its bottom, as documented — nothing reported; a text view's last is reported")
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

        let (textRun, _) = try runShowing({ UIViewController() }) { root in
            let button = UIButton(type: .system), textView = UITextView()
            root.view.addSubview(button)
            root.view.addSubview(textView)
            _ = button.lastBaselineAnchor
            _ = button.firstBaselineAnchor
            _ = textView.firstBaselineAnchor
        }
        #expect(!textRun.timeline.unmodelled.contains { $0.feature.contains("Baseline") })
        let (lastRun, _) = try runShowing({ UIViewController() }) { root in
            let textView = UITextView()
            root.view.addSubview(textView)
            _ = textView.lastBaselineAnchor
        }
        #expect(lastRun.timeline.unmodelled.contains { $0.feature.hasPrefix("lastBaselineAnchor of a text view") })
    }

    /// A 4 × 4 mark whose top is constrained to `anchor`, in `root`: where the baseline is.
    func mark(at anchor: NSLayoutYAxisAnchor, in root: UIView) -> UIView {
        let mark = box()
        root.addSubview(mark)
        NSLayoutConstraint.activate([
            mark.topAnchor.constraint(equalTo: anchor), mark.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            mark.widthAnchor.constraint(equalToConstant: 4), mark.heightAnchor.constraint(equalToConstant: 4),
        ])
        return mark
    }

    @Test("a button's baselines are its title's, centred in the content rectangle; a text field's its text's, centred")
    func buttonAndTextField() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 0, bottom: 4, right: 0)
        button.frame = CGRect(x: 20, y: 100, width: 200, height: 50)
        let field = UITextField(frame: CGRect(x: 20, y: 300, width: 200, height: 40))
        field.font = .systemFont(ofSize: 20)
        root.addSubview(button)
        root.addSubview(field)
        let first = mark(at: button.firstBaselineAnchor, in: root), last = mark(at: button.lastBaselineAnchor, in: root)
        let fieldMark = mark(at: field.firstBaselineAnchor, in: root)
        root.layoutIfNeeded()
        // The 15-point title's line (17.895) centred in the 36 points between the insets.
        let titleTop = 100 + 10 + (36 - 1.193 * 15) / 2
        #expect(abs(Double(first.frame.minY) - (titleTop + 0.952 * 15)) < 1e-9, "\(first.frame.minY)")
        expectEqual(first.frame.minY, last.frame.minY, "one line: first and last are the same")
        // The title label is where the baseline says.
        let title = button.titleLabel!.convert(button.titleLabel!.bounds, to: root)
        #expect(abs(Double(title.minY) - titleTop) < 1e-9)
        #expect(abs(Double(fieldMark.frame.minY) - (300 + 20 - 1.193 * 20 / 2 + 0.952 * 20)) < 1e-9)
    }

    @Test("a text view's first baseline is its first line's, under the text container's 8-point top inset")
    func textView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        let textView = UITextView(frame: CGRect(x: 0, y: 50, width: 300, height: 200))
        textView.font = .systemFont(ofSize: 14)
        root.addSubview(textView)
        let first = mark(at: textView.firstBaselineAnchor, in: root)
        root.layoutIfNeeded()
        #expect(abs(Double(first.frame.minY) - (50 + 8 + 0.952 * 14)) < 1e-9)
    }

    @Test("a row aligned on first baselines: the baselines on one line, the view reaching highest at the top")
    func stackFirstBaseline() {
        let small = label("caption", size: 12), big = label("Title", size: 34), plain = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        for view in [small, big] { view.translatesAutoresizingMaskIntoConstraints = true }
        let row = UIStackView(arrangedSubviews: [small, big, plain])
        row.alignment = .firstBaseline
        row.frame = CGRect(x: 0, y: 0, width: 375, height: 100)
        row.layoutIfNeeded()
        func firstBaseline(_ view: UIView) -> Double {
            guard let label = view as? UILabel else { return Double(view.frame.minY) }
            return Double(view.frame.midY) - Double(label.font.lineHeight) / 2 + Double(label.font.ascender)
        }
        let lines = [small, big, plain].map(firstBaseline)
        #expect(abs(lines[0] - lines[1]) < 1e-9 && abs(lines[1] - lines[2]) < 1e-9, "\(lines)")
        // The big title reaches highest above the line: it touches the top.
        #expect(abs(Double(big.frame.minY)) < 1e-9 && small.frame.minY > 0)
    }

    @Test("a row aligned on last baselines: the baselines on one line, the view reaching lowest at the bottom")
    func stackLastBaseline() {
        let small = label("caption", size: 12), big = label("Title", size: 34), plain = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        for view in [small, big] { view.translatesAutoresizingMaskIntoConstraints = true }
        let row = UIStackView(arrangedSubviews: [small, big, plain])
        row.alignment = .lastBaseline
        row.frame = CGRect(x: 0, y: 0, width: 375, height: 100)
        row.layoutIfNeeded()
        func lastBaseline(_ view: UIView) -> Double {
            guard let label = view as? UILabel else { return Double(view.frame.maxY) }
            return Double(view.frame.midY) + Double(label.font.lineHeight) / 2 + Double(label.font.descender)
        }
        let lines = [small, big, plain].map(lastBaseline)
        #expect(abs(lines[0] - lines[1]) < 1e-9 && abs(lines[1] - lines[2]) < 1e-9, "\(lines)")
        #expect(abs(Double(big.frame.maxY) - 100) < 1e-9 && plain.frame.maxY < 100)
    }
}
