import Foundation
import Testing
import UIKit

@testable import TransitionKit

/// `contentsCenter` under the aspect gravities and `contentsScale` are not drawn: set where they
/// would change what a phone shows (an image fitted by an aspect gravity; an image not resized,
/// at a scale other than its own), they are reported `not-modelled`, in whichever order the app
/// sets them. (Under `resize` the nine parts are drawn: ContentsCenterTests.)
@Suite("contentsCenter and contentsScale reported")
struct ContentsScalingTests {
    private func notes(_ s: CAStage) -> [String] { s.timeline.unmodelled.map(\.feature) }

    private func image(_ s: CAStage, scale: CGFloat) -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(bounds: s.view.bounds, format: format).image { _ in
            s.view.drawHierarchy(in: s.view.bounds, afterScreenUpdates: false)
        }.cgImage
    }

    @Test("values that change nothing on a phone are not reported")
    func quiet() {
        let s = CAStage()
        s.at(0) {
            let layer = CALayer()
            layer.contents = image(s, scale: 2)
            layer.contentsScale = 2
            layer.contentsGravity = .center
            layer.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
            let empty = CALayer()
            empty.contentsCenter = CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8)
            empty.contentsScale = 3
        }
        #expect(!notes(s).contains { $0.contains("contentsCenter") || $0.contains("contentsScale") })
    }

    @Test("a nine-part stretch under an aspect gravity and a scale other than the image's are reported")
    func reported() {
        let s = CAStage()
        s.at(0) {
            let stretched = CALayer()
            stretched.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
            stretched.contents = image(s, scale: 2)
            stretched.contentsGravity = .resizeAspect
        }
        #expect(notes(s).contains { $0.hasPrefix("CALayer.contentsCenter on an image under contentsGravity .resizeAspect") })
        #expect(!notes(s).contains { $0.contains("contentsScale") })

        let c = CAStage()
        c.at(0) {
            let centred = CALayer()
            centred.contents = image(c, scale: 2)
            centred.contentsGravity = .center
        }
        #expect(notes(c).contains { $0.hasPrefix("CALayer.contentsScale 1.0 with an image of 2.0 pixels per point") })
    }
}
