import TestExpectations
import Testing
import TransitionKit
@testable import UIKit

/// `sizeThatFits(_:)` and `sizeToFit()` (Layout/SizeThatFits.swift): Apple documents that a
/// plain view answers its existing size and is not resized, an image view answers its image's
/// size, and `sizeToFit()` takes `sizeThatFits(_:)`'s answer as the size. Label widths are the
/// engine's 0.55 em per character (9.35 points at 17), so 100 points hold 10 characters.
@Suite("Size that fits")
struct SizeThatFitsTests {
    @Test("a plain view answers its own size and keeps it")
    func plainView() {
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
        expectEqual(view.sizeThatFits(CGSize(width: 500, height: 500)), CGSize(width: 30, height: 40))
        view.sizeToFit()
        expectEqual(view.frame, CGRect(x: 5, y: 6, width: 30, height: 40))
    }

    @Test("a multi-line label wraps at the proposed width; sizeToFit takes the fitted size")
    func label() {
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 100, height: 5))
        label.text = "one two three four five"
        let single = label.sizeThatFits(CGSize(width: 100, height: 1000))
        #expect(single.width > 200 && single.height < 21)
        expectEqual(label.frame.size, CGSize(width: 100, height: 5))  // not resized
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 100, height: 1000))
        // "one two" | "three four" | "five": the widest is 10 characters, 93.5 → 93.666….
        #expect(abs(wrapped.width - 281.0 / 3) < 1e-9)
        #expect(abs(wrapped.height - 3 * single.height) < 1)
        expectEqual(label.sizeThatFits(.zero), single)  // no width proposed: one line per hard break
        label.sizeToFit()
        expectEqual(label.frame.origin, CGPoint(x: 10, y: 20))
        expectEqual(label.frame.size, wrapped)  // fitted to the bounds' width 100
        label.numberOfLines = 2
        #expect(label.sizeThatFits(CGSize(width: 100, height: 1000)).height < wrapped.height)
    }

    @Test("an image view answers its image's size")
    func imageView() {
        let image = UIImage(seed: 7, size: CGSize(width: 12, height: 7))
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        expectEqual(view.sizeThatFits(.zero), CGSize(width: 50, height: 50))
        view.image = image
        expectEqual(view.sizeThatFits(.zero), CGSize(width: 12, height: 7))
        view.sizeToFit()
        expectEqual(view.bounds.size, CGSize(width: 12, height: 7))
    }
}
