import Foundation
import TestExpectations
import Testing
import TransitionKit

/// The componentwise conformances: straight lines, exact ends, extrapolation past them.
@Suite struct AnimatableTests {
    @Test func doubles() {
        expectEqual(Double.interpolate(2, 10, 0.25), 4)
        expectEqual(Double.interpolate(2, 10, 1.5), 14)
        expectEqual(Double.interpolate(0.1, 0.7, 1), 0.7)
        expectEqual(Double.interpolate(0.1, 0.7, 0), 0.1)
        expectEqual(Double.interpolate(0.3, 0.3, 0.77), 0.3)
        expectEqual(Double(animatableComponents: 3.5.animatableComponents), 3.5)
    }

    @Test func geometry() {
        expectEqual(CGPoint.interpolate(CGPoint(x: 0, y: 10), CGPoint(x: 10, y: 30), 0.5), CGPoint(x: 5, y: 20))
        expectEqual(CGSize.interpolate(CGSize(width: 10, height: 20), CGSize(width: 30, height: 60), 0.5), CGSize(width: 20, height: 40))
        let a = CGRect(x: 0, y: 0, width: 100, height: 100), b = CGRect(x: 50, y: 100, width: 200, height: 0)
        expectEqual(CGRect.interpolate(a, b, 0.5), CGRect(x: 25, y: 50, width: 150, height: 50))
        expectEqual(CGRect.interpolate(a, b, 1.2), CGRect(x: 60, y: 120, width: 220, height: -20))
        expectEqual(CGRect.interpolate(a, b, 1), b)
        expectEqual(CGRect(animatableComponents: b.animatableComponents), b)
        expectEqual(CGPoint(animatableComponents: [1, 2]), CGPoint(x: 1, y: 2))
        expectEqual(CGSize(animatableComponents: [3, 4]), CGSize(width: 3, height: 4))
    }

    @Test func colors() {
        let mid = Color.interpolate(.black, Color(red: 1, green: 0.5, blue: 0, alpha: 0), 0.5)
        expectEqual(mid, Color(red: 0.5, green: 0.25, blue: 0, alpha: 0.5))
        expectEqual(Color(animatableComponents: Color.systemBlue.animatableComponents), .systemBlue)
    }
}
