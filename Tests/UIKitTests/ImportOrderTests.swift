import Testing
import UIKit
@testable import UIKitFixtures

/// Files that import Foundation, UIKit, CoreGraphics and QuartzCore in different orders and
/// combinations name one `CGFloat` and one of each CoreGraphics type (docs/engine.md, "One
/// CGFloat"): they compile, and compute the same values of the same types.
@Suite("Imports: one CGFloat whatever a file imports")
struct ImportOrderTests {
    @Test("every import order gives the same types and values")
    func sameTypesAndValues() {
        let reference = FoundationThenUIKit.geometry()
        for other in [UIKitThenFoundation.geometry(), CoreGraphicsAlone.geometry(),
                      QuartzCoreAndFoundation.geometry(), AllFour.geometry()] {
            #expect(other.0 == reference.0 && other.1 == reference.1 && other.2 == reference.2)
            #expect(other.3 == reference.3 && other.4 == reference.4 && other.5 == reference.5 && other.6 == reference.6)
        }
        #expect(reference.3 == CGRect(x: 15, y: 25, width: 40, height: 70))
        #expect(reference.0 == 20)
        #expect(type(of: FoundationThenUIKit.scale) == type(of: CoreGraphicsAlone.scale))
        #expect(type(of: reference.1) == Foundation.CGPoint.self)
    }

    @Test("an app's own Size, Layer, Color, View and Rect beside import UIKit are the app's")
    func appNamedTypes() {
        #expect(AppNamedTypes.describe() == "3 badge brand card 2 10.0")
    }
}
