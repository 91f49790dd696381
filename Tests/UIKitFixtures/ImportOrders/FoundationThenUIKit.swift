import Foundation
import UIKit

// Written as app files start: Foundation, then UIKit. Every CoreGraphics type names the same type in each
// (Tests/UIKitTests/ImportOrderTests.swift); the file once failed with "'CGFloat' is ambiguous".

enum FoundationThenUIKit {
    static let scale: CGFloat = 0.5
    static func geometry() -> (CGFloat, CGPoint, CGSize, CGRect, CGVector, CGAffineTransform, CGRectEdge) {
        let origin = CGPoint(x: 10, y: 20)
        let size = CGSize(width: 100 * scale, height: 80)
        let rect = CGRect(origin: origin, size: size).insetBy(dx: 5, dy: 5)
        let velocity = CGVector(dx: rect.width, dy: -rect.height)
        let transform = CGAffineTransform(scaleX: scale, y: scale).translatedBy(x: origin.x, y: 0)
        let width: Double = rect.width
        return (CGFloat(width) * scale, rect.origin, size, rect, velocity, transform, .minYEdge)
    }
}
