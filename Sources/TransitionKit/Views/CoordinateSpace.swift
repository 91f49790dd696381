import Foundation

/// UIKit's `UICoordinateSpace`: views and the screen's two spaces convert points and rectangles
/// between one another. Every space here maps to the screen's by an affine transform — a view's
/// is its transform to the window (which fills the screen at its origin), the screen's is the
/// identity — so a conversion between two of them goes through the screen. A space of the
/// app's own is asked to convert from or to the screen's space itself.
public protocol UICoordinateSpace: NSObjectProtocol {
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    var bounds: CGRect { get }
}

/// How a space of the engine's maps its points to the screen's, or `nil` for an app's own.
private func screenTransform(of space: any UICoordinateSpace) -> CGAffineTransform? {
    switch space {
    case let view as View: view.transformToRoot
    case is ScreenCoordinateSpace: .identity
    default: nil
    }
}

/// A point of `space` on the screen, and back.
private func toScreen(_ point: CGPoint, from space: any UICoordinateSpace) -> CGPoint {
    if let transform = screenTransform(of: space) { return point.applying(transform) }
    return space.convert(point, to: UIScreen.main.coordinateSpace)
}

private func fromScreen(_ point: CGPoint, to space: any UICoordinateSpace) -> CGPoint {
    if let transform = screenTransform(of: space) { return point.applying(transform.inverted()) }
    return space.convert(point, from: UIScreen.main.coordinateSpace)
}

/// A point of one space in another, through the screen.
private func map(_ point: CGPoint, from source: any UICoordinateSpace, to target: any UICoordinateSpace) -> CGPoint {
    fromScreen(toScreen(point, from: source), to: target)
}

/// A rectangle as the bounding box of its converted corners (as UIKit does under a rotation).
private func map(_ rect: CGRect, from source: any UICoordinateSpace, to target: any UICoordinateSpace) -> CGRect {
    CGRect.boundingBox(of: rect.corners.map { map($0, from: source, to: target) })
}

extension View: UICoordinateSpace {
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        map(point, from: self, to: coordinateSpace)
    }

    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        map(point, from: coordinateSpace, to: self)
    }

    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        map(rect, from: self, to: coordinateSpace)
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        map(rect, from: coordinateSpace, to: self)
    }
}

/// `UIScreen.coordinateSpace` and `fixedCoordinateSpace`: the screen's points, portrait. A run
/// never turns, so the two are the same space (UIKit's differ only in landscape).
final class ScreenCoordinateSpace: NSObject, UICoordinateSpace {
    let screen: UIScreen

    init(screen: UIScreen) {
        self.screen = screen
        super.init()
    }

    var bounds: CGRect { screen.bounds }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint { map(point, from: self, to: coordinateSpace) }
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint { map(point, from: coordinateSpace, to: self) }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        map(rect, from: self, to: coordinateSpace)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        map(rect, from: coordinateSpace, to: self)
    }
}

extension UIScreen {
    /// The screen's current space: its bounds are the screen's.
    public var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(screen: self) }

    /// The screen's space in portrait-up, whatever the interface's orientation: the same here.
    public var fixedCoordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(screen: self) }
}
