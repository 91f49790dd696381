import Foundation
import TestExpectations
import Testing
import UIKit

@testable import TransitionKit

/// The frames of a scene with a flip and a cross-dissolve, in the full form, at sampled
/// times, as a golden file (Tests/TransitionKitTests/Golden/content-transition-scene.json;
/// regenerate with `UPDATE_GOLDENS=1 swift test --filter ContentTransitionGoldenTests`).
@Suite("View transitions: golden frames")
struct ContentTransitionGoldenTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Golden/content-transition-scene.json")

    /// A photo that flips from the left to another photo, and a label whose text cross-dissolves,
    /// both over 0.5 s from 0.1 s.
    static func frames() -> String {
        let s = CAStage()
        var photo: UIImageView!
        var label: UILabel!
        s.at(0) {
            photo = UIImageView(image: UIImage(seed: 7, size: CGSize(width: 120, height: 80)))
            photo.frame = CGRect(x: 40, y: 100, width: 120, height: 80)
            photo.accessibilityIdentifier = "photo"
            label = UILabel(frame: CGRect(x: 40, y: 300, width: 200, height: 30))
            label.text = "Before"
            label.accessibilityIdentifier = "caption"
            s.window.addSubview(photo)
            s.window.addSubview(label)
        }
        s.at(0.1) {
            UIView.transition(
                with: photo, duration: 0.5, options: .transitionFlipFromLeft,
                animations: { photo.image = UIImage(seed: 8, size: CGSize(width: 120, height: 80)) })
            UIView.transition(
                with: label, duration: 0.5, options: .transitionCrossDissolve, animations: { label.text = "After" })
        }
        s.run(until: 1)
        var lines: [String] = []
        for t in [0.05, 0.1, 0.2, 0.35, 0.5, 0.6, 0.7] {
            lines.append("# t = \(t)")
            for layer in FrameEvaluator(timeline: s.timeline).layers(at: t) {
                var json = JSONWriter()
                FrameEncoder(detail: .full).write(layer, into: &json)
                lines.append(json.string)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("the flip and cross-dissolve scene's frames match the golden file")
    func golden() throws {
        let actual = Self.frames()
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try actual.write(to: Self.golden, atomically: true, encoding: .utf8)
            return
        }
        let expected = try #require(try? String(contentsOf: Self.golden, encoding: .utf8))
        expectEqual(actual, expected)
    }
}
