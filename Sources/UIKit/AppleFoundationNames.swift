import Foundation

// Names Apple's SDK gives Foundation and Dispatch that Foundation on Linux lacks, which
// transition code uses. docs/bring-your-own.md, "Foundation on Apple".

/// Dispatch's nanoseconds per second (and its kin), `UInt64` as Apple's SDK imports them.
public var NSEC_PER_SEC: UInt64 { 1_000_000_000 }
public var NSEC_PER_MSEC: UInt64 { 1_000_000 }
public var NSEC_PER_USEC: UInt64 { 1_000 }
public var USEC_PER_SEC: UInt64 { 1_000_000 }

/// UIKit's table and collection index paths: `section` first, then `row` or `item`.
extension IndexPath {
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

/// UIKit's geometry boxes: Foundation on Linux has `NSValue(point:)`, `(rect:)` and `(size:)`,
/// whose values these are.
extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    public var cgPointValue: CGPoint { pointValue }
    public var cgRectValue: CGRect { rectValue }
    public var cgSizeValue: CGSize { sizeValue }
}
